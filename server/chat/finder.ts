// The local answer finder: curated FAQ first (similarity threshold 0.7, SPEC §9),
// then retrieval over the site's content with MiniSearch (BM25 over stemmed
// terms) and extraction of the sentence or two of the best passage that answer
// the question. Everything here is synchronous and deterministic; the index is
// built once, in the constructor.
import MiniSearch from 'minisearch';
import type { ChatAnswer, ChatSource, FaqEntry, WebsiteItem } from './types';
import { analyze, editDistance, normalize, sentences } from './text';
import {
  FAQ_THRESHOLD,
  GREETING_TEXT as GREETING,
  NO_ANSWER_TEXT as NOT_FOUND,
  NO_FAQ_ANSWER_TEXT as NO_FAQ_ANSWER,
  NOT_LOADED_TEXT as NOT_LOADED,
  SCORE_THRESHOLD,
  isGreeting,
} from '../../contract/chat';

export { FAQ_THRESHOLD, GREETING, NOT_FOUND, NO_FAQ_ANSWER, NOT_LOADED, SCORE_THRESHOLD, isGreeting };

/**
 * Share of a question's information (IDF-weighted terms) a passage must cover
 * before it can answer at all; the score rises from 0 at this coverage to 1 at
 * full coverage.
 */
export const MIN_COVERAGE = 0.5;

/** A window of consecutive sentences of one content item: the unit BM25 ranks. */
interface Passage {
  id: number;
  item: number;
  title: string;
  text: string;
  /** Sentence ids (into Finder.sentences). */
  first: number;
  count: number;
}

interface Sentence {
  item: number;
  text: string;
  terms: Set<string>;
  /** Terms of a leading 'Label:' ('Automated KYC: Read identity …' → automat, kyc): the sentence defines that label. */
  label: string[];
  /** The sentence is itself a question ('Interested in collections …?'): it asks, it does not answer. */
  asks: boolean;
}

interface Faq {
  index: number;
  question: string;
  answer: string;
  url?: string;
  /** Other phrasings of the question (content/faq-phrasings.ts). */
  askedAs: string[];
  /** Questions about one thing the answer names (content/visitor-phrasings/part3.ts). */
  askedAbout: string[];
  qTerms: Set<string>;
  aTerms: Set<string>;
  qWeight: number;
  /** Normalised question text, to recognise the question just asked. */
  key: string;
  hasNumber: boolean;
}

/** A question term after spelling correction: weight (IDF) and credit (1 exact, < 1 corrected, 0 unknown). */
export interface QTerm {
  term: string;
  weight: number;
  credit: number;
}

export interface LocalResult extends ChatAnswer {
  /** Text the answer came from (FAQ answer or passage), for an optional upstream model. */
  context: string[];
}

const WINDOW = 3;

/** Questions that ask for a quantity prefer sentences with a number in them. */
export const QUANTITY_RE = /\bhow\s+(?:much|many|long|big|fast|quick|often|soon)\b|\b(?:what|which)\s+(?:percentage|percent|portion|share|proportion|rate|number|amount)\b|\bby\s+(?:how\s+much|what)\b|\b(?:roughly|approximately|about\s+how)\b|\bsave\b|\bsaving/i;

const phrasingsOf = (list: unknown): string[] =>
  Array.isArray(list) ? list.filter((a): a is string => typeof a === 'string' && !!a.trim()).map((a) => a.trim()) : [];

export class Finder {
  private readonly items: WebsiteItem[];
  private readonly faqs: Faq[];
  private readonly passages: Passage[] = [];
  private readonly sentences: Sentence[] = [];
  private readonly titleTerms: Set<string>[] = [];
  private readonly search: MiniSearch<Passage>;
  private readonly df = new Map<string, number>();
  private readonly vocabByLength = new Map<number, string[]>();
  private units = 0;

