// Bearer access tokens for staff routes: requireStaff (any signed-in staff
// user) and requireAdmin. 401 without a valid token, 403 without the role.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/errors';

export default fp(async function authGuard(app: FastifyInstance) {
  app.decorateRequest('user', undefined);

  async function authenticate(req: FastifyRequest) {
    const header = req.headers.authorization ?? '';
    const m = /^Bearer\s+([A-Za-z0-9._~+/=-]+)$/i.exec(header);
    if (!m) throw new HttpError(401, 'Unauthorized', 'Sign in first: a Bearer access token is required.');
    const claims = await app.ctx.tokens.verifyAccess(m[1]);
    if (!claims) throw new HttpError(401, 'Unauthorized', 'The access token is invalid or has expired.');
    req.user = claims;
  }

  app.decorate('requireStaff', authenticate);
  app.decorate('requireAdmin', async (req: FastifyRequest) => {
    await authenticate(req);
    if (req.user?.role !== 'admin') throw new HttpError(403, 'Forbidden', 'Only administrators may do this.');
  });
});
