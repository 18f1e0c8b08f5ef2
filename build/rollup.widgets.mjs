// The widget bundles (ARCHITECTURE.md, "Build output"), two rollup builds run
// in order by `rollup -c`:
//
// 1. Widget chunks: one ES-module entry per widget (widgets/<name>/index.ts,
//    exporting `widget`), shared code split out (Preact and the kit's Preact
//    parts in `runtime-[hash].js`), hashed names under <web root>/widgets/ so
//    they can be cached forever. Writes manifest.json: tag → entry file, and
//    every chunk's static and dynamic imports (build/size.mjs follows them).
// 2. The loader: a classic script (IIFE) at the stable name loader.js, with
//    the tag → chunk list map written in (each tag's entry and its whole static
//    closure, fetched together), importing chunks relative to its own URL so
//    it works from any partner origin. It also draws the chatbot's launcher.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve as resolvePath } from 'node:path';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { widgetsDir as defaultWidgetsDir } from './paths.mjs';
import { minifyCss } from './minify-css.mjs';

// WIDGETS_DIR: where to write; build/build.mjs sets it to the build's own folder
// (also a private check while others build dist/).
const widgetsDir = process.env.WIDGETS_DIR || defaultWidgetsDir;

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));

/** widgets/<name>/index.ts for every widget folder that has one (kit has none). */
export function widgetEntries() {
  const entries = {};
  for (const name of readdirSync('widgets').sort()) {
    const file = join('widgets', name, 'index.ts');
    if (name !== 'kit' && existsSync(file)) entries[name] = file;
  }
  for (const name of Object.keys(shells)) if (entries[name]) entries[`${name}-shell`] = `${SHELL}${name}`;
  return entries;
}

// Type errors are reported by `tsc --noEmit` in `npm test` (TOOLCHAIN trap 8);
// here TypeScript only strips types, so one engineer's half-typed file never
// blocks another's build.
const ts = (overrides = {}) =>
  typescript({
    tsconfig: './tsconfig.json',
    include: ['contract/**/*', 'content/**/*', 'loader/**/*', 'widgets/**/*'],
    exclude: ['test/**/*', 'server/**/*', 'node_modules/**'],
    compilerOptions: { noEmit: false, declaration: false, sourceMap: false, noEmitOnError: false, ...overrides },
    noEmitOnError: false,
  });

// Widget JSX compiles to Preact's createElement (h(type, props, ...children))
// instead of the automatic runtime's jsx(type, { ...props, children }): the
// calls are shorter (no `children:` key on every element) and the runtime
// chunk no longer carries jsx-runtime beside createElement, which element.ts
// and the panel need anyway. Same vnodes: createElement is what jsx() does
// minus the dev-only fields. Tests and the site keep the automatic runtime.
const JSX_H = '__bfsiH';
const JSX_F = '__bfsiF';
// noCheck: types are tsc's job (above); without it TypeScript reports every
// JSX tag, having no JSX namespace for a factory of this name.
const classicJsx = { noCheck: true, jsx: 'react', jsxImportSource: undefined, jsxFactory: JSX_H, jsxFragmentFactory: JSX_F };

/** After ts(): the factory's import, in every widget .tsx that has JSX. */
function jsxFactory() {
  return {
    name: 'bfsi-jsx-factory',
    transform(code, id) {
      if (!id.endsWith('.tsx') || !code.includes(JSX_H)) return null;
      return { code: `import { createElement as ${JSX_H}, Fragment as ${JSX_F} } from 'preact';\n${code}`, map: null };
    },
  };
}

const env = () =>
  replace({
    preventAssignment: true,
    values: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV || 'production') },
  });

