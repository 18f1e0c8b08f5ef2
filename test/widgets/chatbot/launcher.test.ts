import { act, fireEvent, waitFor } from '@testing-library/preact';
import { chatbotWidget, IDLE_FALLBACK_MS } from '../../../widgets/chatbot/launcher';
import { launcherCss } from '../../../widgets/chatbot/launcher-styles';
import { widget } from '../../../widgets/chatbot/index';
import type { PanelModule } from '../../../widgets/chatbot/panel-contract';
import { drawLauncher, styleButton } from '../../../widgets/chatbot/launcher-dom';
import type { WidgetController } from '../../../widgets/kit/element';
import { siteConfig } from '../../../content/site-config';
import { installFakeFetch, type FakeFetch } from '../../support/fake-fetch';
import { axeViolations } from '../../support/axe';
import { settle } from '../../support/flush';

const ASK = 'POST /api/chat/ask';
const realPanel = () => import('../../../widgets/chatbot/panel') as Promise<PanelModule>;

let api: FakeFetch;
const hosts: HTMLElement[] = [];
const controllers: WidgetController[] = [];

beforeEach(() => {
  api = installFakeFetch({ [ASK]: { status: 200, body: { answer: 'Yes.', score: 0.9 } } });
});

afterEach(() => {
  controllers.splice(0).forEach((c) => c.detach());
  hosts.splice(0).forEach((h) => h.remove());
  api.restore();
  jest.restoreAllMocks();
  jest.useRealTimers();
  delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback;
});

/** The loader's part: it draws the launcher on connect, before the chunk attaches (loader/registry.ts). */
const drawnByLoader = (host: HTMLElement) => drawLauncher(host, styleButton)[0];

/** The element path: a plain element, drawn and attach()ed as the loader does, queries inside its shadow root. */
function mount(attrs: Record<string, string> = {}, loadPanel: () => Promise<PanelModule> = realPanel) {
  const host = document.createElement('bfsi-chatbot-test');
  for (const [k, v] of Object.entries(attrs)) host.setAttribute(k, v);
  document.body.appendChild(host);
  hosts.push(host);
  const load = jest.fn(loadPanel);
  const events: string[] = [];
  for (const name of ['bfsi-chat-open', 'bfsi-chat-close'] as const) {
    host.addEventListener(name, (e) => {
      expect((e as CustomEvent).detail).toEqual({});
      events.push(name);
    });
  }
  drawnByLoader(host);
  const controller = chatbotWidget(load).attach(host);
  controllers.push(controller);
  const root = host.shadowRoot!;
  const launcher = () => root.querySelector('[part="launcher"]') as HTMLButtonElement;
  const panel = () => root.querySelector('[role="dialog"]') as HTMLElement | null;
  const input = () => root.querySelector('input') as HTMLInputElement;
  return { host, root, controller, load, events, launcher, panel, input };
}

describe('launcher (plain DOM, no Preact)', () => {
  it('should draw a labelled launcher button that controls the panel, collapsed', () => {
    const m = mount();
    const b = m.launcher();
    expect(b.tagName).toBe('BUTTON');
    expect(b.getAttribute('aria-label')).toBe('Chat with us');
    expect(b.getAttribute('aria-expanded')).toBe('false');
    expect(b.getAttribute('aria-controls')).toBe('bfsi-chat-panel');
    expect(m.host.childNodes).toHaveLength(0);
    expect(m.panel()).toBeNull();
  });

  it('should take its z-index from --bfsi-z-index (default 1000) and respect prefers-reduced-motion', () => {
    expect(launcherCss).toMatch(/\.bfsi-chat__launcher \{[^}]*position: fixed;[^}]*z-index: var\(--bfsi-z-index, 1000\)/);
    expect(launcherCss).toMatch(/@media \(prefers-reduced-motion: reduce\)/);
  });

  it('should have no axe violations closed and open', async () => {
    const m = mount();
    expect(await axeViolations(m.root as unknown as Element)).toEqual([]);
    fireEvent.click(m.launcher());
    await settle();
    expect(await axeViolations(m.root as unknown as Element)).toEqual([]);
  });
});

