// npm run size: what the widgets cost a partner page, gzip and brotli, checked
// against the budgets in package.json "sizeBudgets" (bytes, gzip; STYLE §7).
// Run after `npm run build`. Exits 1 when anything is over budget.
//
// A page pays for the loader plus, per widget on it, the widget's entry chunk
// and everything that chunk imports statically (followed through the
// manifest.json the widget build writes). Each file is compressed on its own,
// as it travels. Code a widget imports dynamically (the chatbot's panel,
// fetched on intent) is counted separately as "full".
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { widgetsDir as defaultWidgetsDir } from './paths.mjs';

const widgetsDir = process.env.WIDGETS_DIR || defaultWidgetsDir;

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const budgets = { loader: 2048, chatbotLauncher: 7168, widget: 15360, ...pkg.sizeBudgets };

const manifestPath = join(widgetsDir, 'manifest.json');
if (!existsSync(manifestPath) || !existsSync(join(widgetsDir, 'loader.js'))) {
  console.error(`size: ${manifestPath} or loader.js is missing; run npm run build first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const cache = new Map();
function measure(file) {
  if (!cache.has(file)) {
    const data = readFileSync(join(widgetsDir, file));
    cache.set(file, {
      raw: data.length,
      gzip: gzipSync(data, { level: 9 }).length,
      brotli: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    });
  }
  return cache.get(file);
}

/** The entry and every chunk reachable from it (static imports; dynamic ones too with full). */
function closure(entry, full) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const chunk = manifest.chunks[file] ?? { imports: [], dynamicImports: [] };
    for (const dep of chunk.imports) visit(dep);
    if (full) for (const dep of chunk.dynamicImports) visit(dep);
  };
  visit(entry);
  return [...seen];
}

function total(files) {
  return files.map(measure).reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), { raw: 0, gzip: 0, brotli: 0 });
}

const kb = (n) => `${(n / 1024).toFixed(2)} KB`;
const rows = [];
const failures = [];
function row(name, files, budget) {
  const size = total(files);
  const over = budget !== undefined && size.gzip > budget;
  if (over) failures.push(`${name}: ${kb(size.gzip)} gzip > budget ${kb(budget)}`);
  rows.push({ name, files: files.length, raw: kb(size.raw), gzip: kb(size.gzip), brotli: kb(size.brotli), budget: budget === undefined ? '' : kb(budget), ok: budget === undefined ? '' : over ? 'OVER' : 'ok' });
}

row('loader.js', ['loader.js'], budgets.loader);
for (const [tag, entry] of Object.entries(manifest.tags).sort()) {
  // What the loader fetches for the tag (manifest.preload: the static closure
  // plus a first-paint shell, where the widget has one), and the lazy parts on top.
  const own = [...new Set([...closure(entry, false), ...(manifest.preload?.[tag] ?? [])])];
  const full = [...new Set([...own, ...closure(entry, true)])];
  if (tag === 'bfsi-chatbot') {
    row(`${tag} until the launcher is clickable (loader + entry + static imports)`, ['loader.js', ...own], budgets.chatbotLauncher);
    row(`${tag} with its panel (+ dynamic imports)`, ['loader.js', ...full], budgets.widget);
  } else {
    row(`${tag} (loader + entry + static imports)`, ['loader.js', ...own], budgets.widget);
    if (full.length > own.length) row(`${tag} with lazy parts`, ['loader.js', ...full], budgets.widget);
  }
}
for (const missing of ['bfsi-chatbot', 'bfsi-inquiry-form', 'bfsi-login', 'bfsi-blog-registration', 'bfsi-smartqc', 'bfsi-savings-calculator']) {
  if (!manifest.tags[missing]) failures.push(`${missing}: no chunk in this build`);
}

console.log('Widget cost to a partner page (each file compressed on its own)');
console.table(rows);
console.log('Chunks:');
console.table(Object.fromEntries(Object.keys(manifest.chunks).sort().map((f) => [f, { raw: kb(measure(f).raw), gzip: kb(measure(f).gzip), brotli: kb(measure(f).brotli) }])));

// The site engineer's per-route report, when it exists (report only; aim 50 KB).
if (existsSync('build/site-size.mjs')) {
  try {
    const { siteRouteSizes } = await import(new URL('./site-size.mjs', import.meta.url).href);
    const routes = await siteRouteSizes();
    console.log('Site routes (report only, aim 50 KB):');
    console.table(routes);
  } catch (error) {
    console.log(`Site routes: build/site-size.mjs failed: ${error.message}`);
  }
}

if (failures.length) {
  console.error(`Over budget or missing:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('All widget budgets met.');
