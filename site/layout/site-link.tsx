// One link for every kind of target (site/links.ts): new tab for http(s),
// Home sections for '#x', client-side navigation for routes. The href in the
// HTML is always a real URL, so links work before (and without) JavaScript.
import { useContext } from 'react';
import type { ComponentChildren } from 'preact';
import { fragmentId, hrefFor, linkKind } from '../links';
import { goToHomeSection, pushPath } from '../navigation';
import { PageStoreContext } from '../page-store';

interface Props {
  href: string;
  children: ComponentChildren;
  className?: string;
  onNavigate?: () => void;
  [attr: string]: unknown;
}

const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey && !e.defaultPrevented;

export const routeOf = (href: string) => href.replace(/^\/+/, '').split(/[?#]/)[0].replace(/\/+$/, '');

export function SiteLink({ href, children, className, onNavigate, ...rest }: Props) {
  const store = useContext(PageStoreContext);
  const kind = linkKind(href);
  const target = hrefFor(href);
  if (kind === 'external') {
    return (
      <a {...rest} href={target} class={className} target="_blank" rel="noopener">
        {children}
        <span class="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  if (kind === 'mailto' || kind === 'file') {
    return <a {...rest} href={target} class={className}>{children}</a>;
  }
  const prefetch = kind === 'route' ? () => void store.load(routeOf(target)) : undefined;
  const onClick = (e: MouseEvent) => {
    if (!plainClick(e)) return;
    e.preventDefault();
    onNavigate?.();
    if (kind === 'fragment') {
      goToHomeSection(fragmentId(href));
      return;
    }
    const route = routeOf(target);
    const known = store.routes.some((r) => r.path === route);
    store
      .load(route)
      .catch(() => undefined)
      .then((page) => {
        // A known route whose data did not arrive (offline, new deploy): let the browser load it.
        if (known && !page) window.location.assign(target);
        else pushPath(target);
      });
  };
  return (
    <a {...rest} href={target} class={className} onClick={onClick} onMouseEnter={prefetch} onFocus={prefetch}>
      {children}
    </a>
  );
}
