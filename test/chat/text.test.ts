// Text analysis shared by index and questions (server/chat/text.ts).
import { analyze, editDistance, sentences, stem } from '../../server/chat/text';

test('the stemmer brings word forms together', () => {
  const same = [
    ['save', 'saves', 'saved', 'saving'],
    ['classify', 'classified', 'classifies', 'classification'],
    ['automate', 'automated', 'automation'],
    ['process', 'processes', 'processing'],
    ['underwriter', 'underwriting'],
    ['lender', 'lending', 'lenders'],
    ['manage', 'management'],
    ['avoid', 'avoidable'],
    ['document', 'documents'],
  ];
  for (const group of same) expect(new Set(group.map(stem)).size).toBe(1);
  expect(stem('document')).toBe('document');
  expect(stem('30-40')).toBe('30-40');
});

test('domain phrases, synonyms and stop words', () => {
  expect(analyze('Tell me about Loan Express')).toEqual(['loanxpress']);
  expect(analyze('LoanXPress')).toEqual(['loanxpress']);
  expect(analyze('know your customer checks')).toContain('kyc');
  expect(analyze('artificial intelligence')).toEqual(['ai']);
  expect(analyze('What is the price?')).toEqual(['cost']);
  expect(analyze('where are your offices')).toEqual(['address']);
  expect(analyze('e-mail')).toEqual(['email']);
  expect(analyze('$3,000 per loan')).toEqual(['3000', 'loan']);
  expect(analyze('what is it')).toEqual([]);
  // "What's the email again": a reminder, no topic (an unknown word weighs against the answer that has the rest).
  expect(analyze("what's the email again")).toEqual(analyze("what's the email"));
  // A document about a product to pass round is its brochure.
  for (const d of ['a product document', 'a one-pager', 'the data sheet', 'a spec sheet', 'a sell sheet']) expect(analyze(d)).toEqual(analyze('brochure'));
  // A credit union is a bank, not credit risk.
  expect(analyze('credit unions')).toEqual(analyze('bank'));
  // Accessible is no access; a screen reader is accessibility too.
  expect(analyze('is it accessible')).not.toContain(analyze('access')[0]);
  expect(analyze('screen readers')).toEqual(analyze('accessibility'));
  // A user manual is no manual work.
  expect(analyze('is there a user manual')).not.toContain(analyze('manual')[0]);
  expect(analyze('how much manual work')).toContain(analyze('manual')[0]);
  // A SOC 2 report is no security operations centre.
  expect(analyze('soc 2 type ii report')).not.toContain(analyze('security operations centre')[0]);
  expect(analyze('SOC as a service')).toContain(analyze('security operations centre')[0]);
});

test('ways of saying start, register, ratios and use cases meet the words of the site', () => {
  const start = analyze('get started')[0];
  for (const q of ['begin', 'first step', 'the first steps', 'kick off', 'starting']) expect(analyze(q)).toContain(start);
  const register = analyze('register')[0];
  for (const q of ['submit', 'add', 'registration', 'sign up', 'publish']) expect(analyze(q)).toContain(register);
  expect(analyze('loan-to-value and debt-to-income')).toEqual(['ltv', 'dti']);
  expect(analyze('social media')).toEqual(['linkedin']);
  expect(analyze('scenarios')).toEqual(analyze('use cases'));
  expect(analyze('verify')).toEqual(analyze('check'));
  expect(analyze('satisfaction')).toEqual(analyze('satisfied'));
});

test("visitors' words for delinquency, hardship and languages meet the collections and support pages'; 'full list', 'how long' are no topic", () => {
  for (const q of ['overdue accounts', 'customers past due', 'borrowers behind on payments']) expect(analyze(q)).toContain(analyze('delinquency')[0]);
  for (const q of ["people who can't pay", 'customers unable to pay']) expect(analyze(q)).toContain(analyze('hardship')[0]);
  for (const q of ['multiple languages', 'Spanish-speaking agents']) expect(analyze(q)).toContain(analyze('multilingual')[0]);
  expect(analyze('give me the full list')).toEqual([]);
  expect(analyze('how long')).toEqual([]);
  expect(analyze('for the long term')).toContain('long');
});

test('sentences split at sentence ends, not inside numbers', () => {
  expect(sentences('Fewer than 1.5 touches per loan. About $550 saving! Why? Because.')).toEqual([
    'Fewer than 1.5 touches per loan.',
    'About $550 saving!',
    'Why?',
    'Because.',
  ]);
  expect(sentences('Heading\nBody text here.')).toEqual(['Heading', 'Body text here.']);
});

test('bounded edit distance', () => {
  expect(editDistance('mortgage', 'morgage', 2)).toBe(1);
  expect(editDistance('kitten', 'sitting', 3)).toBe(3);
  expect(editDistance('abc', 'xyzxyz', 1)).toBe(2);
});

test('British and American spellings are one word', () => {
  // The site writes British English ("contact-centre", "colours"); many visitors write American.
  const same = [
    ['call centre', 'call center', 'call centres', 'call centers'],
    ['brand colours', 'brand colors'],
    ['customised', 'customized', 'customise', 'customize'],
    ['prioritised', 'prioritized', 'prioritising', 'prioritizing'],
    ['analyse', 'analyze', 'analysed', 'analyzed'],
    ['programmes', 'programs'],
    ['judgement', 'judgment'],
    ['behaviour', 'behavior'],
    ['modelling', 'modeling'],
  ];
  for (const group of same) expect(new Set(group.map((w) => analyze(w).join(' '))).size).toBe(1);
  // Words that only look alike stay apart; a cheque is no check, which on this site means a verification.
  expect(analyze('cheque clearing')).not.toEqual(analyze('check clearing'));
  expect(analyze('analysis')).not.toEqual(analyze('analyze'));
  expect(analyze('hour')).not.toEqual(analyze('hor'));
});

test('a visitor who writes "call center" meets the contact-centre pages by words', () => {
  expect(analyze('do you run call centers')).toContain(analyze('contact-centre solutions')[1]);
});

test('an SLA of our support work is the service levels the site names; kinds of institutions are our clients', () => {
  expect(analyze('do your agents work to SLAs')).toEqual(expect.arrayContaining(analyze('agreed service levels').slice(-2)));
  expect(analyze('a service level agreement for email support')).toEqual(analyze('service levels for email support'));
  // An SLA for other work is a figure the site does not give: no words of the support pages.
  expect(analyze('SLAs for loan file turnaround')).not.toContain(analyze('service levels')[1]);
  expect(analyze('what kinds of institutions do you work with')).toContain(analyze('clients')[0]);
  expect(analyze('what types of companies')).toEqual(analyze('what clients'));
});
