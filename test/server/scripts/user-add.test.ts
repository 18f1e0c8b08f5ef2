// npm run user:add, spawned as a newcomer runs it, against the DATA_DIR of an
// app built in this process; sign-ins go through app.inject.
import { build, type TestApp } from '../../support/app';
import { freePort } from '../../support/server';
import { FIXED_CODE, query, runUserAdd } from '../helpers';

jest.setTimeout(60_000);

let app: TestApp;
let env: Record<string, string>;

beforeAll(async () => {
  app = await build({ CAPTCHA_FIXED_CODE: FIXED_CODE });
  env = { DATA_DIR: app.dataDir };
});

async function signIn(userName: string, password: string) {
  const c = await app.inject({ url: '/api/auth/GenerateCaptcha' });
  return app.inject({
    method: 'POST',
    url: '/api/auth/authenticate',
    payload: { _id: '', userName, email: userName, password, captchaId: c.json().captchaId, captchaCode: FIXED_CODE },
  });
}

/** The refresh token travels only in its HttpOnly cookie. */
const refreshOf = (r: { cookies: { name: string; value: string }[] }) => r.cookies.find((c) => c.name === 'refreshToken')!.value;
const refresh = (token: string) => app.inject({ method: 'POST', url: '/api/auth/Refreshtoken', payload: { RefreshToken: token } });

test('reads the password from standard input, stores argon2id, --admin makes an admin; bad input is a usage error', async () => {
  expect((await runUserAdd(['boss', '--admin'], 'boss-password-1', env)).code).toBe(0);
  expect((await runUserAdd(['worker'], 'worker-password-1', env)).code).toBe(0);
  const short = await runUserAdd(['tiny'], 'short', env);
  expect(short.code).toBe(2);
  expect(short.out).toMatch(/password/i);
  expect((await runUserAdd(['bad name!'], 'long-enough-1', env)).code).toBe(2);
  const typo = await runUserAdd(['someone', '--rest'], 'long-enough-1', env);
  expect(typo.code).toBe(2);
  expect(typo.out).toMatch(/Unknown option --rest/);

  const [stored] = await query<{ password_hash: string }>('sqlite', app.dataDir, 'select password_hash from users where username = $1', ['worker']);
  expect(stored.password_hash).toMatch(/^\$argon2id\$/);

  const boss = await signIn('boss', 'boss-password-1');
  expect(boss.statusCode).toBe(200);
  expect(boss.json().roleId).toBe(1);
  const worker = await signIn('worker', 'worker-password-1');
  expect(worker.json().roleId).toBe(2);
  const reg = (t: string) =>
    app.inject({ method: 'POST', url: '/api/users/register', payload: { userName: 'someone', password: 'someone-pass-1' }, headers: { authorization: `Bearer ${t}` } });
  expect((await reg(worker.json().token)).statusCode).toBe(403);
  // A new user changes the password before anything else, then works as what user:add made them.
  expect(boss.json().isFirstLogin).toBe(true);
  expect((await reg(boss.json().token)).json().error).toBe('PasswordChangeRequired');
  const changed = await app.inject({
    method: 'POST',
    url: '/api/auth/ChangePassword',
    payload: { currentPassword: 'boss-password-1', newPassword: 'a-boss-passphrase-of-my-own-7' },
    headers: { authorization: `Bearer ${boss.json().token}` },
  });
  expect(changed.statusCode).toBe(200);
  expect((await reg(changed.json().data.token)).statusCode).toBe(201);
});

test('an existing name is refused with a clear message, and nothing about that user changes', async () => {
  expect((await runUserAdd(['keeper'], 'keeper-password-1', env)).code).toBe(0);
  const session = await signIn('keeper', 'keeper-password-1');
  expect(session.statusCode).toBe(200);

  const again = await runUserAdd(['keeper', '--admin'], 'keeper-password-2', env);
  expect(again.code).toBe(1);
  expect(again.out).toMatch(/keeper already exists/);
  expect(again.out).toMatch(/--reset/);

  expect((await signIn('keeper', 'keeper-password-2')).statusCode).toBe(401);
  const still = await signIn('keeper', 'keeper-password-1');
  expect(still.statusCode).toBe(200);
  expect(still.json().roleId).toBe(2);
  expect((await refresh(refreshOf(session))).statusCode).toBe(200);
});

test('--reset sets the new password, forces a change at next sign-in, lifts a lock and ends every session', async () => {
  expect((await runUserAdd(['forgetful'], 'forgetful-password-1', env)).code).toBe(0);
  const first = await signIn('forgetful', 'forgetful-password-1');
  const changed = await app.inject({
    method: 'POST',
    url: '/api/auth/ChangePassword',
    payload: { currentPassword: 'forgetful-password-1', newPassword: 'forgetful-password-2' },
    headers: { authorization: `Bearer ${first.json().token}` },
  });
  expect(changed.statusCode).toBe(200);
  const session = await signIn('forgetful', 'forgetful-password-2');
  expect(session.json().isFirstLogin).toBe(false);
  await app.ctx.accounts.lock(session.json().userId, true);

  const reset = await runUserAdd(['forgetful', '--reset'], 'forgetful-password-3', env);
  expect(reset).toMatchObject({ code: 0 });
  expect(reset.out).toMatch(/Reset the password of forgetful/);

  const [row] = await query<{ is_first_login: number; locked_until: number | null; failed_attempts: number }>(
    'sqlite',
    app.dataDir,
    'select is_first_login, locked_until, failed_attempts from users where username = $1',
    ['forgetful'],
  );
  expect(row).toEqual({ is_first_login: 1, locked_until: null, failed_attempts: 0 });
  expect((await refresh(refreshOf(session))).statusCode).toBe(401);
  expect((await signIn('forgetful', 'forgetful-password-2')).statusCode).toBe(401);
  const after = await signIn('forgetful', 'forgetful-password-3');
  expect(after.statusCode).toBe(200);
  expect(after.json().isFirstLogin).toBe(true);
  expect(after.json().roleId).toBe(2);
});

test('--reset of a name that does not exist is refused and creates no one', async () => {
  const r = await runUserAdd(['nobody-here', '--reset'], 'nobody-password-1', env);
  expect(r.code).toBe(1);
  expect(r.out).toMatch(/no user nobody-here/);
  expect(await query('sqlite', app.dataDir, 'select id from users where username = $1', ['nobody-here'])).toEqual([]);
});

test('a database out of reach is one line naming DATABASE_URL, exit 1, no stack trace', async () => {
  const port = await freePort();
  const r = await runUserAdd(['nobody'], 'nobody-password-1', { DATA_DIR: app.dataDir, DATABASE_URL: `postgres://127.0.0.1:${port}/x` });
  expect(r.code).toBe(1);
  expect(r.out.trim()).toBe(`Start-up error: DATABASE_URL: cannot reach PostgreSQL at 127.0.0.1:${port}/x: connect ECONNREFUSED 127.0.0.1:${port}`);
});
