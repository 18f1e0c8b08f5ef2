// The chatbot's launcher button, drawn by the loader itself the moment a
// <bfsi-chatbot> connects (so it is on screen and clickable one script after
// the page's own), and adopted as it is by the chatbot chunk when that lands.
// Plain DOM, no Preact, no innerHTML (a partner's Trusted Types policy would
// refuse it). It lives here, beside the rest of the launcher, and the loader
// imports it: the one exception to the loader's import rule (ARCHITECTURE.md).
// Every byte here is paid in loader.js (2 KB budget), so the loader draws only
// the "open" icon: the chunk adds the "close" one (launcher.ts), which no one
// sees before the panel is there to close.
import { launcherButtonCss } from './launcher-styles';
import { PANEL_ID } from './panel-contract';

export const SVG = 'http://www.w3.org/2000/svg';

export function setAttributes(el: Element, attrs: Record<string, string>): void {
  for (const k in attrs) el.setAttribute(k, attrs[k]);
}

/**
 * The loader's sheet: the button alone. Not kit/shadow.ts's openShadow, whose
 * sheet cache and checks cost the loader bytes; the chunk adds
 * launcherMoreCss beside it when it lands (kit/shadow.ts addSheet).
 */
export function styleButton(root: ShadowRoot): void {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(launcherButtonCss);
    root.adoptedStyleSheets = [sheet];
  } catch {
    // No constructable stylesheets (jsdom): the button still works unstyled.
  }
}

/**
 * Draws the launcher into the host's shadow root, or finds the one already
 * there: [button, drawn now]; `style` adopts the sheet on a new drawing. aria-expanded
 * starts from the `open` attribute; before the chunk arrives the loader flips
 * it on click, and the chunk reads it as the visitor's wish (launcher.ts).
 */
export function drawLauncher(host: HTMLElement, style: (root: ShadowRoot) => void): [HTMLButtonElement, boolean] {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const found = root.querySelector<HTMLButtonElement>('button[part=launcher]');
  if (found) return [found, false];
  style(root);
  const launcher = document.createElement('button');
  const svg = document.createElementNS(SVG, 'svg');
  const path = document.createElementNS(SVG, 'path');
  // No type=button needed: a shadow root has no form to submit.
  setAttributes(launcher, {
    class: 'bfsi-chat__launcher',
    part: 'launcher',
    'aria-label': 'Chat with us',
    'aria-controls': PANEL_ID,
    'aria-expanded': `${host.hasAttribute('open')}`,
  });
  setAttributes(svg, { viewBox: '0 0 24 24', 'aria-hidden': 'true' });
  setAttributes(path, {
    class: 'bfsi-chat__icon-open',
    d: 'M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 1-2zm3 6v2h2V9H7zm4 0v2h2V9h-2zm4 0v2h2V9h-2z',
  });
  svg.append(path);
  launcher.append(svg);
  root.replaceChildren(launcher);
  return [launcher, true];
}
