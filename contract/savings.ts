// The savings calculator's arithmetic, written once: the widget shows it as
// the visitor types, and the server works it out again from the stored
// inputs, so the number quoted to a lead can be reproduced. The figures
// themselves are content (content/savings.ts); this file only knows their
// shape. Plain values and functions: widget bundles import them directly.

export interface SavingsFigure {
  value: number;
  /** The claim as the site words it, shown in "How we calculate". */
  claim: string;
  /** The page that makes the claim. */
  page: string;
}

export interface InputLimits {
  min: number;
  max: number;
}

export interface SavingsAssumptions {
  /** Names this set of figures; a stored estimate carries it. Change a figure → change the version. */
  version: string;
  /** Dollars saved per loan. */
  savingPerLoan: SavingsFigure;
  /** Share of process-level cost removed: the low and high ends of the range. */
  costReductionLow: SavingsFigure;
  costReductionHigh: SavingsFigure;
  /** Share of application-to-clear-to-close time removed. */
  closeTimeReduction: SavingsFigure;
  /** Share of overall cycle time removed (shown, not multiplied: the visitor gives no cycle time). */
  cycleTimeReduction: SavingsFigure;
  /** Underwriter touches per loan, at most. */
  underwriterTouches: SavingsFigure;
  /** Beyond these an input is a typo, not a lender. */
  limits: { loansPerMonth: InputLimits; costPerLoan: InputLimits; daysToClose: InputLimits };
}

export const estimateFields = ['loansPerMonth', 'costPerLoan', 'daysToClose'] as const;
export type EstimateField = (typeof estimateFields)[number];

/** What the visitor typed, as typed. Only loansPerMonth is required. */
export type EstimateText = Record<EstimateField, string>;

export interface EstimateInputs {
  loansPerMonth: number;
  /** Current cost per loan in dollars, when the visitor gave it. */
  costPerLoan?: number;
  /** Current days from application to clear-to-close, when given. */
  daysToClose?: number;
}

export type InputProblem = 'Required' | 'NotANumber' | 'NotWhole' | 'TooSmall' | 'TooLarge';

export interface Estimate {
  loansPerYear: number;
  /**
   * The cost per loan the range is taken from: the visitor's, or, when they
   * gave none, the cost at which the site's $550 is the middle of its 30-40%
   * range (550 / 0.35).
   */
  costBasis: number;
  costBasisGiven: boolean;
  perLoanLow: number;
  perLoanHigh: number;
  yearlyLow: number;
  yearlyHigh: number;
  /** Days saved per loan and days left, when the visitor gave days; else null. */
  daysSaved: number | null;
  daysAfter: number | null;
  touchesPerLoan: number;
  /** Underwriter touches a year at most, at touchesPerLoan. */
  touchesPerYear: number;
}

// "1,250", "$3,000.50", " 250 " — but not "1e6", "12abc" or "1,2,3".
const NUMBER = /^-?\$?\s*(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/;

/** A typed amount → number; null when empty; 'NotANumber' otherwise. */
export function parseAmount(text: string): number | null | 'NotANumber' {
  const t = text.trim();
  if (!t) return null;
  if (!NUMBER.test(t)) return 'NotANumber';
  const n = Number(t.replace(/[$,\s]/g, ''));
  return Number.isFinite(n) ? n : 'NotANumber';
}

function check(text: string, limits: InputLimits, whole: boolean, required: boolean): number | undefined | InputProblem {
  const n = parseAmount(text);
  if (n === null) return required ? 'Required' : undefined;
  if (n === 'NotANumber') return n;
  if (n < limits.min) return 'TooSmall';
  if (n > limits.max) return 'TooLarge';
  if (whole && !Number.isInteger(n)) return 'NotWhole';
  return n;
}

/** Checks what the visitor typed: the inputs when all is well, else a problem per field. */
export function readInputs(
  text: EstimateText,
  limits: SavingsAssumptions['limits'],
): { inputs: EstimateInputs; problems: null } | { inputs: null; problems: Partial<Record<EstimateField, InputProblem>> } {
  const values = {
    loansPerMonth: check(text.loansPerMonth, limits.loansPerMonth, true, true),
    costPerLoan: check(text.costPerLoan, limits.costPerLoan, false, false),
    daysToClose: check(text.daysToClose, limits.daysToClose, false, false),
  };
  const problems: Partial<Record<EstimateField, InputProblem>> = {};
  for (const f of estimateFields) if (typeof values[f] === 'string') problems[f] = values[f] as InputProblem;
  if (Object.keys(problems).length) return { inputs: null, problems };
  const inputs: EstimateInputs = { loansPerMonth: values.loansPerMonth as number };
  if (values.costPerLoan !== undefined) inputs.costPerLoan = values.costPerLoan as number;
  if (values.daysToClose !== undefined) inputs.daysToClose = values.daysToClose as number;
  return { inputs, problems: null };
}

// Half up as by hand: 365 × 0.35 is 127.74999… in binary and must still round to 127.8.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
/** US dollars as the calculator and the lead's mail print them: "$1,414,286". */
export const dollars = (n: number) => usd.format(n);

const cents = (n: number) => Math.round(n * 100 + 1e-7) / 100;
const tenths = (n: number) => Math.round(n * 10 + 1e-7) / 10;

/** The estimate for checked inputs (readInputs), from one set of assumptions. */
export function estimate(inputs: EstimateInputs, a: SavingsAssumptions): Estimate {
  const low = a.costReductionLow.value;
  const high = a.costReductionHigh.value;
  const costBasisGiven = inputs.costPerLoan !== undefined;
  const costBasis = inputs.costPerLoan ?? a.savingPerLoan.value / ((low + high) / 2);
  const loansPerYear = inputs.loansPerMonth * 12;
  const perLoanLow = cents(costBasis * low);
  const perLoanHigh = cents(costBasis * high);
  const daysSaved = inputs.daysToClose === undefined ? null : tenths(inputs.daysToClose * a.closeTimeReduction.value);
  return {
    loansPerYear,
    costBasis: cents(costBasis),
    costBasisGiven,
    perLoanLow,
    perLoanHigh,
    yearlyLow: Math.round(loansPerYear * costBasis * low),
    yearlyHigh: Math.round(loansPerYear * costBasis * high),
    daysSaved,
    daysAfter: daysSaved === null ? null : tenths(inputs.daysToClose! - daysSaved),
    touchesPerLoan: a.underwriterTouches.value,
    touchesPerYear: Math.round(loansPerYear * a.underwriterTouches.value),
  };
}
