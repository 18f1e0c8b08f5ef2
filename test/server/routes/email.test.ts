// POST /api/Email/SendEmail: what a request must look like, and the CORS rule
// for partner pages, through app.inject. Storage and delivery on both
// databases are in api-suite.ts and mail-suite.ts.
import type { InjectOptions } from 'fastify';
import { build, type TestApp } from '../../support/app';
import { inquiry } from '../helpers';

let app: TestApp;
beforeAll(async () => {
  app = await build({ ALLOWED_ORIGINS: 'https://partner.example', INQUIRY_RATE_PER_MIN: '1000' });
});

const send = (opts: Omit<InjectOptions, 'url'>) => app.inject({ method: 'POST', url: '/api/Email/SendEmail', ...opts });

test('subject may be empty; name, email and message are required', async () => {
  expect((await send({ payload: inquiry({ subject: '' }) })).statusCode).toBe(202);
  for (const missing of ['name', 'email', 'message'] as const) {
    const r = await send({ payload: inquiry({ [missing]: '   ' }) });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error: 'MissingFields', message: expect.stringContaining(missing) });
  }
});

const json = { 'content-type': 'application/json' };
test.each<[string, Omit<InjectOptions, 'url'>, number]>([
  ['message too long', { payload: inquiry({ message: 'x'.repeat(5001) }) }, 400],
  ['name too long', { payload: inquiry({ name: 'x'.repeat(201) }) }, 400],
  ['criteria not an array', { payload: { ...inquiry(), criteria: 'Ada' } }, 400],
  ['criteria of numbers', { payload: { ...inquiry(), criteria: [1, 2, 3, 4] } }, 400],
  ['criteria too short', { payload: { ...inquiry(), criteria: ['Ada', 'a@b.co'] } }, 400],
  ['body is an array', { payload: '[1,2]', headers: json }, 400],
  ['body is null', { payload: 'null', headers: json }, 400],
  ['malformed JSON', { payload: '{"criteria": [', headers: json }, 400],
  ['empty JSON body', { payload: '', headers: json }, 400],
  ['invalid e-mail', { payload: inquiry({ email: 'not an address' }) }, 400],
  ['over 64 KB', { payload: { ...inquiry(), padding: 'x'.repeat(70 * 1024) } }, 413],
  ['text/plain', { payload: JSON.stringify(inquiry()), headers: { 'content-type': 'text/plain' } }, 415],
  ['form encoded', { payload: 'a=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, 415],
])('%s is a %i with { error, message }, never a 500', async (_name, opts, status) => {
  const r = await send(opts);
  expect(r.statusCode).toBe(status);
  expect(r.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
});

test('CORS: partner origins from ALLOWED_ORIGINS may call it; others get no CORS headers; sign-in stays same-origin', async () => {
  const pre = await app.inject({
    method: 'OPTIONS',
    url: '/api/Email/SendEmail',
    headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  });
  expect(pre.statusCode).toBeLessThan(300);
  expect(pre.headers['access-control-allow-origin']).toBe('https://partner.example');
  const other = await send({ payload: inquiry(), headers: { origin: 'https://stranger.example' } });
  expect(other.headers['access-control-allow-origin']).toBeUndefined();
  const ok = await send({ payload: inquiry(), headers: { origin: 'https://partner.example' } });
  expect(ok.statusCode).toBe(202);
  expect(ok.headers['access-control-allow-origin']).toBe('https://partner.example');
  const auth = await app.inject({
    method: 'OPTIONS',
    url: '/api/auth/authenticate',
    headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST' },
  });
  expect(auth.headers['access-control-allow-origin']).toBeUndefined();
});
