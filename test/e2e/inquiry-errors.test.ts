// Honest form errors in Chromium (issue 13): a mistyped address is named next
// to its field before anything is sent, and a field error the real server
// answers (the request altered on its way, as a client with another rule
// would send it) reaches the visitor next to its field, with focus, and
// without "try again". Run after `npm run build`.
import type { Browser, HTTPRequest, Page as Tab } from 'puppeteer-core';
import { startRig, type Rig } from '../support/rig';
import type { StartedServer } from '../support/server';

let rig: Rig;
let server: StartedServer;
let browser: Browser;

beforeAll(async () => {
  rig = await startRig();
  ({ server, browser } = rig);
}, 90_000);

afterAll(() => rig?.stop());

const form = 'bfsi-inquiry-form';

async function openHome(): Promise<Tab> {
  const tab = await browser.newPage();
  await tab.goto(`${server.url}/Home`, { waitUntil: 'networkidle0' });
  await tab.waitForSelector(`${form} >>> form`);
  return tab;
}

async function fill(tab: Tab, email: string) {
  await tab.locator(`${form} >>> [name="name"]`).fill('Priya Raman');
  await tab.locator(`${form} >>> [name="email"]`).fill(email);
  await tab.locator(`${form} >>> [name="subject"]`).fill('Loan QC');
  await tab.locator(`${form} >>> [name="message"]`).fill('Please call me.');
  await tab.locator(`${form} >>> button[type="submit"]`).click();
}

/** The focused element inside the form's shadow root, its validity and what describes it. */
const focused = (tab: Tab) =>
  tab.evaluate((sel) => {
    const root = document.querySelector(sel)!.shadowRoot!;
    const el = root.activeElement as HTMLInputElement | null;
    const ids = (el?.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    return {
      name: el?.name,
      invalid: el?.getAttribute('aria-invalid'),
      description: ids.map((id) => root.getElementById(id)?.textContent).join(' '),
      alert: root.querySelector('[role=alert]')?.textContent ?? null,
    };
  }, form);

test('a mistyped address is named next to the e-mail field, which gets focus; nothing is sent', async () => {
  const tab = await openHome();
  const posts: string[] = [];
  tab.on('request', (r) => r.method() === 'POST' && posts.push(r.url()));
  await fill(tab, 'priya@bank');
  await tab.waitForFunction((sel) => !!document.querySelector(sel)?.shadowRoot?.querySelector('[data-field-error="email"]'), {}, form);
  expect(await focused(tab)).toEqual({ name: 'email', invalid: 'true', description: 'Please enter a full e-mail address, like name@bank.com', alert: null });
  expect(posts).toEqual([]);
  await tab.close();
}, 60_000);

test('the server\'s field error reaches the visitor next to the field, not as "try again"', async () => {
  const tab = await openHome();
  await tab.setRequestInterception(true);
  tab.on('request', (r: HTTPRequest) => {
    if (r.method() !== 'POST' || !r.url().endsWith('/api/Email/SendEmail')) return void r.continue();
    const body = JSON.parse(r.postData() ?? '{}');
    body.criteria[1] = 'priya@bank';
    void r.continue({ postData: JSON.stringify(body) });
  });
  const answer = tab.waitForResponse((r) => r.url().endsWith('/api/Email/SendEmail'));
  await fill(tab, 'priya@bank.com');
  const res = await answer;
  expect(res.status()).toBe(400);
  expect(await res.json()).toMatchObject({ fields: { email: 'InvalidEmail' } });
  await tab.waitForFunction((sel) => !!document.querySelector(sel)?.shadowRoot?.querySelector('[data-field-error="email"]'), {}, form);
  expect(await focused(tab)).toEqual({ name: 'email', invalid: 'true', description: 'Please enter a full e-mail address, like name@bank.com', alert: null });
  await tab.close();
}, 60_000);
