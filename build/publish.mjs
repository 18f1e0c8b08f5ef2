// Publishes a finished build: dist/site (the web root a running server
// reads on every request) goes from the old build to the new one in a single
// rename of a symlink, so a request sees the whole old tree or the whole new
// one, never a missing or half-written file.
//
// Pages opened before the swap still hold the old build's hashed names
// (lazy widget chunks, page data, the stylesheet): those immutable files are
// carried into the new build when it lacks them, so they stay reachable for
// one more build. Builds older than the previous one are removed.
import { copyFileSync, existsSync, linkSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { buildDir, buildsDir, buildWebRoot, distDir, infoFile, webRoot } from './paths.mjs';

/**
 * The names the server caches as immutable (server/routes/static.ts isHashed:
 * a test keeps the two in step), with their precompressed copies.
 */
export function isHashed(path) {
  const name = path.replace(/\.(gz|br)$/, '');
  const m = /-([A-Za-z0-9_-]{8,})\.m?js$/.exec(name) ?? /-([A-Za-z0-9_]{8,})\.(css|json|woff2?)$/.exec(name);
  return !!m && /[0-9A-Z]/.test(m[1]);
}

/** Ids sort by start time, so "older than" is a string comparison. */
export function newBuildId(now = Date.now()) {
  return `${String(now).padStart(13, '0')}-${process.pid}`;
}

/** The id of the build dist/site serves, if it is one of ours. */
export function servedBuildId() {
  let target;
  try {
    target = readlinkSync(webRoot);
  } catch {
    return undefined; // no dist/site, or a directory from before builds were published
  }
  const m = /^builds[\\/]([^\\/]+)[\\/]site$/.exec(target);
  return m && existsSync(buildWebRoot(m[1])) ? m[1] : undefined;
}

function files(dir, under = '') {
  const out = [];
  for (const entry of readdirSync(join(dir, under), { withFileTypes: true })) {
    const rel = join(under, entry.name);
    if (entry.isDirectory()) out.push(...files(dir, rel));
    else if (entry.isFile()) out.push(rel);
  }
  return out;
}

function isPlainDirectory(path) {
  try {
    return lstatSync(path).isDirectory();
  } catch {
    return false;
  }
}

const carriedList = (id) => join(buildDir(id), 'carried.json');

/**
 * Links the previous build's own hashed files into the new build where the
 * new one has no file of that name. Files the previous build had itself
 * carried are left behind, so each file outlives its build by one build only.
 */
export function carryOver(fromSite, toId, skip = []) {
  const toSite = buildWebRoot(toId);
  const skipped = new Set(skip);
  const carried = [];
  for (const rel of files(fromSite)) {
    if (!isHashed(rel) || skipped.has(rel)) continue;
    const to = join(toSite, rel);
    if (existsSync(to)) continue;
    mkdirSync(dirname(to), { recursive: true });
    try {
      linkSync(join(fromSite, rel), to);
    } catch {
      copyFileSync(join(fromSite, rel), to);
    }
    carried.push(rel);
  }
  writeFileSync(carriedList(toId), `${JSON.stringify(carried, null, 2)}\n`);
  return carried;
}

/** Writes a file whole or not at all: readers see the old or the new content. */
export function writeAtomically(file, data) {
  // Named per process, so two builds finishing together never share a temporary file.
  const tmp = join(dirname(file), `.${basename(file)}.${process.pid}.tmp`);
  writeFileSync(tmp, data);
  renameSync(tmp, file);
}

/**
 * Points dist/site at the build: rename() replaces the old symlink atomically.
 * Returns the id a plain-directory dist/site was moved to, if there was one.
 */
export function swapIn(id) {
  const tmp = join(distDir, `.site.${id}.tmp`);
  rmSync(tmp, { force: true });
  symlinkSync(relative(distDir, buildWebRoot(id)), tmp);
  let legacyId;
  if (isPlainDirectory(webRoot)) {
    // dist/site as a plain directory (a build from before publishing): a
    // symlink cannot be renamed over a directory, so it moves into builds/
    // first and dist/site is missing for the moment between the two renames.
    // This happens once per checkout.
    legacyId = '0000000000000-legacy';
    rmSync(buildDir(legacyId), { recursive: true, force: true });
    mkdirSync(buildDir(legacyId), { recursive: true });
    renameSync(webRoot, buildWebRoot(legacyId));
  }
  renameSync(tmp, webRoot);
  return legacyId;
}

/** Removes every build older than `keepFrom` except `keep`; newer ones (a build still running) are left alone. */
export function prune(keepFrom, keep) {
  if (!existsSync(buildsDir)) return [];
  const removed = [];
  for (const id of readdirSync(buildsDir)) {
    if (id >= keepFrom || keep.includes(id)) continue;
    rmSync(buildDir(id), { recursive: true, force: true });
    removed.push(id);
  }
  return removed;
}

/** Carry over, swap, record what is served, prune. Returns the previous build's id. */
export function publish(id) {
  let previous = servedBuildId();
  let fromSite;
  let skip = [];
  if (previous) {
    fromSite = buildWebRoot(previous);
    if (existsSync(carriedList(previous))) skip = JSON.parse(readFileSync(carriedList(previous), 'utf8'));
  } else if (isPlainDirectory(webRoot)) {
    fromSite = webRoot;
  }
  if (fromSite) carryOver(fromSite, id, skip);
  else writeFileSync(carriedList(id), '[]\n');

  previous = swapIn(id) ?? previous;
  writeAtomically(infoFile, readFileSync(join(buildDir(id), 'build-info.json')));
  // Written by builds from before publishing; nothing reads it now.
  rmSync(join(distDir, 'site-manifest.json'), { force: true });
  prune(previous ?? id, [id, previous]);
  return previous;
}
