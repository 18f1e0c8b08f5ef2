// The look the form widgets share on top of tokens.ts: labels, fields,
// errors, alerts, the spinner. Apart from tokens.ts so the chat panel's sheet
// (which has none of these) does not carry them; both travel in the \`kit\`
// chunk (a chunk of their own cost the inquiry form a file's gzip more than
// these rules cost the chatbot).
import { baseCss } from './tokens';

export const formCss = `${baseCss}
.bfsi-label { display: block; font-weight: 600; margin: 0 0 4px; font-size: 15px; }
.bfsi-field { margin: 0 0 14px; }
textarea.bfsi-input { min-height: 110px; resize: vertical; }
.bfsi-input[aria-invalid="true"] { border-color: #b91c1c; }
.bfsi-error { display: block; color: #b91c1c; font-size: 14px; margin-top: 4px; }
.bfsi-alert { border-radius: var(--bfsi-radius, 6px); padding: 10px 14px; margin: 0 0 14px; }
.bfsi-alert--success { background: #dcfce7; color: #14532d; border: 1px solid #86efac; }
.bfsi-alert--error { background: #fee2e2; color: #7f1d1d; border: 1px solid #fca5a5; }
.bfsi-spinner {
  width: 16px; height: 16px; border-radius: 50%; display: inline-block;
  border: 2px solid currentColor; border-right-color: transparent;
  animation: bfsi-spin .8s linear infinite;
}
@keyframes bfsi-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .bfsi-spinner { animation-duration: 2.4s; } }
`;
