// Layout of every route in Chromium at 390, 768 and 1366 px (issue 10): no
// horizontal overflow; no grid row holding a lone card while the grid has
// more columns (a lone card must fill its row); nothing drawn over the chat
// launcher, and under it only page background (no text, media or control) at
// the top, middle and end of the page and around each form's submit button.
// Run after `npm run build`. SITE_WEB_ROOT (optional) serves another build.
import type { Browser, Page as Tab } from 'puppeteer-core';
import { afterFrames, whenIdle } from '../support/browser';
import { siteEnv, startRig, type Rig } from '../support/rig';
import type { StartedServer } from '../support/server';
import { pages } from '../../content/pages';
import { buildRoutes } from '../../site/routes';

// The lead desk (/dashboard) sends a visitor without a session to /login;
// its own layout, signed in, is walked in lead-desk.test.ts.
const routes = buildRoutes(pages).pages.filter((r) => r.path !== 'dashboard');
const viewports = [
  { width: 390, height: 844, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
  { width: 768, height: 1024 },
  { width: 1366, height: 900 },
];

let rig: Rig;
let server: StartedServer;
let browser: Browser;

beforeAll(async () => {
  rig = await startRig(siteEnv());
  ({ server, browser } = rig);
}, 90_000);

afterAll(() => rig?.stop());

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The launcher's box in the viewport, or null when the route has no launcher. */
async function launcherBox(tab: Tab): Promise<Box | null> {
  const found = await tab
    .waitForFunction(
      () => {
        const host = document.querySelector('bfsi-chatbot');
        const el = host?.shadowRoot?.querySelector('[part~="launcher"], .bfsi-chat__launcher');
        const r = el?.getBoundingClientRect();
        return r && r.width > 0 ? { left: r.left, top: r.top, right: r.right, bottom: r.bottom } : false;
      },
      { timeout: 8000 },
    )
    .then((h) => h.jsonValue() as Promise<Box>)
    .catch(() => null);
  return found;
}

/** The launcher's box once the page has reacted to a scroll (two frames, then its slide aside or back is over). */
async function settledLauncher(tab: Tab): Promise<Box> {
  await afterFrames(tab);
  await afterFrames(tab);
  await tab.waitForFunction(
    () => {
      const el = document.querySelector('bfsi-chatbot')?.shadowRoot?.querySelector('[part~="launcher"]');
      return !!el && el.getAnimations().length === 0;
    },
    { timeout: 5000 },
  );
  return (await launcherBox(tab))!;
}

/** What lies over or under the launcher's box: elements drawn above it, and content (text, media, controls) below it. */
function overLauncher(tab: Tab, box: Box): Promise<string[]> {
  return tab.evaluate((b: Box) => {
    const host = document.querySelector('bfsi-chatbot')!;
    const found: string[] = [];
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}`;
    // Drawn on top: the topmost element at points inside the launcher must be the launcher's own host.
    for (const [x, y] of [[0.5, 0.5], [0.2, 0.2], [0.8, 0.2], [0.2, 0.8], [0.8, 0.8]]) {
      const top = document.elementFromPoint(b.left + (b.right - b.left) * x, b.top + (b.bottom - b.top) * y);
      if (top && top !== host && !host.contains(top)) found.push(`on top: ${name(top)}`);
    }
    // Underneath: text, media and controls, inside shadow roots too (the widgets draw there).
    const hits = (r: DOMRect) => r.width > 0 && r.height > 0 && r.right > b.left && r.left < b.right && r.bottom > b.top && r.top < b.bottom;
    const visible = (el: Element) => {
      const s = getComputedStyle(el);
      return s.visibility !== 'hidden' && s.display !== 'none' && Number(s.opacity) > 0;
    };
    const content = 'img, video, svg, button, a, input, textarea, select, iframe, canvas';
    const walk = (root: Document | ShadowRoot) => {
      const tw = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let n: Node | null = tw.currentNode; n; n = tw.nextNode()) {
        if (n === host) continue;
        if (n.nodeType === Node.TEXT_NODE) {
          const parent = n.parentElement;
          if (!n.textContent?.trim() || !parent || host.contains(parent) || !visible(parent) || parent.closest('.sr-only, [hidden], script, style, template')) continue;
          const range = document.createRange();
          range.selectNodeContents(n);
          for (const r of range.getClientRects()) if (hits(r)) found.push(`text under: "${n.textContent.trim().slice(0, 40)}" in ${name(parent)}`);
          continue;
        }
        if (n.nodeType !== Node.ELEMENT_NODE) continue;
        const el = n as Element;
        if (el.shadowRoot) walk(el.shadowRoot);
        // A backdrop (data-backdrop: the hero's background video) is page background.
        if (el.matches(content) && visible(el) && !el.closest('.sr-only, [data-backdrop]') && hits(el.getBoundingClientRect())) found.push(`under: ${name(el)}`);
      }
    };
    walk(document);
    return [...new Set(found)];
  }, box);
}

describe.each(viewports)('layout at $width px', (viewport) => {
  let tab: Tab;
  const noLauncher: string[] = [];

  beforeAll(async () => {
    tab = await browser.newPage();
    await tab.setViewport(viewport);
  });
  afterAll(async () => {
    await tab.close();
    if (noLauncher.length) console.log(`${viewport.width} px: no chat launcher on ${noLauncher.join(', ')}`);
  });

  it.each(routes.map((r) => [r.path]))('/%s: no overflow, balanced grids, the launcher clear', async (path) => {
    await tab.goto(`${server.url}/${path}`, { waitUntil: 'load' });
    await tab.evaluate(() => document.fonts.ready);
    await whenIdle(tab);

    const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect([path, 'overflow px', overflow]).toEqual([path, 'overflow px', 0]);

    const lonely = await tab.evaluate(() =>
      [...document.querySelectorAll('.grid, .proof, .form-summary__figures, .hero__teasers')].flatMap((grid) => {
        const items = [...grid.children].filter((c) => (c as HTMLElement).offsetParent !== null) as HTMLElement[];
        const rows = new Map<number, HTMLElement[]>();
        for (const item of items) {
          const top = Math.round(item.getBoundingClientRect().top);
          rows.set(top, [...(rows.get(top) ?? []), item]);
        }
        const columns = Math.max(...[...rows.values()].map((r) => r.length));
        const width = grid.getBoundingClientRect().width;
        return [...rows.values()]
          .filter((row) => columns > 1 && row.length === 1 && row[0].getBoundingClientRect().width < width * 0.9)
          .map((row) => `${grid.closest('section')?.id || grid.className}: "${row[0].textContent?.trim().slice(0, 30)}" alone in a ${columns}-column grid`);
      }),
    );
    expect([path, lonely]).toEqual([path, []]);

    if (!(await launcherBox(tab))) {
      noLauncher.push(path);
      return;
    }
    // Top, middle and end of the page: whatever the launcher does there (on a
    // phone it slides aside while content passes under it), no text, control or
    // media lies under its box and nothing is drawn over it.
    const height = await tab.evaluate(() => document.documentElement.scrollHeight - innerHeight);
    for (const [where, y] of [['top', 0], ['middle', Math.round(height / 2)], ['end', height]] as const) {
      await tab.evaluate((to) => window.scrollTo(0, to), y);
      const box = await settledLauncher(tab);
      expect([path, where, await overLauncher(tab, box)]).toEqual([path, where, []]);
    }
    // Each form's submit button, scrolled into the lower half of the screen, where the launcher lives.
    const forms = await tab.$$('bfsi-inquiry-form, bfsi-login, bfsi-blog-registration, bfsi-savings-calculator');
    for (const [i, form] of forms.entries()) {
      const scrolled = await form.evaluate((f) => {
        const btn = f.shadowRoot?.querySelector<HTMLElement>('button[type="submit"]');
        if (!btn) return false;
        btn.scrollIntoView({ block: 'center' });
        window.scrollBy(0, -Math.round(window.innerHeight / 4));
        return true;
      });
      if (!scrolled) continue;
      const box = await settledLauncher(tab);
      expect([path, `form ${i}`, await overLauncher(tab, box)]).toEqual([path, `form ${i}`, []]);
    }
  });
});

describe('issue 10 behaviours in the browser', () => {
  it.each([
    ['/home', '/Home'],
    ['/AIForBusiness', '/AIForBuisness'],
    ['/LoanXPress', '/Loanexpress'],
    ['/blog', '/Blog'],
    ['/Vision/', '/Vision'],
  ])('a near miss %s lands on %s through a 301', async (from, to) => {
    const first = await fetch(`${server.url}${from}`, { redirect: 'manual' });
    expect([first.status, first.headers.get('location')]).toEqual([301, to]);
    // A context of its own: the layout walk above cached these pages, and a revalidation answers 304.
    const context = await browser.createBrowserContext();
    const tab = await context.newPage();
    const res = await tab.goto(`${server.url}${from}`, { waitUntil: 'domcontentloaded' });
    expect(res?.status()).toBe(200);
    expect(new URL(tab.url()).pathname).toBe(to);
    await context.close();
  });

  it('"Talk to an expert" opens the chat hand-off on Home', async () => {
    const tab = await browser.newPage();
    await tab.setViewport({ width: 1366, height: 900 });
    await tab.goto(`${server.url}/Home`, { waitUntil: 'load' });
    await whenIdle(tab);
    expect(await tab.$eval('bfsi-chatbot', (e) => e.hasAttribute('open'))).toBe(false);
    await tab.click('a[data-expert]');
    await tab.waitForFunction(() => document.querySelector('bfsi-chatbot')?.hasAttribute('open'), { timeout: 5000 });
    // The link's own target (the form) is the fallback; the page did not jump there.
    expect(new URL(tab.url()).hash).toBe('');
    await tab.close();
  });

  it('on a phone the chat panel fills the screen, its close button in view, and the launcher off its Send button', async () => {
    const tab = await browser.newPage();
    await tab.setViewport(viewports[0]);
    await tab.goto(`${server.url}/Home`, { waitUntil: 'load' });
    await launcherBox(tab);
    await tab.evaluate(() => document.querySelector('bfsi-chatbot')!.shadowRoot!.querySelector<HTMLElement>('[part~="launcher"]')!.click());
    // The panel is drawn, and its slide-in is over.
    await tab.waitForFunction(
      () => {
        const root = document.querySelector('bfsi-chatbot')?.shadowRoot;
        const panel = root?.querySelector('[part~="panel"]');
        return !!root?.querySelector('.bfsi-chat__send') && !!panel && panel.getAnimations().length === 0;
      },
      { timeout: 8000 },
    );
    await afterFrames(tab);
    const seen = await tab.evaluate(() => {
      const root = document.querySelector('bfsi-chatbot')!.shadowRoot!;
      const panel = root.querySelector('[part~="panel"]')!.getBoundingClientRect();
      const close = root.querySelector('.bfsi-chat__close')!.getBoundingClientRect();
      const send = root.querySelector('.bfsi-chat__send')!;
      const s = send.getBoundingClientRect();
      const onSend = root.elementFromPoint(s.left + s.width / 2, s.top + s.height / 2);
      return {
        panel: [panel.left, panel.top, panel.width, panel.height].map(Math.round),
        closeInView: close.width > 0 && close.top >= 0 && close.right <= innerWidth,
        sendOnTop: !!onSend && (onSend === send || send.contains(onSend)),
      };
    });
    expect(seen).toEqual({ panel: [0, 0, viewports[0].width, viewports[0].height], closeInView: true, sendOnTop: true });
    await tab.close();
  });

  it('toasts start below the header (Login)', async () => {
    const tab = await browser.newPage();
    for (const viewport of viewports) {
      await tab.setViewport(viewport);
      await tab.goto(`${server.url}/Login`, { waitUntil: 'load' });
      await tab.waitForFunction(() => document.querySelector('bfsi-login')?.shadowRoot?.querySelector('.bfsi-toasts'), { timeout: 8000 });
      const toastTop = await tab.evaluate(() => document.querySelector('bfsi-login')!.shadowRoot!.querySelector('.bfsi-toasts')!.getBoundingClientRect().top);
      const headerBottom = await tab.$eval('.site-header', (h) => h.getBoundingClientRect().bottom);
      expect([viewport.width, toastTop >= headerBottom]).toEqual([viewport.width, true]);
    }
    await tab.close();
  });

  it('SmartQC shows the site heading and, for the placeholder address, the fallback panel with a link', async () => {
    const tab = await browser.newPage();
    await tab.goto(`${server.url}/SmartQC`, { waitUntil: 'load' });
    expect(await tab.$eval('h1', (h) => h.textContent)).toBe('SmartQC');
    await tab.waitForFunction(() => document.querySelector('bfsi-smartqc')?.shadowRoot?.querySelector('.bfsi-smartqc__fallback a'), { timeout: 8000 });
    const href = await tab.evaluate(() => document.querySelector('bfsi-smartqc')!.shadowRoot!.querySelector<HTMLAnchorElement>('.bfsi-smartqc__fallback a')!.href);
    expect(href).toMatch(/^mailto:/);
    await tab.close();
  });

  it.each([390, 1366])('SmartQC at the placeholder keeps only the panel\'s room, the same before and after the widget draws (%i px)', async (width) => {
    const tab = await browser.newPage();
    await tab.setViewport({ width, height: 900 });
    // The prerendered page alone first: the room the site keeps before any script runs.
    await tab.setJavaScriptEnabled(false);
    await tab.goto(`${server.url}/SmartQC`, { waitUntil: 'load' });
    const kept = await tab.$eval('bfsi-smartqc', (e) => e.getBoundingClientRect().height);
    await tab.setJavaScriptEnabled(true);
    await tab.goto(`${server.url}/SmartQC`, { waitUntil: 'load' });
    await tab.waitForFunction(() => document.querySelector('bfsi-smartqc')?.shadowRoot?.querySelector('.bfsi-smartqc__fallback a'), { timeout: 8000 });
    const drawn = await tab.$eval('bfsi-smartqc', (e) => e.getBoundingClientRect().height);
    expect(kept).toBeLessThan(500);
    expect(drawn).toBe(kept);
    await tab.close();
  });
});
