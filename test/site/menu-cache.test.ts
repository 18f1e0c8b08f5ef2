// The header menu's session-storage cache (SPEC §4, §9): 5 minutes, then refetched.
import { getMenu, menuCacheKey, menuCacheMs, menuUrl } from '../../site/menu-cache';
import { fetchAnswering } from '../support/fake-fetch';

const data = [{ label: 'Home', routerLink: ['#home-section'] }];
const menuFetch = () => fetchAnswering(() => ({ body: { data } }));

describe('menu cache', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  });
  afterEach(() => jest.useRealTimers());

  it('should fetch the menu from the API and keep it in session storage', async () => {
    const f = menuFetch();
    expect(await getMenu(f, sessionStorage)).toEqual(data);
    expect(f).toHaveBeenCalledWith(menuUrl, expect.anything());
    expect(JSON.parse(sessionStorage.getItem(menuCacheKey)!).data).toEqual(data);
  });

  it('should serve the cached menu for 5 minutes, then fetch again', async () => {
    const f = menuFetch();
    await getMenu(f, sessionStorage);
    jest.advanceTimersByTime(menuCacheMs - 1);
    await getMenu(f, sessionStorage);
    expect(f).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    await getMenu(f, sessionStorage);
    expect(f).toHaveBeenCalledTimes(2);
    expect(menuCacheMs).toBe(300000);
  });

  it('should log and rethrow a failure, and cache nothing', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(getMenu(fetchAnswering(() => ({ status: 500, body: { error: 'x' } })), sessionStorage)).rejects.toThrow('HTTP 500');
    expect(warn).toHaveBeenCalled();
    expect(sessionStorage.getItem(menuCacheKey)).toBeNull();
    warn.mockRestore();
  });

  it('should ignore a corrupt cache entry', async () => {
    sessionStorage.setItem(menuCacheKey, '{not json');
    const f = menuFetch();
    expect(await getMenu(f, sessionStorage)).toEqual(data);
    expect(f).toHaveBeenCalledTimes(1);
  });
});
