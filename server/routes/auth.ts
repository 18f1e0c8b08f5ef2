// Staff sign-in: captcha, authenticate, refresh-token rotation, password change.
// Lockouts, captchas and refresh-token families live in the database, so any
// instance sees them.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { AuthenticateBody, CaptchaImage, ChangePasswordBody, ChangePasswordReply, RefreshBody, TokenObject } from '../../contract/api/auth';
import type { UsersTable } from '../db/schema';
import { HttpError, errors } from '../lib/errors';
import { checkXsrf, ensureXsrfCookie } from '../plugins/xsrf';

export const MAX_FAILED = 5;
export const LOCK_MS = 15 * 60 * 1000;
const REFRESH_COOKIE = 'refreshToken';

export const roleId = (role: 'admin' | 'staff') => (role === 'admin' ? 1 : 2);

export default async function authRoutes(app: FastifyInstance) {
  const { config, db, captcha, tokens } = app.ctx;
  const authLimit = { rateLimit: { max: config.rate.authPerMin, timeWindow: 60_000 } };

  async function tokenResponse(req: FastifyRequest, reply: FastifyReply, user: Pick<UsersTable, 'id' | 'role' | 'username' | 'email' | 'company_id' | 'is_first_login'>, refreshToken: string) {
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

      const user = await db.selectFrom('users').selectAll().where('username', '=', login).executeTakeFirst();
      const now = Date.now();
      if (user?.locked_until && user.locked_until > now) {
        throw new HttpError(423, 'Locked', 'This account is locked for a while after too many failed sign-ins.', { lockUser: true });
      }
      const ok = await verifyPassword(user?.password_hash, password);
      if (!user || !ok) {
        if (user) {
          const row = await db
            .updateTable('users')
            .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
            .where('id', '=', user.id)
            .returning('failed_attempts')
            .executeTakeFirst();
          if (row && row.failed_attempts >= MAX_FAILED) {
            await db.updateTable('users').set({ locked_until: now + LOCK_MS, failed_attempts: 0 }).where('id', '=', user.id).execute();
            req.log.warn({ userId: user.id }, 'account locked after failed sign-ins');
            throw new HttpError(423, 'Locked', 'This account is locked for a while after too many failed sign-ins.', { lockUser: true });
          }
        }
        throw new HttpError(401, 'LoginFailed', 'Login failed.');
      }
      await db.updateTable('users').set({ failed_attempts: 0, locked_until: null }).where('id', '=', user.id).execute();
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
      const user = await db.selectFrom('users').selectAll().where('id', '=', rotated.userId).executeTakeFirst();
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
      const user = await db.selectFrom('users').selectAll().where('id', '=', req.user!.sub).executeTakeFirst();
      if (!user || !(await verifyPassword(user.password_hash, req.body.currentPassword))) {
        throw new HttpError(401, 'LoginFailed', 'The current password is not right.');
      }
      if (req.body.newPassword === req.body.currentPassword) {
        throw new HttpError(400, 'SamePassword', 'Choose a password different from the current one.');
      }
      await db
        .updateTable('users')
        .set({ password_hash: await hashPassword(req.body.newPassword), is_first_login: 0 })
        .where('id', '=', user.id)
        .execute();
      // A new password ends every session begun with the old one: a stolen refresh token dies here.
      await app.ctx.tokens.revokeUser(user.id);
      return { data: { isFirstLogin: false } };
    },
  );
}
