// Boot-time configuration, the user:add script, the file outbox and proxy trust.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from '../support/server';
import { FIXED_CODE, REDIS_TEST_URL, describeRedis, http, inquiry, parseMail, runUserAdd, sleep } from './helpers';

jest.setTimeout(60_000);

test('CAPTCHA_FIXED_CODE is refused under NODE_ENV=production', async () => {
  await expect(startServer({ CAPTCHA_FIXED_CODE: 'ABC123', NODE_ENV: 'production' })).rejects.toThrow(/CAPTCHA_FIXED_CODE/);
});

test('several instances on PostgreSQL in production must share JWT_SECRET: refused without it', async () => {
  await expect(startServer({ NODE_ENV: 'production', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/none' })).rejects.toThrow(/JWT_SECRET/);
});

test('bad configuration stops the server at boot with a message', async () => {
  await expect(startServer({ OUTBOX_RETRY_BASE_MS: 'soon' })).rejects.toThrow(/OUTBOX_RETRY_BASE_MS/);
  await expect(startServer({ DATABASE_URL: 'mysql://x' })).rejects.toThrow(/DATABASE_URL/);
});

test('without SMTP_URL every mail is an .eml file under DATA_DIR/outbox, to info@ the site domain by default (worker in the main thread)', async () => {
  const server = await startServer({ OUTBOX_POLL_MS: '200', OUTBOX_THREAD: 'false' });
  try {
    const r = await http(`${server.url}/api/Email/SendEmail`, { json: inquiry({ message: 'file outbox <b>check</b>' }) });
    expect(r.status).toBe(202);
    const dir = join(server.dataDir, 'outbox');
    let files: string[] = [];
    for (let i = 0; i < 50 && files.length === 0; i++) {
      await sleep(100);
      try {
        files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
      } catch {
        /* not yet */
      }
    }
    expect(files).toHaveLength(1);
    const mail = parseMail(readFileSync(join(dir, files[0]), 'utf8'));
    expect(mail.headers.to).toBe('info@example.com');
    expect(mail.headers['reply-to']).toContain('ada@example.org');
    expect(mail.text).toContain('file outbox <b>check</b>');
    expect(mail.html).toContain('file outbox &lt;b&gt;check&lt;/b&gt;');
    // The JWT key was generated once into DATA_DIR, readable by the owner only.
    expect(statSync(join(server.dataDir, 'secrets', 'jwt-hs256.key')).mode & 0o077).toBe(0);
  } finally {
    await server.stop();
  }
});

test('without TRUST_PROXY, X-Forwarded-For is ignored', async () => {
  const server = await startServer({});
  try {
    const r = await http(`${server.url}/api/ip/get-external-ip`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(r.body).toEqual({ ip: '127.0.0.1' });
  } finally {
    await server.stop();
  }
});

test('user:add reads the password from standard input, stores argon2id, --admin makes an admin', async () => {
  const server = await startServer({ CAPTCHA_FIXED_CODE: FIXED_CODE });
  try {
    const env = { DATA_DIR: server.dataDir };
    expect((await runUserAdd(['boss', '--admin'], 'boss-password-1', env)).code).toBe(0);
    expect((await runUserAdd(['worker'], 'worker-password-1', env)).code).toBe(0);
    const short = await runUserAdd(['tiny'], 'short', env);
    expect(short.code).toBe(2);
    expect(short.out).toMatch(/password/i);
    expect((await runUserAdd(['bad name!'], 'long-enough-1', env)).code).toBe(2);

    async function signIn(userName: string, password: string) {
      const c = await http(`${server.url}/api/auth/GenerateCaptcha`);
      return http(`${server.url}/api/auth/authenticate`, {
        json: { _id: '', userName, email: userName, password, captchaId: c.body.captchaId, captchaCode: FIXED_CODE },
      });
    }
    const boss = await signIn('boss', 'boss-password-1');
    expect(boss.status).toBe(200);
    expect(boss.body.roleId).toBe(1);
    const worker = await signIn('worker', 'worker-password-1');
    expect(worker.body.roleId).toBe(2);
    const reg = (t: string) =>
      http(`${server.url}/api/users/register`, { json: { userName: 'someone', password: 'someone-pass-1' }, headers: { authorization: `Bearer ${t}` } });
    expect((await reg(worker.body.token)).status).toBe(403);
    expect((await reg(boss.body.token)).status).toBe(201);
    // An existing name is refused and keeps its password; --reset sets the new one.
    const again = await runUserAdd(['worker'], 'worker-password-2', env);
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/already exists.*--reset/s);
    expect((await signIn('worker', 'worker-password-1')).status).toBe(200);
    expect((await runUserAdd(['worker', '--reset'], 'worker-password-2', env)).code).toBe(0);
    expect((await signIn('worker', 'worker-password-2')).status).toBe(200);
  } finally {
    await server.stop();
  }
});

describeRedis('rate limits shared through Redis', () => {
  test('with REDIS_URL, two instances count one address together', async () => {
    const env = { REDIS_URL: REDIS_TEST_URL, TRUST_PROXY: '127.0.0.1', AUTH_RATE_PER_MIN: '6' };
    const a = await startServer(env);
    const b = await startServer(env);
    try {
      const ip = `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        const r = await http(`${(i % 2 ? a : b).url}/api/auth/authenticate`, {
          json: { userName: 'x', password: 'y', captchaId: 'z', captchaCode: 'w' },
          headers: { 'x-forwarded-for': ip },
        });
        statuses.push(r.status);
      }
      // Per process, each instance would have allowed 6 (8 in all); shared, the 7th is refused.
      expect(statuses.slice(0, 6)).toEqual([400, 400, 400, 400, 400, 400]);
      expect(statuses.slice(6)).toEqual([429, 429]);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
});
