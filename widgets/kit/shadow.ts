// A widget's shadow root with its styles adopted as constructed sheets, never
// as injected <style> text, which strict-CSP host pages block (STYLE.md §5).
const sheets = new Map<string, CSSStyleSheet>();

function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

// jsdom has no constructable stylesheets; the component still renders there.
const sheetsWork = (root: ShadowRoot) => 'adoptedStyleSheets' in root && typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype;

export function openShadow(host: HTMLElement, css: string): ShadowRoot {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  if (sheetsWork(root)) root.adoptedStyleSheets = [sheetFor(css)];
  return root;
}

/**
 * Adds `css` after the sheets the root has (once): the chatbot's chunk and
 * panel add their rules to the button sheet the loader adopted, instead of
 * shipping that sheet's text again.
 */
export function addSheet(root: ShadowRoot, css: string): void {
  if (!sheetsWork(root)) return;
  const sheet = sheetFor(css);
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
