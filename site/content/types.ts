// The shape of the site's content. Pages are data (SPEC §2): a list of blocks
// that the site's renderers draw. Add a block kind here when a page needs one.

/** '/Route' (in-app), '#fragment' (a Home section), or 'http(s)://…' (new tab). */
export interface Link {
  label: string;
  href: string;
}

export interface Image {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface Card {
  title: string;
  text: string;
  link?: Link;
  /** A name from the site's icon set (site/layout icons), or an image. */
  icon?: string;
  image?: Image;
}

export type InquiryVariant =
  | 'home'
  | 'loanxpress'
  | 'product'
  | 'consulting'
  | 'technology'
  | 'operations'
  | 'customer-experience';

export type Block =
  | { kind: 'hero'; id?: string; heading: string; text?: string; image?: Image; actions?: Link[]; teasers?: Link[]; slides?: { heading: string; text?: string; image?: Image }[] }
  | { kind: 'cards'; id?: string; heading?: string; intro?: string; cards: Card[] }
  | { kind: 'text'; id?: string; heading?: string; paragraphs: string[] }
  | { kind: 'list'; id?: string; heading?: string; intro?: string; items: string[]; ordered?: boolean }
  | { kind: 'stats'; id?: string; heading?: string; stats: { value: string; label: string }[] }
  | { kind: 'qa'; id?: string; heading?: string; items: { question: string; answer: string[]; citations?: Link[] }[] }
  | { kind: 'tree'; id?: string; heading?: string; items: TreeItem[]; inert?: boolean }
  | { kind: 'links'; id?: string; heading?: string; links: Link[] }
  | { kind: 'form'; id?: string; heading: string; intro?: string; variant: InquiryVariant; contact?: boolean; brochure?: Link }
  | { kind: 'widget'; id?: string; tag: 'bfsi-login' | 'bfsi-blog-registration' | 'bfsi-smartqc'; attributes?: Record<string, string> };

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
}

export interface Page {
  /** The route path, case-sensitive, without the leading slash: 'Home', 'blog/ai-in-mortgage-lending'. */
  path: string;
  meta: PageMeta;
  blocks: Block[];
  /** Section-tracking pages (SPEC "Scroll behaviour on pages with forms"). */
  sections?: string[];
  /** Defaults: header and footer shown. */
  header?: boolean;
  footer?: boolean;
}

export interface MenuItem {
  label: string;
  routerLink: string[];
  items?: MenuItem[];
}
