// Link kinds (SPEC §2, Header): 'http(s)://…' opens a new tab, '#x' is a Home
// section, anything else is an in-app route. Files (the brochure PDF) and
// mailto:/tel: are plain links.
export type LinkKind = 'external' | 'fragment' | 'route' | 'file' | 'mailto';

export function linkKind(href: string): LinkKind {
  if (/^https?:\/\//i.test(href)) return 'external';
  if (href.startsWith('#')) return 'fragment';
  if (/^(mailto|tel):/i.test(href)) return 'mailto';
  const path = href.split(/[?#]/)[0];
  if (/\.[a-z0-9]{2,5}$/i.test(path)) return 'file';
  return 'route';
}

/** The href written into the HTML, so every link also works without JavaScript. */
export function hrefFor(href: string): string {
  const kind = linkKind(href);
  if (kind === 'fragment') return `/Home${href}`;
  if (kind === 'route' || kind === 'file') return href.startsWith('/') ? href : `/${href}`;
  return href;
}

/** A menu item's target: the first router link (SPEC §3). */
export function menuHref(routerLink: string[]): string {
  return routerLink[0] ?? '/';
}

/**
 * The element id a fragment names ('#about%20us' → 'about us'), without the
 * '#'. Malformed percent-encoding ('#%E0%A4%A', typed or pasted by anyone) is
 * taken as written instead of throwing: a fragment never breaks the page.
 */
export function fragmentId(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
