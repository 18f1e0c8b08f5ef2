// content/faq-coverage.ts: every answer is verbatim site text from the section
// its url names; no question or phrasing repeats one of the rest of the FAQ or
// an off-topic example.
import { faq } from '../../content/faq';
import { askedAs, moreFaq } from '../../content/faq-phrasings';
import { visitorPhrasings } from '../../content/visitor-phrasings';
import { offTopicExamples } from '../../content/chat-off-topic';
import { coverageAskedAs, coverageFaq } from '../../content/faq-coverage';
import { websiteContent } from '../../content/knowledge';
import { fillPlaceholders } from '../../server/chat/load';

const items = websiteContent();
const norm = (q: string) => q.trim().toLowerCase().replace(/[?.!]+$/, '');

test('every answer is verbatim text of its section, with 4-10 phrasings', () => {
  const wrong = coverageFaq.filter((e) => {
    const filled = fillPlaceholders(e.Answer);
    const n = coverageAskedAs[e.Question].length;
    return !items.some((i) => i.url === e.url && i.content.includes(filled)) || n < 4 || n > 10;
  });
  expect(wrong.map((e) => e.Question)).toEqual([]);
});

test('no answer repeats an answer of the rest of the FAQ', () => {
  const others = new Set([...faq, ...moreFaq].map((e) => e.Answer));
  expect(coverageFaq.filter((e) => others.has(e.Answer)).map((e) => e.Question)).toEqual([]);
});

test('no question or phrasing is repeated anywhere in the FAQ, its phrasings or the off-topic examples', () => {
  const all = [
    ...[...faq, ...moreFaq, ...coverageFaq].map((e) => e.Question),
    ...Object.values(askedAs).flat(),
    ...Object.values(visitorPhrasings).flat(),
    ...Object.values(coverageAskedAs).flat(),
    ...offTopicExamples,
  ].map(norm);
  expect(all.filter((q, i) => all.indexOf(q) !== i)).toEqual([]);
});
