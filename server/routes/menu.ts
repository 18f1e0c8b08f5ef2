// GET /api/Menu/GetAllNavigationsMenu → { data: menu } from site/content/menu.ts,
// cacheable: Cache-Control plus a strong ETag (304 on If-None-Match), and
// compressed once at start, since every page's header asks for it.
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { menu } from '../../content/menu';
import { MenuReply } from '../../contract/api/menu';

export default async function menuRoutes(app: FastifyInstance) {
  const body = JSON.stringify({ data: menu });
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const encoded = { br: brotliCompressSync(body), gzip: gzipSync(body, { level: 9 }) };

  app.get<{ Reply: unknown }>(
    '/api/Menu/GetAllNavigationsMenu',
    { schema: { response: { 200: MenuReply } } },
    async (req, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      reply.header('etag', etag);
      reply.header('vary', 'Accept-Encoding');
      const inm = req.headers['if-none-match'];
      if (inm && inm.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
        return reply.code(304).send();
      }
      reply.type('application/json; charset=utf-8');
      const accepted = String(req.headers['accept-encoding'] ?? '');
      const coding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
      if (!coding) return reply.send(body);
      return reply.header('content-encoding', coding).send(encoded[coding]);
    },
  );
}
