// The site's content as data: every SPEC §2 route once, every §1 claim shown,
// no dead in-app link, chatbot knowledge well-formed, every media file present.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pages } from '../../content/pages';
import { menu } from '../../content/menu';
import { websiteContent } from '../../content/knowledge';
import { siteConfig } from '../../content/site-config';
import { video, favicon } from '../../content/media';
import type { Block, Link, MenuItem, Page, TreeItem } from '../../content/types';

const publicDir = join(__dirname, '..', '..', 'site', 'public');

// SPEC §2, "Route names", plus the two article paths.
const SPEC_ROUTES = [
  'OurVision', 'Header', 'Vision', 'Home', 'Mission', 'ConsultingSolution', 'DigitalDomainSolution',
  'Operations', 'CustomerExperience', 'ConsultingServices', 'DevOps', 'AIForBuisness', 'MLForBuisness',
  'MortgageSolutions', 'BankingServices', 'RiskManagement', 'EmailSupport', 'Collections', 'CustomerSupport',
  'RPA', 'Insurance', 'Payment', 'Tax', 'Product', 'UnderContruction', 'Sitemap', 'MortgageUseCase',
  'BankingUseCase', 'Blog', 'IntelligentMortgage', 'mortgage-lending', 'Loanexpress', 'Login',
  'BlogRegistration', 'SmartQC', 'PreUWLoanXPress',
  'blog/mortgage-post-close-qc-ai', 'blog/ai-in-mortgage-lending',
];

// SPEC §1, "Marketing claims shown".
const CLAIMS: [string, RegExp][] = [
  ['$550 saving per loan', /\$550 saving per loan/i],
  ['30-40% lower process-level cost', /30-40% lower process-level cost/i],
  ['fewer than 1.5 underwriter touches per loan', /fewer than 1\.5 underwriter touches per loan/i],
  ['35% shorter application-to-clear-to-close time', /35% shorter application-to-clear-to-close/i],
  ['50% shorter cycle time', /50% shorter cycle time/i],
  ['95% less human intervention', /95% less human intervention/i],
  ['35% origination cost rise', /35% origination cost rise/i],
  ['$3,000 per loan', /\$3,000 per loan/i],
  ['$600 loss per retail loan', /\$600 loss per retail loan/i],
  ['30-40 document types per application', /30-40 document types/i],
  ['500+ pages', /500\+ pages/i],
  ['10% estimated error rate', /10% estimated error rate/i],
  ['up to 90 days', /up to 90 days/i],
  ['up to 60% of repurchase requests avoidable', /up to 60% of repurchase requests (are )?avoidable/i],
  ['up to 90% faster extraction', /up to 90% faster extraction/i],
  ['up to 65% shorter processing', /up to 65% shorter processing/i],
  ['70% faster and more accurate', /70% faster and more accurate/i],
  ['5-star borrower rating', /5-star borrower rating/i],
  ['review period cut from 120 to 90 days', /review period from 120 to 90 days/i],
];

const HOME_SECTIONS = ['home-section', 'about-section', 'skills-section', 'services-section', 'contact-section'];
const home = pages.find((p) => p.path === 'Home')!;
const homeIds = new Set(home.blocks.map((b) => b.id).filter(Boolean));
const paths = new Set(pages.map((p) => p.path));

/** Every string a visitor can read on a page. */
function pageText(p: Page): string {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') out.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(p.blocks);
  return out.join('\n');
}

function treeLinks(items: TreeItem[]): Link[] {
  return items.flatMap((i) => [...(i.href ? [{ label: i.label, href: i.href }] : []), ...treeLinks(i.children ?? [])]);
}

function blockLinks(b: Block): Link[] {
  switch (b.kind) {
    case 'hero': return [...(b.actions ?? []), ...(b.teasers ?? [])];
    case 'cards': return b.cards.flatMap((c) => (c.link ? [c.link] : []));
    case 'links': return b.links;
    case 'tree': return treeLinks(b.items);
    case 'form': return b.brochure ? [b.brochure] : [];
    case 'qa': return b.items.flatMap((q) => q.citations ?? []);
    case 'widget': return b.attributes?.redirect ? [{ label: 'redirect', href: b.attributes.redirect }] : [];
    default: return [];
  }
}

