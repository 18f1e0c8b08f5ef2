// widgets/kit/settings.ts: docs/partner-guide.md "Settings, most specific first".
import { kebab, resolveSettings, type BfsiGlobal } from '../../../widgets/kit/settings';

const win = window as unknown as { bfsi?: unknown };

function global(parts: Partial<BfsiGlobal>) {
  win.bfsi = Object.assign(() => {}, parts);
}

afterEach(() => {
  delete win.bfsi;
});

test('with nothing configured, every base is the page origin + /api', () => {
  expect(resolveSettings(null)).toEqual({
    apiBase: 'http://localhost/api',
    emailApiBase: 'http://localhost/api',
    blogApiBase: 'http://localhost/api',
  });
});

test('the loader origin beats the page origin', () => {
  global({ origin: 'https://widgets.example' });
  expect(resolveSettings(null).apiBase).toBe('https://widgets.example/api');
});

test.each([
  ['attribute', 'https://attr.example/api'],
  ['config', 'https://config.example/api'],
  ['script', 'https://script.example/api'],
  ['origin', 'https://origin.example/api'],
])('precedence: %s wins when the layers above it are silent', (layer, expected) => {
  const layers = ['attribute', 'config', 'script', 'origin'];
  const from = layers.indexOf(layer);
  const on = (l: string) => layers.indexOf(l) >= from;
  global({
    origin: 'https://origin.example',
    config: on('config') ? { apiBase: 'https://config.example/api' } : {},
    script: on('script') ? { apiBase: 'https://script.example/api' } : {},
  });
  const host = document.createElement('div');
  if (on('attribute')) host.setAttribute('api-base', 'https://attr.example/api');
  expect(resolveSettings(host).apiBase).toBe(expected);
});

test('emailApiBase and blogApiBase default to the resolved apiBase, and each has its own layers', () => {
  global({ config: { apiBase: 'https://core.example/api' }, script: { blogApiBase: 'https://blog.example/api' } });
  const host = document.createElement('div');
  expect(resolveSettings(host)).toEqual({
    apiBase: 'https://core.example/api',
    emailApiBase: 'https://core.example/api',
    blogApiBase: 'https://blog.example/api',
  });
  host.setAttribute('email-api-base', 'https://mail.example/api');
  host.setAttribute('blog-api-base', 'https://blog2.example/api');
  expect(resolveSettings(host).emailApiBase).toBe('https://mail.example/api');
  expect(resolveSettings(host).blogApiBase).toBe('https://blog2.example/api');
});

test('blank values are ignored and trailing slashes dropped', () => {
  global({ config: { apiBase: '  ' }, script: { apiBase: 'https://script.example/api//' } });
  const host = document.createElement('div');
  host.setAttribute('api-base', '');
  expect(resolveSettings(host).apiBase).toBe('https://script.example/api');
});

test('a late bfsi config applies to the next resolution (resolved at call time)', () => {
  global({ config: {} });
  const host = document.createElement('div');
  expect(resolveSettings(host).apiBase).toBe('http://localhost/api');
  (win.bfsi as BfsiGlobal).config!.apiBase = 'https://late.example/api';
  expect(resolveSettings(host).apiBase).toBe('https://late.example/api');
});

test('a window.bfsi that is not a function (a host variable) is ignored', () => {
  win.bfsi = { config: { apiBase: 'https://evil.example/api' } };
  expect(resolveSettings(null).apiBase).toBe('http://localhost/api');
});

test('kebab maps setting names to attribute names', () => {
  expect(['apiBase', 'emailApiBase', 'blogApiBase'].map(kebab)).toEqual(['api-base', 'email-api-base', 'blog-api-base']);
});
