// npm run shots: a phone (390×844) and a desktop (1366×900) full-page
// screenshot of every route, from the built site on the real server, into
// .shots/ (gitignored) for review by eye; not a pixel-diff test. Needs a build.
// SITE_WEB_ROOT serves another build; SHOTS_ROUTES=Home,Product limits the routes.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import puppeteer from 'puppeteer-core';
import { pages } from '../content/pages';
import { webRoot } from './paths.mjs';

const out = resolve('.shots');
const root = resolve(process.env.SITE_WEB_ROOT || webRoot);
const only = process.env.SHOTS_ROUTES?.split(',').filter(Boolean);
const routes = pages.map((p) => p.path.replace(/^\//, '')).filter((p) => !only || only.includes(p));
const sizes = [
  { name: 'phone', viewport: { width: 390, height: 844, deviceScaleFactor: 1, isMobile: true, hasTouch: true } },
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
];

const freePort = () =>
  new Promise<number>((res, rej) => {
    const srv = createServer();
    srv.once('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => res(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });

if (!existsSync(join(root, 'Home', 'index.html'))) {
  console.error('No build found: run npm run build first.');
  process.exit(1);
}

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'bfsi-shots-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, WEB_ROOT: root, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const url = `http://127.0.0.1:${port}`;
const profile = mkdtempSync(join(tmpdir(), 'bfsi-shots-chrome-'));
try {
  for (let i = 0; ; i++) {
    if (server.exitCode !== null || i > 300) throw new Error('server did not start');
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  mkdirSync(out, { recursive: true });
  const browser = await puppeteer.launch({
    executablePath: process.env.PUPPETEER_EXECUTABLE_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', `--user-data-dir=${profile}`],
  });
  try {
    const tab = await browser.newPage();
    for (const size of sizes) {
      await tab.setViewport(size.viewport);
      for (const path of routes) {
        await tab.goto(`${url}/${path}`, { waitUntil: 'networkidle0' });
        await tab.evaluate(() => document.fonts.ready);
        const file = join(out, `${size.name}-${path.replace(/\//g, '_')}.png`);
        await tab.screenshot({ path: file as `${string}.png`, fullPage: true });
        console.log(file);
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
}
