// content/chat-off-topic.ts: examples of questions the site cannot answer. None
// may repeat another, a FAQ question or any of its phrasings: an example that is
// also an answerable question would teach the chatbot to refuse it.
import { faq } from '../../content/faq';
import { askedAs, moreFaq } from '../../content/faq-phrasings';
import { visitorPhrasings } from '../../content/visitor-phrasings';
import { offTopicExamples } from '../../content/chat-off-topic';

const norm = (q: string) => q.trim().toLowerCase().replace(/[?.!]+$/, '');

test('at least 100 non-empty examples of at most 200 characters, none repeated', () => {
  expect(offTopicExamples.length).toBeGreaterThanOrEqual(100);
  expect(offTopicExamples.filter((q) => !q.trim() || q.length > 200)).toEqual([]);
  const all = offTopicExamples.map(norm);
  expect(all.filter((q, i) => all.indexOf(q) !== i)).toEqual([]);
});

test('no example is a FAQ question or one of its phrasings', () => {
  const answerable = new Set([...faq, ...moreFaq].flatMap((e) => [e.Question, ...(askedAs[e.Question] ?? []), ...(visitorPhrasings[e.Question] ?? [])]).map(norm));
  expect(offTopicExamples.filter((q) => answerable.has(norm(q)))).toEqual([]);
});
