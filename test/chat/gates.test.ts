// The answerer's gates (server/chat/gates.ts) as rules, without the model: an
// example of a question the site cannot answer beats the best answer by a
// margin, a wider one for a question put to us about our work.
import { exampleNearer, type ExampleGate } from '../../server/chat/gates';
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
])('%j is put to us', (q) => expect(addressesUs(q)).toBe(true));

test.each([
  'how do i apply for mortgage forbearance with my servicer',
  'can you transfer 500 dollars to my savings',
  "I'm writing a paper, can you give me the causes of the 2008 crisis?",
  'what is the capital of France',
  'how does blockchain work',
])('%j is not put to us about our work', (q) => expect(addressesUs(q)).toBe(false));
