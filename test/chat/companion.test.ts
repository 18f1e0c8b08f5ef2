// The second passage an answer carries (hybrid.ts HybridRanker.companion): a tie
// from anywhere (WEIGHTS.tie), else one of the best passage's own page within
// WEIGHTS.companion; the passage that says what was asked (HybridRanker.saying); and which of the near passages
// answers: the one whose page the others come from (HybridRanker.byConsensus, WEIGHTS.consensus).
// Hand-made candidates, no model: the rule alone.
import { Finder } from '../../server/chat/finder';
import { embeddingTexts, HybridRanker, WEIGHTS, type Candidate } from '../../server/chat/hybrid';
import type { FaqEntry } from '../../server/chat/types';

const faq: FaqEntry[] = [
  { Question: 'What does SmartQC check?', Answer: 'SmartQC checks every loan against your QC rules.', url: '/SmartQC' },
  { Question: 'Does LoanXPress extract data?', Answer: 'LoanXPress extracts the data of every document.', url: '/Loanexpress' },
  { Question: 'What does SmartQC find?', Answer: 'SmartQC gives findings you can act on.', url: '/SmartQC#findings' },
];

const finder = new Finder([], faq);
const texts = embeddingTexts([], finder.faqList);
const vectors = texts.map((_, i) => Float32Array.from({ length: texts.length }, (__, k) => (k === i ? 1 : 0)));
const ranker = new HybridRanker(finder, [], vectors);
const answer = (i: number) => finder.faqList[i].answer;
const candidate = (index: number, score: number): Candidate => ({ kind: 'faq', index, semantic: score, lexical: score, score });

test('a passage from another page that ties with the best one joins the answer', () => {
  const ranked = [candidate(0, 0.6), candidate(1, 0.6 - WEIGHTS.tie / 2), candidate(2, 0.58)];
  expect(ranker.companion(ranked, ranked[0])).toBe(answer(1));
});

test('short of a tie, only a passage of the same page joins, within the companion margin', () => {
  const ranked = [candidate(0, 0.6), candidate(1, 0.6 - 2 * WEIGHTS.tie), candidate(2, 0.6 - WEIGHTS.companion / 2)];
  expect(ranker.companion(ranked, ranked[0])).toBe(answer(2));
  expect(ranker.companion(ranked.slice(0, 2), ranked[0])).toBeNull();
  const far = [candidate(0, 0.6), candidate(2, 0.6 - 2 * WEIGHTS.companion)];
  expect(ranker.companion(far, far[0])).toBeNull();
});

test('a tie that says nothing the answer does not already say is passed over', () => {
  const sameText = new HybridRanker(new Finder([], [faq[0], { ...faq[1], Answer: faq[0].Answer }]), [], vectors.slice(0, 4));
  const ranked = [candidate(0, 0.6), candidate(1, 0.6)];
  expect(sameText.companion(ranked, ranked[0])).toBeNull();
});

test('a companion that already holds the answer replaces it rather than repeating it', () => {
  const holds = new HybridRanker(new Finder([], [faq[0], { ...faq[1], Answer: `${faq[0].Answer} Ask us for a demo.` }]), [], vectors.slice(0, 4));
  const ranked = [candidate(0, 0.6), candidate(1, 0.6)];
  expect(holds.answer(ranked, ranked[0])).toBe(`${faq[0].Answer} Ask us for a demo.`);
  expect(ranker.answer(ranked, ranked[0])).toBe(`${answer(0)} ${answer(1)}`);
});

test('the same passage in another case, or inside a longer one, is no second passage', () => {
  // 'SmartQC is our automated quality check …' and the site's 'Our automated quality check …' say one thing.
  const near = new HybridRanker(new Finder([], [faq[0], { ...faq[1], Answer: `The tool: ${faq[0].Answer.toLowerCase()}` }]), [], vectors.slice(0, 4));
  const ranked = [candidate(0, 0.6), candidate(1, 0.6)];
  expect(near.answer(ranked, ranked[0])).toBe(`The tool: ${faq[0].Answer.toLowerCase()}`);
  const reversed = [candidate(1, 0.6), candidate(0, 0.6)];
  expect(near.answer(reversed, reversed[0])).toBe(`The tool: ${faq[0].Answer.toLowerCase()}`);
});

