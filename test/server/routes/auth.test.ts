// The shape of the sign-in endpoints' answers and their input checks, through
// app.inject. Sign-in, lockout, refresh and password change against storage
// run on both databases in api-suite.ts.
import { build, type TestApp } from '../../support/app';
import { FIXED_CODE } from '../helpers';

let app: TestApp;
beforeAll(async () => {
  app = await build({ CAPTCHA_FIXED_CODE: FIXED_CODE });
});

// GenerateCaptcha's answer is checked in ../captcha.test.ts.

test.each([
  ['wrong types', { userName: 5, password: [] }, 400],
  ['over 64 KB', { password: 'x'.repeat(70_000) }, 413],
])('a sign-in body with %s is a %i', async (_name, payload, status) => {
  const r = await app.inject({ method: 'POST', url: '/api/auth/authenticate', payload });
  expect(r.statusCode).toBe(status);
  expect(r.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
});

test('a refresh token of the wrong type is a 400; a made-up one a 401', async () => {
  expect((await app.inject({ method: 'POST', url: '/api/auth/Refreshtoken', payload: { RefreshToken: 12 } })).statusCode).toBe(400);
  const made = await app.inject({ method: 'POST', url: '/api/auth/Refreshtoken', payload: { RefreshToken: 'made-up' } });
  expect(made.statusCode).toBe(401);
  expect(made.json().error).toBe('InvalidRefreshToken');
});
