// The calculator's arithmetic against figures worked out by hand from the
// site's claims ($550 per loan, 30-40% lower process cost, 35% shorter
// application-to-clear-to-close, < 1.5 touches), and every kind of bad input.
import { estimate, parseAmount, readInputs, type EstimateText } from '../../contract/savings';
import { savingsAssumptions as a } from '../../content/savings';

const text = (loansPerMonth: string, costPerLoan = '', daysToClose = ''): EstimateText => ({ loansPerMonth, costPerLoan, daysToClose });

function run(t: EstimateText) {
  const r = readInputs(t, a.limits);
  if (!r.inputs) throw new Error(`unexpected problems ${JSON.stringify(r.problems)}`);
  return estimate(r.inputs, a);
}

describe('estimate: hand-worked table', () => {
  // loans/month | cost | days || loans/yr | per loan low–high | yearly low–high | days saved → after | touches/yr
  // 100  | 1,000 | 40 || 1,200 | 300–400         | 360,000–480,000     | 14 → 26     | 1,800
  // 250  | –     | –  || 3,000 | 471.43–628.57   | 1,414,286–1,885,714 | –           | 4,500   (cost basis 550 / 0.35 = 1,571.43)
  // 1    | 50    | 1  || 12    | 15–20           | 180–240             | 0.4 → 0.6   | 18
  // 100,000 | 100,000 | 365 || 1,200,000 | 30,000–40,000 | 36,000,000,000–48,000,000,000 | 127.8 → 237.2 | 1,800,000
  it.each([
    ['100', '1,000', '40', { loansPerYear: 1200, perLoanLow: 300, perLoanHigh: 400, yearlyLow: 360_000, yearlyHigh: 480_000, daysSaved: 14, daysAfter: 26, touchesPerYear: 1800, costBasisGiven: true }],
    ['250', '', '', { loansPerYear: 3000, perLoanLow: 471.43, perLoanHigh: 628.57, yearlyLow: 1_414_286, yearlyHigh: 1_885_714, daysSaved: null, daysAfter: null, touchesPerYear: 4500, costBasisGiven: false, costBasis: 1571.43 }],
    ['1', '50', '1', { loansPerYear: 12, perLoanLow: 15, perLoanHigh: 20, yearlyLow: 180, yearlyHigh: 240, daysSaved: 0.4, daysAfter: 0.6, touchesPerYear: 18 }],
    ['100,000', '$100,000', '365', { loansPerYear: 1_200_000, perLoanLow: 30_000, perLoanHigh: 40_000, yearlyLow: 36_000_000_000, yearlyHigh: 48_000_000_000, daysSaved: 127.8, daysAfter: 237.2, touchesPerYear: 1_800_000 }],
  ])('%s loans, cost %s, %s days', (loans, cost, days, expected) => {
    expect(run(text(loans, cost, days))).toMatchObject({ touchesPerLoan: 1.5, ...expected });
  });

  it('the $550 figure is the middle of the range when no cost is given', () => {
    const e = run(text('1'));
    expect((e.perLoanLow + e.perLoanHigh) / 2).toBeCloseTo(550, 1);
  });

  it('never gives NaN or Infinity at the limits', () => {
    for (const t of [text('1', '50', '1'), text('100000', '100000', '365'), text('99999', '', '')]) {
      for (const v of Object.values(run(t))) if (typeof v === 'number') expect(Number.isFinite(v)).toBe(true);
    }
  });
});

describe('reading what the visitor typed', () => {
  it.each([
    ['250', 250],
    [' 1,250 ', 1250],
    ['$3,000.50', 3000.5],
    ['', null],
    ['   ', null],
    ['abc', 'NotANumber'],
    ['12abc', 'NotANumber'],
    ['1e6', 'NotANumber'],
    ['1,2,3', 'NotANumber'],
    ['Infinity', 'NotANumber'],
    ['NaN', 'NotANumber'],
    ['0x10', 'NotANumber'],
  ])('parseAmount(%j) → %j', (input, expected) => {
    expect(parseAmount(input)).toBe(expected);
  });

  it.each([
    [text(''), { loansPerMonth: 'Required' }],
    [text('0'), { loansPerMonth: 'TooSmall' }],
    [text('-5'), { loansPerMonth: 'TooSmall' }],
    [text('12.5'), { loansPerMonth: 'NotWhole' }],
    [text('ten'), { loansPerMonth: 'NotANumber' }],
    [text('10000000'), { loansPerMonth: 'TooLarge' }],
    [text('100001'), { loansPerMonth: 'TooLarge' }],
    [text('100', '0'), { costPerLoan: 'TooSmall' }],
    [text('100', '-20'), { costPerLoan: 'TooSmall' }],
    [text('100', '1000000'), { costPerLoan: 'TooLarge' }],
    [text('100', '', '0'), { daysToClose: 'TooSmall' }],
    [text('100', '', '400'), { daysToClose: 'TooLarge' }],
    [text('', 'x', '-1'), { loansPerMonth: 'Required', costPerLoan: 'NotANumber', daysToClose: 'TooSmall' }],
  ])('%j → %j', (t, problems) => {
    expect(readInputs(t, a.limits)).toEqual({ inputs: null, problems });
  });

  it('accepts the boundaries themselves', () => {
    expect(readInputs(text('1', '50', '1'), a.limits).problems).toBeNull();
    expect(readInputs(text('100000', '100000', '365'), a.limits).problems).toBeNull();
  });
});

describe('assumptions as content', () => {
  it('carry a version and the claims the site makes', () => {
    expect(a.version).toMatch(/\S/);
    expect(a.savingPerLoan.value).toBe(550);
    expect([a.costReductionLow.value, a.costReductionHigh.value]).toEqual([0.3, 0.4]);
    expect(a.closeTimeReduction.value).toBe(0.35);
    expect(a.underwriterTouches.value).toBe(1.5);
  });
});
