// The figures <bfsi-savings-calculator> works with: the site's own claims
// (Loanexpress, PreUWLoanXPress, the FAQ), each with where the site makes it.
// A stored estimate names `version`, so the number quoted to a lead can be
// worked out again after these change: change a figure → change the version.

import type { SavingsAssumptions } from '../contract/savings';

export type { SavingsAssumptions };

export const savingsAssumptions: SavingsAssumptions = {
  version: '2026-11-23.1',
  savingPerLoan: { value: 550, claim: 'About $550 saving per loan', page: '/Loanexpress' },
  costReductionLow: { value: 0.3, claim: '30-40% lower process-level cost (low end)', page: '/Loanexpress' },
  costReductionHigh: { value: 0.4, claim: '30-40% lower process-level cost (high end)', page: '/Loanexpress' },
  closeTimeReduction: { value: 0.35, claim: '35% shorter application-to-clear-to-close time', page: '/Loanexpress' },
  cycleTimeReduction: { value: 0.5, claim: '50% shorter cycle time', page: '/Loanexpress' },
  underwriterTouches: { value: 1.5, claim: 'Fewer than 1.5 underwriter touches per loan', page: '/Loanexpress' },
  limits: {
    // The largest US lenders close tens of thousands of loans a month.
    loansPerMonth: { min: 1, max: 100_000 },
    costPerLoan: { min: 50, max: 100_000 },
    daysToClose: { min: 1, max: 365 },
  },
};
