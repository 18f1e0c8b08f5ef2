// Hybrid ranking: the meaning of a question (sentence embeddings, cosine) and
// its words (the finder's FAQ similarity; IDF-weighted term coverage of a
// sentence, i.e. BM25's evidence without its unbounded scale) are mixed into
// one score per FAQ entry and per content sentence. The best one answers; only
// site sentences and FAQ answers are ever returned.
import { key, QUANTITY_RE, type Finder } from './finder';
import { analyze, sentences } from './text';
import { cosineIndex, cosines, type CosineIndex } from './cosines';
import type { WebsiteItem } from './types';
import { calibration, fitWhiteningSteps, whiten, type Whitening } from './whiten';

/** How many phrasings calibrate normalised cosines (each against the whole index: with the rest of the normalisation about 2 s at start, in the background). */
const CALIBRATION_SAMPLE = 120;

/** How meaning and words mix into one score (tuned on the dev split only; bench/chat-eval.ts). */
export interface RankWeights {
  /** Weight of meaning against words. */
  semantic: number;
  /** Words count up to this much above the meaning. */
  wordsOverMeaning: number;
  /** Curated answers win a near tie with a content sentence. */
  faqBonus: number;
  /** A FAQ answer's meaning counts this much of its question's. */
  answerWeight: number;
  /** "How long / how much …": a passage with no figure in it is a worse answer. */
  noFigurePenalty: number;
  /**
   * A phrasing's meaning moves this share of the way toward the mean of its entry's `agreeingPhrasings`
   * nearest phrasings (the question among them): one stray phrasing does not carry an entry, several do.
   */
  agreement: number;
  agreeingPhrasings: number;
  /** How close (in mixed score) a second passage of the best one's page must rank to join the answer. */
  companion: number;
  /**
   * A passage from anywhere that ranks this close to the best one joins the answer: the ranker cannot tell the two
   * apart, and a visitor given both gets what either says instead of a coin toss. 0.015 on the dev sets: 17 of 301
   * answers got a second passage and 4 more were right (74/81, 106/120, 90/100), none fewer; 0.03 changed one more
   * to right and one to wrong.
   */
  tie: number;
  /**
   * A question about one thing an answer names ('do you handle escrow?') counts this much less in meaning than
   * one asking the entry's own question: a visitor's question near it may ask about that thing elsewhere.
   */
  itemDiscount: number;
  /**
   * Within-entry covariance normalisation of the meaning (whiten.ts): its shrinkage toward plain cosine (1: none
   * but centring), or null for plain cosine. 0.7: a held-out fifth of the phrasings finds its own entry's nearest
   * text 53.4% of the time (plain cosine 46.4%, 0.2: 54.8%), and on the dev sets 74/81, 97/120 and 85/100 (plain
   * 73, 97, 81); lower values gained more on dev2 (101) but answered "give me the short version of what LoanXPress
   * is" with the company summary: they learn how a question is put ("short version", "in a nutshell") as topic.
   */
  whiten: number | null;
  /**
   * Which of the first passages leads the answer: each gains this much for every other passage of its page among the
   * first ten, so a page that several near passages come from wins a near tie with a stray line from elsewhere
   * (HybridRanker `byConsensus`), and the stray line follows it (`companion` takes any passage that ranks higher as a
   * tie). Chosen 2026-11-27 on the twenty dev sets' 1,817 single questions: the answer was right for 1,578; with the
   * passages within 0.1 of the best to lead, 0.03 made it 1,604, 0.05 1,608, 0.08 1,613 (with every passage of the
   * first five to lead and a vote for each, copies too: 1,607, 1,613, 1,617, but the home page, which sums up the
   * site, then outvoted the DevOps page for "what does your DevOps practice cover"). A logistic regression over score
   * and votes, fitted with each set left out in turn, gained 30. In the whole answerer, 0.05 took the dev sets from
   * 1,984 to 2,012 of 2,261 right, off-topic fallbacks unchanged; on dev sets 21 and 22, written after, one more each.
   */
  consensus: number;
}

export const WEIGHTS: RankWeights = { semantic: 0.6, wordsOverMeaning: 0.3, faqBonus: 0.04, answerWeight: 0.9, noFigurePenalty: 0.05,
  agreement: 0.8,
  agreeingPhrasings: 5,
  companion: 0.1,
  tie: 0.015,
  itemDiscount: 0.05,
  whiten: 0.7,
  consensus: 0.05,
};

