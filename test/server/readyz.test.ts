// /readyz reports each part serving needs: the database (a round trip and
// room to write), DATA_DIR (a real write and free space above
// DISK_FREE_MIN_MB), Redis when configured. 200 ready or degraded, 503 when
// inquiries cannot be stored. And with Redis unreachable the rate limits
// count per instance instead of switching off. Through app.inject; Redis
// stopped and started under a real server is in test/faults/redis-down.test.ts.
import type { InjectOptions } from 'fastify';
import { build } from '../support/app';
import { sharedReadiness } from '../../server/lib/readiness';
import { freePort } from '../support/server';
import { FIXED_CODE, createPgDatabase, describePostgres } from './helpers';

const part = (critical: boolean) => ({ status: 'ok', critical, ms: expect.any(Number) });

test('SQLite: ready, with the database and the disk both checked and critical', async () => {
  const app = await build();
  const r = await app.inject({ url: '/readyz' });
  expect(r.statusCode).toBe(200);
  expect(r.headers['cache-control']).toBe('no-store');
  expect(r.json()).toEqual({ status: 'ready', parts: { database: part(true), disk: part(true) } });
});

test('less free space in DATA_DIR than DISK_FREE_MIN_MB: 503 unavailable, the disk part says why', async () => {
  const app = await build({ DISK_FREE_MIN_MB: String(1024 * 1024 * 1024) });
  const r = await app.inject({ url: '/readyz' });
  expect(r.statusCode).toBe(503);
  expect(r.json()).toEqual({
    status: 'unavailable',
    parts: {
      database: part(true),
      disk: { status: 'failing', critical: true, ms: expect.any(Number), reason: expect.stringMatching(/below DISK_FREE_MIN_MB/) },
    },
  });
});

test('a flood of probes costs one check a second: callers within the second share it', async () => {
  let checks = 0;
  const ready = sharedReadiness(async () => {
    checks += 1;
    return { status: 'ready', parts: {} };
  }, 200);
  await Promise.all(Array.from({ length: 50 }, () => ready()));
  await ready();
  expect(checks).toBe(1);
  await new Promise((r) => setTimeout(r, 250));
  await ready();
  expect(checks).toBe(2);
});

describe('REDIS_URL set but nothing answers there', () => {
  test('/readyz: 200 degraded, Redis failing and not critical', async () => {
    const app = await build({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    const r = await app.inject({ url: '/readyz' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      status: 'degraded',
      parts: { database: part(true), disk: part(true), redis: { status: 'failing', critical: false, ms: expect.any(Number), reason: expect.any(String) } },
    });
  });

  test('sign-in, chat, inquiry and 404 limits still hold, counted in this process', async () => {
    const app = await build({
      REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
      CAPTCHA_FIXED_CODE: FIXED_CODE,
      AUTH_RATE_PER_MIN: '3',
      CHAT_RATE_PER_MIN: '2',
      INQUIRY_RATE_PER_MIN: '2',
      NOT_FOUND_RATE_PER_MIN: '2',
    });
    const statuses = async (n: number, opts: InjectOptions) => {
      const out: number[] = [];
      for (let i = 0; i < n; i++) out.push((await app.inject(opts)).statusCode);
      return out;
    };
    const signIn: InjectOptions = { method: 'POST', url: '/api/auth/authenticate', payload: { userName: 'x', password: 'y', captchaId: 'z', captchaCode: 'w' }, remoteAddress: '198.51.100.7' };
    expect(await statuses(5, signIn)).toEqual([400, 400, 400, 429, 429]);
    const chat: InjectOptions = { method: 'POST', url: '/api/chat/ask', payload: { question: 'hi' }, remoteAddress: '198.51.100.8' };
    expect((await statuses(3, chat)).slice(2)).toEqual([429]);
    const send: InjectOptions = { method: 'POST', url: '/api/Email/SendEmail', payload: { criteria: ['', '', '', ''] }, remoteAddress: '198.51.100.9' };
    expect((await statuses(3, send)).slice(2)).toEqual([429]);
    expect(await statuses(3, { url: '/api/probe', remoteAddress: '198.51.100.11' })).toEqual([404, 404, 429]);
    // Another address has its own allowance.
    expect((await statuses(1, { ...signIn, remoteAddress: '198.51.100.10' }))[0]).toBe(400);
  });
});

describePostgres('PostgreSQL', () => {
  let pg: { url: string; drop(): Promise<void> };
  beforeAll(async () => {
    pg = await createPgDatabase();
  });
  afterAll(async () => {
    await pg?.drop();
  });

  test('with SMTP_URL, DATA_DIR is not needed while serving: only the database is checked', async () => {
    const app = await build({ DATABASE_URL: pg.url, SMTP_URL: 'smtp://127.0.0.1:9', JWT_SECRET: 'j'.repeat(32) });
    const r = await app.inject({ url: '/readyz' });
    expect(r.json()).toEqual({ status: 'ready', parts: { database: part(true) } });
  });

  test('without SMTP_URL, mail is written to DATA_DIR: the disk is checked but only degrades', async () => {
    const app = await build({ DATABASE_URL: pg.url, DISK_FREE_MIN_MB: String(1024 * 1024 * 1024) });
    const r = await app.inject({ url: '/readyz' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ status: 'degraded', parts: { database: part(true), disk: { status: 'failing', critical: false } } });
  });
});
