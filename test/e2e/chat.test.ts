// The chatbot in Chromium against the real server and a real SMTP server
// (issue 14): a conversation survives navigation and the element being
// re-mounted; the hand-off form's inquiry reaches SMTP with the transcript.
// Run after `npm run build` (jest.e2e.config.mjs).
import type { Browser, Page as Tab } from 'puppeteer-core';
import { startRig, type Rig } from '../support/rig';
import type { StartedServer } from '../support/server';
import type { TestSmtp } from '../server/helpers';

const INQUIRY_TO = 'chat-inbox@example.net';
const BOT = 'bfsi-chatbot';

let rig: Rig;
let server: StartedServer;
let smtp: TestSmtp;
let browser: Browser;

beforeAll(async () => {
  rig = await startRig({ INQUIRY_TO }, { mail: true });
  ({ server, smtp, browser } = rig);
}, 90_000);

afterAll(() => rig?.stop());

const text = (tab: Tab) => tab.evaluate((sel) => document.querySelector(sel)?.shadowRoot?.textContent ?? '', BOT);

async function openChat(tab: Tab) {
  await tab.waitForSelector(`${BOT} >>> [part="launcher"]`);
  if (!(await tab.$(`${BOT} >>> .bfsi-chat__panel:not([hidden])`))) await tab.locator(`${BOT} >>> [part="launcher"]`).click();
  await tab.waitForSelector(`${BOT} >>> .bfsi-chat__panel:not([hidden]) .bfsi-chat__input`);
}

async function say(tab: Tab, question: string, expectInReply: string) {
  await tab.locator(`${BOT} >>> .bfsi-chat__input`).fill(question);
  await tab.keyboard.press('Enter');
  await tab.waitForFunction((sel, t) => (document.querySelector(sel)?.shadowRoot?.textContent ?? '').includes(t), { timeout: 15_000 }, BOT, expectInReply);
}

test('a conversation survives navigation and a re-mount; its hand-off inquiry reaches SMTP with the transcript', async () => {
  const tab = await browser.newPage();
  await tab.setViewport({ width: 1280, height: 900 });
  await tab.goto(`${server.url}/Home`, { waitUntil: 'networkidle0' });
  await openChat(tab);
  await say(tab, 'What is LoanXPress?', 'pre-underwriting');

  await tab.goto(`${server.url}/Loanexpress`, { waitUntil: 'networkidle0' });
  await openChat(tab);
  expect(await text(tab)).toContain('What is LoanXPress?');
  expect(await text(tab)).toContain('pre-underwriting');

  // Moved on the page (a partner's framework re-rendering): the element is re-mounted.
  await tab.evaluate((sel) => {
    const el = document.querySelector(sel)!;
    el.remove();
    document.body.prepend(el);
  }, BOT);
  await openChat(tab);
  expect(await text(tab)).toContain('What is LoanXPress?');

  const marker = `chat-${Date.now()}`;
  await say(tab, 'I would like to talk to a person', 'Happy to put you in touch');
  await tab.waitForSelector(`${BOT} >>> form.bfsi-chat__handoff`);
  await tab.locator(`${BOT} >>> form.bfsi-chat__handoff [name="name"]`).fill('Ada Lovelace');
  await tab.locator(`${BOT} >>> form.bfsi-chat__handoff [name="email"]`).fill('ada@example.org');
  await tab.locator(`${BOT} >>> form.bfsi-chat__handoff [name="message"]`).fill(marker);
  await tab.locator(`${BOT} >>> form.bfsi-chat__handoff button[type="submit"]`).click();
  await tab.waitForFunction((sel) => (document.querySelector(sel)?.shadowRoot?.textContent ?? '').includes("We'll be in touch"), { timeout: 15_000 }, BOT);

  const mail = await smtp.waitFor((m) => m.text.includes(marker), 15_000);
  expect(mail.to).toEqual([INQUIRY_TO]);
  expect(mail.text).toContain('Visitor: What is LoanXPress?');
  expect(mail.text).toContain('Visitor: I would like to talk to a person');
  expect(mail.text).toContain('ada@example.org');

  // "New conversation" clears it for the next page too.
  await tab.locator(`${BOT} >>> .bfsi-chat__new`).click();
  await tab.goto(`${server.url}/Home`, { waitUntil: 'networkidle0' });
  await openChat(tab);
  // The opening state again: no pair, the starters offered.
  expect(await tab.$$(`${BOT} >>> .bfsi-chat__pair`)).toHaveLength(0);
  expect(await text(tab)).toContain('How can I contact you?');
}, 120_000);