/**
 * A follow-up's own words, against those of the whole with the previous question, on the pages of the whole's first
 * `FOLLOW_UP_PAGES` passages (HybridRanker.rankFollowUp). Chosen on the 47 dev sets of 2026-11-28, whose 522
 * follow-ups the whole's words alone answered 403 right: 0.8 on the first three's pages 419 (+23, -7), plain questions
 * unchanged; on the first one's 418 (+19, -4), the first five's 416 (+25, -12; 0.9 the same, 1 411); on every page
 * 414 (+25, -14; one plain question with a previous one lost besides: "where can i try it" after SmartQC found the
 * demo form's words), 1 on every page 403 (+28, -28).
 */
const FOLLOW_UP_OWN_WORDS = 0.8;
const FOLLOW_UP_PAGES = 3;

/** Each text's match, times `k`. */
const scaled = (w: QueryWords, k: number): QueryWords =>
  k === 1 ? w : { ...w, faq: w.faq.map((x) => x * k), phrasings: w.phrasings.map((ps) => ps.map((x) => x * k)), sentences: w.sentences.map((x) => x * k) };

/** How many of the first passages may answer in place of the first, and how many vote for their pages (`consensus`). */
const CONSENSUS_CHOICES = 5;
const CONSENSUS_VOTERS = 10;
const HOME = /^\/(?:Home)?$/;
const ASKS_THE_VISITOR = /\?\s*$/;

const FIGURE = /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|dozen|hundred|half)\b/i;

/** A list entry's name: 'Bot Development: Reliable bots for …'. */
const LABEL = /^([A-Z][^:.]{1,50}):\s/;
/** A card that asks the visitor to act is no part of what a list offers. */
const CALL_TO_ACTION = /^(?:contact\b.*|get in touch|talk to\b.*|request a demo|book a (?:demo|call)|brochure|what you get from\b.*|what the demo covers|.*\bat a glance)$/i;
/** An overview's pointer to the page it sums up. */
const MORE_AT = /^More at (\/[\w/-]+)\.?$/;

/** Whether text `a` already says `b`, whatever the case and spacing ('SmartQC is our automated …' holds 'Our automated …'). */
const holds = (a: string, b: string) => ` ${key(a)} `.includes(` ${key(b)} `);

const pageOf = (url: string | undefined) => (url ?? '').split('#')[0];

/** A sentence that opens as the next step of a process ("Next we design …", "We then prove value …", "Finally, …"). */
const STEP_OPENER = /^(?:next|then|after\s+that|afterwards|finally|lastly|once\s|(?:we|you|it|they)\s+then\b)/i;

export interface ContentSentence {
  item: number;
  /** Index in its item's sentences. */
  pos: number;
  text: string;
  terms: Set<string>;
}

/** A FAQ entry as the finder keeps it. */
type Faq = Finder['faqList'][number];

/**
 * The texts the model embeds, in a fixed order: FAQ questions, FAQ answers, content sentences, every FAQ entry's
 * other phrasings and questions about its items, then the examples of questions the site does not answer.
 */
export function embeddingTexts(content: WebsiteItem[], faq: readonly Faq[], examples: readonly string[] = []): string[] {
  return [...faq.map((f) => f.question), ...faq.map((f) => f.answer), ...contentSentences(content).map((s) => s.embedText), ...faq.flatMap((f) => [...f.askedAs, ...f.askedAbout]), ...examples];
}

export function contentSentences(content: WebsiteItem[]): (ContentSentence & { embedText: string })[] {
  const out: (ContentSentence & { embedText: string })[] = [];
  content.forEach((item, i) => {
    if (!item || typeof item.content !== 'string' || !item.content.trim() || typeof item.title !== 'string') return;
    // The section's name gives a bare sentence its subject ('Fewer Touches: …' is about LoanXPress).
    const page = item.title.split(/\s+-\s+|:\s/)[0];
    sentences(item.content).forEach((text, pos) => {
      out.push({ item: i, pos, text, terms: new Set(analyze(`${text}`)), embedText: `${page}: ${text}` });
    });
  });
  return out;
}

