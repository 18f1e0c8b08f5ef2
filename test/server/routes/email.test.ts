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
    expect(r.json()).toEqual({ error: 'MissingFields', message: expect.stringContaining(missing), fields: { [missing]: 'Required' } });
  }
});

test.each<[string, Record<string, string>, Record<string, string>]>([
  ['an address without a domain dot', { email: 'priya@bank' }, { email: 'InvalidEmail' }],
  ['not an address', { email: 'not-an-email' }, { email: 'InvalidEmail' }],
  ['a message over 5,000 characters', { message: 'x'.repeat(5001) }, { message: 'TooLong' }],
  ['a name over 200 characters', { name: 'x'.repeat(201) }, { name: 'TooLong' }],
  ['a subject over 300 characters', { subject: 'x'.repeat(301) }, { subject: 'TooLong' }],
  ['two bad fields at once', { email: 'a@b', message: 'x'.repeat(5001) }, { email: 'InvalidEmail', message: 'TooLong' }],
  ['an empty name and a bad address', { name: ' ', email: 'nope' }, { name: 'Required', email: 'InvalidEmail' }],
])('%s is a 400 naming each field: { error, message, fields }', async (_name, values, fields) => {
  const r = await send({ payload: inquiry(values) });
  expect(r.statusCode).toBe(400);
  expect(r.json()).toEqual({ error: expect.any(String), message: expect.any(String), fields });
});

const json = { 'content-type': 'application/json' };
test.each<[string, Omit<InjectOptions, 'url'>, number]>([
  ['criteria not an array', { payload: { ...inquiry(), criteria: 'Ada' } }, 400],
  ['criteria of numbers', { payload: { ...inquiry(), criteria: [1, 2, 3, 4] } }, 400],
  ['criteria too short', { payload: { ...inquiry(), criteria: ['Ada', 'a@b.co'] } }, 400],
  ['body is an array', { payload: '[1,2]', headers: json }, 400],
  ['body is null', { payload: 'null', headers: json }, 400],
  ['malformed JSON', { payload: '{"criteria": [', headers: json }, 400],
  ['empty JSON body', { payload: '', headers: json }, 400],
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
