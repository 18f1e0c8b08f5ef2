// Inquiry form look on top of the kit's base (tokens.ts). Themed from the
// host through --bfsi-* custom properties and ::part(form), ::part(button).
import { formCss } from '../kit/form-tokens';

export const inquiryFormCss = `${formCss}
.bfsi-inquiry__form { display: block; margin: 0; padding: 0; max-width: 640px; }
.bfsi-required { color: #b91c1c; }
.bfsi-inquiry__interests { border: 0; margin: 0 0 16px; padding: 0; min-width: 0; }
.bfsi-inquiry__interests legend { padding: 0; }
.bfsi-check { display: flex; align-items: center; gap: 8px; font-size: 16px; margin: 6px 0; cursor: pointer; }
.bfsi-counter { display: block; font-size: 14px; color: #4b5563; margin-top: 4px; text-align: right; }
.bfsi-counter--over { color: #b91c1c; font-weight: 600; }
.bfsi-check input { width: 18px; height: 18px; margin: 0; accent-color: var(--bfsi-primary, #0b5cab); }
.bfsi-inquiry__opt-in { font-size: 15px; margin: 0 0 14px; }
.bfsi-inquiry__notice { font-size: 13px; color: #4b5563; margin: 10px 0 0; line-height: 1.4; }
`;
