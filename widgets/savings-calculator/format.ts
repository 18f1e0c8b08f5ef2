// Figures as the calculator prints them (US dollars, no cents above $100).
export { dollars } from '../../contract/savings';

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export const number = (n: number) => count.format(n);
export const percent = (share: number) => `${Math.round(share * 100)}%`;
