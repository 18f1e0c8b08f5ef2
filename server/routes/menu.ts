// GET /api/Menu/GetAllNavigationsMenu → { data: menu } from site/content/menu.ts,
// cacheable: Cache-Control plus a strong ETag (304 on If-None-Match).
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { menu } from '../../site/content/menu';

const item: Record<string, unknown> = {
  $id: 'MenuItem',
  type: 'object',
  required: ['label', 'routerLink'],
  properties: {
    label: { type: 'string' },
    routerLink: { type: 'array', items: { type: 'string' } },
    items: { type: 'array', items: { $ref: 'MenuItem#' } },
  },
};

export default async function menuRoutes(app: FastifyInstance) {
  app.addSchema(item);
  const body = JSON.stringify({ data: menu });
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

  app.get<{ Reply: unknown }>(
    '/api/Menu/GetAllNavigationsMenu',
    { schema: { response: { 200: { type: 'object', properties: { data: { type: 'array', items: { $ref: 'MenuItem#' } } } } } } },
    async (req, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      reply.header('etag', etag);
      const inm = req.headers['if-none-match'];
      if (inm && inm.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
        return reply.code(304).send();
      }
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
}
