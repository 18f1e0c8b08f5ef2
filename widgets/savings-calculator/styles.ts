// Calculator look on top of the kit's base (tokens.ts). Themed through
// --bfsi-* custom properties and ::part(calculator|input|results|assumptions|button).
import { formCss } from '../kit/form-tokens';

export const savingsCalculatorCss = `${formCss}
:host { container-type: inline-size; }
.bfsi-calc { max-width: 720px; }
.bfsi-calc__title { font-size: 20px; font-weight: 700; margin: 0 0 12px; }
.bfsi-calc__inputs { display: grid; gap: 0 16px; margin: 0; }
@container (min-width: 600px) { .bfsi-calc__inputs { grid-template-columns: repeat(3, 1fr); } }
.bfsi-hint { display: block; font-size: 14px; color: #4b5563; margin-top: 4px; }
.bfsi-calc__results {
  display: grid; gap: 12px; grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  margin: 4px 0 16px; padding: 16px; border-radius: var(--bfsi-radius, 6px);
  background: var(--bfsi-surface, #fff); border: 1px solid #d1d5db;
}
.bfsi-calc__result dt { font-size: 14px; color: #4b5563; margin: 0; }
.bfsi-calc__result dd { margin: 2px 0 0; font-weight: 700; font-size: 17px; font-variant-numeric: tabular-nums; min-height: 1.5em; }
.bfsi-calc__result--main { grid-column: 1 / -1; }
.bfsi-calc__result--main dd { font-size: 26px; color: var(--bfsi-primary, #0b5cab); }
.bfsi-calc__how { margin: 0 0 16px; font-size: 15px; }
.bfsi-calc__how summary { cursor: pointer; font-weight: 600; color: var(--bfsi-primary, #0b5cab); }
.bfsi-calc__how summary:focus-visible { outline: 3px solid var(--bfsi-focus, #2563eb); outline-offset: 2px; }
.bfsi-calc__how ul { margin: 8px 0 0; padding-left: 20px; }
.bfsi-calc__form { margin: 0 0 8px; max-width: 420px; }
`;
