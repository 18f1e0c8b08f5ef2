// Only what the launcher needs; the panel brings its own sheet when it loads.
// launcherButtonCss is the button alone, which the loader adopts when it draws
// the launcher (bytes count there): the host rules, the hover, the icons and
// the motion rules add nothing to a button the pointer has not reached yet,
// and the loader draws only the "open" icon (launcher-dom.ts).
// launcherMoreCss is the rest, which the chunk adds beside the loader's sheet
// when it lands (kit/shadow.ts addSheet), so the button's rules travel once.
// launcherCss, both together, is the launcher's whole look.
export const launcherButtonCss = `
.bfsi-chat__launcher {
  position: fixed; right: 20px; bottom: 20px; z-index: var(--bfsi-z-index, 1000);
  width: 56px; height: 56px; margin: 0; padding: 0; border: 0; border-radius: 50%;
  display: flex; align-items: center; justify-content: center; cursor: pointer;
  color: #fff; background: var(--bfsi-primary, #0b5cab);
  box-shadow: 0 4px 14px rgba(0,0,0,.25);
}
.bfsi-chat__launcher:focus-visible { outline: 3px solid var(--bfsi-focus, #2563eb); outline-offset: 3px; }
.bfsi-chat__launcher svg { width: 28px; height: 28px; fill: currentColor; pointer-events: none; }
`;

// (No host or box-sizing rules: the button is fixed and sized in px, so they
// change nothing here; the panel's sheet brings them with the panel.)
export const launcherMoreCss = `
.bfsi-chat__launcher { transition: transform .15s ease; }
.bfsi-chat__launcher:hover { transform: scale(1.05); }
.bfsi-chat__launcher[aria-expanded="true"] .bfsi-chat__icon-open,
.bfsi-chat__launcher[aria-expanded="false"] .bfsi-chat__icon-close { display: none; }
@media (prefers-reduced-motion: reduce) {
  .bfsi-chat__launcher { transition: none; }
}
`;

export const launcherCss = launcherButtonCss + launcherMoreCss;