describe('lazy panel import', () => {
  it('should not import the panel until intent', async () => {
    jest.useFakeTimers();
    const m = mount();
    await jest.advanceTimersByTimeAsync(IDLE_FALLBACK_MS - 1);
    expect(m.load).not.toHaveBeenCalled();
  });

  it.each([
    // Dispatched directly: the testing library turns pointerEnter into pointerover.
    ['pointerenter', (b: HTMLElement) => b.dispatchEvent(new Event('pointerenter'))],
    ['focus', (b: HTMLElement) => fireEvent.focus(b)],
    ['click', (b: HTMLElement) => fireEvent.click(b)],
  ])('should import the panel on %s, once', async (_n, intent) => {
    const m = mount();
    intent(m.launcher());
    intent(m.launcher());
    m.launcher().dispatchEvent(new Event('pointerenter'));
    expect(m.load).toHaveBeenCalledTimes(1);
    await settle();
  });

  it('should import the panel when idle: setTimeout fallback without requestIdleCallback', async () => {
    jest.useFakeTimers();
    const m = mount();
    await jest.advanceTimersByTimeAsync(IDLE_FALLBACK_MS);
    expect(m.load).toHaveBeenCalledTimes(1);
    // Loaded but closed: the panel is drawn hidden, nothing opened.
    await settle();
    expect(m.panel()!.hidden).toBe(true);
    expect(m.events).toEqual([]);
  });

  it('should use requestIdleCallback when present, and cancel it on detach', () => {
    let idle: (() => void) | undefined;
    const ric = jest.fn((cb: () => void) => {
      idle = cb;
      return 7;
    });
    const cic = jest.fn();
    Object.assign(window, { requestIdleCallback: ric, cancelIdleCallback: cic });
    const m = mount();
    expect(ric).toHaveBeenCalledTimes(1);
    expect(m.load).not.toHaveBeenCalled();
    idle!();
    expect(m.load).toHaveBeenCalledTimes(1);
    const m2 = mount();
    m2.controller.detach();
    expect(cic).toHaveBeenCalledWith(7);
  });

  it('should open on the first click even while the panel code is still loading', async () => {
    let release!: (mod: PanelModule) => void;
    const slow = () => new Promise<PanelModule>((r) => (release = r));
    const m = mount({}, slow);
    fireEvent.click(m.launcher());
    expect(m.launcher().getAttribute('aria-expanded')).toBe('true');
    expect(m.host.hasAttribute('open')).toBe(true);
    expect(m.events).toEqual(['bfsi-chat-open']);
    expect(m.panel()).toBeNull();
    release(await realPanel());
    await settle();
    expect(m.panel()!.hidden).toBe(false);
    expect(m.root.activeElement).toBe(m.input());
  });

  it('should let a later intent retry when the import failed', async () => {
    let fail = true;
    const flaky = () => (fail ? Promise.reject(new Error('offline')) : realPanel());
    const m = mount({}, flaky);
    fireEvent.click(m.launcher());
    await settle();
    expect(m.panel()).toBeNull();
    fail = false;
    m.launcher().dispatchEvent(new Event('pointerenter'));
    await settle();
    expect(m.load).toHaveBeenCalledTimes(2);
    expect(m.panel()!.hidden).toBe(false);
  });
});

describe('open and close (SPEC §4 Chat: icon and close button)', () => {
  it('should open on the launcher, reflect open, fire bfsi-chat-open and focus the input; a second click closes', async () => {
    const m = mount();
    fireEvent.click(m.launcher());
    await settle();
    expect(m.panel()!.hidden).toBe(false);
    expect(m.launcher().getAttribute('aria-expanded')).toBe('true');
    expect(m.host.hasAttribute('open')).toBe(true);
    expect(m.root.activeElement).toBe(m.input());
    fireEvent.click(m.launcher());
    expect(m.panel()!.hidden).toBe(true);
    expect(m.host.hasAttribute('open')).toBe(false);
    expect(m.launcher().getAttribute('aria-expanded')).toBe('false');
    expect(m.events).toEqual(['bfsi-chat-open', 'bfsi-chat-close']);
  });

  it('should close from the close button and return focus to the launcher', async () => {
    const m = mount();
    fireEvent.click(m.launcher());
    await settle();
    fireEvent.click(m.root.querySelector('[aria-label="Close chat"]')!);
    expect(m.panel()!.hidden).toBe(true);
    expect(m.root.activeElement).toBe(m.launcher());
    expect(m.host.hasAttribute('open')).toBe(false);
    expect(m.events).toEqual(['bfsi-chat-open', 'bfsi-chat-close']);
  });

  it('should close on Escape and return focus to the launcher', async () => {
    const m = mount();
    fireEvent.click(m.launcher());
    await settle();
    fireEvent.keyDown(m.input(), { key: 'Escape' });
    expect(m.panel()!.hidden).toBe(true);
    expect(m.root.activeElement).toBe(m.launcher());
    expect(m.events).toEqual(['bfsi-chat-open', 'bfsi-chat-close']);
    // Escape when already closed does nothing.
    fireEvent.keyDown(m.launcher(), { key: 'Escape' });
    expect(m.events).toEqual(['bfsi-chat-open', 'bfsi-chat-close']);
  });

  it('should keep the conversation across close and reopen', async () => {
    const m = mount();
    fireEvent.click(m.launcher());
    await settle();
    fireEvent.input(m.input(), { target: { value: 'hi' } });
    fireEvent.keyDown(m.input(), { key: 'Enter' });
    fireEvent.click(m.launcher());
    fireEvent.click(m.launcher());
    await settle();
    expect(m.root.querySelectorAll('.bfsi-chat__pair')).toHaveLength(1);
  });
});

