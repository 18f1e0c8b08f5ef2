// The one accessibility check of the component tests (STYLE §6): axe-core
// directly (it ships its own types; jest-axe has none installed). Returns
// "rule: targets" strings, so a failure names what is wrong.
import axe from 'axe-core';

export async function axeViolations(context: Element | Document = document): Promise<string[]> {
  // axe probes canvas support for icon ligatures; jsdom has none and would log
  // "Not implemented" for each probe. Answer as a canvas-less browser would.
  const getContext = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  try {
    const result = await axe.run(context as Element, {
      // 'region' is about whole pages (landmarks); these are embedded widgets.
      rules: { region: { enabled: false } },
    });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  } finally {
    getContext.mockRestore();
  }
}
