// What a visitor typed is stored for the staff only after personal data is
// masked: e-mail addresses, SSN-like numbers, card-, account- or
// loan-number-like digit runs, and phone numbers. Order matters: the most
// specific shape first, so an SSN is not reported as a phone.
type Replace = string | ((match: string) => string);

const RULES: [RegExp, Replace][] = [
  [/[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu, '[email]'],
  [/\b\d{3}[-\s.]\d{2}[-\s.]\d{4}\b/g, '[ssn]'],
  // A phone written with a country code or an area code in brackets, before its digits look like an account.
  [/\+\d{1,3}(?:[\s.-]?\(?\d{1,4}\)?){2,5}(?!\d)|\(\d{2,4}\)[\s.-]?\d{2,4}(?:[\s.-]?\d{2,4}){1,3}(?!\d)/g, '[phone]'],
  // Card, account, loan and routing numbers: 8 or more digits, maybe spaced or dashed in groups.
  [/(?<![\d+(])\d(?:[\s-]?\d){7,}(?!\d)/g, '[number]'],
  // Phones: an optional +country code, then groups of digits with spaces, dots, dashes or brackets, 7 or more digits in all.
  [/(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?)?\d{2,4}(?:[\s.-]\d{2,4}){1,4}(?!\d)/g, (m) => (m.replace(/\D/g, '').length >= 7 ? '[phone]' : m)],
];

export function redact(text: string): string {
  let out = String(text ?? '');
  for (const [re, to] of RULES) out = typeof to === 'string' ? out.replace(re, to) : out.replace(re, to);
  return out;
}
