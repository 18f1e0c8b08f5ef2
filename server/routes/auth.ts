// Staff sign-in over HTTP: captcha, authenticate, refresh-token rotation,
// password change. The rules (lockout, password checks) are the accounts
// service's; lockouts, captchas and refresh-token families live in the
// database, so any instance sees them.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AuthenticateBody, CaptchaImage, ChangePasswordBody, ChangePasswordReply, RefreshBody, TokenObject } from '../../contract/api/auth';
import type { User } from '../db/users-repository';
import { HttpError, errors } from '../lib/errors';
import { checkXsrf, ensureXsrfCookie } from '../plugins/xsrf';

const REFRESH_COOKIE = 'refreshToken';
const LOCKED_MESSAGE = 'This account is locked for a while after too many failed sign-ins.';

export const roleId = (role: 'admin' | 'staff') => (role === 'admin' ? 1 : 2);

export default async function authRoutes(app: FastifyInstance) {
  const { config, captcha, tokens, accounts, users } = app.ctx;
  const authLimit = { rateLimit: { max: config.rate.authPerMin, timeWindow: 60_000 } };

  async function tokenResponse(req: FastifyRequest, reply: FastifyReply, user: Pick<User, 'id' | 'role' | 'username' | 'email' | 'company_id' | 'is_first_login'>, refreshToken: string) {
    const token = await tokens.signAccess({ sub: user.id, role: user.role, name: user.username });
    reply.setCookie(REFRESH_COOKIE, refreshToken, {
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'strict',
      secure: config.cookieSecure,
      maxAge: config.refreshTokenTtlSec,
    });
    ensureXsrfCookie(req, reply, config.cookieSecure);
    reply.header('cache-control', 'no-store');
    return {
      roleId: roleId(user.role),
      userId: user.id,
      companyId: user.company_id,
      emailId: user.email,
      refreshToken,
      token,
      isFirstLogin: user.is_first_login === 1,
      password: null,
      tempUsers: null,
      lockUser: false,
    };
  }

  app.get(
    '/api/auth/GenerateCaptcha',
    { config: { rateLimit: { max: config.rate.authPerMin * 6, timeWindow: 60_000 } }, schema: { response: { 200: CaptchaImage, ...errors(429) } } },
    async (req, reply) => {
      ensureXsrfCookie(req, reply, config.cookieSecure);
      reply.header('cache-control', 'no-store');
      return captcha.create();
    },
  );

  app.post<{ Body: AuthenticateBody }>(
    '/api/auth/authenticate',
    {
      config: authLimit,
      schema: {
        body: AuthenticateBody,
        response: { 200: TokenObject, ...errors(400, 401, 413, 415, 423, 429) },
      },
    },
    async (req, reply) => {
      const b = req.body ?? {};
      if (!(await captcha.check(b.captchaId ?? '', b.captchaCode ?? ''))) {
        throw new HttpError(400, 'InvalidCaptcha', 'Please enter a valid captcha.');
      }
      const login = (b.userName || b.email || '').trim();
      const password = b.password ?? '';
      if (!login || !password) throw new HttpError(400, 'MissingCredentials', 'Please enter a user name and a password.');

      const result = await accounts.signIn(login, password);
      if (result.kind === 'locked') {
        if (result.justLocked) req.log.warn({ userId: result.userId }, 'account locked after failed sign-ins');
        throw new HttpError(423, 'Locked', LOCKED_MESSAGE, { lockUser: true });
      }
      if (result.kind === 'failed') throw new HttpError(401, 'LoginFailed', 'Login failed.');
      const { user } = result;
      const refreshToken = await tokens.issueRefresh(user.id);
      return tokenResponse(req, reply, user, refreshToken);
    },
  );

  app.post<{ Body: RefreshBody | undefined }>(
    '/api/auth/Refreshtoken',
    {
      config: authLimit,
      schema: {
        body: RefreshBody,
        response: { 200: TokenObject, ...errors(400, 401, 403, 413, 415, 429) },
      },
    },
    async (req, reply) => {
      let presented = req.body?.RefreshToken;
      if (!presented) {
        // Cookie-authenticated: the browser sends the cookie on its own, so require the double submit.
        presented = req.cookies[REFRESH_COOKIE];
        if (!presented) throw new HttpError(401, 'Unauthorized', 'No refresh token.');
        checkXsrf(req);
      }
      const rotated = await tokens.rotate(presented);
      if (!rotated) {
        reply.clearCookie(REFRESH_COOKIE, { path: '/api/auth' });
        throw new HttpError(401, 'InvalidRefreshToken', 'The refresh token is invalid, expired or already used.');
      }
      const user = await users.findById(rotated.userId);
      if (!user) throw new HttpError(401, 'InvalidRefreshToken', 'The user no longer exists.');
      return tokenResponse(req, reply, user, rotated.refreshToken);
    },
  );

  app.post<{ Body: ChangePasswordBody }>(
    '/api/auth/ChangePassword',
    {
      config: authLimit,
      // onRequest: a caller without a token learns nothing, not even the body's schema.
      onRequest: app.requireStaff,
      schema: {
        body: ChangePasswordBody,
        response: {
          200: ChangePasswordReply,
          ...errors(400, 401, 413, 415, 429),
        },
      },
    },
    async (req) => {
      const outcome = await accounts.changePassword(req.user!.sub, req.body.currentPassword, req.body.newPassword);
      if (outcome === 'wrong-password') throw new HttpError(401, 'LoginFailed', 'The current password is not right.');
      if (outcome === 'same-password') throw new HttpError(400, 'SamePassword', 'Choose a password different from the current one.');
      return { data: { isFirstLogin: false } };
    },
  );
}
