// The footer (SPEC §2, Shared elements): Home and About fragment links, the
// five site links, postal address, e-mail, professional network, website,
// placeholder social icons, copyright year.
import { siteConfig } from '../../content/site-config';
import { Icon } from './icons';
import { SiteLink } from './site-link';

const explore = [
  { label: 'Sitemap', href: '/Sitemap' },
  { label: 'Consulting Solutions', href: '/ConsultingSolution' },
  { label: 'Digital Domain Solutions', href: '/DigitalDomainSolution' },
  { label: 'Operations', href: '/Operations' },
  { label: 'Customer Experience', href: '/CustomerExperience' },
];

const social = [
  { name: 'twitter', label: 'X (Twitter)', href: siteConfig.social.twitter as string },
  { name: 'facebook', label: 'Facebook', href: siteConfig.social.facebook as string },
  { name: 'instagram', label: 'Instagram', href: siteConfig.social.instagram as string },
];

export function Footer() {
  return (
    <footer class="site-footer">
      <div class="site-footer__grid">
        <section aria-labelledby="footer-company">
          <h2 id="footer-company" class="site-footer__title">{siteConfig.company}</h2>
          <ul class="site-footer__links">
            <li><SiteLink href="#home-section">Home</SiteLink></li>
            <li><SiteLink href="#about-section">About Us</SiteLink></li>
          </ul>
        </section>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" class="site-footer__title">Explore</h2>
          <ul class="site-footer__links">
            {explore.map((l) => (
              <li key={l.href}><SiteLink href={l.href}>{l.label}</SiteLink></li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" class="site-footer__title">Contact</h2>
          <address class="site-footer__address">
            {siteConfig.address.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
          <ul class="site-footer__links">
            <li>
              <a href={`mailto:${siteConfig.email}`}><Icon name="mail" /> {siteConfig.email}</a>
            </li>
            <li>
              <SiteLink href={siteConfig.linkedin}><Icon name="linkedin" /> LinkedIn</SiteLink>
            </li>
            <li>
              <SiteLink href={siteConfig.website}><Icon name="globe" /> {siteConfig.website.replace(/^https?:\/\//, '')}</SiteLink>
            </li>
          </ul>
        </section>
      </div>
      <div class="site-footer__bottom">
        <p>© {siteConfig.copyrightYear} {siteConfig.company}. All rights reserved.</p>
        <ul class="social" aria-label="Social media">
          {social.map((s) =>
            /^https?:/.test(s.href) ? (
              <li key={s.name}>
                <SiteLink href={s.href} className="social__link" aria-label={s.label}><Icon name={s.name} /></SiteLink>
              </li>
            ) : (
              // Placeholder until the owner supplies the account (SPEC: "placeholder social icons").
              <li key={s.name}>
                <span class="social__link social__link--soon" role="img" aria-label={`${s.label} (coming soon)`}><Icon name={s.name} /></span>
              </li>
            ),
          )}
        </ul>
      </div>
    </footer>
  );
}
