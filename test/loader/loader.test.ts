// The loader (docs/partner-guide.md "The loader"; STYLE §4, §8): the bfsi() queue is
// replayed in order and then replaced, settings come from the script tag,
// tags are defined once, and a tag's chunk is imported only when an instance
// appears, once per tag. init() takes the chunk importer, so no test depends
// on import order or on the built manifest (the e2e test covers that).
//
// Custom element definitions cannot be undone in one jsdom window, so this
// file calls init() once (in the first test) and later tests build on it.
import { init } from '../../loader/loader';
import { tagAttributes, type WidgetModule } from '../../loader/registry';
import { resolveSettings, type BfsiGlobal } from '../../widgets/kit/settings';
import { flushMicrotasks } from '../support/flush';

type Win = { bfsi?: BfsiGlobal };
const win = window as unknown as Win;

const attach = jest.fn();
const update = jest.fn();
const detach = jest.fn();
const importer = jest.fn<Promise<WidgetModule>, [string]>();
const widgetModule: WidgetModule = { widget: { attach: (host) => (attach(host), { update: () => update(host), detach: () => detach(host) }) } };

let script: HTMLScriptElement;
let warn: jest.SpyInstance;

function place(tag: string, attrs: Record<string, string> = {}): HTMLElement {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  return el;
}

beforeAll(() => {
  script = document.createElement('script');
  script.src = 'https://widgets.example/widgets/loader.js';
  script.dataset.apiBase = 'https://script.example/api';
  script.dataset.emailApiBase = 'https://mail.example/api';
  document.head.append(script);
});

beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  importer.mockImplementation(async () => widgetModule);
});

afterEach(() => {
  document.body.replaceChildren();
  warn.mockRestore();
  jest.clearAllMocks();
});

describe('first load', () => {
  test('replays the queued calls in order, warns once for an unknown one, keeps going after a bad one, then runs calls directly', () => {
    const chat = place('bfsi-chatbot');
    const globalsBefore = new Set(Object.getOwnPropertyNames(window));
    // The standard snippet (docs/partner-guide.md), then calls made before the loader arrives.
    win.bfsi = function (...args: unknown[]) {
      ((win.bfsi!.q = win.bfsi!.q || []) as unknown[]).push(args);
    } as BfsiGlobal;
    const stub = win.bfsi;
    stub('config', { apiBase: 'https://first.example/api' });
    stub('config', 'not an object');
    stub('no-such-command', 1);
    stub('open-chat');
    stub('config', { apiBase: 'https://second.example/api', blogApiBase: 'https://blog.example/api' });

    // A host (or an older copy) that already defined one of the tags keeps its definition.
    class HostLogin extends HTMLElement {}
    customElements.define('bfsi-login', HostLogin);

    const real = init({ script, load: importer, version: 'test-build' });
    expect(customElements.get('bfsi-login')).toBe(HostLogin);
    // The chatbot already on the page was upgraded and asked for its chunk; no other tag was.
    expect(importer.mock.calls).toEqual([['bfsi-chatbot']]);

    expect(win.bfsi).toBe(real);
    expect(real).not.toBe(stub);
    expect(real.q).toBeUndefined();
    // Later config merged over the earlier one, in order.
    expect(real.config).toEqual({ apiBase: 'https://second.example/api', blogApiBase: 'https://blog.example/api' });
    expect(chat.hasAttribute('open')).toBe(true);
    // The bad config and the unknown command: one warning each, nothing else.
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([expect.stringContaining('config'), expect.stringContaining('no-such-command')]);

    // After load, calls run directly.
    real('close-chat');
    expect(chat.hasAttribute('open')).toBe(false);
    real('open-chat');
    expect(chat.hasAttribute('open')).toBe(true);

    // window.bfsi is the only global the loader adds.
    const added = Object.getOwnPropertyNames(window).filter((k) => !globalsBefore.has(k));
    expect(added).toEqual(['bfsi']);
  });

  test('an instance already on the page when the loader runs is upgraded and attached', async () => {
    // Placed in the previous test, before init(); its chunk was requested at definition.
    const chat = place('bfsi-chatbot');
    await flushMicrotasks();
    expect(importer).not.toHaveBeenCalled(); // cached from the upgrade at init
    expect(attach).toHaveBeenCalledWith(chat);
  });

  test('reads the script tag: data-* into bfsi.script, its origin, the build id', () => {
    expect(win.bfsi!.script).toEqual({ apiBase: 'https://script.example/api', emailApiBase: 'https://mail.example/api' });
    expect(win.bfsi!.origin).toBe('https://widgets.example');
    expect(win.bfsi!.version).toBe('test-build');
  });

  test('defines the six tags with their observed attributes', () => {
    expect(Object.keys(tagAttributes)).toEqual(['bfsi-chatbot', 'bfsi-inquiry-form', 'bfsi-login', 'bfsi-blog-registration', 'bfsi-smartqc', 'bfsi-savings-calculator']);
    for (const [tag, attrs] of Object.entries(tagAttributes)) {
      if (tag === 'bfsi-login') continue; // the host's own definition, kept (first test)
      const ctor = customElements.get(tag) as unknown as { observedAttributes: string[] };
      expect(ctor).toBeDefined();
      expect(ctor.observedAttributes).toEqual(attrs);
    }
    expect(tagAttributes['bfsi-inquiry-form']).toEqual(expect.arrayContaining(['variant', 'email-api-base']));
    expect(tagAttributes['bfsi-chatbot']).toEqual(expect.arrayContaining(['api-base', 'bot-title', 'open']));
    expect(tagAttributes['bfsi-login']).toEqual(expect.arrayContaining(['api-base', 'redirect']));
    expect(tagAttributes['bfsi-blog-registration']).toEqual(expect.arrayContaining(['blog-api-base']));
    expect(tagAttributes['bfsi-smartqc']).toEqual(expect.arrayContaining(['src', 'height']));
  });
});

