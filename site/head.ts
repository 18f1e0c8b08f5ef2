// Each route's <head>: title, description, keywords, author, Open Graph,
// Twitter card, canonical URL and JSON-LD, so crawlers and link previews need
// no JavaScript. Plain strings, tested without a DOM.
import type { Page } from '../content/types';
import { siteConfig } from '../content/site-config';
import { isNoindex, schemaFor } from './routes';

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON safe inside a <script> data block: no '</script>' or '<!--' can close it. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export const absoluteUrl = (siteUrl: string, path: string) => `${siteUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

export function canonicalUrl(page: Page, siteUrl: string): string {
  return absoluteUrl(siteUrl, page.meta.canonical ?? page.path);
}

function organization(siteUrl: string) {
  return {
    '@type': 'Organization',
    name: siteConfig.company,
    url: siteConfig.website,
    email: siteConfig.email,
    telephone: siteConfig.phone,
    logo: absoluteUrl(siteUrl, 'favicon.svg'),
    address: { '@type': 'PostalAddress', streetAddress: siteConfig.address.join(', ') },
    sameAs: [siteConfig.linkedin],
  };
}

export function jsonLd(page: Page, siteUrl: string): Record<string, unknown> {
  const url = canonicalUrl(page, siteUrl);
  const image = page.meta.image ? absoluteUrl(siteUrl, page.meta.image) : undefined;
  const base = { '@context': 'https://schema.org' };
  switch (schemaFor(page)) {
    case 'Organization':
      return { ...base, ...organization(siteUrl), description: page.meta.description };
    case 'Article':
      return {
        ...base,
        '@type': 'Article',
        headline: page.meta.title,
        description: page.meta.description,
        url,
        mainEntityOfPage: url,
        ...(image ? { image } : {}),
        ...(page.meta.published ? { datePublished: page.meta.published, dateModified: page.meta.published } : {}),
        // A byline names a team of the company, so the author stays an Organization.
        author: { '@type': 'Organization', name: page.meta.author ? `${siteConfig.company} ${page.meta.author}` : siteConfig.author, url: siteConfig.website },
        publisher: { '@type': 'Organization', name: siteConfig.company, url: siteConfig.website },
        keywords: page.meta.keywords.join(', '),
      };
    case 'Product':
      return {
        ...base,
        '@type': 'Product',
        name: page.meta.title,
        description: page.meta.description,
        url,
        ...(image ? { image } : {}),
        category: 'Mortgage document classification and pre-underwriting software',
        brand: { '@type': 'Brand', name: siteConfig.company },
        manufacturer: { '@type': 'Organization', name: siteConfig.company, url: siteConfig.website },
      };
    default:
      return { ...base, '@type': 'WebPage', name: page.meta.title, description: page.meta.description, url };
  }
}

export interface HeadInput {
  page: Page;
  siteUrl: string;
  csp: string;
  stylesheet: string;
  scripts: { entry: string; preload: string[] };
  /** Extra blocking classic scripts (SmartQC's embed flag). */
  headScripts?: string[];
  /** Webfont files to preload (the stylesheet's Inter), so text swaps before first paint. */
  fonts?: string[];
  /** Images worth preloading (the Home video's poster). */
  preloadImages?: string[];
}

export function headTags(h: HeadInput): string {
  const { page, siteUrl } = h;
  const m = page.meta;
  const url = canonicalUrl(page, siteUrl);
  const image = m.image ? absoluteUrl(siteUrl, m.image) : undefined;
  const schema = schemaFor(page);
  const ogType = schema === 'Article' ? 'article' : schema === 'Product' ? 'product' : 'website';
  const tags: string[] = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(h.csp)}">`,
    `<title>${escapeHtml(m.title)}</title>`,
    `<meta name="description" content="${escapeHtml(m.description)}">`,
    `<meta name="keywords" content="${escapeHtml(m.keywords.join(', '))}">`,
    `<meta name="author" content="${escapeHtml(siteConfig.author)}">`,
    `<meta name="robots" content="${isNoindex(page) ? 'noindex, follow' : 'index, follow'}">`,
    '<meta name="theme-color" content="#0b2e59">',
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:type" content="${ogType}">`,
    `<meta property="og:site_name" content="${escapeHtml(siteConfig.company)}">`,
    `<meta property="og:title" content="${escapeHtml(m.title)}">`,
    `<meta property="og:description" content="${escapeHtml(m.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    ...(image ? [`<meta property="og:image" content="${escapeHtml(image)}">`] : []),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(m.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(m.description)}">`,
    ...(image ? [`<meta name="twitter:image" content="${escapeHtml(image)}">`] : []),
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ...(h.fonts ?? []).map((src) => `<link rel="preload" as="font" type="font/woff2" href="${escapeHtml(src)}" crossorigin>`),
    ...(h.preloadImages ?? []).map((src) => `<link rel="preload" as="image" href="${escapeHtml(src)}" fetchpriority="high">`),
    `<link rel="stylesheet" href="${h.stylesheet}">`,
    ...(h.headScripts ?? []).map((src) => `<script src="${src}"></script>`),
    ...h.scripts.preload.map((src) => `<link rel="modulepreload" href="${src}">`),
    `<script type="module" src="${h.scripts.entry}"></script>`,
    '<script async src="/widgets/loader.js"></script>',
    `<script type="application/ld+json">${jsonForScript(jsonLd(page, siteUrl))}</script>`,
  ];
  return tags.join('\n');
}
