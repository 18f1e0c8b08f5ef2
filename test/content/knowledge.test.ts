// content/knowledge.ts: what the chatbot knows of each page.
import { pages } from '../../content/pages';
import { websiteContent } from '../../content/knowledge';
import { Finder } from '../../server/chat/finder';

const items = websiteContent();

test("every indexed page's one-line summary is known, under the page's own route", () => {
  // The summary search results show holds facts no block repeats ("multilingual agents" on Customer Support).
  const missing = pages
    .filter((p) => !p.meta.noindex && !p.meta.canonical)
    .filter((p) => !items.some((i) => i.url === `/${p.path}` && i.content === p.meta.description))
    .map((p) => p.path);
  expect(missing).toEqual([]);
  expect(items.some((i) => /multilingual agents/.test(i.content))).toBe(true);
});

test('titles stay unique: a summary beside the page\'s sections is its overview', () => {
  const titles = items.map((i) => i.title.toLowerCase());
  expect(titles.filter((t, k) => titles.indexOf(t) !== k)).toEqual([]);
  expect(items.find((i) => i.content.includes('multilingual agents'))?.title).toBe('Customer Support: overview');
});

test("a page's summary beside its sections leaves the page's source title whole", () => {
  // The source a chat answer links to is named by what its page's items' titles share ("Mortgage Solutions"), which
  // "Mortgage Solutions: overview" must not cut to "Mortgage".
  const withSummaries = new Finder(items, []);
  const without = new Finder(items.filter((i) => !i.title.endsWith(': overview')), []);
  // The title stays what it was, or becomes the page's own name (where every section has an anchor of its own).
  const changed = pages
    .filter((p) => !p.meta.noindex && !p.meta.canonical)
    .map((p) => `/${p.path}`)
    .filter((url) => {
      const title = withSummaries.sourceOf(url, '')?.title;
      const name = items.find((i) => i.url === url && i.title.endsWith(': overview'))?.title.replace(/: overview$/, '');
      return title !== without.sourceOf(url, '')?.title && title !== name;
    });
  expect(changed).toEqual([]);
  expect(withSummaries.sourceOf('/MortgageSolutions', '')?.title).toBe('Mortgage Solutions');
});
