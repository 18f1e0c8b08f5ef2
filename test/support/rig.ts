// What an end-to-end suite starts: the real server on a free loopback port and
// Chromium, plus a test SMTP server (and a fast outbox) when the suite follows
// the mail. Stopped in reverse order, Chromium through closeBrowser.
import type { Browser } from 'puppeteer-core';
import { closeBrowser, launchBrowser } from './browser';
import { startServer, type StartedServer } from './server';
import { createSmtp, fastOutbox, type TestSmtp } from '../server/helpers';

export interface Rig {
  server: StartedServer;
  browser: Browser;
  /** Only with `{ mail: true }`. */
  smtp: TestSmtp;
  stop(): Promise<void>;
}

/** The site build under test: SITE_WEB_ROOT when a suite runs against another build. */
export const siteEnv = (): Record<string, string> => (process.env.SITE_WEB_ROOT ? { WEB_ROOT: process.env.SITE_WEB_ROOT } : {});

export async function startRig(env: Record<string, string> = {}, options: { mail?: boolean } = {}): Promise<Rig> {
  const smtp = options.mail ? await createSmtp() : undefined;
  const server = await startServer(smtp ? { ...fastOutbox, SMTP_URL: smtp.url, ...env } : env);
  const browser = await launchBrowser();
  return {
    server,
    browser,
    smtp: smtp as TestSmtp,
    async stop() {
      await closeBrowser(browser);
      await server.stop();
      await smtp?.stop();
    },
  };
}
