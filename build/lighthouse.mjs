// npm run lighthouse: Lighthouse 12 (mobile settings, the default) against the
// real server on every route of the build (LH_PAGES=/Home,/Product for some),
// the median of LH_RUNS runs (default 3), with Debian Chromium and the flags
// of TOOLCHAIN trap 11. Prints the four category scores, LCP and CLS per page
// and fails when accessibility, best practices or SEO is under 100 (SEO of a
// deliberately noindex page aside), CLS is not 0, or performance is under
// LH_MIN_PERF (default 95: the CPU is shared, so performance is noisy); a page
// that is empty by SPEC (/OurVision) has no performance to measure.
// Needs a build (npm run build).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { webRoot } from './paths.mjs';

const root = process.env.SITE_WEB_ROOT || webRoot;
/** Every route of the build: the folders with an index.html, one or two levels deep. */
function builtRoutes() {
  const found = [];
  const dirs = (dir) => readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory() && !d.name.startsWith('.')).map((d) => d.name);
  for (const top of dirs(root)) {
    if (existsSync(join(root, top, 'index.html'))) found.push(`/${top}`);
    for (const sub of dirs(join(root, top))) if (existsSync(join(root, top, sub, 'index.html'))) found.push(`/${top}/${sub}`);
  }
  return found.sort();
}
/**
 * SPEC: "OurVision: empty; shows nothing." Lighthouse cannot score the speed of a page with no largest
 * contentful paint (performance 0); its other categories are still checked.
 */
const EMPTY_BY_SPEC = new Set(['/OurVision']);
const noindex = (path) => /<meta name="robots" content="noindex/.test(readFileSync(join(root, path, 'index.html'), 'utf8'));
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const flags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const minPerformance = Number(process.env.LH_MIN_PERF) || 95;
const runs_per_page = Math.max(1, Number(process.env.LH_RUNS) || 3);

const freePort = () =>
  new Promise((res, rej) => {
    const srv = createServer();
    srv.once('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => res(port));
    });
  });

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bfsi-lh-'));
  const env = { ...process.env, WEB_ROOT: resolve(process.env.SITE_WEB_ROOT || webRoot), PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' };
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const r = await fetch(`${url}/Home`);
      if (r.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    stop() {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

if (!existsSync(join(root, 'Home', 'index.html'))) {
  console.error('No build found: run npm run build first.');
  process.exit(1);
}
const pages = process.env.LH_PAGES ? process.env.LH_PAGES.split(',') : builtRoutes();

const server = await startServer();
const profile = mkdtempSync(join(tmpdir(), 'bfsi-lh-chrome-'));
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags, userDataDir: profile, logLevel: 'silent' });
const rows = [];
try {
  for (const path of pages) {
    // The median run by performance (the machine's CPU is shared, so one run can be noisy).
    const runs = [];
    for (let i = 0; i < runs_per_page; i++) {
      // A trace lost on a busy machine (NO_NAVSTART and the like) is retried, not scored as 0.
      let lhr;
      for (let attempt = 0; attempt < 3; attempt++) {
        lhr = (await lighthouse(`${server.url}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories })).lhr;
        if (!lhr.runtimeError) break;
        console.error(`${path}: ${lhr.runtimeError.code} (attempt ${attempt + 1})`);
      }
      runs.push(lhr);
    }
    runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
    const lhr = runs[Math.floor(runs.length / 2)];
    const scores = Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
    console.error(`${path}: ${categories.map((c) => scores[c]).join(' / ')}, CLS ${(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)} (${runs.length} run(s))`);
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
      .map((a) => a.id);
    const empty = EMPTY_BY_SPEC.has(path) && !(lhr.audits['largest-contentful-paint']?.numericValue > 0);
    rows.push({ path, noindex: noindex(path), empty, ...scores, lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0), cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0, failing });
  }
} finally {
  await chrome.kill();
  rmSync(profile, { recursive: true, force: true });
  server.stop();
}

console.log(`\n${'page'.padEnd(32)} perf  a11y  best  seo   LCP ms  CLS`);
for (const r of rows) {
  console.log(
    `${(r.path + (r.noindex ? ' (noindex)' : '')).padEnd(32)} ${(r.empty ? 'n/a' : String(r.performance)).padStart(4)}  ${String(r.accessibility).padStart(4)}  ${String(r['best-practices']).padStart(4)}  ${String(r.seo).padStart(4)}  ${String(r.lcpMs).padStart(6)}  ${r.cls.toFixed(3)}` +
      (r.failing.length ? `   below 0.9: ${r.failing.join(', ')}` : ''),
  );
}
mkdirSync('.test-results', { recursive: true });
writeFileSync('.test-results/lighthouse.json', `${JSON.stringify(rows, null, 2)}\n`);
const problems = rows.flatMap((r) => [
  ...(r.performance < minPerformance && !r.empty ? [`${r.path}: performance ${r.performance} < ${minPerformance}`] : []),
  ...(r.accessibility < 100 ? [`${r.path}: accessibility ${r.accessibility}`] : []),
  ...(r['best-practices'] < 100 ? [`${r.path}: best practices ${r['best-practices']}`] : []),
  ...(r.seo < 100 && !r.noindex ? [`${r.path}: SEO ${r.seo}`] : []),
  ...(r.cls > 0.0005 ? [`${r.path}: CLS ${r.cls.toFixed(4)}`] : []),
]);
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
