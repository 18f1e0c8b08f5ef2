// The footer of SPEC §2 (Shared elements): Home and About fragment links, the
// five site links, the postal address, the contact e-mail, the professional
// network and company website links, placeholder social icons, © 2025.
import { render, within } from '@testing-library/preact';
import { Footer } from '../../site/layout/footer';
import { siteConfig } from '../../content/site-config';

describe('footer', () => {
  const footer = () => render(<Footer />).container.querySelector('footer')!;

  it('should link the Home and About sections by fragment', () => {
    const f = within(footer());
    expect(f.getByRole('link', { name: 'Home' }).getAttribute('href')).toMatch(/#home-section$/);
    expect(f.getByRole('link', { name: 'About Us' }).getAttribute('href')).toMatch(/#about-section$/);
  });

  it('should link Sitemap and the four solution areas as in-app routes', () => {
    const f = within(footer());
    const want: Record<string, string> = {
      Sitemap: '/Sitemap',
      'Consulting Solutions': '/ConsultingSolution',
      'Digital Domain Solutions': '/DigitalDomainSolution',
      Operations: '/Operations',
      'Customer Experience': '/CustomerExperience',
    };
    for (const [name, href] of Object.entries(want)) {
      const link = f.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBeNull();
    }
  });

  it('should show the postal address, the contact e-mail, LinkedIn and the website (external links in a new tab)', () => {
    const el = footer();
    const f = within(el);
    for (const line of siteConfig.address) expect(el.querySelector('address')!.textContent).toContain(line);
    expect(f.getByRole('link', { name: new RegExp(siteConfig.email) }).getAttribute('href')).toBe(`mailto:${siteConfig.email}`);
    for (const [name, href] of [
      [/LinkedIn/, siteConfig.linkedin],
      [new RegExp(siteConfig.website.replace(/^https?:\/\//, '').replace(/\./g, '\\.')), siteConfig.website],
    ] as const) {
      const link = f.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('should show placeholder social icons and the 2025 copyright', () => {
    const el = footer();
    const social = within(el).getByRole('list', { name: 'Social media' });
    expect(within(social).getAllByRole('listitem')).toHaveLength(3);
    expect(el.textContent).toContain(`© 2025 ${siteConfig.company}`);
  });
});
