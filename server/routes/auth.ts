// Staff sign-in over HTTP: captcha, authenticate, refresh-token rotation,
// password change, sign-out. The rules (throttling, password checks) are the
// accounts service's; throttles, captchas and refresh-token families live in
// the database, so any instance sees them.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AuthenticateBody, CaptchaImage, ChangePasswordBody, ChangePasswordReply, RefreshBody, TokenObject } from '../../contract/api/auth';
import type { User } from '../db/users-repository';
import { passwordScore, MIN_SCORE } from '../auth/strength';
import { HttpError, errors } from '../lib/errors';
import { checkXsrf, ensureXsrfCookie } from '../plugins/xsrf';

const REFRESH_COOKIE = 'refreshToken';
const LOCKED_MESSAGE = 'This account is locked; an administrator can unlock it.';

export const roleId = (role: 'admin' | 'staff') => (role === 'admin' ? 1 : 2);

export default async function authRoutes(app: FastifyInstance) {
  const { config, captcha, tokens, accounts, users } = app.ctx;
  const authLimit = { rateLimit: { max: config.rate.authPerMin, timeWindow: 60_000 } };

  type SessionUser = Pick<User, 'id' | 'role' | 'username' | 'email' | 'company_id' | 'is_first_login' | 'token_version'>;

  async function startSession(req: FastifyRequest, reply: FastifyReply, user: SessionUser, session: { familyId: string; refreshToken: string }) {
    const token = await tokens.signAccess({ sub: user.id, role: user.role, name: user.username, ver: user.token_version, sid: session.familyId });
    reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'strict',
      secure: config.cookieSecure,
      maxAge: config.refreshTokenTtlSec,
    });
    ensureXsrfCookie(req, reply, config.cookieSecure);
    reply.header('cache-control', 'no-store');
    return token;
  }

  async function tokenResponse(req: FastifyRequest, reply: FastifyReply, user: SessionUser, session: { familyId: string; refreshToken: string }) {
    const token = await startSession(req, reply, user, session);
    return {
      roleId: roleId(user.role),
      userId: user.id,
      companyId: user.company_id,
      emailId: user.email,
      refreshToken: '',
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

      const result = await accounts.signIn(login, password, req.ip);
      if (result.kind === 'throttled') {
        const seconds = Math.ceil(result.retryAfterMs / 1000);
        reply.header('retry-after', String(seconds));
        throw new HttpError(429, 'TooManyAttempts', `Too many sign-in attempts; try again in ${seconds} seconds.`);
      }
      if (result.kind === 'locked') throw new HttpError(423, 'Locked', LOCKED_MESSAGE, { lockUser: true });
      if (result.kind === 'failed') throw new HttpError(401, 'LoginFailed', 'Login failed.');
      const { user } = result;
      return tokenResponse(req, reply, user, await tokens.startSession(user.id));
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
      if (!user || (user.locked_until ?? 0) > Date.now()) {
        await tokens.revokeFamily(rotated.familyId);
        reply.clearCookie(REFRESH_COOKIE, { path: '/api/auth' });
        throw new HttpError(401, 'InvalidRefreshToken', 'The user no longer exists or is locked.');
      }
      return tokenResponse(req, reply, user, rotated);
    },
  );

  app.post<{ Body: ChangePasswordBody }>(
    '/api/auth/ChangePassword',
    {
      config: authLimit,
      // onRequest: a caller without a token learns nothing, not even the body's schema.
      // requireSession: the one route a user who must change their password may use.
      onRequest: app.requireSession,
      schema: {
        body: ChangePasswordBody,
        response: {
          200: ChangePasswordReply,
          ...errors(400, 401, 413, 415, 429),
        },
      },
    },
    async (req, reply) => {
      const { currentPassword, newPassword } = req.body;
      if (passwordScore(newPassword, [req.user!.name]) < MIN_SCORE) {
        throw new HttpError(400, 'WeakPassword', 'That password is too common or too easy to guess; choose a longer, less predictable one.');
      }
      const outcome = await accounts.changePassword(req.user!.sub, currentPassword, newPassword);
      if (outcome === 'wrong-password') throw new HttpError(401, 'LoginFailed', 'The current password is not right.');
      if (outcome === 'same-password') throw new HttpError(400, 'SamePassword', 'Choose a password different from the current one.');
      // Every earlier session ended with the old password; this one goes on in a new session.
      const user = await users.findById(req.user!.sub);
      if (!user) throw new HttpError(401, 'SessionEnded', 'This session has ended; sign in again.');
      const token = await startSession(req, reply, user, await tokens.startSession(user.id));
      return { data: { isFirstLogin: false, token } };
    },
  );

  app.post(
    '/api/auth/Logout',
    { config: authLimit, schema: { response: { 204: { type: 'null' }, ...errors(403, 415, 429) } } },
    async (req, reply) => {
      const presented = req.cookies[REFRESH_COOKIE];
      if (presented) {
        // A cross-site form must not be able to sign anyone out.
        checkXsrf(req);
        const family = await tokens.familyOf(presented);
        if (family) await tokens.revokeFamily(family);
      }
      const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
      const claims = bearer ? await tokens.verifyAccess(bearer[1]) : null;
      if (claims) await tokens.revokeFamily(claims.sid);
      reply.clearCookie(REFRESH_COOKIE, { path: '/api/auth' });
      reply.header('cache-control', 'no-store');
      return reply.code(204).send();
    },
  );

  // Throttle rows whose window and wait are both over count nothing; sweep them now and then.
  const sweep = setInterval(() => {
    users.purgeThrottle(Date.now() - 60 * 60 * 1000).catch((err) => app.log.warn({ err }, 'sign-in throttle sweep failed'));
  }, 10 * 60_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
