// The site: wouter routes (exact and case-sensitive, unlike wouter's default
// parser, which matches case-insensitively), the shared layout and the pages.
// The same tree renders in the prerender (ssrPath) and hydrates in the browser.
import { useContext, useEffect, useState } from 'react';
import type { ComponentChildren, JSX } from 'preact';
import * as wouter from 'wouter';
import { useLocation } from 'wouter';
import type { Page } from '../content/types';
import { Footer } from './layout/footer';
import { Header } from './layout/header';
import { afterNavigate } from './navigation';
import { PageStoreContext, type PageStore } from './page-store';
import { NotFound } from './pages/not-found';
import { DashboardRoute } from './dashboard/route';
import { PageView } from './pages/page-view';
import { homePath, matchRoute, type RouteInfo } from './routes';

// wouter's types return React's node type, which preact's JSX checker does not
// accept as an element; the components themselves are fine under compat.
type El<P> = (props: P) => JSX.Element;
type LocationHook = () => [string, (to: string) => void];
const Router = wouter.Router as unknown as El<{ ssrPath?: string; parser?: typeof exactParser; hook?: LocationHook; searchHook?: () => string; children: ComponentChildren }>;
const Switch = wouter.Switch as unknown as El<{ children: ComponentChildren }>;
const Route = wouter.Route as unknown as El<{ path?: string; children: ComponentChildren }>;
const Redirect = wouter.Redirect as unknown as El<{ to: string; replace?: boolean }>;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** wouter parser: the path exactly, letter case included, with an optional trailing slash; '*' matches all. */
export function exactParser(route: string): { pattern: RegExp; keys: string[] } {
  if (route === '*') return { pattern: /^.*$/, keys: [] };
  return { pattern: new RegExp(`^${escapeRe(route.replace(/\/+$/, ''))}/?$`), keys: [] };
}

function RoutePage({ route }: { route: RouteInfo }) {
  const store = useContext(PageStoreContext);
  const [page, setPage] = useState<Page | undefined>(() => store.get(route.path));
  useEffect(() => {
    if (page) return;
    let live = true;
    const fallback = () => live && window.location.reload(); // data unavailable: the server has the page
    store.load(route.path).then((p) => (p ? live && setPage(p) : fallback())).catch(fallback);
    return () => {
      live = false;
    };
  }, [route.path]);
  useEffect(() => {
    if (!page) return;
    document.title = route.title;
    afterNavigate();
  }, [page]);
  return page ? <PageView page={page} /> : <div class="page page--loading" aria-busy="true" />;
}

function NotFoundPage() {
  useEffect(() => afterNavigate(), []);
  return <NotFound />;
}

function Shell({ children }: { children: ComponentChildren }) {
  const { routes } = useContext(PageStoreContext);
  const [location] = useLocation();
  const route = matchRoute(routes, location);
  return (
    <>
      <a class="skip-link" href="#main">Skip to content</a>
      {route?.header === false ? null : <Header />}
      <main id="main" tabIndex={-1}>{children}</main>
      {route?.footer === false ? null : <Footer />}
    </>
  );
}

// In the prerender the location is fixed. wouter's browser hook reads
// `location` through useSyncExternalStore, whose server snapshot preact/compat
// only uses when it knows it is server rendering, so give it a static hook.
const staticLocation = (path: string) => ({ hook: (() => [path, () => undefined]) as LocationHook, searchHook: () => '' });

const StoreProvider = PageStoreContext.Provider as unknown as El<{ value: PageStore; children: ComponentChildren }>;

export function App({ store, ssrPath }: { store: PageStore; ssrPath?: string }) {
  return (
    <StoreProvider value={store}>
      <Router ssrPath={ssrPath} parser={exactParser} {...(ssrPath === undefined ? {} : staticLocation(ssrPath))}>
        <Shell>
          <Switch>
            <Route path="/">
              <Redirect to={`/${homePath}`} replace />
            </Route>
            <Route path="/dashboard">
              <DashboardRoute />
            </Route>
            {store.routes.map((r) => (
              <Route key={r.path} path={`/${r.path}`}>
                <RoutePage route={r} />
              </Route>
            ))}
            <Route>
              <NotFoundPage />
            </Route>
          </Switch>
        </Shell>
      </Router>
    </StoreProvider>
  );
}