export interface Candidate {
  kind: 'faq' | 'sentence';
  /** FAQ index (finder order) or sentence index. */
  index: number;
  semantic: number;
  lexical: number;
  score: number;
}

/** HybridRanker.words(): a query's word matches, row by row. */
export interface QueryWords {
  query: string;
  faq: number[];
  phrasings: number[][];
  sentences: number[];
}

export class HybridRanker {
  readonly sentences: ContentSentence[];
  private readonly titleTerms: Set<string>[];
  /** Every embedded text but the examples, one row each in embeddingTexts' order: one pass gives all cosines. */
  private readonly index: CosineIndex;
  private readonly matrix: Float32Array;
  private readonly dim: number;
  /** Per FAQ entry, its other phrasings and questions about its items: matrix row, index terms and their weight, and which kind. */
  private readonly phrasings: { row: number; terms: Set<string>; weight: number; item: boolean }[][];
  /** Examples of questions the site does not answer (the answerer knows which kind each is). */
  private examples: CosineIndex = cosineIndex(0, 0);
  /** The last question's cosines with the examples: the answerer asks of both kinds' ranges with one vector. */
  private lastExamples: { qv: Float32Array; sims: Float32Array } | null = null;
  private lastSimilarities: { qv: Float32Array; sims: Float32Array } | null = null;
  /** Within-entry normalisation of the meaning (whiten.ts), or null: plain cosine. */
  private whitening: Whitening | null = null;
  /** Normalised cosines mapped onto plain cosine's scale, where the weights and gates were chosen. */
  private scale = { scale: 1, shift: 0 };

  /** `vectors`: the embeddings of embeddingTexts(content, finder.faqList, examples), in its order. */
  constructor(
    private readonly finder: Finder,
    readonly content: WebsiteItem[],
    vectors: Float32Array[],
    private readonly w: RankWeights = WEIGHTS,
  ) {
    this.sentences = contentSentences(content);
    this.titleTerms = content.map((c) => new Set(analyze(c?.title ?? '')));
    const faq = finder.faqList;
    const n = faq.length;
    let next = 2 * n + this.sentences.length;
    this.phrasings = faq.map((f) =>
      [...f.askedAs, ...f.askedAbout].map((text, k) => {
        const terms = new Set(analyze(text));
        return { row: next++, terms, weight: finder.termsWeight(terms), item: k >= f.askedAs.length };
      }),
    );
    this.dim = vectors[0]?.length ?? 0;
    this.index = cosineIndex(next, this.dim);
    this.matrix = this.index.matrix;
    this.pending = this.prepare(vectors, next);
  }

  /**
   * Normalises the meaning and fills the matrix (about 2 s for the site's ~5,000 texts), pausing now and then:
   * settle() runs it with the event loop free between steps, the first use of the ranker runs what is left at once.
   */
  private *prepare(vectors: Float32Array[], rows: number): Generator<void, void> {
    const faq = this.finder.faqList;
    // Fitted on each entry's question and other phrasings, centred on everything indexed.
    const askedAs = faq.map((_, i) => [vectors[i], ...this.phrasings[i].map((p) => vectors[p.row])]);
    this.whitening = this.w.whiten !== null ? yield* fitWhiteningSteps(askedAs, vectors.slice(0, rows), this.w.whiten) : null;
    for (let r = 0; r < rows; r++) {
      this.matrix.set(this.normalised(vectors[r]), r * this.dim);
      if (r % 500 === 499) yield;
    }
    const examples = vectors.slice(rows);
    this.examples = cosineIndex(examples.length, this.dim);
    examples.forEach((v, i) => this.examples.matrix.set(this.normalised(v), i * this.dim));
    if (this.whitening) this.scale = yield* this.calibrationOf(vectors, rows);
  }

  private pending: Generator<void, void> | null;

  /** Prepares the ranker without holding the event loop for more than a few milliseconds at a time. */
  async settle(): Promise<void> {
    while (this.pending && !this.pending.next().done) await new Promise((resolve) => setImmediate(resolve));
    this.pending = null;
  }

  private ready(): void {
    if (!this.pending) return;
    while (!this.pending.next().done);
    this.pending = null;
  }

