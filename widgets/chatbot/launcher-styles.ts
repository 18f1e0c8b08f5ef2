// Only what the launcher needs; the panel brings its own sheet when it loads.
// launcherButtonCss is the button alone, which the loader adopts when it draws
// the launcher before the chunk (bytes count there): the host rules, the hover
// and the motion rules add nothing to a button the pointer has not reached yet, and the loader draws
// only the "open" icon (launcher-dom.ts). launcherCss, the whole
// sheet, replaces it when the chunk lands.
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

export const launcherCss = `
:host { display: block; }
:host([hidden]) { display: none; }
*, *::before, *::after { box-sizing: border-box; }
${launcherButtonCss}
.bfsi-chat__launcher { transition: transform .15s ease; }
.bfsi-chat__launcher:hover { transform: scale(1.05); }
.bfsi-chat__launcher[aria-expanded="true"] .bfsi-chat__icon-open,
.bfsi-chat__launcher[aria-expanded="false"] .bfsi-chat__icon-close { display: none; }
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { transition: none !important; animation: none !important; }
}
`;
