// bfsi() on its own (loader/queue.ts): commands, forgiving handling, replay.
import { createBfsi, installBfsi } from '../../loader/queue';
import { queueSnippet } from '../../contract/snippet';
import type { BfsiGlobal } from '../../widgets/kit/settings';

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  document.body.replaceChildren();
});

test('an unknown command logs exactly one warning and does nothing else', () => {
  const bfsi = createBfsi();
  const before = document.body.innerHTML;
  expect(() => bfsi('launch-rockets', { now: true })).not.toThrow();
  expect(warn).toHaveBeenCalledTimes(1);
  expect(String(warn.mock.calls[0][0])).toContain('launch-rockets');
  expect(bfsi.config).toEqual({});
  expect(document.body.innerHTML).toBe(before);
});

test.each([[undefined], [42], ['toString'], ['__proto__'], ['constructor']])('a non-command name (%p) is an unknown command', (name) => {
  const bfsi = createBfsi();
  bfsi(name);
  expect(warn).toHaveBeenCalledTimes(1);
});

test('config merges objects into bfsi.config; a non-object is refused with one warning', () => {
  const bfsi = createBfsi();
  bfsi('config', { apiBase: 'https://a.example/api' });
  bfsi('config', { emailApiBase: 'https://m.example/api' });
  bfsi('config', null);
  expect(bfsi.config).toEqual({ apiBase: 'https://a.example/api', emailApiBase: 'https://m.example/api' });
  expect(warn).toHaveBeenCalledTimes(1);
});

test('open-chat and close-chat set and clear the open attribute of every bfsi-chatbot', () => {
  document.body.innerHTML = '<bfsi-chatbot></bfsi-chatbot><div><bfsi-chatbot open></bfsi-chatbot></div>';
  const bots = [...document.querySelectorAll('bfsi-chatbot')];
  const bfsi = createBfsi();
  bfsi('open-chat');
  expect(bots.map((b) => b.hasAttribute('open'))).toEqual([true, true]);
  bfsi('close-chat');
  expect(bots.map((b) => b.hasAttribute('open'))).toEqual([false, false]);
  expect(warn).not.toHaveBeenCalled();
});

test('a command that throws is caught: one warning, the queue goes on', () => {
  document.body.innerHTML = '<bfsi-chatbot></bfsi-chatbot>';
  const bot = document.querySelector('bfsi-chatbot')!;
  const spy = jest.spyOn(bot, 'toggleAttribute').mockImplementationOnce(() => {
    throw new Error('host broke it');
  });
  const win: { bfsi?: unknown } = {};
  const stub = Object.assign(() => {}, { q: [['open-chat'], ['config', { apiBase: 'x' }]] }) as unknown as BfsiGlobal;
  win.bfsi = stub;
  const real = installBfsi(createBfsi(), win);
  expect(warn).toHaveBeenCalledTimes(1);
  expect(real.config).toEqual({ apiBase: 'x' });
  expect(win.bfsi).toBe(real);
  spy.mockRestore();
});

test('installBfsi replays arguments objects in order and with no stub installs directly', () => {
  const seen: string[] = [];
  const real = Object.assign((...args: unknown[]) => void seen.push(args.join(':')), {}) as BfsiGlobal;
  // eslint-disable-next-line prefer-rest-params
  const asArguments = function (..._: unknown[]) { return arguments; };
  const win: { bfsi?: unknown } = { bfsi: Object.assign(() => {}, { q: [asArguments('a', 1), asArguments('b', 2), asArguments('c')] }) };
  installBfsi(real, win);
  expect(seen).toEqual(['a:1', 'b:2', 'c']);
  const empty: { bfsi?: unknown } = {};
  installBfsi(real, empty);
  expect(empty.bfsi).toBe(real);
});

test('the published snippet queues calls that the loader then replays', () => {
  const win: { bfsi?: BfsiGlobal } = {};
  new Function('window', 'bfsi', `${queueSnippet}\nwindow.bfsi('config', { apiBase: 'https://s.example/api' }); window.bfsi('open-chat');`)(win);
  expect(win.bfsi!.q).toHaveLength(2);
  const real = installBfsi(createBfsi(), win);
  expect(real.config).toEqual({ apiBase: 'https://s.example/api' });
});
