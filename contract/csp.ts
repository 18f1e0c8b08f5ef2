// The one Content-Security-Policy of every page: no inline script, no inline
// style, everything from our own origin, except the SmartQC frame's origin in
// frame-src. JSON-LD and the page data block are data, not script, so CSP
// leaves them alone. `frame-ancestors` only works as a header, so the meta
// tag gets the policy without it (browsers warn about it in a meta tag).
export function cspDirectives(frameSrc: string[]): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'media-src': ["'self'"],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': ["'self'", ...frameSrc],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

export function cspString(frameSrc: string[], forMeta = false): string {
  return Object.entries(cspDirectives(frameSrc))
    .filter(([name]) => !(forMeta && name === 'frame-ancestors'))
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