  /** A sample of the phrasings, each against the rest of the index: how near its nearest text comes, before and after. */
  private *calibrationOf(vectors: Float32Array[], rows: number): Generator<void, { scale: number; shift: number }> {
    const raw = new Float32Array(rows * this.dim);
    for (let r = 0; r < rows; r++) raw.set(vectors[r], r * this.dim);
    const phrasingRows = this.phrasings.flat().map((p) => p.row);
    const step = Math.max(1, Math.floor(phrasingRows.length / CALIBRATION_SAMPLE));
    const sample = phrasingRows.filter((_, k) => k % step === 0);
    const nearest = (m: Float32Array, row: number, all = (qv: Float32Array) => cosines(m, this.dim, qv)) => {
      const sims = all(m.subarray(row * this.dim, (row + 1) * this.dim));
      sims[row] = -1;
      return sims.reduce((a, b) => Math.max(a, b), -1);
    };
    const before: number[] = [];
    const after: number[] = [];
    for (const row of sample) {
      before.push(nearest(raw, row));
      after.push(nearest(this.matrix, row, (qv) => this.index.all(qv)));
      yield;
    }
    return calibration(before, after);
  }

  /** The question's vector as the index holds its own (normalised, when the weights say so). */
  project(qv: Float32Array): Float32Array {
    this.ready();
    return this.normalised(qv);
  }

  private normalised(v: Float32Array): Float32Array {
    return this.whitening ? whiten(this.whitening, v) : v;
  }

  private calibrate(cos: number): number {
    return this.scale.scale * cos + this.scale.shift;
  }

  /**
   * How near in meaning the question comes to the nearest example (of those from `from` to `to`) of a question the
   * site does not answer; `skip(i)` leaves example i out (fitting the off-topic model on the examples themselves).
   */
  nearestExample(qv: Float32Array, from = 0, to?: number, skip?: (i: number) => boolean): number {
    this.ready();
    let best = -1;
    if (this.lastExamples?.qv !== qv) this.lastExamples = { qv, sims: this.examples.all(qv) };
    const sims = this.lastExamples.sims;
    for (let i = from; i < (to ?? sims.length); i++) if (!skip?.(i)) best = Math.max(best, sims[i]);
    return this.calibrate(best);
  }

  /** The question's cosine with every row of the matrix, on plain cosine's scale. */
  private similarities(qv: Float32Array): Float32Array {
    // A message ranked twice with one vector (a follow-up's own words, a job before the question) is compared once.
    if (this.lastSimilarities?.qv === qv) return this.lastSimilarities.sims;
    const out = this.index.all(qv);
    this.lastSimilarities = { qv, sims: out };
    const { scale, shift } = this.scale;
    if (scale !== 1 || shift !== 0) for (let r = 0; r < out.length; r++) out[r] = scale * out[r] + shift;
    return out;
  }

  /**
   * How well the query's words match each FAQ question, each of its other phrasings and each sentence: the half of
   * the ranking that needs no vector, so an answerer can work it out while the model embeds the question.
   */
  words(query: string): QueryWords {
    const terms = this.finder.termsOf(query);
    const total = terms.reduce((s, t) => s + t.weight, 0);
    const coverage = (has: (term: string) => number) => (total ? terms.reduce((s, t) => s + t.weight * t.credit * has(t.term), 0) / total : 0);
    return {
      query,
      faq: this.finder.faqSimilarities(query),
      // Recall and precision, as for the question: a short phrasing that holds the question's two words and
      // others besides ('a QC tool for loans' for "what does your loan tool do") is no full match.
      phrasings: this.phrasings.map((ps) => ps.map((p) => this.finder.phrasingSimilarity(terms, p.terms, p.weight, total))),
      sentences: this.sentences.map((s) => {
        const title = this.titleTerms[s.item];
        return coverage((t) => (s.terms.has(t) ? 1 : title.has(t) ? 0.5 : 0));
      }),
    };
  }

