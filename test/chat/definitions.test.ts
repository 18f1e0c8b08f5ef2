// A definition asked of a term the site only names in passing ("what does escrow mean") is general knowledge and
// falls back; one the site explains or is about ("what is SmartQC", "what is KYC") is answered
// (server/chat/definitions.ts).
import { definedTerm, SiteTerms } from '../../server/chat/definitions';

test.each([
  ['what is an escrow account and why do i need one', 'escrow account'],
  ['how does OCR work?', 'ocr'],
  ['explain what devsecops means', 'devsecops'],
  ['can you explain to me what a warehouse line of credit is', 'warehouse line of credit'],
  ['what does APR stand for', 'apr'],
  ["what's SmartQC exactly", 'smartqc'],
])('definedTerm(%j) is %j', (q, term) => expect(definedTerm(q)).toBe(term));

test.each([
  "what's your address",
  "what's the company mission",
  'how does the savings calculator thing work',
  "what's the minimum contract length",
  "what's the difference between RPA and AI",
  'what is the best budgeting app',
  'what are the four modules',
  'what is included in your RPA services',
  'how does it work',
  'what is a good credit score for a mortgage in 2025',
])('%j asks no definition', (q) => expect(definedTerm(q)).toBe(null));

const said = [
  'SmartQC is our automated quality check for mortgage files.',
  'DevSecOps: Security scanning and policy checks built into every stage of delivery.',
  'It compares the data in your loan origination system (LOS) with the documents.',
  'Maintenance and Default Management: Escrow, payment and account maintenance.',
  'Automated KYC: Read identity documents. KYC refresh and AML screening. Customer onboarding and KYC checks.',
  'KYC teams review files.',
];
const asked = ['What is VAPT?', 'do you do KYC'];
const terms = new SiteTerms(said, asked);

test('a term the site only names in passing is unexplained', () => {
  expect(terms.unexplained('escrow')).toBe(true);
  expect(terms.unexplained('escrow account')).toBe(true);
  expect(terms.unexplained('kubernetes')).toBe(true);
});

test('a term the site explains, spells out or is asked about is not', () => {
  expect(terms.unexplained('smartqc')).toBe(false); // "SmartQC is …"
  expect(terms.unexplained('devsecops')).toBe(false); // "DevSecOps: …"
  expect(terms.unexplained('los')).toBe(false); // "(LOS)"
  expect(terms.unexplained('vapt')).toBe(false); // a FAQ phrasing asks what it is
});

test('a term the site uses often is what the site is about, not a passing mention', () => {
  expect(terms.unexplained('kyc')).toBe(false);
});
