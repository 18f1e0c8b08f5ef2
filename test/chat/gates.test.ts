// The answerer's gates (server/chat/gates.ts) without the embedding model: the
// off-topic and the unsaid models on hand-made features, and what counts as a
// question put to us about our work.
import { exampleFeatures, exampleProbability, isOffTopic, isUnsaid, OFF_TOPIC_MODEL, UNSAID_MODEL } from '../../server/chat/gates';
import type { Candidate } from '../../server/chat/hybrid';
import { addressesUs, statesBusinessProblem, withoutRoleIntro } from '../../server/chat/intent';
import { offTopicExamples } from '../../content/chat-off-topic';

const best = (semantic: number, lexical: number): Candidate => ({ kind: 'faq', index: 0, semantic, lexical, score: 0.5 });

test.each([
  'can you help with new customer sign-up and anti-money-laundering checks?',
  'How do your contact-centre teams treat customers who fall behind?',
  "Will the embedded widgets clash with our site's styling?",
  'do u do collections',
  'can you explain your onboarding process',
  'could you describe how your QC review works',
  // Who the visitor is at work is no matter of their own.
  "im a web dev at a partner bank, what's the install snippet for your widgets",
  'I run ops at a regional lender. What would your tool do about that?',
  // The visitor doing something with a thing of ours.
  'How do I add your chatbot to our pages?',
  'can I try your savings calculator',
  // The visitor's work is theirs as "our" is.
  'would a rules + decisioning setup actually be more accurate then my team eyeballing files',
  'can you take work off my underwriters',
  // A thing of ours named by what it does, as a visitor on our site names it.
  'does the loan tool look at credit too',
  'which ratios does the pre-check calculate',
  'what does the loan purchase check flag',
  'will someone actually reply if i use the form',
  // What the visitor sent us, in their words.
  'What do you do with the info I put in the contact form?',
  'I left my details on the consulting page, what happens now',
  'if i send the form today when does someone get back to me',
  'what should i put in my first message to your team',
  "if your form fails while i'm submitting do i lose what i wrote",
  'Loan officer here, what do I need to fill in on the contact form?',
  // A visitor who opens with their job: no "I" of their own life in it.
  'im head of ops at a regional credit union, what exactly does your company do for places like us',
  'Procurement here. Is there a product document we can circulate?',
  // This site and its pages.
  'the site mentions SOC as a service on the risk page, what is that exactly',
  'what does this page say about kyc',
])('%j is put to us', (q) => expect(addressesUs(q)).toBe(true));

test.each([
  'how do i apply for mortgage forbearance with my servicer',
  'can you transfer 500 dollars to my savings',
  "I'm writing a paper, can you give me the causes of the 2008 crisis?",
  'what is the capital of France',
  'how does blockchain work',
  'can you explain how blockchain works',
  'could you please write a poem about autumn',
  "I'm a teacher at a school, how do I refinance my house with you",
  // The intro ends where the visitor's own words begin.
  "I'm a borrower at your bank and I want to know my rate",
  'can I use your calculator for my own mortgage',
  'I need your help with my credit card debt',
  // A consumer's own bank or lender is no work of theirs.
  'can you tell my bank to waive the fee',
  'will you call my lender',
  'is my portfolio too risky',
  'can you call my insurance agent',
  'can you tell me what happens now that i left my details at my bank',
  // Details left on another firm's page.
  'I left my details on the Zillow page, will the agent contact us?',
  // The country, not us; a job named before the visitor's own matter; "here" as this site.
  'does GDPR apply to a US credit union',
  'loan officer here, how do i refinance my house',
  "I'm head of lending, how do i refinance my own house",
  "I'm looking for a mortgage, can you help",
  'can i get preapproved for a house here',
  'Quick question - how do i bake bread',
  'my bank sent me a message about my card, is it real',
  // A job named first puts nothing to us by itself (a reviewer's cases).
  'Broker here - how long does closing usually take?',
  'Quality control manager here - from loan selection to finding, how much time comes out of the process?',
  'Restaurant owner here - what is the best POS system?',
  // "US" as the country.
  'which lenders serve US borrowers',
  // Another firm's app or the visitor's own.
  "what's the best budgeting app",
  'how do i update the app on my phone',
  'which is the best crm software',
  'when will the check clear',
  'why is the check engine light on',
  'is the app store down',
  'what is the product of 7 and 8',
  "what's the form 1040 used for",
  // A consumer's own form or app, however "the" names it.
  'how do i fill out the form for a tax extension',
  'where do i submit the form for a home loan',
  'how do i download the mortgage app',
  'how do i reset my password on the site',
  'is the first page of the loan file read',
])('%j is not put to us about our work', (q) => expect(addressesUs(q)).toBe(false));

