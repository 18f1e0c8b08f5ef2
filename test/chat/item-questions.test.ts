// Questions about one thing an answer names (FaqEntry.AskedAbout) are matched
// like an entry's other phrasings, a little less readily (hybrid.ts
// WEIGHTS.itemDiscount). Hand-made vectors, no model: the ranking rule alone.
import { Finder } from '../../server/chat/finder';
import { embeddingTexts, HybridRanker, WEIGHTS } from '../../server/chat/hybrid';
import type { FaqEntry } from '../../server/chat/types';

const axis = (i: number) => Float32Array.from({ length: 4 }, (_, k) => (k === i ? 1 : 0));

// The same words in both questions, so words cannot tell them apart; the same visitor question asked two ways:
// of the servicing entry as one of its items, of the escrow entry as its own question.
const faq: FaqEntry[] = [
  { Question: 'What servicing and escrow work do you do?', Answer: 'Servicing: payments, escrow and default management.', AskedAbout: ['do you handle escrow payments'] },
  { Question: 'What escrow and servicing work do you do?', Answer: 'Escrow: analysis, disbursements and shortage notices.', AskedAs: ['do you handle escrow payments'] },
];

function rankFor(weights = WEIGHTS) {
  const finder = new Finder([], faq);
  const texts = embeddingTexts([], finder.faqList);
  // Questions, answers, then the phrasings in entry order: the shared question points one way, the rest another.
  expect(texts).toEqual([faq[0].Question, faq[1].Question, faq[0].Answer, faq[1].Answer, 'do you handle escrow payments', 'do you handle escrow payments']);
  const vectors = [axis(0), axis(0), axis(1), axis(1), axis(2), axis(2)];
  const ranker = new HybridRanker(finder, [], vectors, weights);
  return ranker.rank('do you handle escrow payments', axis(2)).filter((c) => c.kind === 'faq');
}

test('an entry asked the question as its own beats one that names it as an item', () => {
  const [first, second] = rankFor();
  expect(first.index).toBe(1);
  expect(first.semantic - second.semantic).toBeCloseTo(WEIGHTS.itemDiscount, 6);
});

test('without the discount the two tie (so the discount decides)', () => {
  const [first, second] = rankFor({ ...WEIGHTS, itemDiscount: 0 });
  expect(first.score).toBeCloseTo(second.score, 6);
});
