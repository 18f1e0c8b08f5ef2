// POST /api/Blog/CreateBlog: signed-in staff register a blog.
import type { FastifyInstance } from 'fastify';
import { HttpError, errors } from '../lib/errors';
import { CreateBlogBody, CreateBlogReply } from '../../contract/api/blog';

export default async function blogRoutes(app: FastifyInstance) {
  app.post<{ Body: CreateBlogBody }>(
    '/api/Blog/CreateBlog',
    {
      // onRequest: a caller without a token learns nothing, not even the body's schema.
      onRequest: app.requireStaff,
      schema: {
        body: CreateBlogBody,
        response: { 201: CreateBlogReply, ...errors(400, 401, 413, 415) },
      },
    },
    async (req, reply) => {
      const name = req.body.BlogName.trim();
      const rawUrl = req.body.BlogUrl.trim();
      const author = req.body.AuthorName.trim();
      if (!name || !rawUrl || !author) throw new HttpError(400, 'MissingFields', 'All fields are required.');
      let url: URL;
      try {
        url = new URL(rawUrl);
      } catch {
        throw new HttpError(400, 'InvalidUrl', 'BlogUrl must be an http or https URL.');
      }
      if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) {
        throw new HttpError(400, 'InvalidUrl', 'BlogUrl must be an http or https URL.');
      }
      const blog = await app.ctx.blogs.create({ name, url: url.href, author, createdBy: req.user!.sub });
      return reply.code(201).send({
        data: { id: blog.id, BlogName: blog.blog_name, BlogUrl: blog.blog_url, AuthorName: blog.author_name, createdAt: new Date(blog.created_at).toISOString() },
      });
    },
  );
}
