// The helpful 404 (written to dist/site/404.html; the server sends it with
// status 404). The visitor's path is only known in the browser, so the
// "did you mean" line fills a reserved slot after hydration.
import { useContext, useEffect, useState } from 'react';
import { siteConfig } from '../../content/site-config';
import { PageStoreContext } from '../page-store';
import type { RouteInfo } from '../routes';
import { SiteLink } from '../layout/site-link';

export const notFoundTitle = `Page not found | ${siteConfig.company}`;

/** A route that differs only in letter case or a trailing slash ('/home' → Home). */
export function suggestRoute(routes: RouteInfo[], pathname: string): RouteInfo | undefined {
  const want = pathname.replace(/^\/+|\/+$/g, '').toLowerCase();
  if (!want) return undefined;
  return routes.find((r) => r.path.toLowerCase() === want) ?? routes.find((r) => r.path.toLowerCase().startsWith(want) || want.startsWith(r.path.toLowerCase()));
}

export function NotFound() {
  const { routes } = useContext(PageStoreContext);
  const [path, setPath] = useState<string | null>(null);
  useEffect(() => {
    setPath(window.location.pathname);
    document.title = notFoundTitle;
  }, []);
  const suggestion = path ? suggestRoute(routes, path) : undefined;
  return (
    <section class="block not-found">
      <div class="block__inner">
        <h1>Page not found</h1>
        <p>The address you followed does not match a page on this site. Addresses are case-sensitive.</p>
        <p class="not-found__hint" aria-live="polite">
          {suggestion ? (
            <>
              Did you mean <SiteLink href={`/${suggestion.path}`}>/{suggestion.path}</SiteLink> ({suggestion.title.replace(/\s*\|[^|]*$/, '')})?
            </>
          ) : null}
        </p>
        <ul class="links">
          <li><SiteLink href="/Home">Home</SiteLink></li>
          <li><SiteLink href="/Sitemap">Sitemap: every page</SiteLink></li>
          <li><SiteLink href="#contact-section">Contact us</SiteLink></li>
        </ul>
      </div>
    </section>
  );
}