describe('settings precedence (attribute > bfsi config > script data-* > loader origin)', () => {
  afterEach(() => {
    win.bfsi!.config!.apiBase = 'https://second.example/api';
    delete win.bfsi!.config!.emailApiBase;
  });

  test('each layer is used when the ones above it are silent', () => {
    const el = document.createElement('div');
    el.setAttribute('email-api-base', 'https://attr.example/api/');
    expect(resolveSettings(el).emailApiBase).toBe('https://attr.example/api');
    el.removeAttribute('email-api-base');
    win.bfsi!('config', { emailApiBase: 'https://config-mail.example/api' });
    expect(resolveSettings(el).emailApiBase).toBe('https://config-mail.example/api');
    delete win.bfsi!.config!.emailApiBase;
    expect(resolveSettings(el).emailApiBase).toBe('https://mail.example/api');
    expect(resolveSettings(el).apiBase).toBe('https://second.example/api');
    delete win.bfsi!.config!.apiBase;
    expect(resolveSettings(el).apiBase).toBe('https://script.example/api');
    const saved = win.bfsi!.script;
    win.bfsi!.script = {};
    expect(resolveSettings(el).apiBase).toBe('https://widgets.example/api');
    expect(resolveSettings(el).blogApiBase).toBe('https://blog.example/api');
    win.bfsi!.script = saved;
  });
});

