// npm run build: bundles (rollup), prerendered pages and precompressed copies,
// all written into a fresh dist/builds/<id>/, then published in one step
// (build/publish.mjs). The web root is never rewritten in place: a server
// running from this checkout keeps serving the previous build until the
// new one is complete.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { buildDir, buildWebRoot } from './paths.mjs';
import { writeBuildInfo } from './build-info.mjs';
import { newBuildId, publish } from './publish.mjs';

const startedAt = new Date();
const id = newBuildId(startedAt.getTime());
const dir = buildDir(id);
const site = buildWebRoot(id);

// The rollup parts and the prerender write where these say (their defaults
// are the published paths, for a part run on its own).
const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV || 'production',
  SITE_WEB_ROOT: site,
  WIDGETS_DIR: `${site}/widgets`,
};

function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (r.status !== 0) {
    console.error(`build failed at: ${cmd} ${args.join(' ')}`);
    // The half-made build was never published; the served one is untouched.
    rmSync(dir, { recursive: true, force: true });
    process.exit(r.status ?? 1);
  }
}

mkdirSync(site, { recursive: true });
run('npx', ['rollup', '-c', '--silent']);
if (existsSync('site/prerender.ts')) run('npx', ['tsx', 'site/prerender.ts']);
run('node', ['build/compress.mjs', site]);
// The chatbot's content embeddings (keyed by a content hash: unchanged content costs nothing).
run('npx', ['tsx', 'server/scripts/chat-embeddings.ts']);
writeBuildInfo(dir, { id, startedAt });
const previous = publish(id);
console.log(`build ${id} published${previous ? ` (previous: ${previous})` : ''}`);