  /**
   * The words of a message that opens with who asks ("Procurement here. Is there a product document …"): each text
   * matched by the whole or by what is asked, whichever matches better, so that the job does not thin out the words of
   * the question.
   */
  wordsOfEither(query: string, asking: string, askingWeight = 1): QueryWords {
    const a = this.words(query);
    const b = scaled(this.words(asking), askingWeight);
    return {
      query,
      faq: a.faq.map((x, i) => Math.max(x, b.faq[i])),
      phrasings: a.phrasings.map((ps, i) => ps.map((x, k) => Math.max(x, b.phrasings[i][k]))),
      sentences: a.sentences.map((x, i) => Math.max(x, b.sentences[i])),
    };
  }

  /**
   * A follow-up's ranking ("and early stage?" after "late stage recovery?"): on the pages the whole message (the
   * previous question with it, `whole`) ranks first, the follow-up's own words count too, at `FOLLOW_UP_OWN_WORDS`;
   * elsewhere the whole's alone, so that "where can i try it" after SmartQC does not find the demo form's words on
   * another page.
   */
  rankFollowUp(query: string, own: string, qv: Float32Array, asked: string, whole: Candidate[]): Candidate[] {
    const pages = new Set(whole.slice(0, FOLLOW_UP_PAGES).map((c) => this.pageOf(c)));
    const id = (c: Candidate) => `${c.kind} ${c.index}`;
    const before = new Map(whole.map((c) => [id(c), c]));
    return this.rank(query, qv, asked, this.wordsOfEither(query, own, FOLLOW_UP_OWN_WORDS))
      .map((c) => (pages.has(this.pageOf(c)) ? c : before.get(id(c)) ?? c))
      .sort((a, b) => b.score - a.score);
  }

  /**
   * All candidates, best first. `query` is what is matched (a follow-up carries the previous question); `words`,
   * when given, is words(query), worked out beforehand.
   */
  rank(query: string, qv: Float32Array, asked?: string, words: QueryWords = this.words(query)): Candidate[] {
    if (words.query !== query) throw new Error('rank: the words are of another query');
    this.ready();
    const cos = this.similarities(qv);
    const n = this.finder.faqList.length;
    const out: Candidate[] = [];
    // The question asked now decides the kind ("and how long does that take?"), not the previous one it carries.
    const figure = QUANTITY_RE.test(asked ?? query);
    const w = this.w;
    const penalty = (text: string) => (figure && !FIGURE.test(text) ? w.noFigurePenalty : 0);
    // Words count up to a little above the meaning: a sentence that has all the question's words but little of
    // its meaning ('tax returns … title work' for "do you do tax work") must not outrank one that has both.
    const mix = (semantic: number, lexical: number) => w.semantic * semantic + (1 - w.semantic) * Math.min(lexical, semantic + w.wordsOverMeaning);
    words.faq.forEach((lex, i) => {
      const sem = Math.max(cos[i], w.answerWeight * cos[n + i]);
      let best: Candidate = { kind: 'faq', index: i, semantic: sem, lexical: lex, score: mix(sem, lex) + w.faqBonus };
      const phrasings = this.phrasings[i];
      const sims = phrasings.map((p) => cos[p.row]);
      const nearest = [cos[i], ...sims].sort((a, b) => b - a).slice(0, w.agreeingPhrasings);
      const shift = w.agreement * (nearest.reduce((a, b) => a + b, 0) / nearest.length - nearest[0]);
      // Another way of asking it may be nearer the visitor's words than the question itself.
      phrasings.forEach((p, k) => {
        const pSem = sims[k] + shift - (p.item ? w.itemDiscount : 0);
        const pLex = words.phrasings[i][k];
        const score = mix(pSem, pLex) + w.faqBonus;
        if (score > best.score) best = { kind: 'faq', index: i, semantic: pSem, lexical: pLex, score };
      });
      best.score -= penalty(this.finder.faqList[i].answer);
      out.push(best);
    });
    this.sentences.forEach((s, i) => {
      // A sentence that asks the visitor something, a form's prompt ("Which technologies are you considering - AI,
      // ML, RPA or DevOps?"), answers nothing.
      if (ASKS_THE_VISITOR.test(s.text)) return;
      const lex = words.sentences[i];
      const sem = cos[2 * n + i];
      out.push({ kind: 'sentence', index: i, semantic: sem, lexical: lex, score: mix(sem, lex) - penalty(s.text) });
    });
    return out.sort((a, b) => b.score - a.score);
  }

