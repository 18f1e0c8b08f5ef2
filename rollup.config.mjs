// One rollup entry point for everything the browser gets. The widget bundles
// (loader + one chunk per widget + shared runtime) come first, because the
// site's pages embed them through the loader exactly as a partner would.
import { existsSync } from 'node:fs';

const parts = ['./build/rollup.widgets.mjs', './build/rollup.site.mjs'];
const configs = [];
for (const part of parts) {
  if (!existsSync(new URL(part, import.meta.url))) continue;
  const mod = await import(part);
  configs.push(...[].concat(mod.default));
}
export default configs;
