// What a build was made from: the environment it read (SITE_URL goes into
// canonical links and the sitemap, SMARTQC_URL into the CSP) and when, so
// `npm start` can tell a stale or mis-configured build from a good one.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const infoFile = 'dist/build-info.json';
const sources = ['loader', 'widgets', 'site', 'build', 'rollup.config.mjs', 'package-lock.json'];

export function buildEnv(env = process.env) {
  return { SITE_URL: env.SITE_URL ?? '', SMARTQC_URL: env.SMARTQC_URL ?? '' };
}

export function writeBuildInfo() {
  writeFileSync(infoFile, `${JSON.stringify({ env: buildEnv(), builtAt: new Date().toISOString() }, null, 2)}\n`);
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

/** Why the build in dist/ cannot be served as it is, or undefined when it can. */
export function staleReason() {
  if (!existsSync(infoFile)) return 'no build yet';
  const info = JSON.parse(readFileSync(infoFile, 'utf8'));
  const now = buildEnv();
  for (const [name, value] of Object.entries(now)) {
    if (info.env?.[name] !== value) return `${name} changed since the build`;
  }
  const builtAt = statSync(infoFile).mtimeMs;
  const changed = sources.find((s) => newestMtime(s) > builtAt);
  return changed ? `${changed} changed since the build` : undefined;
}