function blockMedia(b: Block): string[] {
  switch (b.kind) {
    case 'hero':
      return [
        ...(b.image ? [b.image.src] : []),
        ...(b.slides ?? []).flatMap((s) => (s.image ? [s.image.src] : [])),
        ...(b.video ? [b.video.src, b.video.mobileSrc ?? b.video.src, b.video.poster.src] : []),
      ];
    case 'cards': return b.cards.flatMap((c) => (c.image ? [c.image.src] : []));
    case 'form': return b.brochure ? [b.brochure.href] : [];
    default: return [];
  }
}

function menuLinks(items: MenuItem[]): string[] {
  return items.flatMap((i) => [i.routerLink[0], ...menuLinks(i.items ?? [])]);
}

/** Why an href is not acceptable, or null. */
function badHref(href: string): string | null {
  if (/^https?:\/\/[^\s]+$/.test(href)) return null;
  if (/^(mailto|tel):[^\s]+$/.test(href)) return null;
  if (href.startsWith('#')) return homeIds.has(href.slice(1)) ? null : `no Home section ${href}`;
  if (href.startsWith('/assets/')) return existsSync(join(publicDir, href)) ? null : `missing file ${href}`;
  if (href.startsWith('/')) {
    const path = href.slice(1).replace(/[?#].*$/, '');
    return paths.has(path) ? null : `no route ${href}`;
  }
  return `not a link form: ${href}`;
}

describe('site content: routes', () => {
  it('has every SPEC route exactly once, with case-sensitive paths, and only the routes our issues added besides', () => {
    const list = pages.map((p) => p.path);
    // Partners: the partner guide as a page (issue 15).
    // dashboard: the lead desk (SPEC §2 /dashboard, issue 8).
    const added = ['Partners', 'dashboard'];
    expect([...list].sort()).toEqual([...SPEC_ROUTES, ...added].sort());
    expect(new Set(list).size).toBe(list.length);
  });

  it('gives every page a title, a description of at most 160 characters, keywords and an existing image', () => {
    for (const p of pages) {
      expect(p.meta.title.trim()).not.toBe('');
      expect(p.meta.description.length).toBeGreaterThan(20);
      expect(p.meta.description.length).toBeLessThanOrEqual(160);
      expect(p.meta.keywords.length).toBeGreaterThan(0);
      expect(p.meta.image && existsSync(join(publicDir, p.meta.image))).toBeTruthy();
      if (p.meta.canonical) expect(paths.has(p.meta.canonical)).toBe(true);
    }
  });

  it('uses the agreed schema kinds', () => {
    const schema = (path: string) => pages.find((p) => p.path === path)!.meta.schema;
    expect(schema('Home')).toBe('Organization');
    expect(schema('Loanexpress')).toBe('Product');
    for (const a of ['Blog', 'blog/mortgage-post-close-qc-ai', 'blog/ai-in-mortgage-lending', 'mortgage-lending']) expect(schema(a)).toBe('Article');
  });

  it('keeps OurVision empty and the Home sections in order', () => {
    expect(pages.find((p) => p.path === 'OurVision')!.blocks).toEqual([]);
    const ids = home.blocks.map((b) => b.id).filter((id) => id && HOME_SECTIONS.includes(id));
    expect(ids).toEqual(HOME_SECTIONS);
    const hero = home.blocks[0];
    expect(hero.kind === 'hero' && hero.actions?.[0]).toEqual({ label: 'Get Started', href: '#about-section' });
    const skills = home.blocks.find((b) => b.id === 'skills-section');
    expect(skills?.kind === 'cards' && skills.cards.length).toBe(5);
  });

  it('links Home cards to every route SPEC lists for them', () => {
    const targets = new Set(home.blocks.flatMap(blockLinks).map((l) => l.href));
    for (const r of ['ConsultingSolution', 'Product', 'Operations', 'DigitalDomainSolution', 'CustomerExperience', 'AIForBuisness', 'MLForBuisness', 'RPA', 'DevOps', 'MortgageUseCase', 'BankingUseCase', 'Loanexpress', 'BankingServices', 'MortgageSolutions', 'RiskManagement', 'CustomerSupport', 'EmailSupport', 'Collections'])
      expect(targets.has(`/${r}`)).toBe(true);
  });

  it('lists each form page\'s section ids in `sections`', () => {
    for (const p of pages) {
      const ids = p.blocks.map((b) => b.id).filter(Boolean);
      for (const s of p.sections ?? []) expect(ids).toContain(s);
    }
  });
});

describe('site content: claims', () => {
  const all = pages.map(pageText).join('\n');
  it.each(CLAIMS)('shows "%s"', (_name, re) => {
    expect(all).toMatch(re);
  });
});

describe('site content: links', () => {
  it('points every page link to a route, a Home section, a file or an external address', () => {
    const bad = pages.flatMap((p) => p.blocks.flatMap(blockLinks).map((l) => [p.path, l.href, badHref(l.href)]).filter(([, , why]) => why));
    expect(bad).toEqual([]);
  });

  it('points every menu link to a route, a Home section or an external address', () => {
    const bad = menuLinks(menu).map((h) => [h, badHref(h)]).filter(([, why]) => why);
    expect(bad).toEqual([]);
    expect(menuLinks(menu).some((h) => /^https?:/.test(h))).toBe(true);
  });
});

describe('site content: chatbot knowledge', () => {
  const items = websiteContent();
  it('has informative, unique items with valid urls', () => {
    expect(items.length).toBeGreaterThan(30);
    const titles = new Set<string>();
    for (const i of items) {
      expect(i.title.trim()).not.toBe('');
      expect(i.content.trim().length).toBeGreaterThan(20);
      expect(titles.has(i.title.toLowerCase())).toBe(false);
      titles.add(i.title.toLowerCase());
      const [path, id] = i.url.slice(1).split('#');
      expect(i.url.startsWith('/')).toBe(true);
      const page = pages.find((p) => p.path === path);
      expect(page).toBeDefined();
      if (id) expect(page!.blocks.some((b) => b.id === id)).toBe(true);
    }
  });

  it('carries the contact details, costs and savings', () => {
    const text = items.map((i) => `${i.title} ${i.content}`).join('\n');
    for (const s of [siteConfig.email, siteConfig.phone, siteConfig.website, '$550 saving per loan', 'LoanXPress']) expect(text).toContain(s);
  });

  it("carries the partner guide's prose and what each tag, event and command is, without code marks", () => {
    const partners = items.filter((i) => i.url.startsWith('/Partners'));
    const text = partners.map((i) => i.content).join('\n');
    for (const s of ['Paste the loader once per page', 'CSS custom properties', 'ALLOWED_ORIGINS', 'live regions', '<bfsi-inquiry-form>: An inquiry form', 'bfsi-inquiry-sent: An inquiry was stored', "bfsi('open-chat'): opens every chatbot panel"])
      expect(text).toContain(s);
    expect(text).not.toContain('`');
    // A section per element repeats its line of the tag table: left out.
    expect(partners.some((i) => i.url === '/Partners#bfsi-chatbot')).toBe(false);
  });
});

describe('site content: media', () => {
  it('has every referenced media file in site/public', () => {
    const refs = new Set<string>([favicon, video.src, video.mobileSrc!, video.poster.src]);
    for (const p of pages) {
      if (p.meta.image) refs.add(p.meta.image);
      p.blocks.flatMap(blockMedia).forEach((r) => refs.add(r));
    }
    const missing = [...refs].filter((r) => !existsSync(join(publicDir, r)));
    expect(missing).toEqual([]);
  });

  it('names only icons the site\'s icon set has (site/layout/icons.tsx)', () => {
    const file = join(__dirname, '..', '..', 'site', 'layout', 'icons.tsx');
    if (!existsSync(file)) return; // the renderers are not there yet
    const src = readFileSync(file, 'utf8');
    const names = pages.flatMap((p) => p.blocks.flatMap((b) => (b.kind === 'cards' ? b.cards.flatMap((c) => (c.icon ? [c.icon] : [])) : [])));
    const unknown = names.filter((n) => !new RegExp(`^\\s*['"]?${n}['"]?\\s*:`, 'm').test(src));
    expect(unknown).toEqual([]);
  });

  it('keeps videos under 1 MB and the brochure a real PDF', () => {
    for (const v of [video.src, video.mobileSrc!]) expect(statSync(join(publicDir, v)).size).toBeLessThan(1024 * 1024);
    const pdf = join(publicDir, 'assets', 'loanxpress-brochure.pdf');
    expect(statSync(pdf).size).toBeGreaterThan(1000);
    const bytes = readFileSync(pdf).toString('latin1');
    expect(bytes.startsWith('%PDF-')).toBe(true);
    // One page: the page tree counts exactly one.
    expect(bytes.match(/\/Type\s*\/Pages[^>]*\/Count\s+(\d+)/)?.[1] ?? bytes.match(/\/Count\s+(\d+)/)?.[1]).toBe('1');
    expect(bytes).toMatch(/%%EOF\s*$/);
  });
});