/** 'react' in widget code → build/widget-react.mjs (Preact's hooks, without compat). */
function reactOnPreact() {
  const lite = new URL('./widget-react.mjs', import.meta.url).pathname;
  return {
    name: 'bfsi-react-on-preact',
    resolveId(source) {
      if (source === 'react') return lite;
      if (source === 'react-dom' || source.startsWith('react-dom/') || source.startsWith('react/')) {
        this.error(`${source}: widgets use Preact's own render (preact) and hooks ('react' → build/widget-react.mjs)`);
      }
      return null;
    },
  };
}

const resolve = () => nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] });

// Minifies the CSS the widgets adopt: the template literals assigned to
// `…Css` in the style modules (styles.ts, *-styles.ts, kit/tokens.ts, kit/form-tokens.ts, kit/toast.tsx).
function cssStrings() {
  return {
    name: 'bfsi-css-strings',
    transform(code, id) {
      if (!/[\\/]widgets[\\/](.+[\\/])?((.*-)?styles\.ts|(.*-)?tokens\.ts|toast\.tsx)$/.test(id)) return null;
      const out = code.replace(/(\w*Css\s*=\s*`)([^`]*)`/g, (_, head, body) => {
        // Keep ${…} intact; minify the CSS around each interpolation.
        const parts = body.split(/(\$\{[^}]*\})/);
        return `${head}${parts.map((p) => (p.startsWith('${') ? p : minifyCss(p))).join('')}\``;
      });
      return out === code ? null : { code: out, map: null };
    },
  };
}

// First paint of a form before its runtime has run (issue 11): a "shell"
// chunk per listed widget, with the markup build/prepaint.tsx renders from the
// real component. The loader fetches it beside the widget's chunks; it paints
// every instance nothing has drawn yet, inert (a field typed into now would be
// reset by the takeover), and Preact's first render reuses those very nodes and
// drops `inert` (it is not a prop), so nothing moves when the form goes live.
// Bytes: the variants' markup is stored as pieces kept once and a list of
// pieces per variant (seven forms share most fields), and the sheet is the
// widget's own styles module, which manualChunks puts into the shell chunk:
// the widget's entry imports its css from there instead of carrying a copy.
const SHELL = '\0bfsi-shell:';
const shells = { 'inquiry-form': 'build/prepaint.tsx' };

/**
 * The attributes a first paint shows: the rest (ids, names, aria-*, data-*,
 * autocomplete…) change nothing on screen while the shell is inert, and
 * Preact's takeover sets every prop the DOM lacks (it diffs the reused nodes'
 * attributes against its props), so they cost bytes for nothing.
 */
const SHOWN = new Set(['class', 'part', 'type', 'placeholder', 'rows', 'inert', 'hidden', 'disabled', 'checked', 'style']);

// Types that draw exactly like the default (a text input, a submit button).
const PLAIN_TYPE = / type="(text|email|submit)"/;

