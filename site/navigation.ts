// In-app navigation with anchor scrolling and scroll restoration (SPEC §2).
// Browsers restore scroll before an SPA has drawn the page it pops back to, so
// restoration is manual: each history entry carries a key, its scroll position
// is remembered while it is current, and put back once the page is drawn.
import { navigate } from 'wouter/use-browser-location';
import { fragmentId } from './links';

interface Entry {
  key: string;
}

const positions = new Map<string, number>();
const storageKey = 'bfsi.scroll';
let currentKey = '';
/** Set between a history change and the moment the new page is drawn: scroll events then belong to no entry. */
let pending: 'push' | 'pop' | undefined;
let started = false;

const newKey = () => Math.random().toString(36).slice(2, 10);
const stateKey = (): string | undefined => (history.state as Entry | null)?.key;

export function startNavigation(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  if (!stateKey()) history.replaceState({ ...(history.state ?? {}), key: newKey() }, '');
  currentKey = stateKey()!;
  // Positions survive a reload or a visit to another site and back.
  try {
    for (const [k, y] of JSON.parse(sessionStorage.getItem(storageKey) || '[]') as [string, number][]) positions.set(k, y);
  } catch {
    // unreadable: start fresh
  }
  addEventListener('pagehide', () => {
    positions.set(currentKey, scrollY);
    try {
      sessionStorage.setItem(storageKey, JSON.stringify([...positions].slice(-50)));
    } catch {
      // storage full or disabled
    }
  });
  addEventListener('scroll', () => {
    if (!pending) positions.set(currentKey, scrollY);
  }, { passive: true });
  addEventListener('popstate', () => {
    pending = 'pop';
    currentKey = stateKey() ?? currentKey;
  });
}

/** Smoothly scrolls to the element with this id; false when there is none. */
export function scrollToId(id: string, behavior: ScrollBehavior = 'smooth'): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
  el.scrollIntoView({ behavior: reduce ? 'auto' : behavior, block: 'start' });
  return true;
}

/** Pushes a new history entry for an in-app path ('/X', '/Home#section'). */
export function pushPath(to: string): void {
  positions.set(currentKey, scrollY);
  currentKey = newKey();
  pending = 'push';
  navigate(to, { state: { key: currentKey } });
}

/** Called once the page for the current location is drawn. */
export function afterNavigate(): void {
  const kind = pending;
  pending = undefined;
  if (kind === 'pop') {
    scrollTo(0, positions.get(currentKey) ?? 0);
    return;
  }
  const hash = fragmentId(location.hash);
  if (!kind) {
    // First page of this document: a reload or back/forward from another site returns to where it was.
    const nav = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
    const saved = positions.get(currentKey);
    if ((nav?.type === 'reload' || nav?.type === 'back_forward') && saved !== undefined) {
      scrollTo(0, saved);
      return;
    }
  }
  if (hash && scrollToId(hash)) return;
  if (kind === 'push') {
    scrollTo(0, 0);
    // Move focus to the new page so keyboard and screen-reader users start there.
    document.getElementById('main')?.focus({ preventScroll: true });
  }
}

/** A '#section' link: scroll there on Home, otherwise go to Home with the fragment first. */
export function goToHomeSection(id: string): void {
  if (location.pathname === '/Home') {
    scrollToId(id);
    history.replaceState(history.state, '', `#${id}`);
  } else {
    pushPath(`/Home#${id}`);
  }
}
