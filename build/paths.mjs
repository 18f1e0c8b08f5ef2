// Where builds live. Each build is written whole into dist/builds/<id>/
// (site/ with the widgets under site/widgets/, plus site-manifest.json,
// build-info.json), then published by pointing the symlink dist/site at it
// in one rename (build/publish.mjs). dist/site is the web root the server
// serves, so a running server never sees a half-written tree.
// DIST_DIR moves all of it (a test builds into a temporary folder); the
// server then needs WEB_ROOT=<DIST_DIR>/site.
import { join } from 'node:path';

export const distDir = process.env.DIST_DIR || 'dist';
export const buildsDir = join(distDir, 'builds');
export const webRoot = join(distDir, 'site');
export const widgetsDir = join(webRoot, 'widgets');
/** What the served build was made from (build/build-info.mjs). */
export const infoFile = join(distDir, 'build-info.json');

/** The folder of one build, and its web root. */
export const buildDir = (id) => join(buildsDir, id);
export const buildWebRoot = (id) => join(buildDir(id), 'site');
