// npm start builds only what is missing, so a fresh clone starts with no extra step.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { webRoot, widgetsDir } from './paths.mjs';

const needed = [`${widgetsDir}/loader.js`, `${webRoot}/Home/index.html`];
const missing = needed.filter((f) => !existsSync(f));
if (missing.length) {
  console.log(`Building (missing: ${missing.join(', ')})`);
  const r = spawnSync('node', ['build/build.mjs'], { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}
