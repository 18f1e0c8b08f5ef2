// The lead desk walked in Chromium against the real server and SMTP server:
// an inquiry sent through the Home form; /dashboard without a session goes
// to /login (→ /Login) and back after sign-in; the first sign-in changes the
// password first; the dashboard lists the inquiry with status sent; the CSV
// export holds it; sign out; /dashboard leads to /login again. Phone-size
// screenshots go to .test-results/lead-desk/ (git-ignored) to be looked at.
// Run after `npm run build` (jest.e2e.config.mjs).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page as Tab } from 'puppeteer-core';
import { startRig, type Rig } from '../support/rig';
import type { StartedServer } from '../support/server';
import { runUserAdd, type TestSmtp } from '../server/helpers';

const FIXED = 'E2E789';
const shots = join(process.cwd(), '.test-results', 'lead-desk');
let rig: Rig;
let server: StartedServer;
let smtp: TestSmtp;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  rig = await startRig({ INQUIRY_TO: 'desk@example.net', CAPTCHA_FIXED_CODE: FIXED }, { mail: true });
  ({ server, smtp, browser } = rig);
  expect((await runUserAdd(['deskstaff'], 'given-password-1', { DATA_DIR: server.dataDir })).code).toBe(0);
}, 90_000);

afterAll(() => rig?.stop());

const shot = (tab: Tab, name: string) => tab.screenshot({ path: join(shots, `${name}.png`), fullPage: true });

test('first sign-in → password change → the inquiry just sent, status sent → CSV holds it → sign out → /dashboard leads to /login', async () => {
  const tab = await browser.newPage();
  const errors: string[] = [];
  tab.on('pageerror', (e) => errors.push(String((e as Error).message ?? e)));
  // A phone: 390×844 CSS pixels at DPR 3.
  await tab.setViewport({ width: 390, height: 844, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

  // An inquiry through the Home form.
  await tab.goto(`${server.url}/Home`, { waitUntil: 'networkidle0' });
  const form = 'bfsi-inquiry-form';
  await tab.waitForSelector(`${form} >>> form`);
  const marker = `desk-${Date.now()}`;
  await tab.locator(`${form} >>> [name="name"]`).fill('Grace Hopper');
  await tab.locator(`${form} >>> [name="email"]`).fill('grace@example.org');
  if (await tab.$(`${form} >>> [name="subject"]`)) await tab.locator(`${form} >>> [name="subject"]`).fill('Loan QC');
  await tab.locator(`${form} >>> [name="message"]`).fill(`Please call me ${marker}`);
  await tab.locator(`${form} >>> button[type="submit"]`).click();
  await smtp.waitFor((m) => m.text.includes(marker), 15_000);

  // No session: /dashboard → /login → /Login?next=/dashboard.
  await tab.goto(`${server.url}/dashboard`, { waitUntil: 'networkidle0' });
  await tab.waitForFunction(() => location.pathname === '/Login', { timeout: 10_000 });
  expect(new URL(tab.url()).search).toBe('?next=%2Fdashboard');
  const login = 'bfsi-login';
  await tab.waitForSelector(`${login} >>> canvas`);
  // The captcha is drawn: the canvas's backing store follows DPR 3.
  await tab.waitForFunction((sel) => (document.querySelector(sel)?.shadowRoot?.querySelector('canvas') as HTMLCanvasElement | null)?.width === 960, { timeout: 10_000 }, login);
  await shot(tab, '1-login');
  await tab.locator(`${login} >>> [name="userName"]`).fill('deskstaff');
  await tab.locator(`${login} >>> [name="password"]`).fill('given-password-1');
  await tab.locator(`${login} >>> [name="captchaCode"]`).fill(FIXED);
  await Promise.all([tab.waitForNavigation({ waitUntil: 'networkidle0' }), tab.locator(`${login} >>> button[type="submit"]`).click()]);
  expect(new URL(tab.url()).pathname).toBe('/dashboard');
  expect(await tab.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();

  // First sign-in: the password first.
  await tab.waitForSelector('#desk-password-title');
  await shot(tab, '2-password-change');
  await tab.type('#desk-current', 'given-password-1');
  await tab.type('#desk-new', 'password12345');
  await tab.type('#desk-again', 'password12345');
  await tab.click('.desk-password button[type="submit"]');
  await tab.waitForFunction(() => /common|guess/i.test(document.querySelector('.desk-error')?.textContent ?? ''), { timeout: 10_000 });
  const strong = 'Harbour-Lantern-Quartz-58';
  // Typing over the selected text, as a person replacing it would.
  for (const field of ['#desk-new', '#desk-again']) {
    await tab.$eval(field, (el) => (el as HTMLInputElement).select());
    await tab.type(field, strong);
  }
  await tab.click('.desk-password button[type="submit"]');

  // The desk: the inquiry, delivered.
  await tab.waitForSelector('nav[aria-label="Lead desk"]').catch(async (e) => {
    await shot(tab, 'failed-after-password');
    throw e;
  });
  await tab.waitForFunction(
    (m) => Array.from(document.querySelectorAll('.desk-lead')).some((li) => li.textContent!.includes('Grace Hopper') && li.textContent!.includes('Sent')),
    { timeout: 15_000 },
    marker,
  );
  await tab.click('.desk-lead .desk-link');
  await tab.waitForFunction((m) => document.body.textContent!.includes(m), { timeout: 5_000 }, marker);
  await shot(tab, '3-leads');

  // The CSV export holds it (fetched as the page does, with the page's session).
  const csv = await tab.evaluate(async () => {
    const r = await fetch('/api/staff/leads.csv', { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } });
    return r.text();
  });
  expect(csv).toContain(marker);
  expect(csv).toContain('"sent"');

  // The other tabs render on a phone too.
  for (const [name, label] of [['4-chat-questions', 'Chat questions'], ['5-blogs', 'Blogs']] as const) {
    const buttons = await tab.$$('.desk-tab');
    for (const b of buttons) if ((await b.evaluate((el) => el.textContent)) === label) await b.click();
    await tab.waitForFunction((l) => document.querySelector('.desk-tab[aria-current="page"]')?.textContent === l, {}, label);
    await tab.waitForFunction(() => !/Loading/.test(document.querySelector('.desk-live')?.textContent ?? 'Loading'), { timeout: 5_000 });
    await shot(tab, name);
  }

  // Sign out; the dashboard then leads to /login again.
  await Promise.all([tab.waitForNavigation({ waitUntil: 'networkidle0' }), tab.click('.desk-top .desk-button')]);
  expect(new URL(tab.url()).pathname).toBe('/Login');
  await tab.goto(`${server.url}/dashboard`, { waitUntil: 'networkidle0' });
  await tab.waitForFunction(() => location.pathname === '/Login', { timeout: 10_000 });
  expect(errors).toEqual([]);
  await tab.close();
}, 120_000);