export function paintedOnly(markup) {
  return markup.replace(/<[a-z][^>]*>/g, (tag) =>
    tag
      .replace(/\s([a-z-]+)(="[^"]*")?(?=[\s/>])/g, (attr, name) => (SHOWN.has(name) ? attr : ''))
      .replace(PLAIN_TYPE, '')
      .replace(/\/>$/, '>'),
  );
}

/** Splits markup before each element that opens a field, a group or the form's end parts. */
export function shellPieces(html) {
  const pieces = [];
  const lists = {};
  for (const [key, markup] of Object.entries(html)) {
    const parts = markup.split(/(?=<(?:div|label|fieldset|button|p)[ >])/);
    if (parts.join('') !== markup) throw new Error(`shell markup of ${key} does not split back`);
    lists[key] = parts.map((part) => {
      let i = pieces.indexOf(part);
      if (i < 0) i = pieces.push(part) - 1;
      return i;
    });
  }
  return { pieces, lists };
}

/** Absolute path → widget, for the modules that live in that widget's shell chunk (its styles, what its markup is made of). */
const shellModules = new Map();

function prepaintShells() {
  return {
    name: 'bfsi-prepaint-shells',
    resolveId(id) {
      return id.startsWith(SHELL) ? id : null;
    },
    load(id) {
      if (!id.startsWith(SHELL)) return null;
      const widget = id.slice(SHELL.length);
      const script = shells[widget];
      const r = spawnSync('npx', ['tsx', script], { encoding: 'utf8', maxBuffer: 1 << 24 });
      if (r.status !== 0) this.error(`${script} failed:\n${r.stderr}`);
      const { tag, fallback, html, styles, beside = [] } = JSON.parse(r.stdout);
      const module = resolvePath(styles.module);
      for (const file of [module, ...beside.map((f) => resolvePath(f))]) shellModules.set(file, widget);
      const inert = Object.fromEntries(Object.entries(html).map(([k, v]) => [k, paintedOnly(v).replace(/^<([a-z]+)/, '<$1 inert')]));
      const { pieces, lists } = shellPieces(inert);
      return `import { ${styles.name} as css } from ${JSON.stringify(module)};
const pieces = ${JSON.stringify(pieces)};
const lists = ${JSON.stringify(lists)};
for (const el of document.querySelectorAll(${JSON.stringify(tag)})) {
  if (el.shadowRoot) continue;
  try {
    const root = el.attachShadow({ mode: 'open' });
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [sheet];
    root.innerHTML = (lists[el.getAttribute('variant')] ?? lists[${JSON.stringify(fallback)}]).map((i) => pieces[i]).join('');
  } catch {}
}
`;
    },
  };
}

/** Filled by the widget build, read by the loader build that runs after it. */
let built = null;

function widgetManifest() {
  return {
    name: 'bfsi-widget-manifest',
    generateBundle(_options, bundle) {
      const tags = {};
      const chunks = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        chunks[item.fileName] = { imports: item.imports, dynamicImports: item.dynamicImports };
        if (item.isEntry && !item.name.endsWith('-shell')) tags[`bfsi-${item.name}`] = item.fileName;
      }
      const shellFiles = Object.fromEntries(
        Object.values(bundle)
          .filter((item) => item.type === 'chunk' && item.isEntry && item.name.endsWith('-shell'))
          .map((item) => [`bfsi-${item.name.replace(/-shell$/, '')}`, item.fileName]),
      );
      // tag → entry and every chunk it reaches by static imports: the loader
      // fetches them together instead of discovering them one hop at a time.
      const preload = {};
      for (const [tag, entry] of Object.entries(tags).sort()) {
        const seen = new Set();
        const visit = (file) => {
          if (seen.has(file)) return;
          seen.add(file);
          for (const dep of chunks[file].imports) visit(dep);
        };
        visit(entry);
        // The entry stays first (the loader takes the widget from it); the shell right after.
        // (The form's entry imports its css from the shell, so the shell is in the closure already.)
        const list = [...seen].filter((file) => file !== shellFiles[tag]);
        if (shellFiles[tag]) list.splice(1, 0, shellFiles[tag]);
        preload[tag] = list;
      }
      built = { tags, preload, chunks };
      this.emitFile({ type: 'asset', fileName: 'manifest.json', source: `${JSON.stringify(built, null, 2)}\n` });
    },
  };
}

/**
 * The preload lists as the loader carries them (bytes count there): keys
 * without `bfsi-`, files as one space-separated string without `.js`.
 */
function loaderManifest(preload) {
  return Object.fromEntries(Object.entries(preload).map(([tag, files]) => [tag.replace(/^bfsi-/, ''), files.map((f) => f.replace(/\.js$/, '')).join(' ')]));
}

function manifestConstants() {
  return {
    name: 'bfsi-loader-manifest',
    transform(code, id) {
      if (!id.includes('/loader/')) return null;
      const manifest = built ?? JSON.parse(readFileSync(join(widgetsDir, 'manifest.json'), 'utf8'));
      const version = `${pkg.version}+${createHash('sha256').update(JSON.stringify(manifest.tags)).digest('hex').slice(0, 8)}`;
      const out = code
        .replace(/\b__BFSI_MANIFEST__\b/g, JSON.stringify(loaderManifest(manifest.preload)))
        .replace(/\b__BFSI_VERSION__\b/g, JSON.stringify(version));
      return out === code ? null : { code: out, map: null };
    },
  };
}

