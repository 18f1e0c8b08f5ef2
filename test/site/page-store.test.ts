// Page data in the browser: the current page from the HTML, others fetched
// once from their content-hashed URL; unknown routes never hit the network.
import { fetchStore } from '../../site/page-store';
import type { Page } from '../../content/types';
import type { RouteInfo } from '../../site/routes';
import { fetchAnswering } from '../support/fake-fetch';

const page = (path: string): Page => ({ path, meta: { title: path, description: '', keywords: [] }, blocks: [] });
const routes: RouteInfo[] = [
  { path: 'Home', title: 'Home', header: true, footer: true, data: '/assets/pages/Home-aaaaaaaaaa.json' },
  { path: 'Product', title: 'Product', header: true, footer: true, data: '/assets/pages/Product-bbbbbbbbbb.json' },
];

/** Answers a page's JSON for its URL; down = every request fails with 500. */
const pageFetch = (down = false) => fetchAnswering((url) => ({ status: down ? 500 : 200, body: page(url.includes('Product') ? 'Product' : 'Home') }));

describe('page store', () => {
  it('should serve the inline page without fetching', async () => {
    const f = pageFetch();
    const store = fetchStore(routes, page('Home'), f);
    expect(store.get('Home')?.path).toBe('Home');
    expect((await store.load('Home'))?.path).toBe('Home');
    expect(f).not.toHaveBeenCalled();
  });

  it('should fetch another page once, from the hashed URL in the route table', async () => {
    const f = pageFetch();
    const store = fetchStore(routes, page('Home'), f);
    const [a, b] = await Promise.all([store.load('Product'), store.load('Product')]);
    expect(a?.path).toBe('Product');
    expect(b).toBe(a);
    await store.load('Product');
    expect(f).toHaveBeenCalledTimes(1);
    expect(f).toHaveBeenCalledWith('/assets/pages/Product-bbbbbbbbbb.json');
    expect(store.get('Product')).toBe(a);
  });

  it('should resolve undefined for an unknown route without a request, and for a failed one', async () => {
    const f = pageFetch(true);
    const store = fetchStore(routes, null, f);
    expect(await store.load('home')).toBeUndefined();
    expect(f).not.toHaveBeenCalled();
    expect(await store.load('Product')).toBeUndefined();
    expect(f).toHaveBeenCalledTimes(1);
  });
});
