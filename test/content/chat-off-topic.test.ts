// content/chat-off-topic.ts and content/chat-unsaid.ts: examples of questions
// the site does not answer. None may repeat another, a FAQ question or any of its
// phrasings: an example that is also an answerable question would teach the
// chatbot to refuse it.
import { faq } from '../../content/faq';
import { askedAs, moreFaq } from '../../content/faq-phrasings';
import { visitorPhrasings } from '../../content/visitor-phrasings';
import { offTopicExamples } from '../../content/chat-off-topic';
import { unsaidExamples } from '../../content/chat-unsaid';
import { coverageAskedAs, coverageFaq } from '../../content/faq-coverage';
import { exampleFitKey, OFF_TOPIC_MODEL, UNSAID_MODEL } from '../../server/chat/gates';
import { WEIGHTS } from '../../server/chat/hybrid';
import { curatedFaq } from '../../server/chat/load';

const norm = (q: string) => q.trim().toLowerCase().replace(/[?.!]+$/, '');

const examples = [...offTopicExamples, ...unsaidExamples];

test('at least 100 non-empty examples of each kind, of at most 200 characters, none repeated', () => {
  expect(offTopicExamples.length).toBeGreaterThanOrEqual(100);
  expect(unsaidExamples.length).toBeGreaterThanOrEqual(100);
  expect(examples.filter((q) => !q.trim() || q.length > 200)).toEqual([]);
  const all = examples.map(norm);
  expect(all.filter((q, i) => all.indexOf(q) !== i)).toEqual([]);
});

test('no example is a FAQ question or one of its phrasings', () => {
  const entries = [...faq, ...moreFaq, ...coverageFaq];
  const phrasings = (q: string) => [...(askedAs[q] ?? []), ...(visitorPhrasings[q] ?? []), ...(coverageAskedAs[q] ?? [])];
  const answerable = new Set(entries.flatMap((e) => [e.Question, ...phrasings(e.Question)]).map(norm));
  expect(examples.filter((q) => answerable.has(norm(q)))).toEqual([]);
});

test('the example models were fitted on these examples, this FAQ, these ranking weights and this rule for a question put to us (else: npm run fit:chat-gates)', () => {
  expect(exampleFitKey(offTopicExamples, curatedFaq(), WEIGHTS)).toBe(OFF_TOPIC_MODEL.trainedOn);
  expect(exampleFitKey(unsaidExamples, curatedFaq(), WEIGHTS)).toBe(UNSAID_MODEL.trainedOn);
});
