/**
 * Comments and layout whitespace out of a stylesheet (ours have no strings or
 * url()s that need them): { } ; , > and after : are dropped; a space before
 * ':' stays (it is a descendant combinator there). ${…} interpolations are
 * left as they are. Shared by the widget build and the site's prerender.
 */
export function minifyCss(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .trim();
}
