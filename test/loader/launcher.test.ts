// The chatbot's launcher is drawn by the loader itself (issue 11): on screen
// and clickable before the chatbot chunk arrives, adopted as it is by the
// chunk (same button, same focus), a click taken early still opens the panel
// and fires bfsi-chat-open, and a second <bfsi-chatbot> never stacks a
// second launcher on the first.
import { init } from '../../loader/loader';
import type { WidgetModule } from '../../loader/registry';
import type { PanelModule } from '../../widgets/chatbot/panel-contract';
import { chatbotWidget } from '../../widgets/chatbot/launcher';
import { flushMicrotasks } from '../support/flush';

const renderPanel = jest.fn();
const panel: PanelModule = { adoptStyles: jest.fn(), renderPanel, unmountPanel: jest.fn() };
let release: (mod: WidgetModule) => void = () => {};
const importer = jest.fn(() => new Promise<WidgetModule>((resolve) => (release = resolve)));
const chunk: WidgetModule = { widget: chatbotWidget(async () => panel) };

let warn: jest.SpyInstance;

beforeAll(() => {
  const script = document.createElement('script');
  script.src = 'https://widgets.example/widgets/loader.js';
  document.head.append(script);
  init({ script, load: importer, version: 'test-build' });
});

beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  document.body.replaceChildren();
  warn.mockRestore();
});

const launcherOf = (el: Element) => el.shadowRoot?.querySelector<HTMLButtonElement>('[part="launcher"]') ?? null;

test('the launcher is on the page, named and clickable before the chunk arrives; a click then opens the panel when it lands', async () => {
  const chat = document.createElement('bfsi-chatbot');
  const events: string[] = [];
  chat.addEventListener('bfsi-chat-open', (e) => events.push(e.type));
  document.body.append(chat);

  const button = launcherOf(chat)!;
  expect(importer).toHaveBeenCalledWith('bfsi-chatbot');
  expect(button.tagName).toBe('BUTTON');
  expect(button.getAttribute('aria-label')).toBe('Chat with us');
  expect(button.getAttribute('aria-controls')).toBe('bfsi-chat-panel');
  expect(button.getAttribute('aria-expanded')).toBe('false');

  button.focus();
  button.click();
  expect(button.getAttribute('aria-expanded')).toBe('true');
  expect(events).toEqual([]);

  release(chunk);
  await flushMicrotasks();
  // The same button, still focused, now driven by the chunk; the click took effect.
  expect(launcherOf(chat)).toBe(button);
  expect(chat.shadowRoot!.activeElement).toBe(button);
  expect(chat.shadowRoot!.querySelectorAll('[part="launcher"]')).toHaveLength(1);
  expect(button.querySelector('.bfsi-chat__icon-close')).not.toBeNull();
  expect(chat.hasAttribute('open')).toBe(true);
  expect(events).toEqual(['bfsi-chat-open']);
  await flushMicrotasks();
  expect(renderPanel).toHaveBeenLastCalledWith(expect.any(HTMLElement), expect.objectContaining({ open: true }));

  // After the chunk, one click closes (the loader's early handler stands aside).
  button.click();
  expect(chat.hasAttribute('open')).toBe(false);
  expect(button.getAttribute('aria-expanded')).toBe('false');
});

test("bfsi('open-chat') before the chunk shows as expanded and opens without a visitor event", async () => {
  const chat = document.createElement('bfsi-chatbot');
  const events: string[] = [];
  chat.addEventListener('bfsi-chat-open', (e) => events.push(e.type));
  document.body.append(chat);
  // The chunk promise is cached per tag, already resolved: attach comes after a microtask.
  window.bfsi!('open-chat');
  expect(launcherOf(chat)!.getAttribute('aria-expanded')).toBe('true');
  await flushMicrotasks();
  expect(chat.hasAttribute('open')).toBe(true);
  expect(events).toEqual([]);
});

test('a second <bfsi-chatbot> warns once and stays hidden, with no launcher of its own', async () => {
  const first = document.createElement('bfsi-chatbot');
  const second = document.createElement('bfsi-chatbot');
  document.body.append(first, second);
  await flushMicrotasks();
  expect(launcherOf(first)).not.toBeNull();
  expect(second.hidden).toBe(true);
  expect(second.shadowRoot).toBeNull();
  expect(warn).toHaveBeenCalledTimes(1);
  expect(String(warn.mock.calls[0][0])).toMatch(/second bfsi-chatbot/);
  expect(document.querySelectorAll('bfsi-chatbot').length).toBe(2);
});

test('once the first chatbot is removed, a new one draws its launcher', async () => {
  const first = document.createElement('bfsi-chatbot');
  document.body.append(first);
  await flushMicrotasks();
  first.remove();
  const next = document.createElement('bfsi-chatbot');
  document.body.append(next);
  await flushMicrotasks();
  expect(next.hidden).toBe(false);
  expect(launcherOf(next)).not.toBeNull();
  expect(warn).not.toHaveBeenCalled();
});