test('a passage that says what was asked (how long) stands in for the best one when it ranks close enough', () => {
  const saysSmartQc = (text: string) => /SmartQC/.test(text);
  const ranked = [candidate(1, 0.6), candidate(0, 0.55), candidate(2, 0.4)];
  expect(ranker.saying(ranked, ranked[0], 0.1, saysSmartQc)).toBe(ranked[1]);
  // Too far below the best: none, and the visitor is told the site doesn't say.
  expect(ranker.saying(ranked, ranked[0], 0.01, saysSmartQc)).toBeNull();
  expect(ranker.saying(ranked, ranked[0], 0.1, () => false)).toBeNull();
});

test('of the near passages, one whose page other near passages come from answers before a stray line that ranks a little higher', () => {
  const found = () => true;
  // SmartQC's two passages outvote LoanXPress's one, ranking WEIGHTS.consensus / 2 higher.
  const ranked = [candidate(1, 0.6 + WEIGHTS.consensus / 2), candidate(0, 0.6), candidate(2, 0.55)];
  expect(ranker.byConsensus(ranked, found, 0.1)).toBe(ranked[1]);
  // Not one ranking further below the first than the margin, nor one the answerer would not answer with.
  expect(ranker.byConsensus(ranked, found, WEIGHTS.consensus / 4)).toBe(ranked[0]);
  expect(ranker.byConsensus(ranked, (c) => c !== ranked[1], 0.1)).toBe(ranked[0]);
  // A clear lead is kept.
  const clear = [candidate(1, 0.6 + 2 * WEIGHTS.consensus), candidate(0, 0.6), candidate(2, 0.55)];
  expect(ranker.byConsensus(clear, found, 0.1)).toBe(clear[0]);
});

test('the same text votes once, and each section of the home page votes as a page of its own', () => {
  const found = () => true;
  // Entry 2 says what entry 0 says, on the same page: one vote, no lead.
  const copies = new HybridRanker(new Finder([], [faq[0], faq[1], { ...faq[2], Answer: faq[0].Answer, url: '/SmartQC' }]), [], vectors);
  const ranked = [candidate(1, 0.6 + WEIGHTS.consensus / 2), candidate(0, 0.6), candidate(2, 0.55)];
  expect(copies.byConsensus(ranked, found, 0.1)).toBe(ranked[0]);
  // The home page sums up the site: its sections do not outvote a page.
  const home = new HybridRanker(new Finder([], [faq[1], { ...faq[0], url: '/Home#about' }, { ...faq[2], url: '/Home#services' }]), [], vectors);
  const homeRanked = [candidate(0, 0.6 + WEIGHTS.consensus / 2), candidate(1, 0.6), candidate(2, 0.55)];
  expect(home.byConsensus(homeRanked, found, 0.1)).toBe(homeRanked[0]);
  const sameSection = new HybridRanker(new Finder([], [faq[1], { ...faq[0], url: '/Home#services' }, { ...faq[2], url: '/Home#services' }]), [], vectors);
  expect(sameSection.byConsensus(homeRanked, found, 0.1)).toBe(homeRanked[1]);
});

test("a sentence that asks the visitor something (a form's prompt) is never a passage to answer with", () => {
  const content = [{ title: 'Contact', content: 'Which technologies are you considering - AI, ML, RPA or DevOps? Our architects build RPA bots.', url: '/Contact' }];
  const site = new Finder(content, []);
  const all = embeddingTexts(content, site.faqList);
  const ranked = new HybridRanker(site, content, all.map((_, i) => Float32Array.from({ length: all.length }, (__, k) => (k === i ? 1 : 0))));
  const texts = ranked.rank('which technologies, RPA?', Float32Array.from({ length: all.length }, () => 1 / Math.sqrt(all.length))).map((c) => ranked.text(c));
  expect(texts).toEqual(['Our architects build RPA bots.']);
});
