// Liveness and readiness: /healthz answers while the process runs; /readyz
// checks each part serving needs (lib/readiness.ts) and answers 200 "ready"
// or "degraded", or 503 "unavailable" when inquiries cannot be stored.
import type { FastifyInstance } from 'fastify';
import { ReadyReply } from '../../contract/api/health';

const ok = { type: 'object', properties: { status: { type: 'string' } } } as const;

export default async function health(app: FastifyInstance) {
  app.get('/healthz', { schema: { response: { 200: ok } } }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', { schema: { response: { 200: ReadyReply, 503: ReadyReply } } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const ready = await app.ctx.readiness();
    if (ready.status !== 'ready') {
      const failing = Object.fromEntries(Object.entries(ready.parts).filter(([, p]) => p.status === 'failing').map(([k, p]) => [k, p.reason]));
      req.log.warn({ status: ready.status, failing }, 'not fully ready');
    }
    return reply.code(ready.status === 'unavailable' ? 503 : 200).send(ready);
  });
}
