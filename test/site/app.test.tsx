/**
 * @jest-environment node
 */
// The prerendered markup of routes (wouter ssr.test.tsx style): the page at
// its path, exact case, the special pages, and nothing CSP would block.
import { renderToString } from 'preact-render-to-string';
import { App } from '../../site/app';
import { pages } from '../../content/pages';
import { staticStore } from '../../site/page-store';
import { buildRoutes } from '../../site/routes';

const table = buildRoutes(pages);
const store = staticStore(table.info, table.pages);
const html = (path: string) => renderToString(<App store={store} ssrPath={path} />);

describe('prerendered routes', () => {
  it.each(table.pages.map((p) => [p.path]))('/%s renders without inline styles or handlers', (path) => {
    const out = html(`/${path}`);
    expect(out).not.toMatch(/\sstyle="|\son[a-z]+="/);
    expect(out).toContain('<main id="main"');
  });

  it('should render Home with its sections and the inquiry form tag', () => {
    const out = html('/Home');
    for (const id of ['home-section', 'about-section', 'skills-section', 'services-section', 'contact-section']) expect(out).toContain(`id="${id}"`);
    expect(out).toContain('<bfsi-inquiry-form variant="home"');
    expect(out).toContain('href="/Home#about-section"'); // Get Started
    expect(out).not.toContain('Page not found');
  });

  it('should render the 404 page for a wrong-case path', () => {
    expect(html('/home')).toContain('Page not found');
    expect(html('/HOME')).toContain('Page not found');
  });

  it('should mount the login widget with its redirect, and SmartQC with a src', () => {
    expect(html('/Login')).toMatch(/<bfsi-login[^>]*redirect="\/BlogRegistration"/);
    expect(html('/SmartQC')).toMatch(/<bfsi-smartqc[^>]*src="https?:\/\//);
  });

  it('should render nothing for OurVision and only the header for Header', () => {
    const vision = html('/OurVision');
    expect(vision).not.toContain('site-header');
    expect(vision).not.toContain('site-footer');
    expect(vision).toMatch(/<main id="main"[^>]*><div class="page[^"]*"><\/div><\/main>/);
    const header = html('/Header');
    expect(header).toContain('site-header');
    expect(header).not.toContain('site-footer');
  });

  it('should render the section tracker on form pages', () => {
    const out = html('/ConsultingSolution');
    expect(out).toContain('href="#section-cx"');
    expect(out).toContain('href="#section-offerings"');
    expect(out).toContain('href="#section-contact"');
    expect(out).toContain('id="section-contact"');
  });

  it('should prerender the menu two levels deep without JavaScript', () => {
    const out = html('/Product');
    expect(out).toContain('href="/PreUWLoanXPress"'); // Products › LoanXPress › brochure
    expect(out).toMatch(/<a[^>]*href="https:\/\/www\.linkedin\.com[^"]*"[^>]*target="_blank"|target="_blank"[^>]*rel="noopener"/);
  });
});
