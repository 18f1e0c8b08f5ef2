// The route table (SPEC §2): every route name, case-sensitive, the two
// article paths, content for each, and exact matching.
import { pages } from '../../content/pages';
import { exactParser } from '../../site/app';
import { articlePaths, buildRoutes, matchRoute, routeNames, routePaths } from '../../site/routes';
import type { Page } from '../../content/types';

const specNames = `OurVision, Header, Vision, Home, Mission, ConsultingSolution, DigitalDomainSolution, Operations, CustomerExperience, ConsultingServices, DevOps, AIForBuisness, MLForBuisness, MortgageSolutions, BankingServices, RiskManagement, EmailSupport, Collections, CustomerSupport, RPA, Insurance, Payment, Tax, Product, UnderContruction, Sitemap, MortgageUseCase, BankingUseCase, Blog, IntelligentMortgage, mortgage-lending, Loanexpress, Login, BlogRegistration, SmartQC, PreUWLoanXPress`.split(', ');

describe('route table', () => {
  it('should list every SPEC route name exactly as spelled, and the two article paths', () => {
    expect([...routeNames].sort()).toEqual([...specNames].sort());
    expect(articlePaths).toEqual(['blog/mortgage-post-close-qc-ai', 'blog/ai-in-mortgage-lending']);
    expect(routePaths).toHaveLength(specNames.length + 2);
  });

  it('should find content for every route in site/content', () => {
    const table = buildRoutes(pages);
    expect(table.missing).toEqual([]);
    for (const path of routePaths) expect(table.pages.find((p) => p.path === path)?.meta.title).toBeTruthy();
  });

  it('should stand in a noindex placeholder for a route the content lacks, and keep extra content routes', () => {
    const fixture: Page[] = [
      { path: 'Home', meta: { title: 'Home', description: 'd', keywords: [] }, blocks: [] },
      { path: 'Extra', meta: { title: 'Extra', description: 'd', keywords: [] }, blocks: [], footer: false },
    ];
    const table = buildRoutes(fixture);
    expect(table.missing).toContain('Vision');
    expect(table.pages.find((p) => p.path === 'Vision')?.meta.noindex).toBe(true);
    expect(table.info.at(-1)).toEqual({ path: 'Extra', title: 'Extra', header: true, footer: false });
  });

  it('should match paths exactly and case-sensitively, with an optional trailing slash', () => {
    const { info } = buildRoutes(pages);
    expect(matchRoute(info, '/Home')?.path).toBe('Home');
    expect(matchRoute(info, '/Home/')?.path).toBe('Home');
    expect(matchRoute(info, '/home')).toBeUndefined();
    expect(matchRoute(info, '/blog/ai-in-mortgage-lending')?.path).toBe('blog/ai-in-mortgage-lending');
    expect(matchRoute(info, '/Blog/ai-in-mortgage-lending')).toBeUndefined();
  });

  it("should give wouter a case-sensitive parser (wouter's own ignores case)", () => {
    const { pattern } = exactParser('/Home');
    expect(pattern.test('/Home')).toBe(true);
    expect(pattern.test('/Home/')).toBe(true);
    expect(pattern.test('/home')).toBe(false);
    expect(pattern.test('/Home/x')).toBe(false);
    expect(exactParser('/mortgage-lending').pattern.test('/mortgage-lending')).toBe(true);
    expect(exactParser('*').pattern.test('/anything/at/all')).toBe(true);
  });
});
