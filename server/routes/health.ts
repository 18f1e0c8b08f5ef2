// Liveness and readiness: /healthz answers while the process runs; /readyz
// only when the database answers.
import type { FastifyInstance } from 'fastify';
import { errors } from '../lib/errors';

const ok = { type: 'object', properties: { status: { type: 'string' } } } as const;

export default async function health(app: FastifyInstance) {
  app.get('/healthz', { schema: { response: { 200: ok } } }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get<{ Reply: Record<string, unknown> }>('/readyz', { schema: { response: { 200: ok, ...errors(503) } } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await app.ctx.ping();
      return { status: 'ready' };
    } catch (err) {
      req.log.warn({ err }, 'database not reachable');
      return reply.code(503).send({ error: 'NotReady', message: 'The database is not reachable.' });
    }
  });
}
