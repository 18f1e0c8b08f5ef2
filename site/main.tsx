// Hydration entry: the prerendered HTML carries the route table and the
// current page as a JSON data block (#site-data); hydrate keeps its DOM.
import { hydrate } from 'react-dom';
import { App } from './app';
import type { Page } from '../content/types';
import { keepLauncherClear } from './layout/launcher-clearance';
import { startNavigation } from './navigation';
import { fetchStore } from './page-store';
import type { RouteInfo } from './routes';

interface SiteData {
  routes: RouteInfo[];
  page: Page | null;
}

const data = JSON.parse(document.getElementById('site-data')?.textContent || '{"routes":[],"page":null}') as SiteData;
startNavigation();
hydrate(<App store={fetchStore(data.routes, data.page)} />, document.getElementById('app')!);
keepLauncherClear();