  /**
   * A second passage to add to the answer, or null: one that ranks as well as the best one, give or take `tie`
   * (from anywhere: a tie is no answer to choose), else one of the best one's page (a site sentence or a FAQ
   * answer) within `companion`: a page often says the general thing in one place and the specifics in another
   * ('Software robots take over repetitive tasks' / 'Software robots for data entry, …').
   */
  companion(ranked: Candidate[], best: Candidate): string | null {
    const page = this.pageOf(best);
    const shown = this.text(best);
    for (const c of ranked) {
      if (c.score < best.score - Math.max(this.w.companion, this.w.tie)) return null;
      if (c === best) continue;
      const tied = c.score >= best.score - this.w.tie;
      if (!tied && (!page || this.pageOf(c) !== page)) continue;
      const more = c.kind === 'sentence' ? this.sentences[c.index].text : this.text(c);
      if (holds(shown, more)) {
        if (tied) continue;
        return null;
      }
      return this.text(c);
    }
    return null;
  }

  /** The whole answer: the candidate's text and its companion's (the companion alone when it already holds the text). */
  answer(ranked: Candidate[], best: Candidate): string {
    const shown = this.text(best);
    const more = this.companion(ranked, best);
    if (!more) return shown;
    return holds(more, shown) ? more : `${shown} ${more}`;
  }

  /**
   * The names of a section that lists several things ('Our RPA Services: Process Discovery; Bot Development;
   * Intelligent Automation; Bot Operations.'), for a question that asks what something covers: the first such
   * section whose title shares a word with the question, of the best passage's page (or the page it points to),
   * else among the passages ranked within `margin` of the best. Null when none, or when the answer names them all.
   */
  listFor(ranked: Candidate[], best: Candidate, shown: string, margin: number, question: string): string | null {
    // The section must be about what was asked ('Our RPA Services' for "what's in your RPA services"), not any list
    // of the page ('What We Bring' for "what kinds of industries do you serve").
    const asked = new Set(this.finder.termsOf(question).map((t) => t.term));
    // An overview's line that links to the page it sums up ('ML for Business: … More at /MLForBuisness.'): that
    // page. A FAQ answer may be such a line, copied from the site.
    const at = best.kind === 'sentence' ? best.index : this.sentences.findIndex((s) => s.text === this.text(best));
    const next = at >= 0 ? this.sentences[at + 1] : undefined;
    const linked = next && next.item === this.sentences[at].item ? MORE_AT.exec(next.text)?.[1] : undefined;
    const page = linked ?? this.pageOf(best);
    const sentences = ranked.filter((c) => c.kind === 'sentence');
    const onPage = sentences.filter((c) => this.pageOf(c) === page);
    const near = sentences.filter((c) => c.score >= best.score - margin);
    const headingOf = (item: number) => {
      const title = this.content[item].title;
      return title.includes(' - ') ? title.slice(title.lastIndexOf(' - ') + 3) : title;
    };
    const lists: { item: number; names: string[] }[] = [];
    for (const item of [...onPage, ...near].map((c) => this.sentences[c.index].item)) {
      const labels = this.sentences
        .filter((s) => s.item === item)
        .map((s) => LABEL.exec(s.text)?.[1])
        .filter((n): n is string => !!n && !CALL_TO_ACTION.test(n));
      // A list whose items name no label ('What LoanXPress Covers'): the items themselves.
      if (labels.length < 3) labels.splice(0, labels.length, ...(this.content[item].list ?? []));
      // Once each, whatever the case ('Digital domain solutions: …', 'Digital Domain Solutions: …').
      const names = [...new Map(labels.map((n) => [n.toLowerCase(), n])).values()];
      if (names.length < 3 || names.every((n) => shown.includes(n)) || ![...this.titleTerms[item]].some((t) => asked.has(t))) continue;
      lists.push({ item, names });
    }
    // The section the question names by its own heading first ("pre-uw brochure features": 'Features', not 'Coverage').
    const list = lists.find((l) => analyze(headingOf(l.item)).some((t) => asked.has(t))) ?? lists[0];
    return list ? `${headingOf(list.item)}: ${list.names.join('; ')}.` : null;
  }

