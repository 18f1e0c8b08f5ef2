// GET /api/Menu/GetAllNavigationsMenu: the menu, cacheable and compressed.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build, type TestApp } from '../../support/app';

let app: TestApp;
beforeAll(async () => {
  app = await build();
});

const get = (headers: Record<string, string> = {}) => app.inject({ url: '/api/Menu/GetAllNavigationsMenu', headers });

test('answers { data: [...] } with Cache-Control and an ETag; If-None-Match gives 304', async () => {
  const r = await get({ 'accept-encoding': 'identity' });
  expect(r.statusCode).toBe(200);
  const { data } = r.json();
  expect(Array.isArray(data)).toBe(true);
  expect(data.length).toBeGreaterThan(0);
  for (const item of data) {
    expect(typeof item.label).toBe('string');
    expect(Array.isArray(item.routerLink)).toBe(true);
  }
  expect(r.headers['cache-control']).toMatch(/max-age=\d+/);
  const etag = r.headers.etag as string;
  expect(etag).toBeTruthy();
  expect((await get({ 'if-none-match': etag })).statusCode).toBe(304);
});

test('is sent compressed to clients that accept it, and plain to those that do not', async () => {
  const br = await get({ 'accept-encoding': 'gzip, br' });
  expect(br.headers['content-encoding']).toBe('br');
  expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).data.length).toBeGreaterThan(0);
  const gz = await get({ 'accept-encoding': 'gzip' });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).data.length).toBeGreaterThan(0);
  const plain = await get({ 'accept-encoding': 'identity' });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(plain.body).data.length).toBeGreaterThan(0);
  expect(br.headers.vary).toMatch(/accept-encoding/i);
});
