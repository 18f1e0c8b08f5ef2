// Build step after rollup (`npx tsx site/prerender.ts`, from build/build.mjs).
// tsx applies tsconfig `paths` at run time, and the root tsconfig maps 'react'
// to type declarations (for the type checker only), so the rendering runs in a
// child with site/tsconfig.prerender.json, where 'react' resolves through the
// npm alias to preact/compat like everywhere else.
import { spawnSync } from 'node:child_process';

const r = spawnSync(process.execPath, ['--import', 'tsx', 'site/render-site.ts'], {
  stdio: 'inherit',
  env: { ...process.env, TSX_TSCONFIG_PATH: 'site/tsconfig.prerender.json' },
});
process.exit(r.status ?? 1);
