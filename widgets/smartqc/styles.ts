// The frame fills the element's width; it stays invisible (but laid out, so
// lazy loading still sees it near the viewport) until its load event.
import { formCss } from '../kit/form-tokens';

export const smartqcCss = `${formCss}
.bfsi-smartqc { position: relative; }
.bfsi-smartqc__frame {
  display: block; width: 100%; border: 0; margin: 0;
  border-radius: var(--bfsi-radius, 0); background: var(--bfsi-surface, #fff);
  visibility: hidden;
}
.bfsi-smartqc__frame.is-loaded { visibility: visible; }
.bfsi-smartqc__loading { position: absolute; top: 16px; left: 16px; margin: 0; }
/* The fallback panel sits over the space the frame keeps, so nothing below moves. */
.bfsi-smartqc__fallback {
  position: absolute; inset: 0; display: flex; align-items: flex-start; justify-content: center;
  padding: 64px 16px; background: var(--bfsi-surface, #f3f6fb); border-radius: var(--bfsi-radius, 0);
}
/* The placeholder's panel: in the flow, as tall as the room the site keeps for it (site.css .widget--idle). */
.bfsi-smartqc__fallback--flow { position: static; box-sizing: border-box; min-height: 420px; }
.bfsi-smartqc__frame[hidden] { display: none; }
.bfsi-smartqc__panel {
  max-width: 560px; width: 100%; background: #fff; border: 1px solid #d9dee8; border-radius: 12px;
  padding: 28px; box-shadow: 0 6px 20px rgba(11, 46, 89, 0.08);
}
.bfsi-smartqc__panel p { margin: 0 0 12px; }
.bfsi-smartqc__title { font-size: 20px; font-weight: 700; color: var(--bfsi-primary, #0b2e59); }
.bfsi-smartqc__links { display: flex; flex-direction: column; gap: 8px; margin: 0; }
.bfsi-smartqc__sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.bfsi-smartqc__links .bfsi-link { font-weight: 600; }
`;
