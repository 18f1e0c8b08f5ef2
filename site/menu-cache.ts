// The header menu from the API with SPEC's cache: session storage, valid for
// 5 minutes (300000 ms), then fetched again. Failures are logged and rethrown
// (SPEC §8, "Menu service failure"); the header keeps the menu it prerendered.
import type { MenuItem } from '../content/types';

export const menuUrl = '/api/Menu/GetAllNavigationsMenu';
export const menuCacheKey = 'bfsi.menu';
export const menuCacheMs = 300_000;

interface Cached {
  at: number;
  data: MenuItem[];
}

export function readCachedMenu(storage: Storage, now: number): MenuItem[] | undefined {
  try {
    const raw = storage.getItem(menuCacheKey);
    if (!raw) return undefined;
    const cached = JSON.parse(raw) as Cached;
    if (!Array.isArray(cached.data) || typeof cached.at !== 'number') return undefined;
    if (now - cached.at >= menuCacheMs || now < cached.at) return undefined;
    return cached.data;
  } catch {
    return undefined;
  }
}

export async function getMenu(
  fetchImpl: typeof fetch = fetch,
  storage: Storage = sessionStorage,
  now: () => number = Date.now,
): Promise<MenuItem[]> {
  const cached = readCachedMenu(storage, now());
  if (cached) return cached;
  try {
    const res = await fetchImpl(menuUrl, { headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`menu: HTTP ${res.status}`);
    const body = (await res.json()) as { data?: unknown };
    if (!Array.isArray(body.data)) throw new Error('menu: no data list');
    const data = body.data as MenuItem[];
    try {
      storage.setItem(menuCacheKey, JSON.stringify({ at: now(), data } satisfies Cached));
    } catch {
      // storage full or disabled: the menu still works, only uncached
    }
    return data;
  } catch (err) {
    console.warn('menu service failed', err);
    throw err;
  }
}
