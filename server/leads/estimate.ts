// The savings calculator's quote, checked before it is stored: worked out
// again from its inputs with the assumptions it names, so staff can see
// whether the number the visitor saw is the one our figures give. A quote
// that does not reproduce is still stored as shown (the lead is never lost),
// marked for what it is.
import { estimate, estimateFields, type EstimateInputs } from '../../contract/savings';
import type { EstimateRecord, StoredEstimate } from '../../contract/api/inquiry';
import { savingsAssumptions } from '../../content/savings';

/** Whether the inputs are ones the calculator accepts. */
function withinLimits(inputs: EstimateInputs): boolean {
  const limits = savingsAssumptions.limits;
  return estimateFields.every((f) => {
    const v = inputs[f];
    return v === undefined || (v >= limits[f].min && v <= limits[f].max && (f !== 'loansPerMonth' || Number.isInteger(v)));
  });
}

export function checkEstimate(record: EstimateRecord): StoredEstimate {
  if (record.assumptionsVersion !== savingsAssumptions.version) return { ...record, check: 'unknown-version' };
  if (!withinLimits(record.inputs)) return { ...record, check: 'out-of-range' };
  const e = estimate(record.inputs, savingsAssumptions);
  const ours = { yearlyLow: e.yearlyLow, yearlyHigh: e.yearlyHigh, perLoanLow: e.perLoanLow, perLoanHigh: e.perLoanHigh, daysSaved: e.daysSaved, touchesPerYear: e.touchesPerYear };
  const same = (Object.keys(ours) as (keyof typeof ours)[]).every((k) => ours[k] === record.outputs[k]);
  return { ...record, check: same ? 'matches' : 'differs' };
}
