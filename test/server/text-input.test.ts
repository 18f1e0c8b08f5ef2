// Text PostgreSQL cannot store (NUL) is refused in every field of every
// route, before validation and before storage, as a 400 field error — the
// same on every backend (api-suite.ts repeats the inquiry case over HTTP on
// SQLite and PostgreSQL). Through app.inject.
import { build, signedIn, type TestApp } from '../support/app';
import { FIXED_CODE, inquiry, query } from './helpers';

const NUL = '\u0000';
let app: TestApp;
beforeAll(async () => {
  app = await build({ CAPTCHA_FIXED_CODE: FIXED_CODE, INQUIRY_RATE_PER_MIN: '1000', AUTH_RATE_PER_MIN: '1000', CHAT_RATE_PER_MIN: '1000' });
});

const fieldError = (fields: Record<string, string>) => ({ error: 'InvalidCharacters', message: expect.any(String), fields });

test.each([
  ['name', 0],
  ['email', 1],
  ['subject', 2],
  ['message', 3],
])('inquiry: NUL in criteria entry %s is a 400 naming that field', async (field, index) => {
  const body = inquiry();
  body.criteria[index] = `Eve${NUL}`;
  const r = await app.inject({ method: 'POST', url: '/api/Email/SendEmail', payload: body });
  expect(r.statusCode).toBe(400);
  expect(r.json()).toEqual(fieldError({ [field]: 'InvalidCharacters' }));
});

test('inquiry: several fields at once, the interests list and the ignored emailTo are refused too', async () => {
  const body = { ...inquiry({ name: `A${NUL}`, message: `${NUL}` }), subjectcriteria: ['Loans', `x${NUL}`], emailTo: `a${NUL}@b.c` };
  const r = await app.inject({ method: 'POST', url: '/api/Email/SendEmail', payload: body });
  expect(r.statusCode).toBe(400);
  expect(r.json()).toEqual(fieldError({ name: 'InvalidCharacters', message: 'InvalidCharacters', subjectcriteria: 'InvalidCharacters', emailTo: 'InvalidCharacters' }));
});

test('nothing is stored for a refused inquiry, and the refusal is logged as a rejection, not an error', async () => {
  const before = app.logs().length;
  const r = await app.inject({ method: 'POST', url: '/api/Email/SendEmail', payload: inquiry({ name: `Eve${NUL}`, message: 'nul-1 marker' }), headers: { 'x-request-id': 'nul-1' } });
  expect(r.statusCode).toBe(400);
  expect(await query('sqlite', app.dataDir, `select count(*) as n from inquiries where message = 'nul-1 marker'`)).toEqual([{ n: 0 }]);
  expect(await query('sqlite', app.dataDir, `select count(*) as n from outbox where text_body like '%nul-1 marker%'`)).toEqual([{ n: 0 }]);
  const lines = app.logs().slice(before).filter((e) => e.reqId === 'nul-1');
  expect(lines.some((e) => e.msg === 'request rejected' && e.level === 30)).toBe(true);
  expect(lines.filter((e) => e.level >= 50)).toEqual([]);
});

test.each<[string, string, Record<string, unknown>, string]>([
  ['chat question', '/api/chat/ask', { question: `hello${NUL}` }, 'question'],
  ['sign-in user name', '/api/auth/authenticate', { userName: `ada${NUL}`, password: 'x', captchaId: 'c', captchaCode: FIXED_CODE }, 'userName'],
  ['sign-in password', '/api/auth/authenticate', { userName: 'ada', password: `x${NUL}y`, captchaId: 'c', captchaCode: FIXED_CODE }, 'password'],
  ['refresh token', '/api/auth/Refreshtoken', { RefreshToken: `t${NUL}` }, 'RefreshToken'],
])('%s: NUL is a 400 field error', async (_name, url, payload, field) => {
  const r = await app.inject({ method: 'POST', url, payload });
  expect(r.statusCode).toBe(400);
  expect(r.json()).toEqual(fieldError({ [field]: 'InvalidCharacters' }));
});

test('staff routes: the token is checked first, then the text (blog, register, password change)', async () => {
  const staff = await signedIn(app, 'staff');
  const admin = await signedIn(app, 'admin');
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['/api/Blog/CreateBlog', { BlogName: `B${NUL}`, BlogUrl: 'https://example.org/b', AuthorName: 'Ada' }, staff.authorization, 'BlogName'],
    ['/api/users/register', { userName: 'newuser', password: `long-enough-password${NUL}` }, admin.authorization, 'password'],
    ['/api/auth/ChangePassword', { currentPassword: 'x', newPassword: `y${NUL}` }, staff.authorization, 'newPassword'],
  ];
  for (const [url, payload, authorization, field] of cases) {
    expect((await app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
    const r = await app.inject({ method: 'POST', url, payload, headers: { authorization } });
    expect({ url, status: r.statusCode, body: r.json() }).toEqual({ url, status: 400, body: fieldError({ [field]: 'InvalidCharacters' }) });
  }
});

test('a query string with %00 is refused the same way', async () => {
  const r = await app.inject({ url: '/api/Menu/GetAllNavigationsMenu?lang=en%00' });
  expect(r.statusCode).toBe(400);
  expect(r.json()).toEqual(fieldError({ lang: 'InvalidCharacters' }));
});

test('ordinary text, including other control characters and emoji, still passes', async () => {
  const r = await app.inject({ method: 'POST', url: '/api/Email/SendEmail', payload: inquiry({ name: 'Zoë 🙂', message: 'tab\there\u0001' }) });
  expect(r.statusCode).toBe(202);
});

test('a page path is not a field: NUL in it is the static files\' business (404 here: this web root is empty), not a field error', async () => {
  for (const url of ['/Home%00', '/Home?x=%00', '/api/x%00']) {
    const r = await app.inject({ url });
    expect({ url, status: r.statusCode }).toEqual({ url, status: 404 });
  }
});
