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
  // Typed as a search.
  ['ltv ratio meaning', 'ltv ratio'],
  ['definition of escrow', 'escrow'],
  ['define clear to close', 'clear to close'],
  ['what is the meaning of escrow', 'escrow'],
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
  // "the X" points at a thing of ours; a second question put to us is ours to answer.
  'what is the onboarding',
  'what is the catch',
  'what is kubernetes and do you use it',
  // A value of ours, not a term.
  'curious value meaning',
  // A question word first asks something else.
  'how are success metrics defined',
  'what is your definition of done',
])('%j asks no definition', (q) => expect(definedTerm(q)).toBe(null));

const said = [
  'SmartQC is our automated quality check for mortgage files.',
  'DevSecOps: Security scanning and policy checks built into every stage of delivery.',
  'It compares the data in your loan origination system (LOS) with the documents.',
  'Maintenance and Default Management: Escrow, payment and account maintenance.',
  'Automated KYC: Read identity documents.',
  'Refresh KYC and screen for AML.',
  'Onboarding with KYC checks in minutes.',
  // A FAQ answer that repeats a sentence is one text, not two uses.
  'Maintenance and Default Management: Escrow, payment and account maintenance.',
];
const asked = ['What is VAPT?', 'do you do KYC'];
const terms = new SiteTerms(said, asked);

test('a term the site names in passing or never is unexplained', () => {
  expect(terms.unexplained('escrow')).toBe(true);
  expect(terms.unexplained('escrow account')).toBe(true);
  expect(terms.unexplained('escrow accounts')).toBe(true);
  expect(terms.unexplained('kubernetes')).toBe(true);
});

test('a term the site explains, spells out or is asked about is not', () => {
  expect(terms.unexplained('smartqc')).toBe(false); // "SmartQC is …"
  expect(terms.unexplained('devsecops')).toBe(false); // "DevSecOps: …"
  expect(terms.unexplained('los')).toBe(false); // "(LOS)"
  expect(terms.unexplained('vapt')).toBe(false); // a FAQ phrasing asks what it is
});

test('a term the site uses in three texts or more is what the site is about, not a passing mention', () => {
  // None of the three starts with KYC, labels it or says what it is: only how often the site names it decides.
  expect(terms.unexplained('kyc')).toBe(false);
  expect(new SiteTerms(said.slice(0, 5), asked).unexplained('kyc')).toBe(true);
});
