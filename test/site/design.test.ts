// Issue 10's design rules that hold in the data, without a browser: balanced
// grid columns, distinct icons per card grid, the hero's expert action and
// proof band, form summaries, and what every article shows.
import { pages } from '../../content/pages';
import { siteConfig } from '../../content/site-config';
import type { Block, Page } from '../../content/types';
import { columnsFor } from '../../site/layout/balance';
import { readingMinutes } from '../../site/pages/page-view';
import { buildRoutes, schemaFor } from '../../site/routes';
import { headTags, jsonLd } from '../../site/head';

const byPath = (path: string) => pages.find((p) => p.path === path)!;
const blocks = <K extends Block['kind']>(page: Page, kind: K) => page.blocks.filter((b): b is Extract<Block, { kind: K }> => b.kind === kind);

describe('balanced grids', () => {
  test.each(Array.from({ length: 12 }, (_, i) => i + 1))('%i items: no row of one while the grid has more columns', (n) => {
    const cols = columnsFor(n);
    expect(cols).toBeGreaterThanOrEqual(1);
    expect(cols).toBeLessThanOrEqual(4);
    const last = n % cols || cols;
    if (cols > 1) expect(last).toBeGreaterThan(1);
  });
});

test('every card grid uses each icon once', () => {
  const repeats = pages.flatMap((p) =>
    blocks(p, 'cards').flatMap((b) => {
      const icons = b.cards.map((c) => c.icon ?? c.image?.src).filter(Boolean);
      return icons.filter((icon, i) => icons.indexOf(icon) !== i).map((icon) => `${p.path} ${b.heading}: ${icon}`);
    }),
  );
  expect(repeats).toEqual([]);
});

test.each(['Home', 'Product', 'Loanexpress', 'PreUWLoanXPress'])('%s: the hero offers "Talk to an expert" and a proof band of the site\'s own figures', (path) => {
  const [hero] = blocks(byPath(path), 'hero');
  expect(hero.expert).toBe('Talk to an expert');
  expect(hero.actions?.length).toBeGreaterThan(0);
  expect(hero.proof).toEqual(siteConfig.proof);
});

test.each(['Product', 'Loanexpress', 'PreUWLoanXPress'])('%s: the form has a summary column', (path) => {
  const [form] = blocks(byPath(path), 'form');
  expect(form.summary?.points.length).toBeGreaterThan(0);
  for (const f of form.summary?.figures ?? []) expect(siteConfig.proof).toContainEqual(f);
});

test('the Sitemap lays its branches out in columns', () => {
  expect(blocks(byPath('Sitemap'), 'tree')[0].columns).toBe(true);
});

describe('articles', () => {
  const articles = buildRoutes(pages).pages.filter((p) => schemaFor(p) === 'Article');

  test('are the blog routes and IntelligentMortgage', () => {
    expect(articles.map((p) => p.path).sort()).toEqual(['Blog', 'IntelligentMortgage', 'blog/ai-in-mortgage-lending', 'blog/mortgage-post-close-qc-ai', 'mortgage-lending'].sort());
  });

  test.each(articles.map((p) => [p.path, p] as const))('%s: author, header image, related articles that exist, reading time, Article JSON-LD', (_, page) => {
    expect(page.meta.author).toBeTruthy();
    const [hero] = blocks(page, 'hero');
    expect(hero.image?.src).toMatch(/^\/assets\/img\/article-.+\.webp$/);
    const routes = new Set(pages.map((p) => `/${p.path}`));
    expect(page.related?.length).toBeGreaterThan(0);
    for (const link of page.related!) {
      expect(routes.has(link.href)).toBe(true);
      expect(link.href).not.toBe(`/${page.path}`);
    }
    expect(readingMinutes(page)).toBeGreaterThanOrEqual(1);
    const ld = jsonLd(page, 'https://site.example');
    expect(ld['@type']).toBe('Article');
    expect((ld.author as { name: string }).name).toContain(page.meta.author!);
    if (page.meta.published) expect(ld.datePublished).toBe(page.meta.published);
  });
});

test('reading time counts words at 220 a minute', () => {
  const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');
  const page: Page = { path: 'x', meta: { title: 'x', description: 'x', keywords: [] }, blocks: [{ kind: 'text', paragraphs: [words(660)] }] };
  expect(readingMinutes(page)).toBe(3);
});

test('the head preloads the self-hosted font', () => {
  const html = headTags({ page: byPath('Home'), siteUrl: 'https://site.example', csp: "default-src 'self'", stylesheet: '/assets/site-1.css', fonts: ['/assets/inter-latin-wght-0123456789.woff2'], scripts: { entry: '/a.js', preload: [] } });
  expect(html).toContain('<link rel="preload" as="font" type="font/woff2" href="/assets/inter-latin-wght-0123456789.woff2" crossorigin>');
});
