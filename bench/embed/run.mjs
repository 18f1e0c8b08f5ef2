// npm run bench:embed — our widgets beside peer embeds on one blank partner
// page, in one run (issue 11). For each embed: time from navigation to the
// first frame where its target is clickable, minus the same for a blank page,
// at 1× and 4× CPU (CDP Emulation.setCPUThrottlingRate); requests; JS bytes
// gzip; Total Blocking Time at 4×. Medians of ROUNDS (default 7) cold loads,
// embeds interleaved round by round so a busy moment hits them all alike, and
// the machine's load average while it ran (figures from a shared machine are
// only comparable within one run).
//
// Everything is served from 127.0.0.1 without compression: our build
// (WIDGETS_DIR, default dist/site/widgets; run `npm run build` first) and
// the peers from this folder's node_modules (installed on demand; they are
// this folder's dependencies, never the product's). Any request for another
// host (a peer's own iframe, fonts) is answered by the page's request
// interception with an empty page or a 204, so nothing leaves the machine.
//
// Env: ROUNDS, WIDGETS_DIR, PUPPETEER_EXECUTABLE_PATH, BENCH_JSON (write the raw figures there).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir, cpus } from 'node:os';
import { extname, join, normalize, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const widgetsDir = process.env.WIDGETS_DIR || join(root, 'dist/site/widgets');
const ROUNDS = Math.max(1, Number(process.env.ROUNDS || 7));
const RATES = [1, 4];
/** How long after the target is clickable the page is still watched (requests, long tasks). */
const SETTLE_MS = 1000;
const TIMEOUT_MS = 15000;

// Peers live in this folder's own node_modules: install them when missing.
if (!existsSync(join(here, 'node_modules/@calcom/embed-core')) || !existsSync(join(here, 'node_modules/@typeform/embed'))) {
  console.log('bench:embed: installing the peer embeds into bench/embed/node_modules …');
  const r = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: here, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
if (!existsSync(join(widgetsDir, 'loader.js'))) {
  console.error(`bench:embed: ${widgetsDir}/loader.js is missing; run npm run build first (or set WIDGETS_DIR).`);
  process.exit(1);
}
// puppeteer-core is the product's devDependency (root node_modules), found from here by Node's lookup.
const { default: puppeteer } = await import('puppeteer-core');

const files = {
  '/cal/embed.js': join(here, 'node_modules/@calcom/embed-core/dist/embed/embed.js'),
  '/typeform/embed.js': join(here, 'node_modules/@typeform/embed/build/embed.js'),
  '/typeform/popover.css': join(here, 'node_modules/@typeform/embed/build/css/popover.css'),
  '/typeform/widget.css': join(here, 'node_modules/@typeform/embed/build/css/widget.css'),
};
const types = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html; charset=utf-8', '.json': 'application/json' };

/** The one partner page: every embed is pasted into the same body, as its vendor documents. */
function page(title, head, body = '') {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>${head}</head><body><h1>Partner page</h1><p>Some text above the embed.</p>${body}</body></html>`;
}

// Cal.com's documented paste-in snippet (it injects embed.js, then replays the queue), pointed at the local copy.
const calSnippet = `<script>(function (C, A, L) { let p = function (a, ar) { a.q.push(ar); }; let d = C.document; C.Cal = C.Cal || function () { let cal = C.Cal; let ar = arguments; if (!cal.loaded) { cal.ns = {}; cal.q = cal.q || []; d.head.appendChild(d.createElement("script")).src = A; cal.loaded = true; } if (ar[0] === L) { const api = function () { p(api, arguments); }; const namespace = ar[1]; api.q = api.q || []; if (typeof namespace === "string") { cal.ns[namespace] = cal.ns[namespace] || api; p(cal.ns[namespace], ar); p(cal, ["initNamespace", namespace]); } else p(cal, ar); return; } p(cal, ar); }; })(window, "/cal/embed.js", "init");
Cal("init", { origin: "https://cal.com" });
Cal("floatingButton", { calLink: "partner/intro-call" });</script>`;

/**
 * Each embed: its page, and `target` — a function run in the page each frame
 * that returns the element a visitor would click, or null. It must be laid
 * out, visible and the topmost element at its centre.
 */
const embeds = [
  { name: 'blank page', kind: 'blank', html: page('Blank', ''), target: 'blank' },
  {
    name: 'Cal.com floating button',
    kind: 'peer launcher',
    html: page('Cal', calSnippet),
    target: 'cal',
  },
  {
    name: 'Typeform popover launcher',
    kind: 'peer launcher',
    html: page('Typeform popover', '<link rel="stylesheet" href="/typeform/popover.css">', '<div data-tf-popover="bench01" data-tf-button-text="Talk to us"></div><script src="/typeform/embed.js" async></script>'),
    target: 'tfPopover',
  },
  {
    name: 'bfsi-chatbot',
    kind: 'our launcher',
    html: page('bfsi-chatbot', '<script async src="/widgets/loader.js" data-api-base="/api"></script>', '<bfsi-chatbot></bfsi-chatbot>'),
    target: 'chatbot',
  },
  {
    name: 'Typeform inline',
    kind: 'peer inline',
    html: page('Typeform inline', '<link rel="stylesheet" href="/typeform/widget.css">', '<div data-tf-widget="bench01" style="width:100%;height:500px"></div><script src="/typeform/embed.js" async></script>'),
    target: 'tfInline',
  },
  {
    name: 'bfsi-inquiry-form (home)',
    kind: 'our inline',
    html: page('bfsi-inquiry-form', '<script async src="/widgets/loader.js" data-api-base="/api" data-email-api-base="/api"></script>', '<bfsi-inquiry-form variant="home"></bfsi-inquiry-form>'),
    target: 'form',
  },
];

// Runs in every page before its own scripts: watches each frame for the
// target, and records long tasks (TBT) from navigation on.
function probe(kind) {
  const w = window;
  // painted: the target is laid out (a first paint may still be inert); clickable: and it takes a click.
  const state = { painted: -1, clickable: -1, longTasks: [], iframeLoaded: false };
  Object.defineProperty(w, '__bench', { value: state });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) state.longTasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  document.addEventListener('load', (e) => {
    if (e.target && e.target.tagName === 'IFRAME') state.iframeLoaded = true;
  }, true);
  const deep = (host, sel) => host && host.shadowRoot && host.shadowRoot.querySelector(sel);
  const targets = {
    blank: () => document.body,
    cal: () => deep(document.querySelector('cal-floating-button'), 'button'),
    tfPopover: () => document.querySelector('.tf-v1-popover-button'),
    chatbot: () => deep(document.querySelector('bfsi-chatbot'), '[part="launcher"]'),
    tfInline: () => (state.iframeLoaded ? document.querySelector('[data-tf-widget] iframe') : null),
    form: () => deep(document.querySelector('bfsi-inquiry-form'), 'input, textarea'),
  };
  const laidOut = (el) => {
    if (!el) return false;
    if (el === document.body) return true;
    const r = el.getBoundingClientRect();
    return r.width >= 1 && r.height >= 1;
  };
  const hit = (el) => {
    if (!laidOut(el)) return false;
    if (el === document.body) return true;
    // An inert first paint is on screen but takes no click yet.
    if (el.closest('[inert]')) return false;
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) {
      // Below the fold (an inline embed): laid out and visible is what counts.
      return getComputedStyle(el).visibility !== 'hidden';
    }
    let top = document.elementFromPoint(x, y);
    // The host a shadow tree is retargeted to, or the element itself.
    const host = el.getRootNode().host || el;
    return !!top && (top === el || top === host || el.contains(top) || host.contains(top));
  };
  const frame = (t) => {
    const el = targets[kind]();
    if (state.painted < 0 && laidOut(el)) state.painted = t;
    if (state.clickable < 0 && hit(el)) state.clickable = t;
    if (state.clickable < 0) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

const stubHtml = '<!doctype html><html><body><button>Start</button></body></html>';

function server(log) {
  return createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const embed = embeds.find((e) => `/${slug(e.name)}.html` === path);
    const send = (status, type, body) => {
      res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', 'Access-Control-Allow-Origin': '*' });
      res.end(body);
    };
    if (embed) return send(200, types['.html'], embed.html);
    let file = files[path];
    if (!file && path.startsWith('/widgets/')) {
      const f = normalize(join(widgetsDir, path.slice('/widgets/'.length)));
      if (f.startsWith(normalize(widgetsDir)) && existsSync(f)) file = f;
    }
    if (file) {
      const body = readFileSync(file);
      log.push({ path, bytes: body.length, gzip: extname(file) === '.js' ? gzipSync(body, { level: 9 }).length : 0 });
      return send(200, types[extname(file)] ?? 'application/octet-stream', body);
    }
    log.push({ path, bytes: 0, gzip: 0 });
    if (path.startsWith('/api/')) return send(404, types['.json'], '{"error":"NotFound","message":"bench"}');
    send(404, 'text/plain', '');
  });
}

const slug = (name) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

async function load(browser, origin, embed, rate, log) {
  const context = await browser.createBrowserContext();
  const tab = await context.newPage();
  const cdp = await tab.createCDPSession();
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await tab.setViewport({ width: 1280, height: 800 });
  const requests = [];
  await tab.setRequestInterception(true);
  tab.on('request', (r) => {
    const url = r.url();
    if (url.startsWith('data:')) return r.continue();
    if (!url.startsWith(origin)) {
      // Never leaves the machine: a peer's iframe gets a stub page, anything else nothing.
      requests.push(url);
      return r.respond(r.resourceType() === 'document' ? { status: 200, contentType: 'text/html', body: stubHtml } : { status: 204, body: '' });
    }
    const path = new URL(url).pathname;
    if (path !== `/${slug(embed.name)}.html` && path !== '/favicon.ico') requests.push(url);
    r.continue();
  });
  await tab.evaluateOnNewDocument(probe, embed.target);
  log.length = 0;
  await tab.goto(`${origin}/${slug(embed.name)}.html`, { waitUntil: 'domcontentloaded', timeout: TIMEOUT_MS });
  await tab.waitForFunction(() => window.__bench.clickable >= 0, { timeout: TIMEOUT_MS, polling: 50 });
  await new Promise((r) => setTimeout(r, SETTLE_MS * rate));
  const result = await tab.evaluate(() => ({ painted: window.__bench.painted, clickable: window.__bench.clickable, longTasks: window.__bench.longTasks }));
  // Everything the embed asked for from navigation to SETTLE_MS after it was clickable (an idle preload included).
  const requestsToClickable = requests.length;
  await context.close();
  const tbt = result.longTasks.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
  const js = log.filter((l) => l.gzip > 0).reduce((s, l) => s + l.gzip, 0);
  return { painted: result.painted, clickable: result.clickable, tbt, requests: requestsToClickable, jsGzip: js, longTasks: result.longTasks.map(([s, d]) => [Math.round(s), Math.round(d)]) };
}

const profile = mkdtempSync(join(tmpdir(), 'bfsi-bench-'));
const browser = await puppeteer.launch({
  executablePath: process.env.PUPPETEER_EXECUTABLE_PATH || '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', `--user-data-dir=${profile}`],
});
const chromeVersion = await browser.version();
const log = [];
const srv = server(log);
await new Promise((r) => srv.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${srv.address().port}`;

const loads = [];
const sample = () => loads.push(loadavg()[0]);
sample();
const sampler = setInterval(sample, 1000);
const started = Date.now();
/** results[name][rate] = [{ clickable, tbt, requests, jsGzip }] */
const results = Object.fromEntries(embeds.map((e) => [e.name, Object.fromEntries(RATES.map((r) => [r, []]))]));
try {
  // One warm-up load each (not counted): first-run costs of the browser itself.
  for (const embed of embeds) await load(browser, origin, embed, 1, log);
  for (let round = 0; round < ROUNDS; round++) {
    for (const rate of RATES) {
      // A different order each round, so no embed always follows the same one.
      const order = embeds.map((e, i) => embeds[(i + round) % embeds.length]);
      for (const embed of order) results[embed.name][rate].push(await load(browser, origin, embed, rate, log));
    }
    process.stdout.write(`round ${round + 1}/${ROUNDS} done\n`);
  }
} finally {
  clearInterval(sampler);
  sample();
  await browser.close();
  srv.close();
  rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
}

const blank = Object.fromEntries(RATES.map((r) => [r, median(results['blank page'][r].map((x) => x.clickable))]));
const rows = embeds
  .filter((e) => e.kind !== 'blank')
  .map((e) => {
    const r = results[e.name];
    return {
      embed: e.name,
      kind: e.kind,
      requests: median(r[1].map((x) => x.requests)),
      jsGzipKiB: median(r[1].map((x) => x.jsGzip)) / 1024,
      d1: median(r[1].map((x) => x.clickable)) - blank[1],
      d4: median(r[4].map((x) => x.clickable)) - blank[4],
      p4: median(r[4].map((x) => x.painted)) - blank[4],
      tbt4: median(r[4].map((x) => x.tbt)),
    };
  });

const fmt = (ms) => `${ms >= 0 ? '+' : ''}${Math.round(ms)} ms`;
const lines = [
  `Embeds on one blank page, headless ${chromeVersion}, loopback, no compression, cold cache; medians of ${ROUNDS} (after one warm-up load each).`,
  `Blank page first frame: ${Math.round(blank[1])} ms at 1×, ${Math.round(blank[4])} ms at 4× CPU.`,
  `Machine: ${cpus().length} cores, load average (1 min) during the run: min ${Math.min(...loads).toFixed(2)}, median ${median(loads).toFixed(2)}, max ${Math.max(...loads).toFixed(2)}; ${Math.round((Date.now() - started) / 1000)} s.`,
  '',
  '| embed | kind | requests | JS gzip | Δ 1x CPU | Δ 4x CPU | TBT 4x | Δ painted 4x |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ...rows.map((r) => `| ${r.embed} | ${r.kind} | ${r.requests} | ${r.jsGzipKiB.toFixed(1)} KiB | ${fmt(r.d1)} | ${fmt(r.d4)} | ${Math.round(r.tbt4)} ms | ${fmt(r.p4)} |`),
  '',
  'Δ: first frame where the target takes a click, minus the blank page\'s first frame. Δ painted: first frame where it is on screen (a form\'s inert first paint counts). Requests and JS gzip: everything fetched until 1 s (× CPU rate) after clickable, an idle preload included; TBT: long tasks over 50 ms in that same window.',
];
console.log(lines.join('\n'));

// The targets, checked on this run's figures.
const best = (kind) => Math.min(...rows.filter((r) => r.kind === kind).map((r) => r.d4));
const checks = [
  ...rows.filter((r) => r.kind === 'our launcher').map((r) => [`${r.embed} Δ4x ${fmt(r.d4)} ≤ fastest peer launcher ${fmt(best('peer launcher'))}`, r.d4 <= best('peer launcher')]),
  ...rows.filter((r) => r.kind === 'our inline').map((r) => [`${r.embed} Δ4x ${fmt(r.d4)} ≤ fastest peer inline ${fmt(best('peer inline'))}`, r.d4 <= best('peer inline')]),
  ...rows.filter((r) => r.kind.startsWith('our')).map((r) => [`${r.embed} TBT 4x ${Math.round(r.tbt4)} ms ≤ 20 ms`, r.tbt4 <= 20]),
];
console.log('');
for (const [text, ok] of checks) console.log(`${ok ? 'ok  ' : 'MISS'} ${text}`);
if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify({ rounds: ROUNDS, loads, blank, rows, raw: results }, null, 2));