  constructor(content: WebsiteItem[], faq: FaqEntry[]) {
    this.items = content.filter((c) => c && typeof c.content === 'string' && c.content.trim() && typeof c.title === 'string');
    const count = (terms: Iterable<string>) => {
      this.units++;
      for (const t of new Set(terms)) this.df.set(t, (this.df.get(t) ?? 0) + 1);
    };

    this.items.forEach((item, i) => {
      const ss = sentences(item.content);
      const tt = new Set(analyze(item.title));
      this.titleTerms.push(tt);
      const base = this.sentences.length;
      for (const text of ss) {
        const terms = new Set(analyze(text));
        const label = /^([^:.?!]{2,60}):\s/.exec(text);
        this.sentences.push({ item: i, text, terms, label: label ? [...new Set(analyze(label[1]))] : [], asks: /\?["')]?$/.test(text) });
        count([...terms, ...tt]);
      }
      const starts = ss.length <= WINDOW ? [0] : ss.slice(0, ss.length - WINDOW + 1).map((_, k) => k);
      for (const k of starts) {
        const n = Math.min(WINDOW, ss.length - k);
        const text = ss.slice(k, k + n).join(' ');
        this.passages.push({ id: this.passages.length, item: i, title: item.title, text, first: base + k, count: n });
      }
    });

    this.faqs = faq
      .filter((f) => f && typeof f.Question === 'string' && typeof f.Answer === 'string' && f.Question.trim() && f.Answer.trim())
      .map((f, index) => {
        const qTerms = new Set(analyze(f.Question));
        const aTerms = new Set(analyze(f.Answer));
        const askedAs = phrasingsOf(f.AskedAs);
        const askedAbout = phrasingsOf(f.AskedAbout);
        // Visitors' words in the other phrasings are vocabulary too (spelling correction, IDF).
        count([...qTerms, ...aTerms, ...[...askedAs, ...askedAbout].flatMap((p) => analyze(p))]);
        return { index, question: f.Question.trim(), answer: f.Answer.trim(), url: f.url, askedAs, askedAbout, qTerms, aTerms, qWeight: 0, key: key(f.Question), hasNumber: /\d/.test(f.Answer) };
      });
    for (const f of this.faqs) f.qWeight = sum([...f.qTerms].map((t) => this.idf(t)));

    for (const t of this.df.keys()) {
      const list = this.vocabByLength.get(t.length) ?? [];
      list.push(t);
      this.vocabByLength.set(t.length, list);
    }
    for (const list of this.vocabByLength.values()) list.sort();

    this.search = new MiniSearch<Passage>({
      fields: ['title', 'text'],
      idField: 'id',
      tokenize: (text) => analyze(text),
      processTerm: (t) => t,
      searchOptions: {
        boost: { title: 1.5 },
        combineWith: 'OR',
        tokenize: (text) => text.split(' ').filter(Boolean),
        processTerm: (t) => t,
      },
    });
    this.search.addAll(this.passages);
  }

  get hasContent(): boolean {
    return this.passages.length > 0;
  }

  get hasFaq(): boolean {
    return this.faqs.length > 0;
  }

  get loaded(): boolean {
    return this.hasContent || this.hasFaq;
  }

  // The lexical half of the hybrid answerer (hybrid.ts) reads these.

  /** The FAQ entries the finder kept, in its order (the order of faqSimilarities). */
  get faqList(): readonly { question: string; answer: string; url?: string; askedAs: string[]; askedAbout: string[] }[] {
    return this.faqs;
  }

  /** The question's lexical similarity to each FAQ entry, in faqList order. */
  faqSimilarities(question: string): number[] {
    const q = String(question ?? '').trim();
    const terms = this.queryTerms(q);
    return this.faqs.map((f) => (terms.length ? this.faqSimilarity(q, terms, f) : 0));
  }

  /** Distinct index terms of a question (spelling-corrected) with their IDF weight and credit. */
  termsOf(question: string): QTerm[] {
    return this.queryTerms(String(question ?? '').trim());
  }

  /**
   * A question's lexical similarity to another phrasing of a FAQ question (its terms), weighed as the question itself
   * is. `own` and `total` (the phrasing's and the question's weight) may be given: the ranker asks it of thousands of
   * phrasings per question.
   */
  phrasingSimilarity(terms: QTerm[], phrasing: Set<string>, own = this.termsWeight(phrasing), total = sum(terms.map((t) => t.weight))): number {
    if (!total || !own) return 0;
    let covered = 0;
    let shared = 0;
    for (const t of terms) {
      if (!phrasing.has(t.term)) continue;
      covered += t.weight * t.credit;
      shared += this.idf(t.term);
    }
    return (covered / total) ** 0.65 * Math.min(1, shared / own) ** 0.35;
  }

  /** The IDF weight of a phrasing's terms (phrasingSimilarity's `own`: the same for every question). */
  termsWeight(terms: Set<string>): number {
    return sum([...terms].map((t) => this.idf(t)));
  }

  /** Up to three related FAQ questions for an answer from `url`, never the question asked. */
  suggestionsFor(question: string, url: string | undefined, excludeFaq = -1): string[] {
    const q = String(question ?? '').trim();
    return this.suggest(q, this.queryTerms(q), url, excludeFaq);
  }

  /** Conversation starters: the first FAQ questions about different pages. */
  starterQuestions(): string[] {
    return this.starters('');
  }

  /** The source link of a FAQ entry's url (the page's own name as title). */
  sourceOf(url: string | undefined, fallbackTitle: string): ChatSource | undefined {
    return this.sourceFor(url, fallbackTitle).source;
  }

  /** The FAQ entry most similar to a question, with its similarity in [0, 1] (diagnostics, tests). */
  bestFaq(question: string): { question: string; answer: string; similarity: number } | null {
    const q = String(question ?? '').trim();
    const terms = this.queryTerms(q);
    let best: { question: string; answer: string; similarity: number } | null = null;
    for (const f of this.faqs) {
      const similarity = this.faqSimilarity(q, terms, f);
      if (!best || similarity > best.similarity) best = { question: f.question, answer: f.answer, similarity };
    }
    return best;
  }

  /** Answer a question from the FAQ, then the site content. */
  ask(question: string): LocalResult {
    // The route allows 400 characters; a direct caller gets the first 1000 looked at.
    const q = typeof question === 'string' ? question.trim().slice(0, 1000) : '';
    if (!q) return { answer: NOT_FOUND, score: 0, context: [] };
    if (isGreeting(q)) return { answer: GREETING, score: 1, suggestions: this.starters(q), context: [] };
    if (!this.loaded) return { answer: NOT_LOADED, score: 0, context: [] };

    const terms = this.queryTerms(q);
    if (terms.length === 0) return this.fallback(q, [], []);

    const faqHits = this.faqs
      .map((f) => ({ f, sim: this.faqSimilarity(q, terms, f) }))
      .sort((a, b) => b.sim - a.sim || a.f.index - b.f.index);
    const best = faqHits[0];
    if (best && best.sim >= FAQ_THRESHOLD) {
      return {
        answer: best.f.answer,
        score: round(best.sim),
        ...this.sourceFor(best.f.url, best.f.question),
        suggestions: this.suggest(q, terms, best.f.url, best.f.index),
        context: [best.f.answer],
      };
    }

    if (!this.hasContent) return this.fallback(q, terms, best ? [best.f.answer] : []);

    const { ranked, hits } = this.rank(q, terms);
    if (ranked.length === 0) return this.fallback(q, terms, []);
    const winner = ranked[0];
    const score = Math.max(0, (winner.winCov - MIN_COVERAGE) / (1 - MIN_COVERAGE));
    const context = hits.slice(0, 3).map((h) => this.passages[h.id as number].text);
    if (score <= SCORE_THRESHOLD) return this.fallback(q, terms, context);

    const item = this.items[this.sentences[winner.sent].item];
    return {
      answer: this.extract(winner.sent, terms),
      score: round(score),
      source: { title: item.title, url: item.url },
      suggestions: this.suggest(q, terms, item.url, -1),
      context,
    };
  }

  /** Candidate answer sentences, best first, with the BM25 hits they came from. */
  private rank(q: string, terms: QTerm[]) {
    const known = terms.filter((t) => t.credit > 0).map((t) => t.term);
    const total = sum(terms.map((t) => t.weight));
    const hits = known.length ? this.search.search(known.join(' ')).slice(0, 40) : [];
    const cover = (has: (t: string) => boolean) => sum(terms.filter((t) => has(t.term)).map((t) => t.weight * t.credit)) / total;
    const wantsNumber = QUANTITY_RE.test(q);
    if (hits.length === 0) return { ranked: [], hits };

    // Each sentence of a retrieved window is a candidate answer; it is ranked by
    // how much of the question it covers (with its section title), how much its
    // window covers, and the window's BM25 score.
    const top = hits[0].score;
    const cand = new Map<number, { sent: number; sentCov: number; winCov: number; bm: number; rank: number }>();
    for (const h of hits) {
      const p = this.passages[h.id as number];
      const title = this.titleTerms[p.item];
      const winCov = cover((t) => title.has(t) || this.range(p).some((s) => s.terms.has(t)));
      const bm = h.score / top;
      for (let k = p.first; k < p.first + p.count; k++) {
        const sn = this.sentences[k];
        // The section title speaks for every sentence under it, but less than the sentence's own words.
        const sentCov = cover((t) => sn.terms.has(t)) + 0.5 * cover((t) => title.has(t) && !sn.terms.has(t));
        const number = wantsNumber && /\d/.test(sn.text) ? 0.1 : 0;
        const lead = k === 0 || this.sentences[k - 1].item !== sn.item ? 0.03 : 0;
        const fragment = sn.text.length < 40 ? 0.03 : 0; // list items and headings say less than sentences
        const asks = sn.asks ? 0.1 : 0;
        const defines = this.defines(sn, terms);
        const rank = 0.45 * sentCov + 0.35 * winCov + 0.2 * bm + number + lead + defines - fragment - asks;
        const prev = cand.get(k);
        if (!prev || rank > prev.rank) cand.set(k, { sent: k, sentCov, winCov, bm, rank });
      }
    }
    const ranked = [...cand.values()].sort((x, y) => y.rank - x.rank || x.sent - y.sent);
    return { ranked, hits };
  }

  /**
   * Bonus for a sentence that defines what the question names: its leading label
   * ('Automated Financial Spreading: Turn …') is mostly made of the question's terms.
   */
  private defines(sn: Sentence, terms: QTerm[]): number {
    if (sn.label.length === 0) return 0;
    const asked = new Set(terms.filter((t) => t.credit > 0).map((t) => t.term));
    const all = sum(sn.label.map((t) => this.idf(t)));
    const share = all ? sum(sn.label.filter((t) => asked.has(t)).map((t) => this.idf(t))) / all : 0;
    return share >= 0.6 ? 0.08 * share : 0;
  }

  private range(p: Passage): Sentence[] {
    return this.sentences.slice(p.first, p.first + p.count);
  }

  /**
   * The answering sentence, and the next one of the same section when it adds to
   * the answer; when the section's title carries words of the question that the
   * sentence lacks, the section's opening sentence comes first (it says what the
   * section is about).
   */
  private extract(k: number, terms: QTerm[]): string {
    const s = this.sentences[k];
    let lead = k;
    while (lead > 0 && this.sentences[lead - 1].item === s.item) lead--;
    const title = this.titleTerms[s.item];
    const fromTitle = terms.some((t) => title.has(t.term) && !s.terms.has(t.term));
    if (lead !== k && k - lead <= 2 && fromTitle) {
      const first = this.sentences[lead];
      if (first.text.length + s.text.length <= 380) return `${first.text} ${s.text}`;
    }
    const next = this.sentences[k + 1];
    if (!next || next.item !== s.item || s.text.length + next.text.length > 320) return s.text;
    const adds = terms.some((t) => next.terms.has(t.term) && !s.terms.has(t.term));
    return s.text.length < 60 || adds ? `${s.text} ${next.text}` : s.text;
  }

  private fallback(q: string, terms: QTerm[], context: string[]): LocalResult {
    return {
      answer: this.hasContent ? NOT_FOUND : NO_FAQ_ANSWER,
      score: 0,
      suggestions: (terms.length ? this.suggest(q, terms, undefined, -1, 0.25) : []).concat(this.starters(q)).filter((v, i, a) => a.indexOf(v) === i).slice(0, 3),
      context,
    };
  }

  /** IDF of a term over content sentences and FAQ entries; unseen terms weigh the most. */
  private idf(t: string): number {
    const df = this.df.get(t);
    return Math.log(1 + this.units / (df ?? 0.5));
  }

  /** Question → distinct terms, each spelled as in the index where a close spelling exists. */
  private queryTerms(q: string): QTerm[] {
    const out: QTerm[] = [];
    const seen = new Set<string>();
    for (const raw of analyze(q)) {
      let t = raw;
      let credit = 1;
      if (!this.df.has(raw)) {
        const fixed = this.correct(raw);
        if (fixed) {
          t = fixed;
          credit = 0.8;
        } else credit = 0;
      }
      if (seen.has(t)) continue;
      seen.add(t);
      out.push({ term: t, weight: credit ? this.idf(t) : this.idf(raw), credit });
    }
    return out;
  }

  /** Fuzzy term: the index term within edit distance 1 (2 for long words); most frequent, then alphabetical. */
  private correct(t: string): string | null {
    if (t.length < 6 || /\d/.test(t)) return null;
    const max = t.length >= 10 ? 2 : 1;
    let best: string | null = null;
    let bestD = max + 1;
    let bestDf = 0;
    for (let len = t.length - max; len <= t.length + max; len++) {
      for (const v of this.vocabByLength.get(len) ?? []) {
        if (v.length < 5 || v[0] !== t[0]) continue;
        const d = editDistance(t, v, max);
        const df = this.df.get(v) ?? 0;
        if (d < bestD || (d === bestD && df > bestDf)) {
          best = v;
          bestD = d;
          bestDf = df;
        }
      }
    }
    return bestD <= max ? best : null;
  }

  /** Similarity of a question to a FAQ entry; a question asking for a quantity is not well answered without a number. */
  private faqSimilarity(q: string, terms: QTerm[], f: Faq): number {
    return this.similarity(terms, f) * (QUANTITY_RE.test(q) && !f.hasNumber ? 0.85 : 1);
  }

  /** Similarity of a question to a FAQ entry in [0, 1]. */
  private similarity(terms: QTerm[], f: Faq): number {
    const total = sum(terms.map((t) => t.weight));
    if (!total || !f.qWeight) return 0;
    let covered = 0;
    let inQuestion = 0;
    for (const t of terms) {
      if (f.qTerms.has(t.term)) {
        covered += t.weight * t.credit;
        inQuestion += this.idf(t.term);
      } else if (f.aTerms.has(t.term)) covered += 0.3 * t.weight * t.credit;
    }
    const recall = covered / total;
    const precision = Math.min(1, inQuestion / f.qWeight);
    return recall ** 0.65 * precision ** 0.35;
  }

  /** Up to three FAQ questions related to the answer's page or topic, never the question asked. */
  private suggest(q: string, terms: QTerm[], url: string | undefined, exclude: number, minSim = 0.15): string[] {
    const asked = key(q);
    const page = url ? url.split('#')[0] : undefined;
    // Same section of the page first, then the same page, then the same topic (similarity to the question).
    const near = (f: Faq) => (url === undefined || f.url === undefined ? 0 : f.url === url ? 0.4 : f.url.split('#')[0] === page ? 0.2 : 0);
    const scored = this.faqs
      .filter((f) => f.index !== exclude && f.key !== asked)
      .map((f) => ({ f, near: near(f), sim: this.similarity(terms, f) }))
      .filter((s) => s.near > 0 || s.sim >= minSim)
      .sort((a, b) => b.sim + b.near - (a.sim + a.near) || a.f.index - b.f.index);
    const out: string[] = [];
    for (const s of scored) {
      if (out.length === 3) break;
      if (!out.includes(s.f.question)) out.push(s.f.question);
    }
    return out;
  }

  /** Conversation starters: the first FAQ questions. */
  /** Conversation starters: the first FAQ questions about different pages (the FAQ's order is its priority). */
  private starters(q: string): string[] {
    const asked = key(q);
    const out: string[] = [];
    const pages = new Set<string | undefined>();
    for (const f of this.faqs) {
      if (out.length === 3) break;
      if (f.key === asked || pages.has(f.url)) continue;
      pages.add(f.url);
      out.push(f.question);
    }
    return out;
  }

  private sourceFor(url: string | undefined, fallbackTitle: string): { source?: ChatSource } {
    if (!url) return {};
    const page = url.split('#')[0];
    const exact = this.items.filter((i) => i.url === url);
    const onPage = this.items.filter((i) => i.url.split('#')[0] === page);
    // The page's own name: what the titles of its sections have in common ('LoanXPress: … - Benefits').
    // A page's one-line summary is titled "<page>: overview" (content/knowledge.ts): the page's name is the source.
    const title = (commonTitle(exact) || commonTitle(onPage) || exact[0]?.title || humanize(page) || fallbackTitle).replace(/: overview$/, '');
    return { source: { title, url } };
  }
}

function sum(xs: number[]): number {
  let s = 0;
  for (const x of xs) s += x;
  return s;
}

function round(x: number): number {
  return Math.round(Math.min(1, Math.max(0, x)) * 1000) / 1000;
}

/** A text reduced to its words, for comparing what two texts say. */
export function key(s: string): string {
  return normalize(s).replace(/[^a-z0-9]+/g, ' ').trim();
}

/** The words all titles start with ('Page - A', 'Page - B' → 'Page'); one title → itself. */
function commonTitle(items: WebsiteItem[]): string {
  if (items.length === 0) return '';
  if (items.length === 1) return items[0].title;
  let prefix = items[0].title.split(' ');
  // "Mortgage Solutions" and "Mortgage Solutions: overview" share "Mortgage Solutions": a word's trailing colon is no difference.
  const bare = (word: string) => word.replace(/[:,|]+$/, '');
  for (const i of items.slice(1)) {
    const w = i.title.split(' ');
    let n = 0;
    while (n < prefix.length && n < w.length && bare(prefix[n]) === bare(w[n])) n++;
    prefix = prefix.slice(0, n);
  }
  return prefix.join(' ').replace(/[\s\-:|,]+$/, '').trim();
}

/** '/MortgageUseCase' → 'Mortgage Use Case'. */
function humanize(route: string): string {
  return route
    .replace(/^\//, '')
    .split('/')
    .pop()!
    .replace(/[-_]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim();
}
