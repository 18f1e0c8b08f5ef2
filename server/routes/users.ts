// POST /api/users/register: administrators create staff users.
import type { FastifyInstance } from 'fastify';
import { PASSWORD_MAX, PASSWORD_MIN } from '../auth/passwords';
import { createUser, USERNAME_RE, UserExistsError } from '../auth/users';
import { HttpError, errors } from '../lib/errors';
import { roleId } from './auth';

interface Body {
  userName: string;
  email?: string;
  password: string;
  role?: 'admin' | 'staff';
}

export default async function userRoutes(app: FastifyInstance) {
  app.post<{ Body: Body }>(
    '/api/users/register',
    {
      // onRequest: a caller without a token learns nothing, not even the body's schema.
      onRequest: app.requireAdmin,
      schema: {
        body: {
          type: 'object',
          required: ['userName', 'password'],
          properties: {
            userName: { type: 'string', minLength: 3, maxLength: 100, pattern: USERNAME_RE.source },
            email: { type: 'string', maxLength: 254 },
            password: { type: 'string', minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX },
            role: { type: 'string', enum: ['admin', 'staff'] },
          },
        },
        response: {
          201: {
            type: 'object',
            properties: {
              data: {
                type: 'object',
                properties: { userId: { type: 'string' }, userName: { type: 'string' }, emailId: { type: 'string' }, roleId: { type: 'integer' }, isFirstLogin: { type: 'boolean' } },
              },
            },
          },
          ...errors(400, 401, 403, 409, 413, 415),
        },
      },
    },
    async (req, reply) => {
      const { userName, email, password, role = 'staff' } = req.body;
      if (email && !/^[^\s@]+@[^\s@]+$/.test(email)) throw new HttpError(400, 'InvalidEmail', 'The e-mail address is not valid.');
      try {
        const u = await createUser(app.ctx.db, { username: userName, email, password, role });
        req.log.info({ by: req.user?.sub, userId: u.id, role }, 'user registered');
        return reply.code(201).send({ data: { userId: u.id, userName: u.username, emailId: u.email, roleId: roleId(u.role), isFirstLogin: true } });
      } catch (e) {
        if (e instanceof UserExistsError) throw new HttpError(409, 'UserExists', 'A user with that name already exists.');
        throw e;
      }
    },
  );
}
