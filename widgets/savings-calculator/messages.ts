// What the calculator says, in one place (labels, hints, input problems).
import type { EstimateField, InputProblem } from '../../contract/savings';

export const TITLE = 'What could LoanXPress save you?';

export const labels: Record<EstimateField, { label: string; hint: string }> = {
  loansPerMonth: { label: 'Loans closed per month', hint: 'Required, for example 250' },
  costPerLoan: { label: 'Current cost per loan ($)', hint: 'Optional: your process-level cost per loan' },
  daysToClose: { label: 'Days from application to clear-to-close', hint: 'Optional: your average today' },
};

const range = (min: number, max: number, unit: string) => `between ${min.toLocaleString('en-US')} and ${max.toLocaleString('en-US')} ${unit}`;

/** Plain words for each problem, by field; limits come from the assumptions. */
export function problemText(field: EstimateField, problem: InputProblem, limits: { min: number; max: number }): string {
  if (problem === 'Required') return 'Enter how many loans you close a month.';
  if (problem === 'NotANumber') return 'Enter a number, like 250 (digits only).';
  if (problem === 'NotWhole') return 'Enter a whole number of loans.';
  if (field === 'loansPerMonth') {
    return problem === 'TooSmall'
      ? 'Enter at least 1 loan a month.'
      : `Enter at most ${limits.max.toLocaleString('en-US')} loans a month, more than any lender closes.`;
  }
  if (field === 'costPerLoan') return `Enter a cost ${range(limits.min, limits.max, 'dollars')} per loan, or leave it empty.`;
  return `Enter ${range(limits.min, limits.max, 'days')}, or leave it empty.`;
}

export const SEND_LABEL = 'Send me this estimate';
export const SEND_FORM_LABEL = 'Send estimate';
export const NAME_LABEL = 'Name';
export const EMAIL_LABEL = 'Email';
export const NAME_REQUIRED = 'Name is required';
export const EMAIL_REQUIRED = 'Email is required';
export const EMAIL_INVALID = 'Please enter a full e-mail address, like name@bank.com';
export const SENT_TEXT = "Estimate sent. We'll be in touch shortly.";
export const SEND_FAILED = "We couldn't send your estimate. Please try again in a moment — nothing you typed has been lost.";
export const SUBJECT = 'Savings estimate';
export const MESSAGE = 'Please send me this savings estimate and talk me through it.';
