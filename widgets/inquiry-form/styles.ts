// Inquiry form look on top of the kit's base (tokens.ts). Themed from the
// host through --bfsi-* custom properties and ::part(form), ::part(button).
import { baseCss } from '../kit/tokens';

export const inquiryFormCss = `${baseCss}
.bfsi-inquiry__form { display: block; margin: 0; padding: 0; max-width: 640px; }
.bfsi-required { color: #b91c1c; }
.bfsi-inquiry__interests { border: 0; margin: 0 0 16px; padding: 0; min-width: 0; }
.bfsi-inquiry__interests legend { padding: 0; }
.bfsi-check { display: flex; align-items: center; gap: 8px; font-size: 16px; margin: 6px 0; cursor: pointer; }
.bfsi-check input { width: 18px; height: 18px; margin: 0; accent-color: var(--bfsi-primary, #0b5cab); }
`;
