import { formCss } from '../kit/form-tokens';
import { toastCss } from '../kit/toast';

export const loginCss = `${formCss}${toastCss}
.bfsi-login__form {
  max-width: 420px; margin: 0 auto; padding: 24px;
  background: var(--bfsi-surface, #fff); border-radius: var(--bfsi-radius, 6px);
  box-shadow: 0 2px 12px rgba(0,0,0,.12);
}
.bfsi-login__title { font-size: 26px; line-height: 1.2; margin: 0 0 4px; font-weight: 700; }
.bfsi-login__lead { margin: 0 0 18px; color: #4b5563; }
.bfsi-login__canvas {
  display: block; width: 320px; max-width: 100%; height: auto; aspect-ratio: 8 / 1;
  border: 1px solid #d1d5db; border-radius: 4px; background: #f9fafb;
}
.bfsi-login__reload { margin-top: 6px; font-size: 15px; }
.bfsi-login__submit { width: 100%; }
`;