describe('lazy elements', () => {
  test('a tag chunk is imported when the first instance appears, once per tag however many instances', async () => {
    const a = place('bfsi-inquiry-form', { variant: 'home' });
    expect(importer).toHaveBeenCalledTimes(1);
    expect(importer).toHaveBeenCalledWith('bfsi-inquiry-form');
    await flushMicrotasks();
    expect(attach).toHaveBeenCalledWith(a);
    const b = place('bfsi-inquiry-form', { variant: 'product' });
    await flushMicrotasks();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(attach).toHaveBeenCalledTimes(2);
    expect(attach).toHaveBeenLastCalledWith(b);
    expect(importer.mock.calls.map((c) => c[0])).toEqual(['bfsi-inquiry-form']);
  });

  test('other tags stay unloaded until they appear; a chunk that fails to load warns once and the next instance tries again', async () => {
    importer.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    const first = place('bfsi-smartqc');
    await flushMicrotasks();
    expect(importer.mock.calls.map((c) => c[0])).toEqual(['bfsi-smartqc']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('bfsi-smartqc');
    expect(attach).not.toHaveBeenCalled();
    first.remove();
    const second = place('bfsi-smartqc');
    await flushMicrotasks();
    expect(importer).toHaveBeenCalledTimes(2);
    expect(attach).toHaveBeenCalledWith(second);
    expect(attach).toHaveBeenCalledTimes(1);
  });

  test('an observed attribute change updates the widget; removal detaches it; re-adding attaches again', async () => {
    const el = place('bfsi-inquiry-form', { variant: 'home' });
    await flushMicrotasks();
    el.setAttribute('variant', 'consulting');
    expect(update).toHaveBeenCalledWith(el);
    el.setAttribute('data-unrelated', 'x');
    expect(update).toHaveBeenCalledTimes(1);
    el.remove();
    expect(detach).toHaveBeenCalledWith(el);
    el.setAttribute('variant', 'home');
    expect(update).toHaveBeenCalledTimes(1);
    document.body.append(el);
    await flushMicrotasks();
    expect(attach).toHaveBeenCalledTimes(2);
  });

  test('an element removed before its chunk arrives is never attached', async () => {
    let release!: (m: WidgetModule) => void;
    importer.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    const el = place('bfsi-blog-registration');
    el.remove();
    release(widgetModule);
    await flushMicrotasks();
    expect(attach).not.toHaveBeenCalled();
    expect(detach).not.toHaveBeenCalled();
  });

  test('elements added later by script (a host SPA) work', async () => {
    const box = document.createElement('div');
    box.innerHTML = '<section><bfsi-inquiry-form variant="product"></bfsi-inquiry-form></section>';
    document.body.append(box);
    await flushMicrotasks();
    expect(attach).toHaveBeenCalledWith(box.querySelector('bfsi-inquiry-form'));
  });
});

describe('loaded twice', () => {
  test('a second init (and a second snippet) keeps the first global, defines nothing again and still works', async () => {
    const first = win.bfsi!;
    const define = jest.spyOn(customElements, 'define');
    // The snippet run again after load leaves the real function in place.
    win.bfsi = win.bfsi || (() => {});
    // The second tag has its own data-*: it fills only what the first left out.
    const other = document.createElement('script');
    other.src = 'https://elsewhere.example/widgets/loader.js';
    other.dataset.apiBase = 'https://ignored.example/api';
    other.dataset.blogApiBase = 'https://blog-from-second-tag.example/api';
    const second = init({ script: other, load: jest.fn(), version: 'other-build' });
    expect(second).toBe(first);
    expect(first.origin).toBe('https://widgets.example');
    expect(first.script).toEqual({
      apiBase: 'https://script.example/api',
      emailApiBase: 'https://mail.example/api',
      blogApiBase: 'https://blog-from-second-tag.example/api',
    });
    expect(win.bfsi).toBe(first);
    expect(win.bfsi!.version).toBe('test-build');
    expect(define).not.toHaveBeenCalled();
    define.mockRestore();
    // A different build on the same page is named in one warning; the same build is silent.
    expect(warn.mock.calls).toEqual([['bfsi: test-build already loaded, other-build ignored']]);
    init({ script: other, load: jest.fn(), version: 'test-build' });
    expect(warn).toHaveBeenCalledTimes(1);
    const el = place('bfsi-inquiry-form');
    await flushMicrotasks();
    expect(attach).toHaveBeenCalledWith(el);
    win.bfsi!('config', { blogApiBase: 'https://again.example/api' });
    expect(win.bfsi!.config!.blogApiBase).toBe('https://again.example/api');
  });
});
