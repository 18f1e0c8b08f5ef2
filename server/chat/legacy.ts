// The word-matching answerer of issue 5 (FAQ similarity, then BM25 over the
// site's content). The hybrid answerer (index.ts) uses its Finder as the
// lexical half; this whole answerer stays callable so `npm run eval:chat` can
// score the old finder on the same test split.
import { Finder, GREETING, SCORE_THRESHOLD } from './finder';
import { faq as originalFaq } from '../../content/faq';
import { loadFaq, loadSiteContent } from './load';
import { askUpstream, type Upstream } from './upstream';
import type { Answerer, ChatAnswer, FaqEntry, WebsiteItem } from './types';

export interface AnswererOptions {
  /** Site content; default: websiteContent() of content/knowledge.ts. */
  content?: WebsiteItem[];
  /** FAQ entries; default: content/faq.ts. */
  faq?: FaqEntry[];
  /** Hosted QA model (the server passes config.qaModel); default none: fully local, no network. */
  upstream?: Upstream | null;
}

export async function createLegacyAnswerer(options: AnswererOptions = {}): Promise<Answerer> {
  const content = options.content ?? loadSiteContent();
  // The old finder as issue 5 shipped it (content/faq.ts alone): the eval's baseline.
  const faq = loadFaq(options.faq ?? originalFaq);
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
