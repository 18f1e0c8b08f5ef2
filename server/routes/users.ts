// POST /api/users/register: administrators create staff users.
import type { FastifyInstance } from 'fastify';
import { UserExistsError } from '../auth/accounts';
import { RegisterBody, RegisterReply } from '../../contract/api/users';
import { HttpError, errors } from '../lib/errors';
import { roleId } from './auth';

export default async function userRoutes(app: FastifyInstance) {
  app.post<{ Body: RegisterBody }>(
    '/api/users/register',
    {
      // onRequest: a caller without a token learns nothing, not even the body's schema.
      onRequest: app.requireAdmin,
      schema: {
        body: RegisterBody,
        response: {
          201: RegisterReply,
          ...errors(400, 401, 403, 409, 413, 415),
        },
      },
    },
    async (req, reply) => {
      const { userName, email, password, role = 'staff' } = req.body;
      if (email && !/^[^\s@]+@[^\s@]+$/.test(email)) throw new HttpError(400, 'InvalidEmail', 'The e-mail address is not valid.');
      try {
        const u = await app.ctx.accounts.register({ username: userName, email, password, role });
        req.log.info({ by: req.user?.sub, userId: u.id, role }, 'user registered');
        return reply.code(201).send({ data: { userId: u.id, userName: u.username, emailId: u.email, roleId: roleId(u.role), isFirstLogin: true } });
      } catch (e) {
        if (e instanceof UserExistsError) throw new HttpError(409, 'UserExists', 'A user with that name already exists.');
        throw e;
      }
    },
  );
}
