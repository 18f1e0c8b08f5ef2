// Debian Chromium through puppeteer-core, with the flags that keep it off the
// closed network (TOOLCHAIN.md, trap 11). PUPPETEER_EXECUTABLE_PATH overrides
// the path so the same tests run on a laptop.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

export const chromiumPath = process.env.PUPPETEER_EXECUTABLE_PATH || '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'bfsi-chromium-'));
  const browser = await puppeteer.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [...chromiumFlags, `--user-data-dir=${profile}`],
    // A DevTools call that never returns fails by name ("Target.createTarget timed out") before the test's own
    // 60 s limit, instead of an anonymous test timeout (one CI run's '/ to /Home' stalled 60 s with no clue).
    protocolTimeout: 45_000,
  });
  // Chromium may still be writing its profile as it exits: retry the removal.
  browser.once('disconnected', () => {
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    } catch {
      // a leftover temp dir is harmless; a failing test run is not
    }
  });
  return browser;
}

/**
 * Closes Chromium, waits for the process to exit, then removes its profile
 * with retries: the removal launchBrowser() hooks on 'disconnected' can race
 * Chromium's own last writes (ENOTEMPTY, failing a suite whose tests passed).
 */
export async function closeBrowser(b: Browser | undefined): Promise<void> {
  if (!b) return;
  const proc = b.process();
  const profile = proc?.spawnargs.find((a) => a.startsWith('--user-data-dir='))?.slice('--user-data-dir='.length);
  b.removeAllListeners('disconnected');
  const exited = proc && proc.exitCode === null ? new Promise((r) => proc.once('exit', r)) : Promise.resolve();
  await b.close();
  await exited;
  if (profile) rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
}

/** Resolves after the page has painted twice: scroll and resize handlers have run. */
export function afterFrames(tab: Page): Promise<unknown> {
  return tab.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** Resolves when the page's main thread is idle (hydration and load-time work done). */
export function whenIdle(tab: Page): Promise<unknown> {
  return tab.evaluate(
    () =>
      new Promise((r) => {
        const w = window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => void };
        if (w.requestIdleCallback) w.requestIdleCallback(() => r(null), { timeout: 3000 });
        else setTimeout(r, 0);
      }),
  );
}
