// The Fastify instance's options, shared by main.ts (the real server) and the
// tests' build() helper, so what `app.inject` exercises is configured exactly
// like what listens in production: request ids, proxy trust, body limit,
// timeouts, the error shape of framework errors and the logger.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply, FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { OneLinePerRequest } from './lib/request-log';

export function serverOptions(config: Config, logger: FastifyBaseLogger): FastifyServerOptions & { loggerInstance: FastifyBaseLogger } {
  return {
    loggerInstance: logger,
    ...(config.logFormat === 'pretty' ? { logController: new OneLinePerRequest() } : {}),
    requestIdHeader: 'x-request-id',
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[A-Za-z0-9._-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    // Errors Fastify raises before routing (a malformed URL, a bad Content-Type
    // header) get the same { error, message } shape as every other error.
    frameworkErrors: (err, _req, reply) => {
      const status = typeof err.statusCode === 'number' && err.statusCode < 500 ? err.statusCode : 400;
      (reply as FastifyReply).code(status).type('application/json; charset=utf-8').send({ error: 'BadRequest', message: err.message });
    },
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    keepAliveTimeout: 5_000,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    ajv: { customOptions: { coerceTypes: false, allErrors: false } },
  };
}
