// Security headers (helmet, with a strict CSP for the HTML pages), CORS for
// partner origins on the public endpoints only, cookies, and rate limits
// (shared through Redis when REDIS_URL is set and Redis answers, per process
// otherwise: never off).
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { HttpError } from '../lib/errors';
import { fallbackStore } from './rate-limit-store';
import { cspDirectives } from '../../contract/csp';

/** Public endpoints partner pages may call cross-origin (ALLOWED_ORIGINS). */
export const PUBLIC_API = new Set(['/api/Email/SendEmail', '/api/chat/ask', '/api/Menu/GetAllNavigationsMenu', '/api/ip/get-external-ip']);

export default fp(async function security(app: FastifyInstance) {
  const { config } = app.ctx;
  const smartqc = new URL(config.smartqcUrl).origin;

  await app.register(helmet, {
    // The same policy the prerendered pages carry in their meta tag (site/csp.ts):
    // no inline script or style, everything same-origin, SmartQC in frame-src.
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives([smartqc]) },
    // Static widget files override this with cross-origin (routes/static.ts).
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });

  const allowed = new Set(config.allowedOrigins);
  await app.register(cors, {
    delegator(req: FastifyRequest, cb) {
      const path = (req.url ?? '').split('?')[0];
      const origin = req.headers.origin;
      if (PUBLIC_API.has(path) && origin && allowed.has(origin)) {
        cb(null, { origin, methods: ['GET', 'POST'], allowedHeaders: ['Content-Type'], maxAge: 600, credentials: false });
      } else {
        cb(null, { origin: false });
      }
    },
  });

  await app.register(cookie);

  await app.register(rateLimit, {
    global: false,
    store: fallbackStore(app.ctx.redis, 'bfsi-rl:'),
    // The store never fails (it counts locally when Redis does); were it to, refuse rather than let everything through.
    skipOnError: false,
    keyGenerator: (req) => req.ip,
    errorResponseBuilder: (_req, ctx) =>
      new HttpError(429, 'TooManyRequests', `Too many requests; try again in ${ctx.after}.`),
  });
});
