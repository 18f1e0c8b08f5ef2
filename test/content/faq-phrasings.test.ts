// content/faq-phrasings.ts: every new answer is verbatim site text from the
// section its url names (or an existing FAQ answer), every phrasing list is
// keyed by a real FAQ question, and no question is asked twice.
import { faq } from '../../content/faq';
import { askedAs, moreFaq } from '../../content/faq-phrasings';
import { websiteContent } from '../../content/knowledge';
import { fillPlaceholders } from '../../server/chat/load';

const items = websiteContent();
const faqAnswers = new Set(faq.map((e) => e.Answer));
const norm = (q: string) => q.trim().toLowerCase();

describe('moreFaq', () => {
  test.each(moreFaq.map((e) => [e.Question, e] as const))('%s: answer is verbatim site text', (_q, e) => {
    if (faqAnswers.has(e.Answer)) return;
    const filled = fillPlaceholders(e.Answer);
    const sources = items.filter((i) => i.content.includes(filled));
    expect(sources.map((i) => i.url)).toContain(e.url);
  });

  test('repeats no existing FAQ answer', () => {
    expect(moreFaq.filter((e) => faqAnswers.has(e.Answer)).map((e) => e.Question)).toEqual([]);
  });

  test('no question is duplicated across faq and moreFaq', () => {
    const all = [...faq, ...moreFaq].map((e) => norm(e.Question));
    expect(all.filter((q, i) => all.indexOf(q) !== i)).toEqual([]);
  });
});

describe('askedAs', () => {
  const questions = new Set([...faq, ...moreFaq].map((e) => e.Question));

  test('every key is an existing or new FAQ question', () => {
    expect(Object.keys(askedAs).filter((k) => !questions.has(k))).toEqual([]);
  });

  test('every FAQ entry has 4-10 phrasings and every new entry 2-8', () => {
    expect(faq.filter((e) => !(askedAs[e.Question]?.length >= 4 && askedAs[e.Question].length <= 10)).map((e) => e.Question)).toEqual([]);
    expect(moreFaq.filter((e) => !(askedAs[e.Question]?.length >= 2 && askedAs[e.Question].length <= 8)).map((e) => e.Question)).toEqual([]);
  });

  test('no phrasing is repeated or repeats a question', () => {
    const all = [...questions, ...Object.values(askedAs).flat()].map(norm);
    expect(all.filter((q, i) => all.indexOf(q) !== i)).toEqual([]);
  });
});
