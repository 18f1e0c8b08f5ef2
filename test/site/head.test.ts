// Each route's <head>: title, description, keywords, author, Open Graph,
// Twitter card, canonical from SITE_URL, JSON-LD by kind; all without JS.
import { pages } from '../../content/pages';
import { siteConfig } from '../../content/site-config';
import type { Page } from '../../content/types';
import { headTags, jsonForScript, jsonLd } from '../../site/head';
import { buildRoutes, isNoindex, schemaFor } from '../../site/routes';

const { pages: routes } = buildRoutes(pages);
const siteUrl = 'https://bfsi.example.org';
const head = (page: Page) =>
  headTags({ page, siteUrl, csp: "default-src 'self'", stylesheet: '/assets/site.css', scripts: { entry: '/assets/main.js', preload: [] } });
const attr = (html: string, re: RegExp) => html.match(re)?.[1];

describe('metadata per route', () => {
  it.each(routes.map((p) => [p.path, p] as const))('%s has its own title, description, keywords, author, OG, Twitter and canonical', (path, page) => {
    const html = head(page);
    expect(attr(html, /<title>([^<]+)<\/title>/)).toBe(page.meta.title.replace(/&/g, '&amp;'));
    expect(attr(html, /<meta name="description" content="([^"]+)">/)).toBeTruthy();
    expect(html).toMatch(/<meta name="keywords" content="[^"]*">/);
    expect(html).toContain(`<meta name="author" content="${siteConfig.author}">`);
    expect(attr(html, /<meta property="og:title" content="([^"]+)">/)).toBeTruthy();
    expect(attr(html, /<meta property="og:description" content="([^"]+)">/)).toBeTruthy();
    expect(attr(html, /<meta name="twitter:card" content="([^"]+)">/)).toMatch(/^summary/);
    expect(attr(html, /<link rel="canonical" href="([^"]+)">/)).toBe(`${siteUrl}/${page.meta.canonical ?? path}`);
    expect(attr(html, /<meta property="og:url" content="([^"]+)">/)).toBe(`${siteUrl}/${page.meta.canonical ?? path}`);
    const ld = JSON.parse(attr(html, /<script type="application\/ld\+json">(.+)<\/script>/)!);
    expect(ld['@context']).toBe('https://schema.org');
    expect(html).not.toMatch(/<script>(?!<\/script>)/); // no inline script body anywhere
  });

  it('should give indexed, non-duplicate routes distinct titles', () => {
    // Aliases ('mortgage-lending' → its article) point their canonical elsewhere; empty pages are noindex.
    const titles = routes.filter((p) => !p.meta.canonical && !isNoindex(p)).map((p) => p.meta.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('should use Organization on Home, Article on the articles and Product on LoanXPress', () => {
    const by = (path: string) => routes.find((p) => p.path === path)!;
    expect(jsonLd(by('Home'), siteUrl)['@type']).toBe('Organization');
    for (const a of ['blog/ai-in-mortgage-lending', 'blog/mortgage-post-close-qc-ai']) {
      const ld = jsonLd(by(a), siteUrl);
      expect(ld['@type']).toBe('Article');
      expect(ld.headline).toBe(by(a).meta.title);
    }
    expect(jsonLd(by('Loanexpress'), siteUrl)['@type']).toBe('Product');
    expect(schemaFor(by('Loanexpress'))).toBe('Product');
  });

  it('should keep the staff and empty pages out of search engines', () => {
    const by = (path: string) => routes.find((p) => p.path === path)!;
    expect(isNoindex(by('Login'))).toBe(true);
    expect(isNoindex(by('OurVision'))).toBe(true);
    expect(isNoindex(by('Home'))).toBe(false);
    expect(head(by('Login'))).toContain('<meta name="robots" content="noindex, follow">');
  });

  it('should escape data blocks so content can never close the script element', () => {
    const out = jsonForScript({ a: '</script><script>alert(1)</script>', b: '<!--' });
    expect(out).not.toContain('<');
    expect(JSON.parse(out)).toEqual({ a: '</script><script>alert(1)</script>', b: '<!--' });
  });
});
