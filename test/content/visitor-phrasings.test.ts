// content/visitor-phrasings: every list is keyed by a real FAQ question, and no
// phrasing repeats a question or another phrasing (of any file).
import { faq } from '../../content/faq';
import { askedAs, moreFaq } from '../../content/faq-phrasings';
import { phrasings as part1 } from '../../content/visitor-phrasings/part1';
import { phrasings as part2 } from '../../content/visitor-phrasings/part2';

const norm = (q: string) => q.trim().toLowerCase().replace(/[?.!]+$/, '');
const questions = new Set([...faq, ...moreFaq].map((e) => e.Question));

test('parts cover disjoint questions', () => {
  const one = Object.keys(part1);
  expect(Object.keys(part2).filter((k) => one.includes(k))).toEqual([]);
});

test.each([
  ['part1', part1],
  ['part2', part2],
])('%s: every key is a FAQ question and every phrasing is a non-empty question of at most 200 characters', (_name, part) => {
  expect(Object.keys(part).filter((k) => !questions.has(k))).toEqual([]);
  const bad = Object.values(part)
    .flat()
    .filter((p) => typeof p !== 'string' || !p.trim() || p.length > 200);
  expect(bad).toEqual([]);
});

test('no phrasing is repeated or repeats a question, across every phrasing file', () => {
  const all = [...questions, ...Object.values(askedAs).flat(), ...Object.values(part1).flat(), ...Object.values(part2).flat()].map(norm);
  expect(all.filter((q, i) => all.indexOf(q) !== i)).toEqual([]);
});
