// Bearer access tokens for staff routes: requireStaff (any signed-in staff
// user) and requireAdmin. 401 without a valid token, 403 without the role.
// A valid signature is not enough: the token's session must still be live
// (not signed out) and its token version current (no password change, reset
// or lock since), and the role is the one stored now, not the one signed.
// A user who must change their password (first sign-in, admin reset) may do
// only that (requireSession): every other staff route answers 403
// PasswordChangeRequired, so the rule holds whatever page or client they use.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/errors';

export default fp(async function authGuard(app: FastifyInstance) {
  app.decorateRequest('user', undefined);

  async function authenticate(req: FastifyRequest, allowPasswordChange = false) {
    const header = req.headers.authorization ?? '';
    const m = /^Bearer\s+([A-Za-z0-9._~+/=-]+)$/i.exec(header);
    if (!m) throw new HttpError(401, 'Unauthorized', 'Sign in first: a Bearer access token is required.');
    const claims = await app.ctx.tokens.verifyAccess(m[1]);
    if (!claims) throw new HttpError(401, 'Unauthorized', 'The access token is invalid or has expired.');
    const state = await app.ctx.users.sessionState(claims.sub, claims.sid);
    if (!state || !state.live || state.tokenVersion !== claims.ver || (state.lockedUntil ?? 0) > Date.now()) {
      throw new HttpError(401, 'SessionEnded', 'This session has ended; sign in again.');
    }
    req.user = { ...claims, role: state.role };
    if (state.mustChangePassword && !allowPasswordChange) {
      throw new HttpError(403, 'PasswordChangeRequired', 'Change your password first.');
    }
  }

  app.decorate('requireSession', (req: FastifyRequest) => authenticate(req, true));
  app.decorate('requireStaff', (req: FastifyRequest) => authenticate(req));
  app.decorate('requireAdmin', async (req: FastifyRequest) => {
    await authenticate(req);
    if (req.user?.role !== 'admin') throw new HttpError(403, 'Forbidden', 'Only administrators may do this.');
  });
});
