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
