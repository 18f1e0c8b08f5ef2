// A definition asked of a term the site does not define ("what does escrow mean", "what is kyc") is general
// knowledge and falls back; a name of the site's own that it defines ("what is SmartQC", "what is SOC as a
// service", "what is VAPT") is answered (server/chat/definitions.ts).
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
  // How plainly to explain is no part of the term.
  ['what is machine learning in simple words', 'machine learning'],
  ['how does ocr work under the hood', 'ocr'],
  ['explain escrow like im five', 'escrow'],
  // Nor the words that round the question off.
  ['what is post closing qc anyway', 'post closing qc'],
  ["what's idp exactly tho", 'idp'],
  // What a role does, at a bank or not.
  ['what does an underwriter do', 'underwriter'],
  ['explain what an underwriter does at a typical bank', 'underwriter'],
  ['what does a loan processor do all day', 'loan processor'],
  // Nor the schoolwork it is for.
  ['explain what a warehouse line of credit is for my banking class', 'warehouse line of credit'],
  ['for my homework, what is escrow', 'escrow'],
  ['what is escrow, its for my finance class', 'escrow'],
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
  'what does your team do',
  'explain what a rules engine does',
  // Things, not roles.
  'what does a completeness check do',
  'what does a pilot do',
  'what does an ai agent do',
  // An exam or test of the visitor's work is no schoolwork to strip: the whole is asked of the site.
  'what is loss mitigation for our OCC exam',
  'what is a critical finding for our QC test',
])('%j asks no definition', (q) => expect(definedTerm(q)).toBe(null));

const said = [
  'SmartQC is our automated quality check for mortgage files.',
  'SOC as a Service: Round-the-clock security monitoring.',
  'Large language models identify each document, then doc-to-doc analysis checks the documents against each other.',
  'Machine learning models for credit risk and fraud.',
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

test('a term the site defines, spells out or is asked about is not', () => {
  expect(terms.unexplained('smartqc')).toBe(false); // "SmartQC is …"
  expect(terms.unexplained('los')).toBe(false); // "(LOS)"
  expect(terms.unexplained('vapt')).toBe(false); // a FAQ phrasing asks what it is
  // A name of two words or more that heads a card, or that says what it does.
  expect(terms.unexplained('soc as a service')).toBe(false);
  expect(terms.unexplained('doc-to-doc analysis')).toBe(false);
  expect(terms.unexplained('doc to doc analysis')).toBe(false);
});

test("a term of the field the site uses, however often, is not defined by a card or a sentence it heads", () => {
  // The dev sets' writers filed "what is kyc", "explain what devsecops means", "what is a large language model" as
  // questions the site cannot answer: a card about our service is no definition of the field.
  expect(terms.unexplained('kyc')).toBe(true); // "Automated KYC: …", and named in three texts
  expect(terms.unexplained('devsecops')).toBe(true); // "DevSecOps: …", one word
  expect(terms.unexplained('large language model')).toBe(true); // starts a sentence
  expect(terms.unexplained('machine learning')).toBe(true); // "machine learning models for …" says nothing it does
});

test('a card label names our own thing when it ends with the term or names it and another, not when it goes on', () => {
  const labels = new SiteTerms(
    ['Quality Check by Correspondent Purchase Review: Purchase files verified.', 'Document Recognition and Classification: Splits packages.', 'Machine Learning for Business: Models for credit risk.'],
    [],
  );
  expect(labels.unexplained('correspondent purchase review')).toBe(false);
  expect(labels.unexplained('document recognition')).toBe(false);
  expect(labels.unexplained('machine learning')).toBe(true);
});

test("a heading of ours names its own thing: a section's name, an acronym a page title spells out, a guide row's code name", () => {
  const withHeadings = new SiteTerms(
    ['apiBase: Core API, e.g. https://SITE/api.', "bfsi('open-chat'): opens every chatbot panel on the page.", 'DevSecOps: Security scanning.'],
    [],
    ['Embed our widgets: partner guide - Theming', 'Robotic Process Automation (RPA) - Our RPA Services'],
  );
  expect(withHeadings.unexplained('theming')).toBe(false);
  expect(withHeadings.unexplained('rpa')).toBe(false);
  expect(withHeadings.unexplained('apibase')).toBe(false);
  expect(withHeadings.unexplained("bfsi('open-chat')")).toBe(false);
  // A word of the field heading a card is still no definition of it, nor a one-word page title of a field, nor a
  // label that is only hyphenated.
  expect(withHeadings.unexplained('devsecops')).toBe(true);
  const fields = new SiteTerms(['E-mail: info@example.com.'], [], ['Tax', 'Insurance - Get In Touch', 'Tax: overview']);
  for (const t of ['tax', 'insurance', 'e-mail']) expect(fields.unexplained(t)).toBe(true);
});

test('a third reviewer\'s inputs: "X and Y" names, event names, and words a sentence only uses', () => {
  // "and" begins a second question only when what follows reads like one.
  expect(definedTerm('what is fraud and anomaly detection')).toBe('fraud and anomaly detection');
  expect(definedTerm('what is an escrow account and why do i need one')).toBe('escrow account');
  const site = new SiteTerms(
    [
      'Fraud and Anomaly Detection: Real-time scoring of applications.',
      'bfsi-estimate: The savings calculator worked out a new estimate.',
      '<bfsi-login>: Staff sign-in with a captcha checked on the server.',
      'Styles are adopted as constructed style sheets; the captcha is drawn on a canvas.',
      'Each element renders into its own shadow root: your CSS does not change a widget.',
      'Gen AI and Machine Learning: LLM-based document classification.',
      'Up to 60% of repurchase requests are avoidable.',
    ],
    [],
  );
  for (const t of ['fraud and anomaly detection', 'bfsi-estimate', 'bfsi-login']) expect(site.unexplained(t)).toBe(false);
  for (const t of ['captcha', 'shadow root', 'machine learning', 'repurchase requests']) expect(site.unexplained(t)).toBe(true);
});
