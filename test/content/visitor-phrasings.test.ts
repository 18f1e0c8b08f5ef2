// content/visitor-phrasings: every list is keyed by a real FAQ question, and no
// phrasing repeats a question or another phrasing (of any file).
import { faq } from '../../content/faq';
import { coverageAskedAs, coverageFaq } from '../../content/faq-coverage';
import { askedAs, moreFaq } from '../../content/faq-phrasings';
import { phrasings as part1 } from '../../content/visitor-phrasings/part1';
import { phrasings as part2 } from '../../content/visitor-phrasings/part2';
import { phrasings as part3 } from '../../content/visitor-phrasings/part3';
import { phrasings as part4 } from '../../content/visitor-phrasings/part4';
import { phrasings as part5a } from '../../content/visitor-phrasings/part5-1';
import { phrasings as part5b } from '../../content/visitor-phrasings/part5-2';
import { phrasings as part5c } from '../../content/visitor-phrasings/part5-3';

const norm = (q: string) => q.trim().toLowerCase().replace(/[?.!]+$/, '');
const questions = new Set([...faq, ...moreFaq].map((e) => e.Question));
// part3 (questions about one named item of an answer) may also key coverageFaq's entries.
const allQuestions = new Set([...questions, ...coverageFaq.map((e) => e.Question)]);

test('parts cover disjoint questions', () => {
  const one = Object.keys(part1);
  expect(Object.keys(part2).filter((k) => one.includes(k))).toEqual([]);
  expect(Object.keys(part4).filter((k) => one.includes(k) || k in part2)).toEqual([]);
});

test.each([
  ['part1', part1, questions],
  ['part2', part2, questions],
  ['part3', part3, allQuestions],
  // part4 may key coverageFaq's entries too: their own phrasings are kept to ten.
  ['part4', part4, allQuestions],
  // part5 asks every entry, coverageFaq's too, with the visitor's job first and with their situation first.
  ['part5-1', part5a, allQuestions],
  ['part5-2', part5b, allQuestions],
  ['part5-3', part5c, allQuestions],
])('%s: every key is a FAQ question and every phrasing is a non-empty question of at most 200 characters', (_name, part, keys) => {
  expect(Object.keys(part).filter((k) => !keys.has(k))).toEqual([]);
  const bad = Object.values(part)
    .flat()
    .filter((p) => typeof p !== 'string' || !p.trim() || p.length > 200);
  expect(bad).toEqual([]);
});

test('no phrasing is repeated or repeats a question, across every phrasing file', () => {
  const all = [
    ...allQuestions,
    ...Object.values(askedAs).flat(),
    ...Object.values(coverageAskedAs).flat(),
    ...Object.values(part1).flat(),
    ...Object.values(part2).flat(),
    ...Object.values(part3).flat(),
    ...Object.values(part4).flat(),
    ...[part5a, part5b, part5c].flatMap((part) => Object.values(part).flat()),
  ].map(norm);
  expect(all.filter((q, i) => all.indexOf(q) !== i)).toEqual([]);
});

test('part5 asks every FAQ entry two ways (job first, situation first), each entry in one of its three files', () => {
  const parts = [part5a, part5b, part5c];
  for (const q of allQuestions) {
    const lists = parts.filter((part) => q in part).map((part) => part[q]);
    expect([q, lists.length, lists[0]?.length]).toEqual([q, 1, 2]);
  }
});
