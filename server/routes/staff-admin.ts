// Administrators' part of the lead desk: staff accounts listed, locked and
// unlocked (SPEC lockUser), and a password reset that forces a change at
// next sign-in. Adding a user is POST /api/users/register (routes/users.ts).
// Locking or resetting ends the user's sessions and access tokens at once.
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { ADMIN_USERS_PATH, LockBody, ResetPasswordBody, StaffUserList, StaffUserReply, type StaffUser } from '../../contract/api/staff';
import type { User } from '../db/users-repository';
import { HttpError, errors } from '../lib/errors';

const Id = Type.Object({ id: Type.String({ maxLength: 100 }) });

export function toStaffUser(u: User, now = Date.now()): StaffUser {
  return {
    id: u.id,
    userName: u.username,
    email: u.email,
    role: u.role,
    locked: (u.locked_until ?? 0) > now,
    mustChangePassword: u.is_first_login === 1,
    createdAt: new Date(Number(u.created_at)).toISOString(),
  };
}

export default async function staffAdminRoutes(app: FastifyInstance) {
  const { users, accounts } = app.ctx;
  const guarded = { onRequest: app.requireAdmin };

  app.get(ADMIN_USERS_PATH, { ...guarded, schema: { response: { 200: StaffUserList, ...errors(401, 403) } } }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: (await users.list()).map((u) => toStaffUser(u)) };
  });

  app.post<{ Params: { id: string }; Body: LockBody }>(
    `${ADMIN_USERS_PATH}/:id/lock`,
    { ...guarded, schema: { params: Id, body: LockBody, response: { 200: StaffUserReply, ...errors(400, 401, 403, 404, 409) } } },
    async (req) => {
      if (req.params.id === req.user!.sub && req.body.locked) throw new HttpError(409, 'SelfLock', 'You cannot lock your own account.');
      if (!(await accounts.lock(req.params.id, req.body.locked))) throw new HttpError(404, 'NotFound', 'No such user.');
      req.log.info({ by: req.user!.sub, userId: req.params.id, locked: req.body.locked }, 'user lock changed');
      return { data: toStaffUser((await users.findById(req.params.id))!) };
    },
  );

  app.post<{ Params: { id: string }; Body: ResetPasswordBody }>(
    `${ADMIN_USERS_PATH}/:id/reset-password`,
    { ...guarded, schema: { params: Id, body: ResetPasswordBody, response: { 200: StaffUserReply, ...errors(400, 401, 403, 404) } } },
    async (req) => {
      const user = await users.findById(req.params.id);
      if (!user) throw new HttpError(404, 'NotFound', 'No such user.');
      const after = await accounts.resetPassword(user.username, req.body.password);
      req.log.info({ by: req.user!.sub, userId: user.id }, 'password reset by an administrator');
      return { data: toStaffUser(after!) };
    },
  );
}
