// What a build was made from: the environment it read (SITE_URL goes into
// canonical links and the sitemap, SMARTQC_URL into the CSP) and when, so
// `npm start` can tell a stale or mis-configured build from a good one.
// Each build keeps its own copy (dist/builds/<id>/build-info.json); the one
// at dist/build-info.json describes the build dist/site serves.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { infoFile } from './paths.mjs';

export { infoFile };

// Everything a build reads: the code and the shared base below it.
const sources = ['loader', 'widgets', 'site', 'contract', 'content', 'build', 'rollup.config.mjs', 'package-lock.json'];

export function buildEnv(env = process.env) {
  return { SITE_URL: env.SITE_URL ?? '', SMARTQC_URL: env.SMARTQC_URL ?? '' };
}

/** Written into the build's own folder when it is complete; publish() copies it to dist/build-info.json. */
export function writeBuildInfo(dir, { id, startedAt }) {
  const info = { id, env: buildEnv(), startedAt: startedAt.toISOString(), builtAt: new Date().toISOString() };
  writeFileSync(join(dir, 'build-info.json'), `${JSON.stringify(info, null, 2)}\n`);
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
  // A source saved while the build ran may have been read before the change:
  // compare with when the build started (older builds recorded only the file).
  const readAt = info.startedAt ? Date.parse(info.startedAt) : statSync(infoFile).mtimeMs;
  const changed = sources.find((s) => newestMtime(s) > readAt);
  return changed ? `${changed} changed since the build` : undefined;
}
