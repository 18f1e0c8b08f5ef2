// XSRF double submit (SPEC §7/§9): a readable XSRF-TOKEN cookie, echoed by
// the client in X-XSRF-TOKEN on cookie-authenticated state-changing requests.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/errors';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

export function ensureXsrfCookie(req: FastifyRequest, reply: FastifyReply, secure: boolean): void {
  const current = req.cookies[XSRF_COOKIE];
  if (current && /^[A-Za-z0-9_-]{32,64}$/.test(current)) return;
  reply.setCookie(XSRF_COOKIE, randomBytes(32).toString('base64url'), {
    path: '/',
    sameSite: 'strict',
    secure,
    httpOnly: false,
  });
}

export function checkXsrf(req: FastifyRequest): void {
  const cookie = req.cookies[XSRF_COOKIE];
  const header = req.headers[XSRF_HEADER];
  const ok =
    typeof cookie === 'string' &&
    typeof header === 'string' &&
    cookie.length >= 32 &&
    cookie.length === header.length &&
    timingSafeEqual(Buffer.from(cookie), Buffer.from(header));
  if (!ok) throw new HttpError(403, 'XsrfFailed', 'The X-XSRF-TOKEN header must echo the XSRF-TOKEN cookie.');
}
