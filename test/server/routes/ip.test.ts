// GET /api/ip/get-external-ip: the caller's address, believing
// X-Forwarded-For only from a proxy TRUST_PROXY names.
import { build } from '../../support/app';

const ask = (app: Awaited<ReturnType<typeof build>>, headers: Record<string, string> = {}) =>
  app.inject({ url: '/api/ip/get-external-ip', remoteAddress: '127.0.0.1', headers }).then((r) => r.json());

test('without TRUST_PROXY, X-Forwarded-For is ignored', async () => {
  const app = await build();
  expect(await ask(app, { 'x-forwarded-for': '203.0.113.9' })).toEqual({ ip: '127.0.0.1' });
});

test('X-Forwarded-For is honoured from the trusted proxy (TRUST_PROXY=127.0.0.1), and only from it', async () => {
  const app = await build({ TRUST_PROXY: '127.0.0.1' });
  expect(await ask(app, { 'x-forwarded-for': '203.0.113.9' })).toEqual({ ip: '203.0.113.9' });
  expect(await ask(app)).toEqual({ ip: '127.0.0.1' });
  const fromElsewhere = await app.inject({ url: '/api/ip/get-external-ip', remoteAddress: '198.51.100.7', headers: { 'x-forwarded-for': '203.0.113.9' } });
  expect(fromElsewhere.json()).toEqual({ ip: '198.51.100.7' });
});
