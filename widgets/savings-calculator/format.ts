// Figures as the calculator prints them (US dollars, no cents above $100).
const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export const dollars = (n: number) => whole.format(n);
export const number = (n: number) => count.format(n);
export const percent = (share: number) => `${Math.round(share * 100)}%`;
