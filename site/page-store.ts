// Where a route's content comes from. The prerender has every page in memory;
// the browser gets the current page inline (a JSON data block in the HTML) and
// fetches others as /assets/pages/<path>-<hash>.json on navigation (the URL
// comes with the route table, so a page never pairs with stale data), so no route ships
// the whole site's text in its JavaScript.
import { createContext } from 'react';
import type { Page } from '../content/types';
import type { RouteInfo } from './routes';

export interface PageStore {
  routes: RouteInfo[];
  get(path: string): Page | undefined;
  load(path: string): Promise<Page | undefined>;
}

export const pageDataUrl = (path: string) => `/assets/pages/${path}.json`;

export function staticStore(routes: RouteInfo[], pages: Page[]): PageStore {
  const byPath = new Map(pages.map((p) => [p.path, p]));
  return {
    routes,
    get: (path) => byPath.get(path),
    load: async (path) => byPath.get(path),
  };
}

export function fetchStore(routes: RouteInfo[], initial: Page | null, fetchImpl: typeof fetch = fetch): PageStore {
  const cache = new Map<string, Page>();
  const inflight = new Map<string, Promise<Page | undefined>>();
  if (initial) cache.set(initial.path, initial);
  const urls = new Map(routes.map((r) => [r.path, r.data ?? pageDataUrl(r.path)]));
  return {
    routes,
    get: (path) => cache.get(path),
    load(path) {
      const hit = cache.get(path);
      const url = urls.get(path);
      if (hit || !url) return Promise.resolve(hit);
      let p = inflight.get(path);
      if (!p) {
        p = fetchImpl(url)
          .then((r) => (r.ok ? (r.json() as Promise<Page>) : undefined))
          .then((page) => {
            if (page) cache.set(path, page);
            return page;
          })
          .finally(() => inflight.delete(path));
        inflight.set(path, p);
      }
      return p;
    },
  };
}

export const PageStoreContext = createContext<PageStore>(staticStore([], []));
