// axe-core directly (it ships its own types; jest-axe has none installed).
// Returns "rule: targets" strings, so a failure names what is wrong.
import axe from 'axe-core';

export async function axeViolations(context: Element): Promise<string[]> {
  // jsdom has no canvas; axe probes one for icon ligatures and jsdom logs
  // "Not implemented" for each probe. Answer as a canvas-less browser would.
  const canvas = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  const result = await axe
    .run(context, {
      // 'region' is about whole pages (landmarks); this is an embedded widget.
      rules: { region: { enabled: false } },
    })
    .finally(() => canvas.mockRestore());
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
