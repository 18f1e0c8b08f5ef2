// Menu link kinds (SPEC §2 Header): http(s) → new tab, '#' → Home section,
// anything else an in-app route; every menu target exists.
import { menu } from '../../content/menu';
import type { MenuItem } from '../../content/types';
import { hrefFor, linkKind, menuHref } from '../../site/links';
import { buildRoutes, matchRoute } from '../../site/routes';
import { pages } from '../../content/pages';

const flatten = (items: MenuItem[], depth = 0): { item: MenuItem; depth: number }[] =>
  items.flatMap((item) => [{ item, depth }, ...flatten(item.items ?? [], depth + 1)]);

describe('link kinds', () => {
  it.each([
    ['https://www.linkedin.com/company/x', 'external'],
    ['http://example.com', 'external'],
    ['#about-section', 'fragment'],
    ['/Product', 'route'],
    ['Product', 'route'],
    ['/blog/ai-in-mortgage-lending', 'route'],
    ['/assets/loanxpress-brochure.pdf', 'file'],
    ['mailto:info@example.com', 'mailto'],
  ])('%s is %s', (href, kind) => {
    expect(linkKind(href)).toBe(kind);
  });

  it('should write real URLs into the HTML so links work without JavaScript', () => {
    expect(hrefFor('#contact-section')).toBe('/Home#contact-section');
    expect(hrefFor('Product')).toBe('/Product');
    expect(hrefFor('https://x.example')).toBe('https://x.example');
  });

  it('should use the first router link of a menu item', () => {
    expect(menuHref(['/Vision', '/ignored'])).toBe('/Vision');
  });

  it('should nest menu children one or two levels deep and point every in-app link at a real route', () => {
    const { info } = buildRoutes(pages);
    const all = flatten(menu);
    expect(Math.max(...all.map((x) => x.depth))).toBeLessThanOrEqual(2);
    for (const { item } of all) {
      const href = menuHref(item.routerLink);
      if (linkKind(href) === 'route') expect(matchRoute(info, hrefFor(href))).toBeDefined();
      if (linkKind(href) === 'fragment') expect(['#home-section', '#about-section', '#skills-section', '#services-section', '#contact-section']).toContain(href);
    }
  });
});
