import { baseCss } from '../kit/tokens';

// SPEC §9: panel 350 px wide, message area at most 300 px high.
export const panelCss = `${baseCss}
.bfsi-chat__panel {
  position: fixed; right: 20px; bottom: 88px; z-index: var(--bfsi-z-index, 1000);
  width: 350px; max-width: calc(100vw - 24px); display: flex; flex-direction: column;
  background: var(--bfsi-surface, #fff); border-radius: var(--bfsi-radius, 10px);
  box-shadow: 0 8px 28px rgba(0,0,0,.22); overflow: hidden;
  animation: bfsi-chat-in .18s ease-out;
}
.bfsi-chat__panel[hidden] { display: none; }
/* No 'to': it animates to the panel's own opacity 1 and no transform. */
@keyframes bfsi-chat-in { from { opacity: 0; transform: translateY(8px); } }
.bfsi-chat__header {
  display: flex; align-items: center; justify-content: space-between; gap: 8px;
  padding: 10px 12px 10px 16px; color: #fff; background: var(--bfsi-primary, #0b5cab);
}
.bfsi-chat__new { margin-left: auto; background: none; color: inherit; border: 1px solid; }
.bfsi-chat__handoff { display: grid; gap: 6px; margin: 0; padding: 8px 12px; }
.bfsi-chat__title { margin: 0; font-size: 17px; font-weight: 700; line-height: 1.3; }
.bfsi-chat__close {
  border: 0; background: none; color: inherit; font: inherit; font-size: 26px; line-height: 1;
  width: 36px; height: 36px; cursor: pointer; border-radius: 50%;
}
/* Every focusable piece of the panel: close, messages, links, suggestions, input, Send. */
.bfsi-chat__panel :focus-visible { outline: 3px solid var(--bfsi-focus, #2563eb); outline-offset: 2px; }
.bfsi-chat__close:focus-visible, .bfsi-chat__new:focus-visible { outline-color: #fff; }
.bfsi-chat__messages {
  list-style: none; margin: 0; padding: 12px; max-height: 300px; min-height: 120px;
  overflow-y: auto; overscroll-behavior: contain; display: flex; flex-direction: column; gap: 10px;
}
.bfsi-chat__pair { display: flex; flex-direction: column; gap: 6px; }
.bfsi-chat__msg { margin: 0; padding: 8px 12px; border-radius: 12px; max-width: 85%; overflow-wrap: anywhere; font-size: 15px; }
.bfsi-chat__msg--user { align-self: flex-end; background: var(--bfsi-primary, #0b5cab); color: #fff; white-space: pre-wrap; }
.bfsi-chat__msg--bot { align-self: flex-start; background: #f1f5f9; }
.bfsi-chat__reply { margin: 0; }
.bfsi-chat__source, .bfsi-chat__inquiry { margin: 6px 0 0; font-size: 14px; }
.bfsi-chat__suggestions { list-style: none; margin: 8px 0 0; padding: 0; display: flex; flex-direction: column; gap: 6px; }
.bfsi-chat__suggestion {
  font: inherit; font-size: 14px; text-align: left; cursor: pointer; width: 100%;
  padding: 6px 10px; border-radius: 14px; color: var(--bfsi-primary, #0b5cab);
  background: #fff; border: 1px solid currentColor;
}
.bfsi-chat__form { display: flex; gap: 8px; padding: 10px 12px 4px; border-top: 1px solid #e5e7eb; }
.bfsi-chat__input { flex: 1; min-width: 0; }
.bfsi-chat__send { padding: 8px 14px; }
.bfsi-chat__counter { margin: 0; padding: 0 12px 8px; min-height: 8px; font-size: 13px; color: #4b5563; text-align: right; }
/* Phones: the panel takes the whole screen; the header's close button stays in reach. */
@media (max-width: 480px) {
  .bfsi-chat__panel { inset: 0; width: auto; max-width: none; border-radius: 0; }
  .bfsi-chat__messages { flex: 1; max-height: none; }
}
@media (prefers-reduced-motion: reduce) {
  .bfsi-chat__panel { animation: none; }
}
`;
