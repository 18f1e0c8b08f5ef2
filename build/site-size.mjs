// Per-route JavaScript weight of the built site: for each route's HTML in
// dist/site, the scripts it loads (module entry, modulepreloads, classic
// scripts such as the widget loader) and every module they import statically,
// gzip-compressed and summed. Dynamic imports (the dropdown placement chunk,
// widget chunks) are fetched later, on demand, and are not counted.
// build/size.mjs (widgets engineer) calls siteRouteSizes().
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { webRoot } from './paths.mjs';

const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

function htmlFiles(dir, root = dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'assets' && name !== 'widgets') out.push(...htmlFiles(path, root));
    } else if (name === 'index.html' && dir !== root) out.push(path);
  }
  return out;
}

/** Web path → file under the web root (same-origin scripts only). */
const fileOf = (root, url) => join(root, decodeURIComponent(url.split(/[?#]/)[0]).replace(/^\/+/, ''));

/** Static imports of an ES module, as web paths (minified output: import"./x.js" / from"./x.js"). */
function staticImports(code, url) {
  const found = new Set();
  const re = /(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']|(?:^|[;}\s])export\s*(?:\*|\{[^}]*\})\s*from\s*["']([^"']+)["']/g;
  for (let m; (m = re.exec(code)); ) found.add(new URL(m[1] ?? m[2], `http://x${url}`).pathname);
  return [...found];
}

export function routeScripts(html) {
  const urls = new Set();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g)) urls.add(m[1]);
  return [...urls].filter((u) => u.startsWith('/'));
}

/** Every route's JavaScript (gzip bytes), from the built HTML's module graph. */
export function siteRouteSizes(root = process.env.SITE_WEB_ROOT || webRoot) {
  if (!existsSync(root)) throw new Error(`${root} missing: run npm run build first`);
  const rows = [];
  for (const file of htmlFiles(root, root)) {
    const route = `/${relative(root, file).split(sep).slice(0, -1).join('/')}`;
    const seen = new Set();
    const queue = routeScripts(readFileSync(file, 'utf8'));
    let total = 0;
    while (queue.length) {
      const url = queue.shift();
      if (seen.has(url)) continue;
      seen.add(url);
      const path = fileOf(root, url);
      if (!existsSync(path)) continue;
      total += gzipBytes(path);
      queue.push(...staticImports(readFileSync(path, 'utf8'), url));
    }
    rows.push({ route, gzipBytes: total, files: [...seen] });
  }
  return rows.sort((a, b) => a.route.localeCompare(b.route));
}

// `node build/site-size.mjs` prints the table.
if (import.meta.url === `file://${process.argv[1]}`) {
  const budget = 50 * 1024;
  let over = 0;
  for (const r of siteRouteSizes()) {
    if (r.gzipBytes > budget) over++;
    console.log(`${r.route.padEnd(40)} ${(r.gzipBytes / 1024).toFixed(1).padStart(6)} KB${r.gzipBytes > budget ? '  OVER 50 KB' : ''}`);
  }
  process.exit(over ? 1 : 0);
}