describe('open attribute both ways (bfsi("open-chat") / bfsi("close-chat"))', () => {
  it('should open and close when the loader reports an open attribute change, firing the events', async () => {
    const m = mount();
    m.host.setAttribute('open', '');
    m.controller.update();
    await settle();
    expect(m.panel()!.hidden).toBe(false);
    expect(m.launcher().getAttribute('aria-expanded')).toBe('true');
    expect(m.events).toEqual(['bfsi-chat-open']);
    m.host.removeAttribute('open');
    m.controller.update();
    expect(m.panel()!.hidden).toBe(true);
    expect(m.events).toEqual(['bfsi-chat-open', 'bfsi-chat-close']);
  });

  it('should return focus to the launcher when closed by the attribute while focus was in the panel', async () => {
    const m = mount();
    fireEvent.click(m.launcher());
    await settle();
    expect(m.root.activeElement).toBe(m.input());
    m.host.removeAttribute('open');
    m.controller.update();
    expect(m.root.activeElement).toBe(m.launcher());
  });

  it('should ignore an update that does not change open (its own reflection) and fire nothing', async () => {
    const m = mount();
    fireEvent.click(m.launcher());
    m.controller.update();
    m.controller.update();
    expect(m.events).toEqual(['bfsi-chat-open']);
  });

  it('should start open without an event or stealing focus when the element appears with open', async () => {
    const before = document.activeElement;
    const m = mount({ open: '' });
    expect(m.load).toHaveBeenCalledTimes(1);
    await settle();
    expect(m.panel()!.hidden).toBe(false);
    expect(m.launcher().getAttribute('aria-expanded')).toBe('true');
    expect(m.events).toEqual([]);
    expect(document.activeElement).toBe(before);
  });

  it('should follow bot-title and its changes, defaulting to siteConfig.botTitle', async () => {
    const m = mount({ 'bot-title': 'Mortgage Helper', open: '' });
    await settle();
    expect(m.root.querySelector('h2')!.textContent).toBe('Mortgage Helper');
    m.host.setAttribute('bot-title', 'QC Helper');
    m.controller.update();
    await settle();
    expect(m.root.querySelector('h2')!.textContent).toBe('QC Helper');
    m.host.removeAttribute('bot-title');
    m.controller.update();
    await settle();
    expect(m.root.querySelector('h2')!.textContent).toBe(siteConfig.botTitle);
  });
});

describe('detach', () => {
  it('should abort a pending question, leave no timers, empty the shadow root and stop listening', async () => {
    jest.useFakeTimers();
    const abort = jest.spyOn(AbortController.prototype, 'abort');
    const gate = api.defer(ASK);
    const m = mount();
    fireEvent.click(m.launcher());
    await settle();
    fireEvent.input(m.input(), { target: { value: 'slow one' } });
    fireEvent.keyDown(m.input(), { key: 'Enter' });
    expect(gate.started).toBe(true);
    const launcher = m.launcher();
    m.controller.detach();
    controllers.splice(controllers.indexOf(m.controller), 1);
    expect(abort).toHaveBeenCalledTimes(1);
    expect(m.root.childNodes).toHaveLength(0);
    // Preact 11 runs its own deferred effect flush a frame later; let it, then nothing may remain.
    await jest.advanceTimersByTimeAsync(100);
    expect(jest.getTimerCount()).toBe(0);
    fireEvent.click(launcher);
    expect(m.events).toEqual(['bfsi-chat-open']);
    await act(async () => gate.resolve({ status: 200, body: { answer: 'late', score: 1 } }));
  });

  it('should cancel the idle preload timer on detach', () => {
    jest.useFakeTimers();
    const m = mount();
    expect(jest.getTimerCount()).toBe(1);
    m.controller.detach();
    controllers.splice(controllers.indexOf(m.controller), 1);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('should not draw a panel whose code arrives after detach, and can attach again', async () => {
    let release!: (mod: PanelModule) => void;
    const m = mount({}, () => new Promise<PanelModule>((r) => (release = r)));
    fireEvent.click(m.launcher());
    m.controller.detach();
    controllers.splice(controllers.indexOf(m.controller), 1);
    release(await realPanel());
    await settle();
    expect(m.root.childNodes).toHaveLength(0);
    // The loader draws and attaches again when the element is re-inserted.
    drawnByLoader(m.host);
    const again = chatbotWidget(realPanel).attach(m.host);
    controllers.push(again);
    expect(m.root.querySelectorAll('[part="launcher"]')).toHaveLength(1);
  });
});

describe('the chunk entry (index.ts)', () => {
  it('should export a widget whose panel arrives by a real dynamic import and answers', async () => {
    const host = document.createElement('bfsi-chatbot-entry');
    document.body.appendChild(host);
    hosts.push(host);
    drawnByLoader(host);
    const c = widget.attach(host);
    controllers.push(c);
    const root = host.shadowRoot!;
    fireEvent.click(root.querySelector('[part="launcher"]')!);
    await waitFor(() => expect(root.querySelector('[role="dialog"]')).not.toBeNull());
    const input = root.querySelector('input')!;
    fireEvent.input(input, { target: { value: 'Do you do QC?' } });
    await act(async () => {
      fireEvent.click(root.querySelector('[part="button"]')!);
    });
    await waitFor(() => expect(root.querySelector('.bfsi-chat__reply')!.textContent).toBe('Yes.'));
  });
});
