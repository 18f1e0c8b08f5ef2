// Keeps the chat launcher off the page's content (issue 10: on a phone it
// covered text mid-scroll and could cover a form's buttons). Whenever text, a
// control or media passes under the launcher's home spot, the host gets
// `data-tucked` and site.css slides the button to the screen's edge, where
// only a sliver shows over the page's gutter (still a tap target, and it comes
// back on keyboard focus); over plain background it returns. Site-side on
// purpose: the launcher's own code is paid for in loader.js's 2 KB budget, and
// the site reaches the button through its `part="launcher"`.

const CONTENT = 'a, button, input, textarea, select, summary, label, img, video, svg, iframe, canvas';

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (r: DOMRect, b: Box) => r.width > 0 && r.height > 0 && r.right > b.left && r.left < b.right && r.bottom > b.top && r.top < b.bottom;

/** The topmost element at a point, looking into open shadow roots (the widgets draw there). */
function deepest(root: Document | ShadowRoot, x: number, y: number, skip: Element): Element | null {
  const el = root.elementsFromPoint(x, y).find((e) => e !== skip && !skip.contains(e)) ?? null;
  const inner = el?.shadowRoot && el.shadowRoot !== root ? deepest(el.shadowRoot, x, y, skip) : null;
  return inner ?? el;
}

/** True when text, a control or media lies under the box (a grid of probes; text by its line boxes). */
export function contentUnder(box: Box, host: Element, doc: Document = document): boolean {
  const range = doc.createRange();
  for (let i = 0; i <= 4; i++) {
    for (let j = 0; j <= 4; j++) {
      const x = box.left + ((box.right - box.left) * i) / 4;
      const y = box.top + ((box.bottom - box.top) * j) / 4;
      const el = deepest(doc, Math.min(x, innerWidth - 1), Math.min(y, innerHeight - 1), host);
      if (!el || el === doc.documentElement || el === doc.body) continue;
      // A backdrop (the hero's background video) is page background.
      if (el.closest('[data-backdrop]')) continue;
      if (el.closest(CONTENT)) return true;
      for (const n of el.childNodes) {
        if (n.nodeType !== Node.TEXT_NODE || !n.textContent?.trim()) continue;
        range.selectNodeContents(n);
        for (const r of range.getClientRects()) if (overlaps(r, box)) return true;
      }
    }
  }
  return false;
}

export function keepLauncherClear(doc: Document = document): void {
  const found = doc.querySelector('bfsi-chatbot');
  if (!found) return;
  const host: Element = found;
  let queued = false;
  function queue() {
    if (!queued) (queued = true), requestAnimationFrame(check);
  }
  function check() {
    queued = false;
    const button = host.shadowRoot?.querySelector<HTMLElement>('[part~="launcher"]');
    if (!button || host.hasAttribute('open')) return void host.removeAttribute('data-tucked');
    // offset* is the layout box, without the tuck's translate: the launcher's home spot.
    const pad = 8;
    const home = { left: button.offsetLeft - pad, top: button.offsetTop - pad, right: button.offsetLeft + button.offsetWidth + pad, bottom: button.offsetTop + button.offsetHeight + pad };
    host.toggleAttribute('data-tucked', contentUnder(home, host, doc));
  }
  addEventListener('scroll', queue, { passive: true });
  addEventListener('resize', queue);
  // A route change, a widget's first drawing or the panel opening moves content too.
  new MutationObserver(queue).observe(doc.body, { childList: true, subtree: true, attributeFilter: ['open'] });
  // The loader draws the button when it defines the element (in a shadow root no observer here sees).
  void customElements.whenDefined('bfsi-chatbot').then(queue);
  queue();
}
