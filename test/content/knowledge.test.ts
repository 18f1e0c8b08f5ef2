// content/knowledge.ts: what the chatbot knows of each page.
import { pages } from '../../content/pages';
import { websiteContent } from '../../content/knowledge';

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