test('the job a message opens with is left out of what it asks', () => {
  expect(withoutRoleIntro('Procurement here. Is there a product document we can circulate internally?')).toBe('Is there a product document we can circulate internally?');
  expect(withoutRoleIntro('Head of ops at a mid-size lender: which lenders run it')).toBe('which lenders run it');
  expect(withoutRoleIntro('QC lead here - how fast is it')).toBe('how fast is it');
  for (const q of ['how fast is it', 'can i get preapproved for a house here. thanks', 'Quick question - how do i bake bread']) expect(withoutRoleIntro(q)).toBe(q);
});

describe.each([
  ['off-topic', OFF_TOPIC_MODEL, isOffTopic],
  ['unsaid', UNSAID_MODEL, isUnsaid],
] as const)('the %s model', (_, model, is) => {
  const ask = (semantic: number, lexical: number, example: number, toUs = false) => exampleProbability({ best: best(semantic, lexical), example, toUs }, model);

  test('a question near one of its examples and far from every answer is taken for one', () => {
    expect(ask(0.45, 0.1, 0.85)).toBeGreaterThan(model.threshold);
    expect(is({ best: best(0.45, 0.1), example: 0.85, toUs: false })).toBe(true);
  });

  test('a question close to an answer in meaning and words, with the examples far off, is ours', () => {
    expect(ask(0.85, 0.8, 0.5)).toBeLessThan(model.threshold);
    expect(is({ best: best(0.85, 0.8), example: 0.5, toUs: false })).toBe(false);
  });

  test('each measure moves the probability the way it should', () => {
    const base = ask(0.6, 0.4, 0.6);
    expect(ask(0.7, 0.4, 0.6)).toBeLessThan(base); // nearer an answer in meaning
    expect(ask(0.6, 0.6, 0.6)).toBeLessThan(base); // more of our words
    expect(ask(0.6, 0.4, 0.7)).toBeGreaterThan(base); // nearer the example
  });

  test('the features are the best answer, the nearest example and who it is put to, in the fitted order', () => {
    expect(exampleFeatures({ best: best(0.6, 0.4), example: 0.7, toUs: true })).toEqual([0.6, 0.4, 0.7, 1]);
    expect(model.weights).toHaveLength(4);
  });
});

test('a question put to us about our work is less likely off-topic', () => {
  const ask = (toUs: boolean) => exampleProbability({ best: best(0.6, 0.4), example: 0.6, toUs }, OFF_TOPIC_MODEL);
  expect(ask(true)).toBeLessThan(ask(false));
});

test('a business problem stated, not asked, is the visitor\'s work; no off-topic example is one', () => {
  for (const q of ['tax season swamps our back office every year', 'customers keep waiting on hold just to ask about their loan balance', 'our underwriters re-key everything from the PDFs']) {
    expect(statesBusinessProblem(q)).toBe(true);
  }
  for (const q of ['my card got declined at the store', 'can you help our back office with tax season?', 'what do our customers need to apply for a loan', 'I lost my job and our bank wants the mortgage paid', 'our bank closed our account without notice', 'we are behind on our loans', 'our team lost the game last night', 'our pipeline burst in the basement last night']) {
    expect(statesBusinessProblem(q)).toBe(false);
  }
  expect(offTopicExamples.filter(statesBusinessProblem)).toEqual([]);
});
