// The endpoints against the real server over HTTP, on one storage backend:
// what they store and read back (inquiries, users, lockouts, captchas,
// refresh-token families, blogs) and how they behave under real requests.
// Used by api.sqlite.test.ts and api.postgres.test.ts. Input checks and
// answer shapes that do not depend on storage run once, in-process, in
// routes/*.test.ts and errors.test.ts.
import { startServer, type StartedServer } from '../support/server';
import { until } from '../support/wait';
import {
  FIXED_CODE,
  cookieValue,
  cookies,
  createPgDatabase,
  execSql,
  createSmtp,
  fastOutbox,
  freshIp,
  http,
  inquiry,
  query,
  runUserAdd,
  type Backend,
  type TestSmtp,
} from './helpers';

export function apiSuite(backend: Backend) {
  let server: StartedServer;
  let smtp: TestSmtp;
  let pg: { url: string; drop(): Promise<void> } | undefined;
  let dbTarget: string;
  const INQUIRY_TO = 'leads@example.net';
  const env: Record<string, string> = {};

  const staffPass = 'staff-password-1';
  const adminPass = 'admin-password-1';

  beforeAll(async () => {
    smtp = await createSmtp();
    if (backend === 'postgres') {
      pg = await createPgDatabase();
      env.DATABASE_URL = pg.url;
    }
    Object.assign(env, fastOutbox, {
      SMTP_URL: smtp.url,
      INQUIRY_TO,
      CAPTCHA_FIXED_CODE: FIXED_CODE,
      TRUST_PROXY: '127.0.0.1',
      AUTH_RATE_PER_MIN: '8',
      CHAT_RATE_PER_MIN: '5',
      INQUIRY_RATE_PER_MIN: '1000',
      ALLOWED_ORIGINS: 'https://partner.example',
    });
    server = await startServer(env);
    dbTarget = backend === 'postgres' ? pg!.url : server.dataDir;
    // Staff users come from the user:add script (password on standard input).
    const a = await runUserAdd(['admin1', '--admin', '--email=admin1@example.com'], adminPass, { ...env, DATA_DIR: server.dataDir });
    expect(a).toMatchObject({ code: 0 });
    const s = await runUserAdd(['staff1'], staffPass, { ...env, DATA_DIR: server.dataDir });
    expect(s).toMatchObject({ code: 0 });
    // Both have made their first password their own (until then only ChangePassword is open to them;
    // the ChangePassword tests below walk a first sign-in).
    await execSql(backend, dbTarget, "update users set is_first_login = 0 where username in ('admin1', 'staff1')");
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
    await pg?.drop();
  });

  const url = (p: string) => server.url + p;

  async function captcha(ip: string) {
    const r = await http(url('/api/auth/GenerateCaptcha'), { headers: { 'x-forwarded-for': ip } });
    expect(r.status).toBe(200);
    return r.body.captchaId as string;
  }

  async function login(userName: string, password: string, ip = freshIp()) {
    const captchaId = await captcha(ip);
    return http(url('/api/auth/authenticate'), {
      json: { _id: '', userName, email: userName, password, captchaId, captchaCode: FIXED_CODE },
      headers: { 'x-forwarded-for': ip },
    });
  }

  async function token(userName: string, password: string) {
    const r = await login(userName, password);
    expect(r.status).toBe(200);
    return r.body.token as string;
  }

  describe('health', () => {
    test('/healthz and /readyz answer 200 with the database reachable, /readyz part by part', async () => {
      expect((await http(url('/healthz'))).body).toEqual({ status: 'ok' });
      const ready = await http(url('/readyz'));
      expect(ready.status).toBe(200);
      const ok = (critical: boolean) => ({ status: 'ok', critical, ms: expect.any(Number) });
      // SQLite keeps its file in DATA_DIR, so the disk is checked too; with PostgreSQL and SMTP the server needs no disk.
      expect(ready.body).toEqual({ status: 'ready', parts: backend === 'sqlite' ? { database: ok(true), disk: ok(true) } : { database: ok(true) } });
    });

    test('every response carries a request id, and logs are pino JSON lines with it', async () => {
      const r = await http(url('/healthz'), { headers: { 'x-request-id': 'trace-abc-123' } });
      expect(r.headers.get('x-request-id')).toBe('trace-abc-123');
      // The completion line is written after the response; wait for it rather than a fixed time.
      await until('the request to be logged', () => /"reqId":"trace-abc-123".*"request completed"/.test(server.logs()));
      const lines = server.logs().split('\n').filter((l) => l.includes('trace-abc-123'));
      expect(lines.length).toBeGreaterThan(0);
      for (const l of lines) expect(JSON.parse(l)).toMatchObject({ reqId: 'trace-abc-123' });
    });
  });

  describe('POST /api/Email/SendEmail', () => {
    test('202 after the commit; the inquiry is stored and its mail reaches SMTP with text and escaped HTML parts', async () => {
      const message = 'Hello <script>alert("x")</script> & <b>bold</b>\nsecond line';
      const r = await http(url('/api/Email/SendEmail'), { json: inquiry({ name: 'Eve <img src=x>', email: 'eve@example.org', message }) });
      expect(r.status).toBe(202);
      expect(r.body).toEqual({ id: expect.any(String), status: 'queued' });
      const rows = await query(backend, dbTarget, 'select name, email, message from inquiries where id = $1', [r.body.id]);
      expect(rows).toEqual([{ name: 'Eve <img src=x>', email: 'eve@example.org', message }]);

      const mail = await smtp.waitFor((m) => m.text.includes('second line') && m.text.includes('Eve'));
      expect(mail.to).toEqual([INQUIRY_TO]);
      expect(mail.headers['reply-to']).toContain('eve@example.org');
      expect(mail.text).toContain('<script>alert("x")</script>');
      expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;');
      expect(mail.html).toContain('Eve &lt;img src=x&gt;');
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<img');
    });

    test('a NUL character is a 400 field error naming the field, on this storage as on the other, and nothing is stored', async () => {
      const marker = `nul-${Date.now()}`;
      const r = await http(url('/api/Email/SendEmail'), { json: { ...inquiry({ message: marker }), criteria: ['Eve\u0000', 'eve@example.org', '', marker] } });
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ error: 'InvalidCharacters', message: expect.any(String), fields: { name: 'InvalidCharacters' } });
      expect(await query(backend, dbTarget, 'select id from inquiries where message = $1', [marker])).toEqual([]);
      // The next inquiry is stored as usual.
      expect((await http(url('/api/Email/SendEmail'), { json: inquiry({ message: marker }) })).status).toBe(202);
    });

    test('a client-sent emailTo is ignored: the mail goes to INQUIRY_TO only', async () => {
      const marker = `spoof-${Date.now()}`;
      for (const emailTo of ['attacker@evil.example', ['attacker@evil.example', 'b@evil.example']]) {
        const r = await http(url('/api/Email/SendEmail'), { json: inquiry({ message: `${marker} ${JSON.stringify(emailTo)}`, emailTo }) });
        expect(r.status).toBe(202);
      }
      await smtp.waitFor((m) => m.text.includes(marker) && m.text.includes('b@evil'));
      await smtp.waitFor((m) => m.text.includes(marker) && !m.text.includes('b@evil'));
      const related = smtp.mails.filter((m) => m.text.includes(marker));
      expect(related).toHaveLength(2);
      for (const m of related) {
        expect(m.to).toEqual([INQUIRY_TO]);
        expect(m.raw).not.toMatch(/^(to|cc|bcc):.*evil/im);
      }
      expect(smtp.mails.some((m) => m.to.some((t) => t.includes('evil')))).toBe(false);
    });
  });

  describe('captcha and sign-in', () => {
    test('order of checks: captcha (400), credentials (400), password (401); success answers the token object and cookies', async () => {
      const ip = freshIp();
      const h = { 'x-forwarded-for': ip };
      let id = await captcha(ip);
      let r = await http(url('/api/auth/authenticate'), { json: { userName: 'staff1', password: staffPass, captchaId: id, captchaCode: 'WRONG1' }, headers: h });
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('InvalidCaptcha');
      r = await http(url('/api/auth/authenticate'), { json: { userName: 'staff1', password: staffPass, captchaId: 'nope', captchaCode: FIXED_CODE }, headers: h });
      expect(r.body.error).toBe('InvalidCaptcha');

      id = await captcha(ip);
      r = await http(url('/api/auth/authenticate'), { json: { userName: '', email: '', password: '', captchaId: id, captchaCode: FIXED_CODE }, headers: h });
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('MissingCredentials');

      id = await captcha(ip);
      r = await http(url('/api/auth/authenticate'), { json: { userName: 'nobody', password: 'whatever1', captchaId: id, captchaCode: FIXED_CODE }, headers: h });
      expect(r.status).toBe(401);
      expect(r.body.error).toBe('LoginFailed');

      id = await captcha(ip);
      r = await http(url('/api/auth/authenticate'), {
        json: { _id: '', userName: 'staff1', email: 'staff1', password: staffPass, captchaId: id, captchaCode: FIXED_CODE.toLowerCase() },
        headers: h,
      });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({
        roleId: 2,
        userId: expect.any(String),
        companyId: expect.any(String),
        emailId: expect.any(String),
        refreshToken: '',
        token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
        // staff1 has changed the first password (beforeAll); a first sign-in answers true (ChangePassword below).
        isFirstLogin: false,
        password: null,
        tempUsers: null,
        lockUser: false,
      });
      expect(r.text).not.toContain('argon2');
      const c = cookies(r);
      expect(c.refreshToken).toMatch(/HttpOnly/i);
      expect(c.refreshToken).toMatch(/SameSite=Strict/i);
      expect(cookieValue(c.refreshToken)).toMatch(/^[\w-]{40,}$/);
      expect(c['XSRF-TOKEN']).toBeTruthy();

      // The same captcha does not work twice.
      r = await http(url('/api/auth/authenticate'), { json: { userName: 'staff1', password: staffPass, captchaId: id, captchaCode: FIXED_CODE }, headers: h });
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('InvalidCaptcha');
    });

    test('failures throttle per name and address with a backoff (429, Retry-After), the same for an unknown name; the real user elsewhere still signs in', async () => {
      const admin = await token('admin1', adminPass);
      const reg = await http(url('/api/users/register'), {
        json: { userName: 'locky', password: 'locky-password-1' },
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(reg.status).toBe(201);
      const attacker = freshIp();
      const series = async (name: string, ip: string) => {
        const out: number[] = [];
        for (let i = 0; i < 6; i++) out.push((await login(name, `wrong-${i}-password`, ip)).status);
        return out;
      };
      const real = await series('locky', attacker);
      const ghost = await series('ghost-account', freshIp());
      expect(real).toEqual([401, 401, 401, 401, 401, 429]);
      expect(ghost).toEqual(real);
      const throttled = await login('locky', 'locky-password-1', attacker);
      expect(throttled.status).toBe(429);
      expect(throttled.body.error).toBe('TooManyAttempts');
      expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
      // No lock: the staff member at their own address is not shut out by the guesser.
      expect((await login('locky', 'locky-password-1')).status).toBe(200);
      // The wait ends (moved in the database); the right password then works from there too.
      await execSql(backend, dbTarget, 'update signin_throttle set next_allowed_at = 0 where key like $1', ['%locky%']);
      expect((await login('locky', 'locky-password-1', attacker)).status).toBe(200);
    });

    test('concurrency: 30 wrong passwords at once are all counted; a right one among them does not reset the count', async () => {
      const admin = await token('admin1', adminPass);
      await http(url('/api/users/register'), { json: { userName: 'racer', password: 'racer-password-1' }, headers: { authorization: `Bearer ${admin}` } });
      // Captchas first, so the sign-ins themselves arrive together.
      const tries = await Promise.all(
        Array.from({ length: 31 }, async (_, i) => {
          const ip = freshIp();
          const captchaId = await captcha(ip);
          return { ip, captchaId, password: i === 15 ? 'racer-password-1' : `wrong-${i}-password` };
        }),
      );
      const results = await Promise.all(
        tries.map((t) =>
          http(url('/api/auth/authenticate'), {
            json: { userName: 'racer', password: t.password, captchaId: t.captchaId, captchaCode: FIXED_CODE },
            headers: { 'x-forwarded-for': t.ip },
          }),
        ),
      );
      const wrong = results.filter((_, i) => i !== 15).map((r) => r.status);
      expect(wrong.every((st) => st === 401 || st === 429)).toBe(true);
      // Past the name's 20 free attempts everything waits, checked or not.
      expect(wrong.filter((st) => st === 401).length).toBeLessThanOrEqual(20);
      expect([200, 429]).toContain(results[15].status);
      const [row] = await query<{ failures: number | string }>(backend, dbTarget, 'select failures from signin_throttle where key = $1', ['name:racer']);
      // 30 wrong ones counted; the right one took back its own count only if it was let through.
      expect(Number(row.failures)).toBe(results[15].status === 200 ? 30 : 31);
      if (process.env.PRINT_FIGURES) console.log(`${backend}: wrong 401=${wrong.filter((st) => st === 401).length} 429=${wrong.filter((st) => st === 429).length}; right=${results[15].status}; counted=${row.failures}`);
    });

    test('unknown and real names answer alike: same status, time within noise', async () => {
      const time = async (name: string) => {
        const t0 = performance.now();
        const r = await login(name, 'not-the-password-1');
        return { status: r.status, ms: performance.now() - t0 };
      };
      const real: number[] = [];
      const ghost: number[] = [];
      for (let i = 0; i < 4; i++) {
        const a = await time('staff1');
        const b = await time(`nobody-${i}`);
        expect(a.status).toBe(401);
        expect(b.status).toBe(401);
        real.push(a.ms);
        ghost.push(b.ms);
      }
      const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)];
      const ratio = median(real) / median(ghost);
      if (process.env.PRINT_FIGURES) console.log(`${backend}: real ${median(real).toFixed(0)} ms, unknown ${median(ghost).toFixed(0)} ms (median of 4)`);
      expect(ratio).toBeGreaterThan(0.5);
      expect(ratio).toBeLessThan(2);
    });

    test("an administrator's lock (SPEC lockUser): 423 only for the right password, a wrong one stays 401", async () => {
      const admin = await token('admin1', adminPass);
      await http(url('/api/users/register'), { json: { userName: 'held', password: 'held-password-1' }, headers: { authorization: `Bearer ${admin}` } });
      await execSql(backend, dbTarget, 'update users set locked_until = $1 where username = $2', [8_000_000_000_000_000, 'held']);
      expect((await login('held', 'wrong-password-1')).status).toBe(401);
      const right = await login('held', 'held-password-1');
      expect(right.status).toBe(423);
      expect(right.body).toMatchObject({ error: 'Locked', lockUser: true });
    });

    test('a captcha expires after 5 minutes', async () => {
      const ip = freshIp();
      const id = await captcha(ip);
      const rows = await query<{ expires_at: number | string }>(backend, dbTarget, 'select expires_at from captchas where id = $1', [id]);
      const ttl = Number(rows[0].expires_at) - Date.now();
      expect(ttl).toBeGreaterThan(4.9 * 60_000);
      expect(ttl).toBeLessThanOrEqual(5 * 60_000);
      // Five minutes later (moved in the database):
      await execSql(backend, dbTarget, 'update captchas set expires_at = $1 where id = $2', [Date.now() - 1, id]);
      const r = await http(url('/api/auth/authenticate'), {
        json: { userName: 'staff1', password: staffPass, captchaId: id, captchaCode: FIXED_CODE },
        headers: { 'x-forwarded-for': ip },
      });
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('InvalidCaptcha');
    });

    test('sign-in attempts are rate limited per address (429)', async () => {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 9; i++) {
        const r = await http(url('/api/auth/authenticate'), {
          json: { userName: 'x', password: 'y', captchaId: 'z', captchaCode: 'w' },
          headers: { 'x-forwarded-for': ip },
        });
        statuses.push(r.status);
      }
      expect(statuses.slice(0, 8).every((s) => s === 400)).toBe(true);
      expect(statuses[8]).toBe(429);
      // Another address is not affected.
      const other = await http(url('/api/auth/authenticate'), {
        json: { userName: 'x', password: 'y', captchaId: 'z', captchaCode: 'w' },
        headers: { 'x-forwarded-for': freshIp() },
      });
      expect(other.status).toBe(400);
    });

  });

  describe('POST /api/auth/Refreshtoken', () => {
    test('two tabs refreshing with the same token at once both stay signed in (grace window)', async () => {
      const first = await login('staff1', staffPass);
      const t1 = cookieValue(cookies(first).refreshToken);
      const ip = { 'x-forwarded-for': freshIp() };
      const [a, b] = await Promise.all([
        http(url('/api/auth/Refreshtoken'), { json: { RefreshToken: t1 }, headers: ip }),
        http(url('/api/auth/Refreshtoken'), { json: { RefreshToken: t1 }, headers: ip }),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      // Both tabs' access tokens work, and so do both new refresh tokens.
      for (const r of [a, b]) {
        expect((await http(url('/api/staff/leads'), { headers: { authorization: `Bearer ${r.body.token}` } })).status).toBe(200);
        expect((await http(url('/api/auth/Refreshtoken'), { json: { RefreshToken: cookieValue(cookies(r).refreshToken) }, headers: ip })).status).toBe(200);
      }
    });

    test('rotates; a rotated token presented after the grace window revokes the whole family', async () => {
      const first = await login('staff1', staffPass);
      expect(first.status).toBe(200);
      const t1 = cookieValue(cookies(first).refreshToken);
      const ip = { 'x-forwarded-for': freshIp() };
      const second = await http(url('/api/auth/Refreshtoken'), { json: { RefreshToken: t1 }, headers: ip });
      expect(second.status).toBe(200);
      expect(second.body).toMatchObject({ userId: first.body.userId, password: null, lockUser: false });
      const t2 = cookieValue(cookies(second).refreshToken);
      expect(t2).not.toBe(t1);

      // Past the grace window (moved in the database), the old token is a stolen one.
      await execSql(backend, dbTarget, 'update refresh_tokens set rotated_at = $1 where rotated_at is not null', [Date.now() - 60_000]);
      const reuse = await http(url('/api/auth/Refreshtoken'), { json: { RefreshToken: t1 }, headers: ip });
      expect(reuse.status).toBe(401);
      expect(reuse.body.error).toBe('InvalidRefreshToken');
      // The family is revoked: the newest token is dead too.
      const after = await http(url('/api/auth/Refreshtoken'), { json: { RefreshToken: t2 }, headers: ip });
      expect(after.status).toBe(401);

      // A separate sign-in (another family) still works.
      const other = await login('staff1', staffPass);
      const ok = await http(url('/api/auth/Refreshtoken'), { json: { RefreshToken: cookieValue(cookies(other).refreshToken) }, headers: ip });
      expect(ok.status).toBe(200);

      expect((await http(url('/api/auth/Refreshtoken'), { json: { RefreshToken: 'made-up' }, headers: ip })).status).toBe(401);
      expect((await http(url('/api/auth/Refreshtoken'), { json: { RefreshToken: 12 }, headers: ip })).status).toBe(400);
    });

    test('by cookie it needs the XSRF double submit (403 without, 200 with)', async () => {
      const r = await login('staff1', staffPass);
      const c = cookies(r);
      const refresh = cookieValue(c.refreshToken);
      const xsrf = cookieValue(c['XSRF-TOKEN']);
      const cookieHeader = `refreshToken=${refresh}; XSRF-TOKEN=${xsrf}`;
      const h = { 'x-forwarded-for': freshIp(), 'content-type': 'application/json' };
      const noHeader = await http(url('/api/auth/Refreshtoken'), { method: 'POST', body: '{}', headers: { ...h, cookie: cookieHeader } });
      expect(noHeader.status).toBe(403);
      expect(noHeader.body.error).toBe('XsrfFailed');
      const wrong = await http(url('/api/auth/Refreshtoken'), { method: 'POST', body: '{}', headers: { ...h, cookie: cookieHeader, 'x-xsrf-token': 'x'.repeat(xsrf.length) } });
      expect(wrong.status).toBe(403);
      const ok = await http(url('/api/auth/Refreshtoken'), { method: 'POST', body: '{}', headers: { ...h, cookie: cookieHeader, 'x-xsrf-token': xsrf } });
      expect(ok.status).toBe(200);
      expect(cookieValue(cookies(ok).refreshToken)).not.toBe(refresh);
      expect(ok.body.refreshToken).toBe('');
      const none = await http(url('/api/auth/Refreshtoken'), { method: 'POST', body: '{}', headers: h });
      expect(none.status).toBe(401);
    });
  });

  describe('POST /api/auth/ChangePassword', () => {
    test('a signed-in user changes the initial password; isFirstLogin becomes false', async () => {
      const admin = await token('admin1', adminPass);
      await http(url('/api/users/register'), { json: { userName: 'changer', password: 'initial-pass-1' }, headers: { authorization: `Bearer ${admin}` } });
      const first = await login('changer', 'initial-pass-1');
      expect(first.body.isFirstLogin).toBe(true);
      const auth = { authorization: `Bearer ${first.body.token}` };
      expect((await http(url('/api/auth/ChangePassword'), { json: { currentPassword: 'initial-pass-1', newPassword: 'short' }, headers: auth })).status).toBe(400);
      // Twelve characters at least, and not a common password.
      expect((await http(url('/api/auth/ChangePassword'), { json: { currentPassword: 'initial-pass-1', newPassword: 'xK9#mq2!vL4' }, headers: auth })).status).toBe(400);
      const common = await http(url('/api/auth/ChangePassword'), { json: { currentPassword: 'initial-pass-1', newPassword: 'password1234' }, headers: auth });
      expect(common.status).toBe(400);
      expect(common.body.error).toBe('WeakPassword');
      expect((await http(url('/api/auth/ChangePassword'), { json: { currentPassword: 'bad-current-1', newPassword: 'changed-pass-1' }, headers: auth })).status).toBe(401);
      expect((await http(url('/api/auth/ChangePassword'), { json: { currentPassword: 'initial-pass-1', newPassword: 'changed-pass-1' } })).status).toBe(401);
      const ok = await http(url('/api/auth/ChangePassword'), { json: { currentPassword: 'initial-pass-1', newPassword: 'changed-pass-1' }, headers: auth });
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual({ data: { isFirstLogin: false, token: expect.any(String) } });
      // Sessions begun with the old password end with it.
      const stale = await http(url('/api/auth/Refreshtoken'), { json: { RefreshToken: cookieValue(cookies(first).refreshToken) }, headers: { 'x-forwarded-for': freshIp() } });
      expect(stale.status).toBe(401);
      // The access token from before the change is refused on its next request; the one the change answered works.
      expect((await http(url('/api/auth/ChangePassword'), { json: { currentPassword: 'changed-pass-1', newPassword: 'changed-again-pass-2' }, headers: auth })).status).toBe(401);
      expect(ok.body.data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(cookies(ok).refreshToken).toMatch(/HttpOnly/i);
      expect((await login('changer', 'initial-pass-1')).status).toBe(401);
      const again = await login('changer', 'changed-pass-1');
      expect(again.status).toBe(200);
      expect(again.body.isFirstLogin).toBe(false);
    });
  });

  describe('POST /api/users/register', () => {
    test('admins only; errors carry status and message', async () => {
      const body = { userName: 'newstaff', email: 'new@example.com', password: 'new-password-1' };
      const none = await http(url('/api/users/register'), { json: body });
      expect(none.status).toBe(401);
      expect(none.body).toEqual({ error: 'Unauthorized', message: expect.any(String) });
      // Without a token even a malformed body is 401: the schema is not shown to strangers.
      const bare = await http(url('/api/users/register'), { json: {} });
      expect(bare.status).toBe(401);
      const staff = await token('staff1', staffPass);
      const forbidden = await http(url('/api/users/register'), { json: body, headers: { authorization: `Bearer ${staff}` } });
      expect(forbidden.status).toBe(403);
      const bogus = await http(url('/api/users/register'), { json: body, headers: { authorization: 'Bearer not.a.jwt' } });
      expect(bogus.status).toBe(401);

      const admin = await token('admin1', adminPass);
      const auth = { authorization: `Bearer ${admin}` };
      const created = await http(url('/api/users/register'), { json: body, headers: auth });
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({ userName: 'newstaff', emailId: 'new@example.com', roleId: 2, isFirstLogin: true });
      const dup = await http(url('/api/users/register'), { json: body, headers: auth });
      expect(dup.status).toBe(409);
      expect(dup.body.error).toBe('UserExists');
      expect((await http(url('/api/users/register'), { json: { userName: 'ab', password: 'x' }, headers: auth })).status).toBe(400);
      expect((await http(url('/api/users/register'), { json: { userName: 'okname', password: 'long-enough-1', role: 'root' }, headers: auth })).status).toBe(400);
      const stored = await query<{ password_hash: string }>(backend, dbTarget, 'select password_hash from users where username = $1', ['newstaff']);
      expect(stored[0].password_hash).toMatch(/^\$argon2id\$/);
      expect((await login('newstaff', 'new-password-1')).status).toBe(200);
    });
  });

  describe('POST /api/Blog/CreateBlog', () => {
    test("a signed-in staff member's blog is stored and answered as { data }", async () => {
      const blog = { BlogName: 'Mortgage QC notes', BlogUrl: 'https://blog.example.org/qc', AuthorName: 'Grace Hopper' };
      const auth = { authorization: `Bearer ${await token('staff1', staffPass)}` };
      const ok = await http(url('/api/Blog/CreateBlog'), { json: blog, headers: auth });
      expect(ok.status).toBe(201);
      expect(ok.body.data).toMatchObject({ id: expect.any(String), ...blog });
      const rows = await query(backend, dbTarget, 'select blog_name, blog_url, author_name from blogs where id = $1', [ok.body.data.id]);
      expect(rows).toEqual([{ blog_name: blog.BlogName, blog_url: blog.BlogUrl, author_name: blog.AuthorName }]);
    });
  });

  describe('POST /api/chat/ask', () => {
    test('answers from the answer finder; over 400 characters is 400 QuestionTooLong; bad bodies 400; rate limited', async () => {
      const ip = { 'x-forwarded-for': freshIp() };
      const r = await http(url('/api/chat/ask'), { json: { question: 'hello' }, headers: ip });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ answer: expect.any(String), score: expect.any(Number) });
      const long = await http(url('/api/chat/ask'), { json: { question: 'x'.repeat(401) }, headers: ip });
      expect(long.status).toBe(400);
      expect(long.body).toEqual({ error: 'QuestionTooLong', message: expect.any(String) });
      expect((await http(url('/api/chat/ask'), { json: { question: 'x'.repeat(400) }, headers: ip })).status).toBe(200);
      expect((await http(url('/api/chat/ask'), { json: {}, headers: ip })).status).toBe(400);
      expect((await http(url('/api/chat/ask'), { json: { question: 'What is LoanXPress?' }, headers: ip })).status).toBe(200);
      // That was 5 requests from this address (CHAT_RATE_PER_MIN=5); the sixth is refused.
      const limited = await http(url('/api/chat/ask'), { json: { question: 'hello' }, headers: ip });
      expect(limited.status).toBe(429);
      expect(limited.body.error).toBe('TooManyRequests');
    });
  });
}
