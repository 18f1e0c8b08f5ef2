// The site's browser bundle: site/main.tsx (hydration entry) as ES modules
// with hashed names in <web root>/assets/, code-split (the header's floating-ui
// placement is its own chunk, loaded on the first dropdown open). TypeScript
// and JSX are stripped by swc (types are checked by `tsc --noEmit` in
// `npm test`). Writes site-manifest.json beside the web root so the prerender knows the
// hashed names and which chunks to modulepreload.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { transform } from '@swc/core';
import { webRoot } from './paths.mjs';

const require = createRequire(import.meta.url);
// SITE_WEB_ROOT: where to write; build/build.mjs sets it to the build's own folder.
const outRoot = process.env.SITE_WEB_ROOT || webRoot;
export const siteManifestPath = join(outRoot, '..', 'site-manifest.json');

/** TS/TSX → JS with the automatic JSX runtime from preact. */
function swc() {
  return {
    name: 'site-swc',
    async transform(code, id) {
      if (!/\.(tsx?|mts)$/.test(id) || id.includes('/node_modules/')) return null;
      const out = await transform(code, {
        filename: id,
        sourceMaps: false,
        jsc: {
          parser: { syntax: 'typescript', tsx: id.endsWith('.tsx') },
          transform: { react: { runtime: 'automatic', importSource: 'preact' } },
          target: 'es2020',
        },
      });
      return { code: out.code, map: null };
    },
  };
}

/** wouter imports the CommonJS use-sync-external-store shim; preact/compat has the hook (TOOLCHAIN trap 7). */
function syncStoreShim() {
  const compat = require.resolve('preact/compat').replace(/\.js$/, '.module.js');
  return {
    name: 'site-use-sync-external-store',
    resolveId(source) {
      if (source === 'use-sync-external-store/shim' || source === 'use-sync-external-store/shim/index.js') {
        return this.resolve('preact/compat', compat, { skipSelf: true });
      }
      return null;
    },
  };
}

function manifest() {
  return {
    name: 'site-manifest',
    generateBundle(_options, bundle) {
      const chunks = {};
      let entry = null;
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        chunks[item.fileName] = { imports: item.imports, dynamicImports: item.dynamicImports };
        if (item.isEntry && item.name === 'main') entry = item.fileName;
      }
      const data = { base: '/assets/', entry, chunks };
      mkdirSync(dirname(siteManifestPath), { recursive: true });
      writeFileSync(siteManifestPath, `${JSON.stringify(data, null, 2)}\n`);
    },
  };
}

export default [
  {
    input: { main: 'site/main.tsx' },
    plugins: [
      syncStoreShim(),
      nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
      swc(),
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      terser({ ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } }),
      manifest(),
    ],
    output: {
      dir: `${outRoot}/assets`,
      format: 'es',
      entryFileNames: '[name]-[hash].js',
      chunkFileNames: '[name]-[hash].js',
      hoistTransitiveImports: false,
    },
    onwarn(warning, warn) {
      if (warning.code === 'THIS_IS_UNDEFINED' || warning.code === 'CIRCULAR_DEPENDENCY') return;
      warn(warning);
    },
  },
];
