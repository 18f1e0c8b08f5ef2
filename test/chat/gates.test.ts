// The answerer's gates (server/chat/gates.ts) without the embedding model: an
// example of a question the site cannot answer beats the best answer by a
// margin, a wider one for a question put to us about our work (the rule the
// unsaid gate uses); the off-topic model on hand-made features.
import { exampleNearer, isOffTopic, OFF_TOPIC_MODEL, offTopicFeatures, offTopicProbability, type ExampleGate } from '../../server/chat/gates';
import type { Candidate } from '../../server/chat/hybrid';
import { addressesUs } from '../../server/chat/intent';

const gate: ExampleGate = { margin: -0.05, words: 0.5, clear: 0.3, addressed: 0.05 };
const best = (semantic: number, lexical: number): Candidate => ({ kind: 'faq', index: 0, semantic, lexical, score: 0.5 });

test('an example as near as the best answer beats it, unless the question is put to us', () => {
  expect(exampleNearer(best(0.6, 0.3), 0.6, gate)).toBe(true);
  expect(exampleNearer(best(0.6, 0.3), 0.6, gate, true)).toBe(false);
  // Put to us, the example must come the wider margin nearer.
  expect(exampleNearer(best(0.6, 0.3), 0.66, gate, true)).toBe(true);
  // No margin of its own: the general one.
  expect(exampleNearer(best(0.6, 0.3), 0.56, { ...gate, addressed: undefined }, true)).toBe(true);
});

test("a question in our own words stays ours, unless an example is clearly nearer, whoever it's put to", () => {
  expect(exampleNearer(best(0.6, 0.5), 0.66, gate)).toBe(false);
  expect(exampleNearer(best(0.5, 0.8), 0.8, gate)).toBe(true);
  expect(exampleNearer(best(0.5, 0.8), 0.8, gate, true)).toBe(true);
});

test.each([
  'can you help with new customer sign-up and anti-money-laundering checks?',
  'How do your contact-centre teams treat customers who fall behind?',
  "Will the embedded widgets clash with our site's styling?",
  'do u do collections',
  'can you explain your onboarding process',
  'could you describe how your QC review works',
])('%j is put to us', (q) => expect(addressesUs(q)).toBe(true));

test.each([
  'how do i apply for mortgage forbearance with my servicer',
  'can you transfer 500 dollars to my savings',
  "I'm writing a paper, can you give me the causes of the 2008 crisis?",
  'what is the capital of France',
  'how does blockchain work',
  'can you explain how blockchain works',
  'could you please write a poem about autumn',
])('%j is not put to us about our work', (q) => expect(addressesUs(q)).toBe(false));

describe('the off-topic model', () => {
  const model = OFF_TOPIC_MODEL;
  const ask = (semantic: number, lexical: number, example: number, toUs = false) => offTopicProbability({ best: best(semantic, lexical), example, toUs }, model);

  test('a question near an off-topic example and far from every answer is off-topic', () => {
    expect(ask(0.45, 0.1, 0.8)).toBeGreaterThan(model.threshold);
    expect(isOffTopic({ best: best(0.45, 0.1), example: 0.8, toUs: false })).toBe(true);
  });

  test('a question close to an answer in meaning and words, with the examples far off, is ours', () => {
    expect(ask(0.85, 0.8, 0.5)).toBeLessThan(model.threshold);
    expect(isOffTopic({ best: best(0.85, 0.8), example: 0.5, toUs: false })).toBe(false);
  });

  test('each piece of evidence moves the probability the way it should', () => {
    const base = ask(0.6, 0.4, 0.6);
    expect(ask(0.7, 0.4, 0.6)).toBeLessThan(base); // nearer an answer in meaning
    expect(ask(0.6, 0.6, 0.6)).toBeLessThan(base); // more of our words
    expect(ask(0.6, 0.4, 0.7)).toBeGreaterThan(base); // nearer the example
    expect(ask(0.6, 0.4, 0.6, true)).toBeLessThan(base); // put to us about our work
  });

  test('the features are the best answer, the nearest example and who it is put to, in the fitted order', () => {
    expect(offTopicFeatures({ best: best(0.6, 0.4), example: 0.7, toUs: true })).toEqual([0.6, 0.4, 0.7, 1]);
    expect(model.weights).toHaveLength(4);
  });
});
