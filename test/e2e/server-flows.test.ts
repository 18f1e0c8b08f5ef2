// Whole flows in Chromium against the real server and a real SMTP server:
// an inquiry typed into the Home form reaches SMTP (to INQUIRY_TO, escaped
// HTML part), and a staff sign-in with CAPTCHA_FIXED_CODE lands on
// BlogRegistration, where a blog is registered and stored.
// Run after `npm run build` (jest.e2e.config.mjs).
import type { Browser, Page as Tab } from 'puppeteer-core';
import { startRig, type Rig } from '../support/rig';
import type { StartedServer } from '../support/server';
import { execSql, query, runUserAdd, type TestSmtp } from '../server/helpers';

const FIXED = 'E2E123';
const INQUIRY_TO = 'sales-inbox@example.net';

let rig: Rig;
let server: StartedServer;
let smtp: TestSmtp;
let browser: Browser;

beforeAll(async () => {
  rig = await startRig({ INQUIRY_TO, CAPTCHA_FIXED_CODE: FIXED }, { mail: true });
  ({ server, smtp, browser } = rig);
  const added = await runUserAdd(['editor1'], 'editor-password-1', { DATA_DIR: server.dataDir });
  expect(added.code).toBe(0);
  // An editor who has made their first password their own (a first sign-in goes to the
  // password change instead: lead-desk.test.ts walks that).
  await execSql('sqlite', server.dataDir, 'update users set is_first_login = 0 where username = $1', ['editor1']);
}, 90_000);

afterAll(() => rig?.stop());

async function open(path: string): Promise<{ tab: Tab; errors: string[] }> {
  const tab = await browser.newPage();
  const errors: string[] = [];
  tab.on('pageerror', (e) => errors.push(String((e as Error).message ?? e)));
  await tab.setViewport({ width: 1280, height: 900 });
  const res = await tab.goto(`${server.url}${path}`, { waitUntil: 'networkidle0' });
  expect(res?.status()).toBe(200);
  return { tab, errors };
}

test('an inquiry sent from the Home form reaches the SMTP server', async () => {
  const { tab, errors } = await open('/Home');
  const form = 'bfsi-inquiry-form';
  await tab.waitForSelector(`${form} >>> form`);
  const marker = `e2e-${Date.now()}`;
  await tab.locator(`${form} >>> [name="name"]`).fill('Grace <i>Hopper</i>');
  await tab.locator(`${form} >>> [name="email"]`).fill('grace@example.org');
  if (await tab.$(`${form} >>> [name="subject"]`)) await tab.locator(`${form} >>> [name="subject"]`).fill('Loan QC');
  await tab.locator(`${form} >>> [name="message"]`).fill(`Please get in touch ${marker} <script>x()</script>`);
  await tab.locator(`${form} >>> button[type="submit"]`).click();

  await tab.waitForFunction(
    (sel) => (document.querySelector(sel)?.shadowRoot?.textContent ?? '').includes('Inquiry sent successfully!'),
    { timeout: 15_000 },
    form,
  );
  const mail = await smtp.waitFor((m) => m.text.includes(marker), 15_000);
  expect(mail.to).toEqual([INQUIRY_TO]);
  expect(mail.headers['reply-to']).toContain('grace@example.org');
  expect(mail.text).toContain('Grace <i>Hopper</i>');
  expect(mail.html).toContain('Grace &lt;i&gt;Hopper&lt;/i&gt;');
  expect(mail.html).toContain('&lt;script&gt;x()&lt;/script&gt;');
  expect(mail.html).not.toContain('<script>');
  expect(errors).toEqual([]);
  await tab.close();
}, 60_000);

test('staff sign-in with the CAPTCHA lands on BlogRegistration and a blog is stored', async () => {
  const { tab, errors } = await open('/Login');
  const login = 'bfsi-login';
  await tab.waitForSelector(`${login} >>> canvas`);
  await tab.locator(`${login} >>> [name="userName"]`).fill('editor1');
  await tab.locator(`${login} >>> [name="password"]`).fill('editor-password-1');
  await tab.locator(`${login} >>> [name="captchaCode"]`).fill(FIXED);
  await Promise.all([tab.waitForNavigation({ waitUntil: 'networkidle0' }), tab.locator(`${login} >>> button[type="submit"]`).click()]);
  expect(new URL(tab.url()).pathname).toBe('/BlogRegistration');
  const stored = await tab.evaluate(() => ({ token: localStorage.getItem('token'), userId: localStorage.getItem('userId') }));
  expect(stored.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(stored.userId).toBeTruthy();

  const blog = 'bfsi-blog-registration';
  await tab.waitForSelector(`${blog} >>> form`);
  const name = `E2E blog ${Date.now()}`;
  await tab.locator(`${blog} >>> [name="blogName"]`).fill(name);
  await tab.locator(`${blog} >>> [name="blogUrl"]`).fill('https://blog.example.org/e2e');
  await tab.locator(`${blog} >>> [name="authorName"]`).fill('Ada Lovelace');
  await tab.locator(`${blog} >>> button[type="submit"]`).click();

  let rows: Record<string, unknown>[] = [];
  for (let i = 0; i < 100 && rows.length === 0; i++) {
    await new Promise((r) => setTimeout(r, 100));
    rows = await query('sqlite', server.dataDir, 'select blog_name, blog_url, author_name, created_by from blogs where blog_name = $1', [name]);
  }
  expect(rows).toEqual([{ blog_name: name, blog_url: 'https://blog.example.org/e2e', author_name: 'Ada Lovelace', created_by: stored.userId }]);
  await tab.waitForFunction(
    (sel) => (document.querySelector(sel)?.shadowRoot?.textContent ?? document.body.textContent ?? '').includes('Blog Added Successfully') ||
      Array.from(document.querySelectorAll('*')).some((el) => (el.shadowRoot?.textContent ?? '').includes('Blog Added Successfully')),
    { timeout: 10_000 },
    blog,
  );
  expect(errors).toEqual([]);
  await tab.close();
}, 60_000);
