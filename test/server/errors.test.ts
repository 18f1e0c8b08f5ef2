// One error shape everywhere ({ error, message }), the message hidden at 500
// and the failure logged with its request; unknown API paths are JSON 404s,
// rate limited. Through app.inject.
import { build } from '../support/app';

test('/api/* unknown is a JSON 404 for any method', async () => {
  const app = await build();
  for (const [method, url] of [['GET', '/api/nope'], ['POST', '/api/auth/nope'], ['DELETE', '/api/Email/SendEmail']] as const) {
    const r = await app.inject({ method, url, ...(method === 'GET' ? {} : { payload: '{}', headers: { 'content-type': 'application/json' } }) });
    expect({ method, url, status: r.statusCode }).toEqual({ method, url, status: 404 });
    expect(r.json()).toEqual({ error: 'NotFound', message: expect.any(String) });
  }
});

test('a malformed URL is a 400 in the same { error, message } shape', async () => {
  const app = await build();
  const r = await app.inject({ url: '/api/%E0%A4%A' });
  expect(r.statusCode).toBe(400);
  expect(r.json()).toEqual({ error: 'BadRequest', message: expect.any(String) });
});

test('a failure inside a route is a 500 that shows nothing of it, logged as an error with the request id', async () => {
  const app = await build();
  app.ctx.answerer = {
    ask: async () => {
      throw new Error('upstream password rejected: hunter2');
    },
  };
  const r = await app.inject({ method: 'POST', url: '/api/chat/ask', payload: { question: 'hello' }, headers: { 'x-request-id': 'boom-1' } });
  expect(r.statusCode).toBe(500);
  expect(r.json()).toEqual({ error: 'InternalServerError', message: 'Something went wrong on our side.' });
  expect(r.body).not.toContain('hunter2');
  expect(r.headers['x-request-id']).toBe('boom-1');
  const logged = app.logs().find((e) => e.reqId === 'boom-1' && e.level === 50);
  expect(logged).toMatchObject({ msg: 'request failed', err: { message: 'upstream password rejected: hunter2' } });
});

test('the not-found handler is rate limited per address (NOT_FOUND_RATE_PER_MIN)', async () => {
  const app = await build({ NOT_FOUND_RATE_PER_MIN: '3' });
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) statuses.push((await app.inject({ url: `/api/probe-${i}`, remoteAddress: '198.51.100.20' })).statusCode);
  expect(statuses).toEqual([404, 404, 404, 429, 429]);
  const limited = await app.inject({ url: '/api/probe-x', remoteAddress: '198.51.100.20' });
  expect(limited.json()).toEqual({ error: 'TooManyRequests', message: expect.any(String) });
  // Another address has its own allowance.
  expect((await app.inject({ url: '/api/probe-x', remoteAddress: '198.51.100.21' })).statusCode).toBe(404);
});
