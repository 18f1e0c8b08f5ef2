// The contract between the chat route and the answer finder (issue 5).
export interface ChatSource {
  title: string;
  url: string;
}

export interface ChatAnswer {
  answer: string;
  /** Confidence in [0, 1]. At or below 0.005 the answer is the fallback text. */
  score: number;
  source?: ChatSource;
  suggestions?: string[];
}

export interface Answerer {
  ask(question: string): Promise<ChatAnswer>;
}

/** One item of website-content.json / websiteContent() (site/content/knowledge.ts). */
export interface WebsiteItem {
  title: string;
  content: string;
  /** The site route, e.g. '/Loanexpress' or '/Home#contact-section'. */
  url: string;
}

/** One curated Q&A entry of site/content/faq.json. */
export interface FaqEntry {
  Question: string;
  Answer: string;
  /** Where the site says it, for the source link. */
  url?: string;
}
