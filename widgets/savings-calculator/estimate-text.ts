// The estimate in words: the message of the lead it sends, so the mail
// carries the numbers even where nothing reads the structured record.
import type { Estimate, EstimateInputs, SavingsAssumptions } from '../../contract/savings';
import { dollars, number } from './format';

export function estimateText(inputs: EstimateInputs, e: Estimate, a: SavingsAssumptions): string {
  const lines = [
    `Savings estimate (assumptions ${a.version})`,
    `Loans per month: ${number(inputs.loansPerMonth)}`,
    `Cost per loan: ${e.costBasisGiven ? dollars(e.costBasis) : `not given (${dollars(e.costBasis)} assumed)`}`,
    `Days application to clear-to-close: ${inputs.daysToClose === undefined ? 'not given' : number(inputs.daysToClose)}`,
    `Yearly savings: ${dollars(e.yearlyLow)} – ${dollars(e.yearlyHigh)} (${dollars(e.perLoanLow)} – ${dollars(e.perLoanHigh)} per loan)`,
  ];
  if (e.daysSaved !== null) lines.push(`Days saved per loan: ${number(e.daysSaved)} (from ${number(inputs.daysToClose!)} to ${number(e.daysAfter!)})`);
  lines.push(`Underwriter touches: fewer than ${number(e.touchesPerLoan)} per loan (at most ${number(e.touchesPerYear)} a year)`);
  return lines.join('\n');
}
