// npm run build: bundles (rollup), prerendered pages, then precompressed copies.
import { spawnSync } from 'node:child_process';
import { rmSync, existsSync } from 'node:fs';
import { webRoot } from './paths.mjs';
import { writeBuildInfo } from './build-info.mjs';

function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' } });
  if (r.status !== 0) {
    console.error(`build failed at: ${cmd} ${args.join(' ')}`);
    process.exit(r.status ?? 1);
  }
}

rmSync('dist', { recursive: true, force: true });
run('npx', ['rollup', '-c', '--silent']);
if (existsSync('site/prerender.ts')) run('npx', ['tsx', 'site/prerender.ts']);
run('node', ['build/compress.mjs', webRoot]);
writeBuildInfo();
