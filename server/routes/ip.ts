// GET /api/ip/get-external-ip: the caller's address as this server sees it.
// X-Forwarded-For counts only from TRUST_PROXY (Fastify trustProxy).
import type { FastifyInstance } from 'fastify';

export default async function ipRoutes(app: FastifyInstance) {
  app.get(
    '/api/ip/get-external-ip',
    { schema: { response: { 200: { type: 'object', required: ['ip'], properties: { ip: { type: 'string' } } } } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { ip: req.ip };
    },
  );
}
