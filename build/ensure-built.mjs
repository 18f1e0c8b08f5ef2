// npm start builds only what is missing or out of date, so a fresh clone
// starts with no extra step and a pull or a new SITE_URL never serves an old build.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { webRoot, widgetsDir } from './paths.mjs';
import { staleReason } from './build-info.mjs';

const needed = [`${widgetsDir}/loader.js`, `${webRoot}/Home/index.html`];
const missing = needed.filter((f) => !existsSync(f));
const reason = missing.length ? `missing: ${missing.join(', ')}` : staleReason();
if (reason) {
  console.log(`Building (${reason})`);
  const r = spawnSync('node', ['build/build.mjs'], { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}