  /**
   * The passage that leads the answer: of the first `CONSENSUS_CHOICES` that are `eligible` (found, in the answerer's terms)
   * and rank at most `margin` below the first, the one whose score plus `consensus` for each other passage of its
   * page among the first `CONSENSUS_VOTERS` is highest; the first when none is.
   */
  byConsensus(ranked: Candidate[], eligible: (c: Candidate) => boolean, margin: number): Candidate {
    // One vote a text (a FAQ answer copied from a page is that page's sentence again); the home page sums up the
    // whole site, so each of its sections votes as a page of its own ("what does your DevOps practice cover" is the
    // DevOps page's, not the home page's for its technology and its skills sections).
    const topic = (c: Candidate) => (HOME.test(this.pageOf(c)) ? this.urlOf(c) : this.pageOf(c));
    const voters = new Map<string, string>();
    for (const c of ranked.slice(0, CONSENSUS_VOTERS)) if (!voters.has(key(this.text(c)))) voters.set(key(this.text(c)), topic(c));
    const votes = (c: Candidate) => [...voters.values()].filter((t) => t === topic(c)).length;
    let best = ranked[0];
    let top = -Infinity;
    for (const c of ranked.slice(0, CONSENSUS_CHOICES)) {
      if (!eligible(c) || c.score < ranked[0].score - margin) continue;
      const value = c.score + this.w.consensus * (votes(c) - 1);
      if (value > top) [best, top] = [c, value];
    }
    return best;
  }

  /** The first passage whose text `says` what was asked (when, how long), ranking at most `margin` below `best`; else null. */
  saying(ranked: Candidate[], best: Candidate, margin: number, says: (text: string) => boolean): Candidate | null {
    return ranked.find((c) => c.score >= best.score - margin && says(this.text(c))) ?? null;
  }

  /** The page (with its section) a candidate is from. */
  urlOf(c: Candidate): string {
    return c.kind === 'faq' ? (this.finder.faqList[c.index].url ?? '') : (this.content[this.sentences[c.index].item]?.url ?? '');
  }

  /**
   * The step a page takes after the one an answer leads with ("Every engagement starts with an assessment. …" → "Next
   * we design the target state. …"), for "and after that?": of the four sentences of the lead passage's section that
   * follow it, the first to open as a step does ("Next …", "We then …"); none where none does: a section that is no
   * sequence (a list of services, a form's lines) has no next step.
   */
  stepAfter(answer: string, url: string): string | null {
    const said = sentences(answer);
    const page = pageOf(url);
    let at = this.sentences.findIndex((s) => s.text === said[0] && pageOf(this.content[s.item]?.url) === page);
    if (at < 0) return null;
    const sameItem = (i: number) => i < this.sentences.length && this.sentences[i].item === this.sentences[at].item;
    while (sameItem(at + 1) && said.includes(this.sentences[at + 1].text)) at++;
    const after = [1, 2, 3, 4].map((k) => at + k).filter(sameItem);
    const step = after.find((i) => STEP_OPENER.test(this.sentences[i].text));
    if (step === undefined) return null;
    // A step named in a few words ("Next we design the target state.") is said with the sentence that explains it.
    const short = this.sentences[step].text.length < 60 && sameItem(step + 1);
    return short ? `${this.sentences[step].text} ${this.sentences[step + 1].text}` : this.sentences[step].text;
  }

  /** What a candidate answers with. */
  text(c: Candidate): string {
    return c.kind === 'faq' ? this.finder.faqList[c.index].answer : this.answerText(c.index);
  }

  private pageOf(c: Candidate): string {
    return pageOf(c.kind === 'faq' ? this.finder.faqList[c.index].url : this.content[this.sentences[c.index].item]?.url);
  }

  /** A sentence as an answer: with the next one when it only opens a list, the previous when it leans on it ('It …'). */
  answerText(index: number): string {
    const s = this.sentences[index];
    const prev = this.sentences[index - 1];
    const next = this.sentences[index + 1];
    const parts = [s.text];
    if (prev && prev.item === s.item && /^(It|This|These|They|That|Each|Those)\b/.test(s.text)) parts.unshift(prev.text);
    if (next && next.item === s.item && (s.text.length < 60 || /:$/.test(s.text)) && !ASKS_THE_VISITOR.test(next.text)) parts.push(next.text);
    return parts.join(' ');
  }
}

