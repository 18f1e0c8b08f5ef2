// The chatbot's rules that the widget and the server must agree on (SPEC §5,
// §8, §9). Plain values: the widget bundles import them directly.

/** The server refuses longer questions with 400 QuestionTooLong; the widget caps input at it. */
export const QUESTION_MAX = 400;

/** SPEC §9: at or below this confidence an answer counts as no answer. */
export const SCORE_THRESHOLD = 0.005;

/** SPEC §9: the answer finder's FAQ similarity threshold. */
export const FAQ_THRESHOLD = 0.7;

// SPEC §5 and §8 texts, exactly. Separate constants, so a bundle keeps only
// the ones it uses.
export const GREETING_TEXT = 'Hello! How can I assist you today?';
export const NO_ANSWER_TEXT = "Sorry, I couldn't find an answer.";
export const NO_FAQ_ANSWER_TEXT = "Sorry, I don't have an answer for that.";
export const NOT_LOADED_TEXT = 'Model or data not loaded';
export const NETWORK_ERROR_TEXT = 'Sorry, something went wrong. Please try again.';
export const SERVICE_ERROR_TEXT = 'Something went wrong. Please try again later.';

// SPEC §5: hi, hello, hey, hii, letters repeated at will, get the fixed reply
// without asking the server. The whole message must be the greeting, with an
// optional "there", "all" or "bot" and any punctuation or emoji around it:
// 'Hiii!', 'hello there', ' heyyy ' match; 'hiring', 'hello world' do not.
const GREETING = /^[\s\p{P}\p{S}]*(?:h+i+|h+e+l+o+|h+e+y+)(?:\s+(?:there|all|bot))?[\s\p{P}\p{S}]*$/iu;

export function isGreeting(text: string): boolean {
  return GREETING.test(text);
}

/** One curated Q&A entry of content/faq.ts (SPEC §3 "Q&A data entry"). */
export interface FaqEntry {
  Question: string;
  Answer: string;
  /** Where the site says it, for the source link. */
  url?: string;
  /** Other ways visitors ask the same thing (matched like the question, never shown). */
  AskedAs?: string[];
  /** Questions about one thing the answer names (a list item, a figure, a step): matched like the others, a little less readily. */
  AskedAbout?: string[];
}

/** One item of the chatbot's knowledge (content/knowledge.ts, served as /assets/website-content.json). */
export interface WebsiteItem {
  title: string;
  content: string;
  /** The site route, e.g. '/Loanexpress' or '/Home#contact-section'. */
  url: string;
  /** A section that lists things without naming each ('What LoanXPress Covers'): its items, as the content says them. */
  list?: string[];
}

/**
 * One small-talk reply of content/faq.ts: a whole message matching one of `patterns` (case-insensitive) gets `answer`;
 * a short message made of several such parts gets the answer of the part whose entry comes first.
 */
export interface SmallTalkEntry {
  id: string;
  /** Regular expressions (source text) a whole message must match, punctuation around it ignored. */
  patterns: string[];
  /** May use {company} and $1 (the first group of the pattern that matched). */
  answer: string;
}

/** Why the bot offers the visitor a person (the panel's inline lead form). */
export type HandoffReason = 'asked' | 'pricing' | 'unknown' | 'fallbacks';

/** Two fallbacks in a row offer a person. */
export const FALLBACKS_BEFORE_HANDOFF = 2;
