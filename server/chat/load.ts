// The chatbot's default data, imported as modules from content/: the site's
// knowledge (content/knowledge.ts) and the curated FAQ (content/faq.ts), with
// {email}, {phone}, … filled from site-config.
import { siteConfig } from '../../content/site-config';
import { websiteContent } from '../../content/knowledge';
import { faq } from '../../content/faq';
import { askedAs, moreFaq } from '../../content/faq-phrasings';
import { itemQuestions, visitorPhrasings } from '../../content/visitor-phrasings';
import { coverageAskedAs, coverageFaq } from '../../content/faq-coverage';
import { offTopicExamples } from '../../content/chat-off-topic';
import { unsaidExamples } from '../../content/chat-unsaid';
import type { FaqEntry, WebsiteItem } from './types';

/** The site's content, as the chatbot indexes it. */
export function loadSiteContent(): WebsiteItem[] {
  return websiteContent();
}

const PLACEHOLDERS: Record<string, string> = {
  company: siteConfig.company,
  email: siteConfig.email,
  phone: siteConfig.phone,
  website: siteConfig.website,
  address: siteConfig.address.join(', '),
  linkedin: siteConfig.linkedin,
};

/** Fill {email}, {phone}, {website}, {address}, {company}, {linkedin} from site-config. */
export function fillPlaceholders(text: string): string {
  return text.replace(/\{(\w+)\}/g, (m, name: string) => PLACEHOLDERS[name] ?? m);
}

/**
 * The curated FAQ (content/faq.ts), the further entries of content/faq-phrasings.ts and content/faq-coverage.ts,
 * each with the other ways visitors ask it (an entry's own list first, then content/visitor-phrasings': the order
 * the ranker's calibration samples from) and the questions about one thing its answer names.
 */
export function curatedFaq(): FaqEntry[] {
  return [...faq, ...moreFaq, ...coverageFaq].map((e) => {
    const other = [...(askedAs[e.Question] ?? []), ...(coverageAskedAs[e.Question] ?? []), ...(visitorPhrasings[e.Question] ?? [])];
    const about = itemQuestions[e.Question] ?? [];
    return { ...e, ...(other.length ? { AskedAs: other } : {}), ...(about.length ? { AskedAbout: about } : {}) };
  });
}

/** FAQ entries (default: curatedFaq()) with their placeholders filled. */
export function loadFaq(entries: FaqEntry[] = curatedFaq()): FaqEntry[] {
  return entries.map((e) => ({ ...e, Answer: fillPlaceholders(e.Answer) }));
}

/** Examples of questions the site cannot answer (a fall-back beats an answer near one of them in meaning). */
export function loadOffTopic(): string[] {
  return offTopicExamples;
}

/** Examples of questions about us the site does not answer (a person beats an answer near one of them). */
export function loadUnsaid(): string[] {
  return unsaidExamples;
}

/** Every example, as the answerer embeds them: off-topic first, then unsaid. */
export function loadExamples(): string[] {
  return [...loadOffTopic(), ...loadUnsaid()];
}
