// The frame fills the element's width; it stays invisible (but laid out, so
// lazy loading still sees it near the viewport) until its load event.
import { baseCss } from '../kit/tokens';

export const smartqcCss = `${baseCss}
.bfsi-smartqc { position: relative; }
.bfsi-smartqc__frame {
  display: block; width: 100%; border: 0; margin: 0;
  border-radius: var(--bfsi-radius, 0); background: var(--bfsi-surface, #fff);
  visibility: hidden;
}
.bfsi-smartqc__frame.is-loaded { visibility: visible; }
.bfsi-smartqc__loading { position: absolute; top: 16px; left: 16px; margin: 0; }
`;
