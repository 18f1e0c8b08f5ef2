// The paste-in snippets partners copy (docs/partner-guide.md "The loader"), written
// once. The loader's tests run queueSnippet itself; npm run generate copies
// these texts into the examples, the e2e fixture and the partner guide.

/** Queues calls made before the loader arrives; the loader replays them in order. */
export const queueSnippet =
  'window.bfsi = window.bfsi || function () { (window.bfsi.q = window.bfsi.q || []).push(arguments); };';

/** The two-line install: the loader, then an element. */
export function installSnippet(site: string, element = '<bfsi-chatbot></bfsi-chatbot>'): string {
  const base = site.replace(/\/+$/, '');
  return `<script async src="${base}/widgets/loader.js" data-api-base="${base}/api"></script>\n${element}`;
}

/** The queue with a first call: settings for every widget on the page. */
export function configSnippet(apiBase: string): string {
  return `<script>\n  ${queueSnippet}\n  bfsi('config', { apiBase: '${apiBase}' });\n</script>`;
}
