// The lead desk's API on both databases, in-process: leads newest first with
// their delivery, filters, search, one lead, retry of a failed delivery, the
// CSV export, registered blogs, staff accounts; and the authorization matrix
// of every staff and admin endpoint. Run by staff.sqlite.test.ts and
// staff.postgres.test.ts (one app per file).
import { SignJWT } from 'jose';
import { build, signedIn, type TestApp } from '../../support/app';
import { until } from '../../support/wait';
import { loadJwtKey } from '../../../server/auth/secrets';
import { CHAT_GAPS_PATH } from '../../../contract/api/staff';
import { FIXED_CODE, createPgDatabase, execSql, inquiry, query, type Backend } from '../helpers';

jest.setTimeout(60_000);

export function staffSuite(backend: Backend) {
  let app: TestApp;
  let pg: { url: string; drop(): Promise<void> } | undefined;
  let target: string;

  beforeAll(async () => {
    if (backend === 'postgres') pg = await createPgDatabase();
    app = await build({ CAPTCHA_FIXED_CODE: FIXED_CODE, INQUIRY_RATE_PER_MIN: '1000', ...(pg ? { DATABASE_URL: pg.url } : {}) });
    target = pg ? pg.url : app.dataDir;
  });
  afterAll(async () => {
    await app?.close();
    await pg?.drop();
  });

  const send = async (f: Parameters<typeof inquiry>[0]) => {
    const r = await app.inject({ method: 'POST', url: '/api/Email/SendEmail', payload: inquiry(f), headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(r.statusCode).toBe(202);
    return r.json().id as string;
  };
  const get = (url: string, authorization: string) => app.inject({ url, headers: { authorization } });
  /** The user id inside a Bearer access token. */
  const signedInUser = async (authorization: string) => JSON.parse(Buffer.from(authorization.split('.')[1], 'base64url').toString()).sub;

  test('leads newest first with delivery status; filter by status and date; search; open one; retry a failed one', async () => {
    const { authorization } = await signedIn(app);
    const a = await send({ name: 'Ann Older', email: 'ann@example.org', subject: 'Mortgage QC', message: 'First one' });
    await new Promise((r) => setTimeout(r, 5));
    const b = await send({ name: 'Bob Newer', email: 'bob@example.org', subject: 'Loans', message: 'Second one about LoanXPress' });
    // The worker delivers to DATA_DIR's .eml outbox: both become sent.
    await until('both sent', async () => {
      const r = (await get('/api/staff/leads?status=sent', authorization)).json();
      return r.data.filter((l: { id: string }) => [a, b].includes(l.id)).length === 2;
    });
    const all = (await get('/api/staff/leads', authorization)).json();
    expect(all.data.slice(0, 2).map((l: { id: string }) => l.id)).toEqual([b, a]);
    expect(all.data[0]).toMatchObject({
      id: b, name: 'Bob Newer', email: 'bob@example.org', subject: 'Loans', variant: null, interests: [], attribution: null, consent: null,
      delivery: { status: 'sent', lastError: null },
    });
    expect(all.total).toBeGreaterThanOrEqual(2);

    // A failed delivery (given up by the worker), as staff see it, then retried.
    await execSql(backend, target, "update outbox set status = 'failed', last_error = $1 where inquiry_id = $2", ['550 mailbox unavailable', a]);
    const failed = (await get('/api/staff/leads?status=failed', authorization)).json();
    expect(failed.data.map((l: { id: string }) => l.id)).toEqual([a]);
    expect(failed.data[0].delivery).toMatchObject({ status: 'failed', lastError: '550 mailbox unavailable' });
    await execSql(backend, target, "update outbox set status = 'pending', last_error = $1, next_attempt_at = $2 where inquiry_id = $3", ['421 try later', Date.now() + 3_600_000, b]);
    expect((await get('/api/staff/leads?status=retrying', authorization)).json().data[0]).toMatchObject({ id: b, delivery: { status: 'retrying', lastError: '421 try later' } });

    expect((await get('/api/staff/leads?q=loanxpress', authorization)).json().data.map((l: { id: string }) => l.id)).toEqual([b]);
    expect((await get('/api/staff/leads?q=ANN%20first', authorization)).json().data.map((l: { id: string }) => l.id)).toEqual([a]);
    expect((await get('/api/staff/leads?q=100%25', authorization)).json().data).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(`/api/staff/leads?from=${today}&to=${today}`, authorization)).json().total).toBeGreaterThanOrEqual(2);
    expect((await get('/api/staff/leads?to=2001-01-01', authorization)).json().total).toBe(0);
    expect((await get('/api/staff/leads?status=lost', authorization)).statusCode).toBe(400);
    expect((await get('/api/staff/leads?from=yesterday', authorization)).statusCode).toBe(400);

    const one = await get(`/api/staff/leads/${a}`, authorization);
    expect(one.json().data).toMatchObject({ id: a, message: 'First one' });
    expect((await get('/api/staff/leads/no-such-lead', authorization)).statusCode).toBe(404);

    expect((await app.inject({ method: 'POST', url: `/api/staff/leads/${b}/retry`, headers: { authorization } })).statusCode).toBe(409);
    const retried = await app.inject({ method: 'POST', url: `/api/staff/leads/${a}/retry`, headers: { authorization } });
    expect(retried.statusCode).toBe(200);
    expect(['queued', 'retrying', 'sent']).toContain(retried.json().data.delivery.status);
    await until('the retried mail is sent', async () => (await get(`/api/staff/leads/${a}`, authorization)).json().data.delivery.status === 'sent');

    // What staff did is in the lead's ledger, with who did it (issue 13).
    const me = (await signedInUser(authorization)) as string;
    const evidence = (await get(`/api/staff/leads/${a}/evidence`, authorization)).json();
    const staffEvents = evidence.events.filter((e: { actor: string | null }) => e.actor).map((e: { type: string; actor: string }) => [e.type, e.actor]);
    expect(staffEvents).toEqual(expect.arrayContaining([['viewed', me], ['retried', me]]));
    expect(evidence.ledger.ok).toBe(true);
  });

  test('CSV: RFC 4180 (CRLF, quoted, quotes doubled), formula cells neutralised, the filters apply', async () => {
    const { authorization } = await signedIn(app);
    const id = await send({ name: '=HYPERLINK("http://x.example","y")', email: 'csv@example.org', subject: '+1 555', message: 'line one\nline "two", @sum' });
    const r = await get('/api/staff/leads.csv?q=csv%40example.org', authorization);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/csv/);
    expect(r.headers['content-disposition']).toMatch(/attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = r.body.split('\r\n');
    expect(lines[0]).toMatch(/^"Received","Delivery",/);
    expect(r.body.endsWith('\r\n')).toBe(true);
    expect(r.body).toContain(`"'=HYPERLINK(""http://x.example"",""y"")"`);
    expect(r.body).toContain(`"'+1 555"`);
    expect(r.body).toContain('"line one\nline ""two"", @sum"');
    expect(r.body.split('csv@example.org').length - 1).toBe(1);
    // The export is in the lead's ledger.
    const events = (await get(`/api/staff/leads/${id}/evidence`, authorization)).json().events;
    expect(events.filter((e: { type: string }) => e.type === 'exported')).toEqual([expect.objectContaining({ actor: expect.any(String) })]);
  });

  test('blogs with who registered them; staff accounts for admins (list, lock, unlock, reset forcing a change)', async () => {
    const staff = await signedIn(app);
    const made = await app.inject({
      method: 'POST', url: '/api/Blog/CreateBlog', headers: { authorization: staff.authorization },
      payload: { BlogName: 'QC notes', BlogUrl: 'https://blog.example.org/', AuthorName: 'Dee' },
    });
    expect(made.statusCode).toBeLessThan(300);
    const blogs = (await get('/api/staff/blogs', staff.authorization)).json().data;
    expect(blogs[0]).toMatchObject({ name: 'QC notes', url: 'https://blog.example.org/', author: 'Dee', registeredBy: staff.user.username });

    const admin = await signedIn(app, 'admin');
    const list = (await get('/api/admin/users', admin.authorization)).json().data;
    expect(list.find((u: { id: string }) => u.id === staff.user.id)).toMatchObject({ role: 'staff', locked: false, mustChangePassword: false });
    const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object, headers: { authorization: admin.authorization } });
    const locked = await post(`/api/admin/users/${staff.user.id}/lock`, { locked: true });
    expect(locked.json().data.locked).toBe(true);
    // A lock ends the user's access at once.
    expect((await get('/api/staff/leads', staff.authorization)).statusCode).toBe(401);
    expect((await post(`/api/admin/users/${admin.user.id}/lock`, { locked: true })).statusCode).toBe(409);
    expect((await post(`/api/admin/users/${staff.user.id}/lock`, { locked: false })).json().data.locked).toBe(false);
    const reset = await post(`/api/admin/users/${staff.user.id}/reset-password`, { password: 'temporary-pass-9' });
    expect(reset.json().data).toMatchObject({ mustChangePassword: true, locked: false });
    const [row] = await query<{ is_first_login: number }>(backend, target, 'select is_first_login from users where id = $1', [staff.user.id]);
    expect(Number(row.is_first_login)).toBe(1);
    expect((await post('/api/admin/users/nobody/lock', { locked: true })).statusCode).toBe(404);
  });

  describe('authorization matrix: every staff and admin endpoint', () => {
    const staffEndpoints: [string, string, object?][] = [
      ['GET', '/api/staff/leads'],
      ['GET', '/api/staff/leads.csv'],
      ['GET', '/api/staff/leads/some-id'],
      ['POST', '/api/staff/leads/some-id/retry'],
      ['GET', '/api/staff/blogs'],
      ['GET', CHAT_GAPS_PATH],
      ['POST', '/api/auth/ChangePassword', { currentPassword: 'x', newPassword: 'y' }],
      ['POST', '/api/Blog/CreateBlog', { BlogName: 'n', BlogUrl: 'https://b.example', AuthorName: 'a' }],
    ];
    const adminEndpoints: [string, string, object?][] = [
      ['GET', '/api/admin/users'],
      ['POST', '/api/admin/users/some-id/lock', { locked: true }],
      ['POST', '/api/admin/users/some-id/reset-password', { password: 'temporary-pass-1' }],
      ['POST', '/api/users/register', { userName: 'matrix-new', password: 'matrix-pass-1' }],
    ];
    const call = (method: string, url: string, payload: object | undefined, authorization?: string) =>
      app.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}), headers: authorization ? { authorization } : {} });

    async function tokens() {
      const key = loadJwtKey(app.dataDir);
      const staff = await signedIn(app);
      const admin = await signedIn(app, 'admin');
      const expired = await new SignJWT({ role: 'admin', name: admin.user.username, ver: 0, sid: admin.familyId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(admin.user.id).setIssuer('bfsi-web').setAudience('bfsi-web-staff')
        .setIssuedAt(Math.floor(Date.now() / 1000) - 3600).setExpirationTime(Math.floor(Date.now() / 1000) - 60).sign(key);
      const forged = await new SignJWT({ role: 'admin', name: 'x', ver: 0, sid: admin.familyId })
        .setProtectedHeader({ alg: 'HS256' }).setSubject(admin.user.id).setIssuer('bfsi-web').setAudience('bfsi-web-staff').setExpirationTime('5m')
        .sign(new TextEncoder().encode('not-the-server-key-not-the-server-key'));
      // An admin who changed the password: the token from before is dead.
      const changer = await signedIn(app, 'admin');
      expect(await app.ctx.accounts.changePassword(changer.user.id, changer.password, 'a-brand-new-passphrase-42')).toBe('changed');
      // An admin who signed out.
      const leaver = await signedIn(app, 'admin');
      const out = await app.inject({ method: 'POST', url: '/api/auth/Logout', headers: { authorization: leaver.authorization } });
      expect(out.statusCode).toBe(204);
      // An admin at their first sign-in (or after a reset): only the password change is open.
      const newcomer = await signedIn(app, 'admin', { firstLogin: true });
      return { staff, admin, expired, forged, beforeChange: changer.authorization, afterLogout: leaver.authorization, firstLogin: newcomer.authorization };
    }

    test('no token, expired, forged, from before a password change, after logout → 401; staff on admin routes → 403; a password still to change → 403 but ChangePassword', async () => {
      const t = await tokens();
      const rows: string[] = [];
      // chat-gaps is issue 14's route: checked once it is merged.
      const present = [...staffEndpoints, ...adminEndpoints].filter(([m, u]) => u !== CHAT_GAPS_PATH || app.hasRoute({ method: m as 'GET', url: u }));
      for (const [method, url, payload] of present) {
        const admin = adminEndpoints.some((e) => e[1] === url);
        const statuses = {
          none: (await call(method, url, payload)).statusCode,
          expired: (await call(method, url, payload, `Bearer ${t.expired}`)).statusCode,
          forged: (await call(method, url, payload, `Bearer ${t.forged}`)).statusCode,
          beforeChange: (await call(method, url, payload, t.beforeChange)).statusCode,
          afterLogout: (await call(method, url, payload, t.afterLogout)).statusCode,
          staff: (await call(method, url, payload, t.staff.authorization)).statusCode,
          admin: (await call(method, url, payload, t.admin.authorization)).statusCode,
          firstLogin: await call(method, url, payload, t.firstLogin),
        };
        const first = statuses.firstLogin;
        rows.push(`${method} ${url} ${JSON.stringify({ ...statuses, firstLogin: first.statusCode })}`);
        // A password to change first: every route but ChangePassword answers 403 PasswordChangeRequired.
        if (url === '/api/auth/ChangePassword') expect({ url, firstLogin: [401, 403].includes(first.statusCode) }).toEqual({ url, firstLogin: false });
        else expect({ url, firstLogin: first.statusCode, error: first.json().error }).toEqual({ url, firstLogin: 403, error: 'PasswordChangeRequired' });
        expect({ url, none: statuses.none, expired: statuses.expired, forged: statuses.forged, beforeChange: statuses.beforeChange, afterLogout: statuses.afterLogout }).toEqual({
          url, none: 401, expired: 401, forged: 401, beforeChange: 401, afterLogout: 401,
        });
        if (admin) expect({ url, staff: statuses.staff }).toEqual({ url, staff: 403 });
        else expect({ url, staff: [401, 403].includes(statuses.staff) }).toEqual({ url, staff: false });
        expect({ url, admin: [401, 403].includes(statuses.admin) }).toEqual({ url, admin: false });
      }
      if (process.env.PRINT_MATRIX) console.log(rows.join('\n'));
    });
  });
}
