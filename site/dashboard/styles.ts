// The lead desk's styles, adopted as a constructed sheet (the pages' CSP
// allows no inline <style>). Phone first: one column of cards; filters wrap.
const css = `
.desk { max-width: 960px; margin: 0 auto; padding: 16px; font-size: 16px; line-height: 1.45; color: #1f2937; }
.desk-top { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; margin-bottom: 12px; }
.desk-title { font-size: 1.5rem; margin: 0; flex: 1 1 auto; }
.desk-who { color: #4b5563; }
.desk-h2 { font-size: 1.25rem; margin: 8px 0; }
.desk-tabs { display: flex; gap: 4px; overflow-x: auto; border-bottom: 2px solid #e5e7eb; margin-bottom: 12px; }
.desk-tab { flex: 0 0 auto; min-height: 44px; padding: 8px 14px; border: 0; background: none; font: inherit; color: #374151; cursor: pointer; border-bottom: 3px solid transparent; }
.desk-tab[aria-current="page"] { color: #0b4f8a; border-bottom-color: #0b4f8a; font-weight: 600; }
.desk-filters { display: grid; grid-template-columns: 1fr; gap: 8px; align-items: end; margin-bottom: 8px; }
@media (min-width: 640px) { .desk-filters { grid-template-columns: 2fr 1fr 1fr 1fr auto; } }
.desk-field { display: flex; flex-direction: column; gap: 4px; margin-bottom: 8px; }
.desk-field label { font-weight: 600; font-size: .9rem; }
.desk-field input, .desk-field select { min-height: 44px; padding: 8px 10px; border: 1px solid #9ca3af; border-radius: 6px; font: inherit; background: #fff; width: 100%; box-sizing: border-box; }
.desk-actions { display: flex; flex-wrap: wrap; gap: 8px; margin-bottom: 8px; }
.desk-button { min-height: 44px; padding: 8px 16px; border: 1px solid #0b4f8a; border-radius: 6px; background: #0b4f8a; color: #fff; font: inherit; cursor: pointer; }
.desk-button--quiet { background: #fff; color: #0b4f8a; }
.desk-button--small { min-height: 36px; padding: 4px 12px; font-size: .9rem; margin-left: 8px; }
.desk-button:disabled { opacity: .6; cursor: default; }
.desk-link { background: none; border: 0; padding: 8px 0; color: #0b4f8a; text-decoration: underline; font: inherit; cursor: pointer; min-height: 44px; }
:is(.desk-button, .desk-tab, .desk-link, .desk input, .desk select, .desk a):focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
.desk-live { color: #374151; margin: 4px 0 8px; }
.desk-list { list-style: none; padding: 0; margin: 0 0 16px; display: grid; gap: 10px; }
.desk-lead { border: 1px solid #e5e7eb; border-radius: 8px; padding: 12px; background: #fff; overflow-wrap: anywhere; }
.desk-lead__head { display: flex; justify-content: space-between; gap: 8px; align-items: baseline; flex-wrap: wrap; }
.desk-lead__name { font-weight: 600; }
.desk-lead__meta { display: flex; flex-wrap: wrap; gap: 4px 14px; color: #4b5563; font-size: .9rem; margin-top: 4px; }
.desk-lead__subject { margin-top: 4px; }
.desk-lead__page { color: #4b5563; font-size: .9rem; }
.desk-tag { display: inline-block; background: #eef2ff; color: #3730a3; border-radius: 999px; padding: 0 8px; margin: 4px 4px 0 0; font-size: .85rem; }
.desk-status { font-size: .85rem; font-weight: 600; border-radius: 999px; padding: 2px 10px; }
.desk-status--sent { background: #dcfce7; color: #14532d; }
.desk-status--queued { background: #e0f2fe; color: #0c4a6e; }
.desk-status--retrying { background: #fef3c7; color: #78350f; }
.desk-status--failed { background: #fee2e2; color: #7f1d1d; }
.desk-status__error { font-weight: 400; }
.desk-details { margin: 8px 0 0; display: grid; grid-template-columns: 1fr; gap: 2px; }
@media (min-width: 640px) { .desk-details { grid-template-columns: 8rem 1fr; } }
.desk-details dt { font-weight: 600; color: #374151; }
.desk-details dd { margin: 0 0 6px; }
.desk-message { white-space: pre-wrap; }
.desk-card { border: 1px solid #e5e7eb; border-radius: 8px; padding: 16px; background: #fff; max-width: 520px; }
.desk-password h1 { font-size: 1.35rem; margin-top: 0; }
.desk-error { color: #991b1b; min-height: 1.2em; }
.desk-inline { margin-top: 8px; }
`;

let adopted = false;

export function adoptDeskStyles(): void {
  if (adopted || typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in document)) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  adopted = true;
}