// Two shared chunks, so a page with several widgets fetches few files:
// `runtime` is Preact and the kit's Preact parts every Preact widget uses
// (element base, useWork); (`toast`, Preact too, is
// apart: only login and blog registration show toasts);
// `kit` is the Preact-free rest of the kit (settings, API client, events,
// shadow root, tokens, the lead context) and the site config; the inquiry
// form's first-paint shell imports its sheet from there, so it must never
// import Preact (the shell would wait for the runtime). Code that must draw without
// Preact (the chatbot's launcher) imports only from `kit`. Both are named
// explicitly: rollup moves a manual chunk's unassigned dependencies into it,
// which would otherwise drag shadow.ts into `runtime`.
function manualChunks(id) {
  // A shell's widget styles and markup data: in the shell chunk (see prepaintShells).
  if (shellModules.has(id)) return `${shellModules.get(id)}-shell`;
  if (id.startsWith(SHELL)) return `${id.slice(SHELL.length)}-shell`;
  if (/[\\/]node_modules[\\/](preact|@preact)[\\/]/.test(id)) return 'runtime';
  if (/[\\/]widgets[\\/]kit[\\/](element|use-work)\.ts$/.test(id)) return 'runtime';
  // Toasts (Preact) only for the widgets that show them: a chunk of their own.
  if (/[\\/]widgets[\\/]kit[\\/]toast\.tsx$/.test(id)) return 'toast';
  // What only some widgets use (the session of the staff widgets) is left to
  // rollup, which shares it between just those widgets instead of making
  // every widget carry it.
  if (/[\\/]widgets[\\/]kit[\\/]session\.ts$/.test(id)) return undefined;
  // The lead context (the inquiry form and the chat's hand-off) and where
  // leads are sent (the form and the calculator) go into `kit` although not
  // every widget uses them: a chunk of their own cost the two widgets nearest
  // their budget more (a request, and a file gzipped without the kit's
  // context) than the few hundred bytes cost the widgets far below theirs.
  if (/[\\/]widgets[\\/]kit[\\/][^\\/]+\.tsx?$/.test(id)) return 'kit';
  if (/[\\/]content[\\/]site-config\.ts$/.test(id)) return 'kit';
  if (/[\\/]contract[\\/]send-email\.ts$/.test(id)) return 'kit';
  return undefined;
}

const widgets = {
  input: widgetEntries(),
  preserveEntrySignatures: 'exports-only',
  plugins: [env(), prepaintShells(), reactOnPreact(), resolve(), cssStrings(), ts(classicJsx), jsxFactory(), widgetManifest()],
  output: {
    dir: widgetsDir,
    format: 'es',
    generatedCode: 'es2015',
    entryFileNames: '[name]-[hash].js',
    chunkFileNames: '[name]-[hash].js',
    manualChunks,
    plugins: [terser({ module: true, ecma: 2020, compress: { passes: 2 }, format: { comments: false } })],
  },
};

const loader = {
  input: 'loader/main.ts',
  // After ts(): the constants are replaced in JavaScript, not in their `declare`.
  // cssStrings: the loader draws the chatbot's launcher, with its sheet.
  plugins: [env(), resolve(), cssStrings(), ts(), manifestConstants()],
  output: {
    file: join(widgetsDir, 'loader.js'),
    format: 'iife',
    // Nothing in the loader depends on strict-mode semantics (classes are strict anyway); the bytes matter.
    strict: false,
    generatedCode: 'es2015',
    plugins: [terser({ ecma: 2020, compress: { passes: 2 }, format: { comments: false } })],
  },
};

export default [widgets, loader];
