// The chatbot's answer finder (issue 5). The server calls createAnswerer() once
// at start and answerer.ask(question) per request. Local and deterministic by
// default; an optional hosted QA model is asked only when configured.
import { Finder, GREETING, SCORE_THRESHOLD } from './finder';
import { loadFaq, loadSiteContent } from './load';
import { askUpstream, type Upstream } from './upstream';
import type { Answerer, ChatAnswer, FaqEntry, WebsiteItem } from './types';

export type { Answerer, ChatAnswer, ChatSource, FaqEntry, WebsiteItem } from './types';
export { GREETING, NOT_FOUND, NO_FAQ_ANSWER, NOT_LOADED, FAQ_THRESHOLD, SCORE_THRESHOLD, isGreeting } from './finder';
export type { Upstream } from './upstream';

export interface AnswererOptions {
  /** Site content; default: websiteContent() of content/knowledge.ts. */
  content?: WebsiteItem[];
  /** FAQ entries; default: content/faq.ts. */
  faq?: FaqEntry[];
  /** Hosted QA model (the server passes config.qaModel); default none: fully local, no network. */
  upstream?: Upstream | null;
}

export async function createAnswerer(options: AnswererOptions = {}): Promise<Answerer> {
  const content = options.content ?? loadSiteContent();
  const faq = loadFaq(options.faq);
  const upstream = options.upstream ?? null;
  const finder = new Finder(content, faq);

  return {
    async ask(question: string): Promise<ChatAnswer> {
      const { context, ...local } = finder.ask(question);
      if (!upstream || local.answer === GREETING || context.length === 0) return local;
      const remote = await askUpstream(upstream, String(question).trim(), context.join('\n\n'));
      if (!remote || remote.score <= SCORE_THRESHOLD || remote.score <= local.score) return local;
      const { suggestions } = local;
      return { answer: remote.answer, score: remote.score, ...(local.source ? { source: local.source } : {}), ...(suggestions ? { suggestions } : {}) };
    },
  };
}
