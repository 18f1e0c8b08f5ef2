// The route table (SPEC §2): every route name, case-sensitive, no parameters,
// plus the two article paths. Pages come from site/content; this module only
// knows names and how a page's metadata defaults. Plain TS, no JSX, so the
// prerender, the tests and the size report can all import it.
import type { Page, PageMeta } from '../content/types';

export const routeNames = [
  'OurVision', 'Header', 'Vision', 'Home', 'Mission', 'ConsultingSolution', 'DigitalDomainSolution',
  'Operations', 'CustomerExperience', 'ConsultingServices', 'DevOps', 'AIForBuisness', 'MLForBuisness',
  'MortgageSolutions', 'BankingServices', 'RiskManagement', 'EmailSupport', 'Collections',
  'CustomerSupport', 'RPA', 'Insurance', 'Payment', 'Tax', 'Product', 'UnderContruction', 'Sitemap',
  'MortgageUseCase', 'BankingUseCase', 'Blog', 'IntelligentMortgage', 'mortgage-lending', 'Loanexpress',
  'Login', 'BlogRegistration', 'SmartQC', 'PreUWLoanXPress',
] as const;

export const articlePaths = ['blog/mortgage-post-close-qc-ai', 'blog/ai-in-mortgage-lending'] as const;

/** Every route path, without the leading slash, in SPEC order. */
export const routePaths: readonly string[] = [...routeNames, ...articlePaths];

export const homePath = 'Home';

/** Routes whose JSON-LD is an Article when the content does not say otherwise. */
const articleLike = new Set<string>(['Blog', 'IntelligentMortgage', 'mortgage-lending', ...articlePaths]);
/** Routes search engines should not index when the content does not say otherwise. */
const noindexByDefault = new Set<string>(['Header', 'OurVision', 'UnderContruction', 'Login', 'BlogRegistration']);

export type Schema = NonNullable<PageMeta['schema']>;

export function schemaFor(page: Page): Schema {
  if (page.meta.schema) return page.meta.schema;
  if (page.path === homePath) return 'Organization';
  if (articleLike.has(page.path)) return 'Article';
  if (page.path === 'Loanexpress' || page.path === 'PreUWLoanXPress') return 'Product';
  return 'WebPage';
}

export function isNoindex(page: Page): boolean {
  return page.meta.noindex ?? noindexByDefault.has(page.path);
}

/** What the browser bundle needs to know about every route without loading its content. */
export interface RouteInfo {
  path: string;
  title: string;
  header: boolean;
  footer: boolean;
  /** URL of the page's data for in-app navigation, content-hashed by the prerender (/assets/pages/Home-1a2b3c4d5e.json). */
  data?: string;
}

export interface RouteTable {
  pages: Page[];
  info: RouteInfo[];
  /** SPEC routes the content does not define (should be empty; the prerender warns). */
  missing: string[];
}

/** A stand-in for a SPEC route the content has not written yet, so the site never 404s a SPEC route. */
function placeholder(path: string): Page {
  const title = path.split('/').pop()!.replace(/-/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2');
  return {
    path,
    meta: { title, description: `${title}.`, keywords: [], noindex: true },
    blocks: [{ kind: 'text', heading: title, paragraphs: ['This page is being written.'] }],
  };
}

/** SPEC routes first (in SPEC order), then any extra route the content defines. */
export function buildRoutes(contentPages: Page[]): RouteTable {
  const byPath = new Map(contentPages.map((p) => [p.path.replace(/^\//, ''), p]));
  const missing: string[] = [];
  const pages: Page[] = [];
  for (const path of routePaths) {
    const page = byPath.get(path);
    if (page) pages.push({ ...page, path });
    else {
      missing.push(path);
      pages.push(placeholder(path));
    }
    byPath.delete(path);
  }
  for (const [path, page] of byPath) pages.push({ ...page, path });
  const info = pages.map((p) => ({ path: p.path, title: p.meta.title, header: p.header !== false, footer: p.footer !== false }));
  return { pages, info, missing };
}

/** Exact, case-sensitive match of a pathname against the table ('/Home', '/Home/'). */
export function matchRoute(info: RouteInfo[], pathname: string): RouteInfo | undefined {
  const path = pathname.replace(/^\/+/, '').replace(/\/+$/, '');
  return info.find((r) => r.path === path);
}
