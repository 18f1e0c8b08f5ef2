import { formCss } from '../kit/form-tokens';
import { toastCss } from '../kit/toast';

export const blogRegistrationCss = `${formCss}${toastCss}
.bfsi-blog__form {
  max-width: 560px; margin: 0 auto; padding: 24px;
  background: var(--bfsi-surface, #fff); border-radius: var(--bfsi-radius, 6px);
  box-shadow: 0 2px 12px rgba(0,0,0,.12);
}
.bfsi-blog__title { font-size: 24px; line-height: 1.25; margin: 0 0 18px; font-weight: 700; }
.bfsi-blog__submit { min-width: 170px; }
`;
