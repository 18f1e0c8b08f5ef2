// The shape of the site's content. Pages are data (SPEC §2): a list of blocks
// that the site's renderers draw. Add a block kind here when a page needs one.
import type { InquiryVariant } from '../contract/inquiry';
import type { MenuItem } from '../contract/api/menu';
import type { GuideSection } from './partner-guide';

export type { InquiryVariant, MenuItem };

/** '/Route' (in-app), '#fragment' (a Home section), 'http(s)://…' (new tab), or 'mailto:…' / 'tel:…' (a plain link, same tab). */
export interface Link {
  label: string;
  href: string;
}

export interface Image {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Optional smaller copies for phones, as an HTML srcset ('/assets/img/x-640.webp 640w, /assets/img/x.webp 1280w'). */
  srcset?: string;
}

/** A looping, muted background video (Home's home-section). */
export interface Video {
  /** Default source, for viewports wider than 768 px. */
  src: string;
  /** Source for viewports up to 768 px wide; defaults to src. */
  mobileSrc?: string;
  /** Still shown until the video plays, and instead of it under prefers-reduced-motion. */
  poster: Image;
}

export interface Card {
  title: string;
  text: string;
  link?: Link;
  /** A name from the site's icon set (site/layout icons), or an image. */
  icon?: string;
  image?: Image;
}


/** One of the site's own figures ('$550', 'saved per loan'), shown in proof bands and form summaries. */
export interface Figure {
  value: string;
  label: string;
}

/** What sits beside a form on wide screens: what the visitor gets, in a few points and figures. */
export interface FormSummary {
  heading: string;
  points: string[];
  figures?: Figure[];
}

export type Block =
  /**
   * expert: label of the primary "Talk to an expert" action (opens the chat hand-off when the
   * page has a chatbot, else goes to the page's form); proof: a band of figures under the copy.
   */
  | { kind: 'hero'; id?: string; heading: string; text?: string; image?: Image; actions?: Link[]; teasers?: Link[]; slides?: { heading: string; text?: string; image?: Image }[]; video?: Video; expert?: string; proof?: Figure[] }
  | { kind: 'cards'; id?: string; heading?: string; intro?: string; cards: Card[] }
  | { kind: 'text'; id?: string; heading?: string; paragraphs: string[] }
  | { kind: 'list'; id?: string; heading?: string; intro?: string; items: string[]; ordered?: boolean }
  | { kind: 'stats'; id?: string; heading?: string; stats: { value: string; label: string }[] }
  | { kind: 'qa'; id?: string; heading?: string; items: { question: string; answer: string[]; citations?: Link[] }[] }
  /** columns: top-level branches side by side (the Sitemap). */
  | { kind: 'tree'; id?: string; heading?: string; items: TreeItem[]; inert?: boolean; columns?: boolean }
  | { kind: 'links'; id?: string; heading?: string; links: Link[] }
  | { kind: 'form'; id?: string; heading: string; intro?: string; variant: InquiryVariant; contact?: boolean; brochure?: Link; summary?: FormSummary }
  /** <bfsi-savings-calculator> under a heading: the page's own figures worked out for the visitor. */
  | { kind: 'calculator'; id?: string; heading: string; intro?: string }
  | { kind: 'widget'; id?: string; tag: 'bfsi-login' | 'bfsi-blog-registration' | 'bfsi-smartqc'; attributes?: Record<string, string> }
  /** A reference section: prose with `code` spans, copyable snippets, a table (the partner guide). */
  | { kind: 'reference'; id?: string; section: GuideSection };

export interface TreeItem {
  label: string;
  href?: string;
  children?: TreeItem[];
}

export interface PageMeta {
  title: string;
  description: string;
  keywords: string[];
  /** Open Graph / Twitter image, a path under the web root. */
  image?: string;
  /** Structured data kind for JSON-LD. */
  schema?: 'Organization' | 'Article' | 'Product' | 'WebPage';
  /** Articles: ISO date (JSON-LD datePublished). */
  published?: string;
  /** Articles: the byline (a person or team); JSON-LD author. Defaults to the company. */
  author?: string;
  /** When this route duplicates another ('mortgage-lending' → 'blog/ai-in-mortgage-lending'): that route's path; used as the canonical URL and keeps this one out of the sitemap. */
  canonical?: string;
  /** Keep the route out of search engines and the sitemap (Login, empty pages). */
  noindex?: boolean;
}

export interface Page {
  /** The route path, case-sensitive, without the leading slash: 'Home', 'blog/ai-in-mortgage-lending'. */
  path: string;
  meta: PageMeta;
  blocks: Block[];
  /** Section-tracking pages (SPEC "Scroll behaviour on pages with forms"). */
  sections?: string[];
  /** Articles: further reading shown after the article. */
  related?: Link[];
  /** Defaults: header and footer shown. */
  header?: boolean;
  footer?: boolean;
}
