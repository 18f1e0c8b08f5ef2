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

export function openShadow(host: HTMLElement, css: string): ShadowRoot {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  // jsdom has no constructable stylesheets; the component still renders there.
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype) {
    root.adoptedStyleSheets = [sheetFor(css)];
  }
  return root;
}
