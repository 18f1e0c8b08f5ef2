// Shared look of every widget, the chat panel included (the form-only rules
// are in form-tokens.ts). Appearance is themed through custom properties
// set on the element (docs/partner-guide.md): --bfsi-primary, --bfsi-font,
// --bfsi-radius, --bfsi-surface, --bfsi-text, and --bfsi-z-index for anything
// fixed. Inherited properties cross the shadow boundary, so the base element
// sets them all again: a host's `* { color: red !important }` stops at :host.
export const baseCss = `
:host { display: block; }
:host([hidden]) { display: none; }
*, *::before, *::after { box-sizing: border-box; }
.bfsi {
  font-family: var(--bfsi-font, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif);
  font-size: 16px; line-height: 1.5; font-weight: 400; font-style: normal;
  color: var(--bfsi-text, #1f2937); text-align: left; letter-spacing: normal;
  text-transform: none; visibility: visible;
}
.bfsi-input {
  display: block; width: 100%; font: inherit; font-size: 16px; color: inherit;
  background: var(--bfsi-surface, #fff); border: 1px solid #9ca3af;
  border-radius: var(--bfsi-radius, 6px); padding: 9px 12px; margin: 0;
}
.bfsi-input:focus-visible, .bfsi-button:focus-visible, .bfsi-link:focus-visible, .bfsi-check input:focus-visible {
  outline: 3px solid var(--bfsi-focus, #2563eb); outline-offset: 2px;
}
.bfsi-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px;
  font: inherit; font-weight: 600; font-size: 16px; cursor: pointer; margin: 0;
  color: #fff; background: var(--bfsi-primary, #0b5cab); border: 0;
  border-radius: var(--bfsi-radius, 6px); padding: 10px 20px; min-height: 44px;
  visibility: visible; opacity: 1; text-decoration: none;
}
.bfsi-button[disabled] { opacity: .65; cursor: not-allowed; }
.bfsi-link { color: var(--bfsi-primary, #0b5cab); background: none; border: 0; padding: 0; font: inherit; cursor: pointer; text-decoration: underline; display: inline; }
.bfsi-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;
