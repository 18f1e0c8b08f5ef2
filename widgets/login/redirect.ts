// Where <bfsi-login> may send the visitor after sign-in.
/**
 * The `redirect` attribute as a URL we are willing to navigate to: a relative
 * path (same origin) or an absolute http(s) address. Anything else
 * (`javascript:`, `data:`, …) is ignored so an attribute can never run script.
 */
export function safeRedirect(value: string | null | undefined, base = window.location.href): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

/** Kept in its own function so tests can observe navigation (jsdom cannot navigate). */
export const navigation = {
  go(url: string): void {
    window.location.assign(url);
  },
};

/**
 * ?next= on the page's own URL: where a staff page sent a visitor without a
 * session, to come back to after sign-in. Only a path on this origin (never
 * `//host` or a scheme), so the parameter cannot send anyone elsewhere.
 */
export function nextFromLocation(loc: Location = window.location): string | null {
  const next = new URLSearchParams(loc.search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  const url = new URL(next, loc.href);
  return url.origin === loc.origin ? url.href : null;
}
