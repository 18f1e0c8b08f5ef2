// POST /api/Blog/CreateBlog (SPEC §3 Blog create payload).
import { Type, type Static } from 'typebox';

export const CreateBlogBody = Type.Object({
  BlogName: Type.String({ maxLength: 200 }),
  BlogUrl: Type.String({ maxLength: 2048 }),
  AuthorName: Type.String({ maxLength: 200 }),
});
export type CreateBlogBody = Static<typeof CreateBlogBody>;

export const Blog = Type.Object({
  id: Type.String(),
  BlogName: Type.String(),
  BlogUrl: Type.String(),
  AuthorName: Type.String(),
  createdAt: Type.String(),
});
export type Blog = Static<typeof Blog>;

export const CreateBlogReply = Type.Object({ data: Blog });
export type CreateBlogReply = Static<typeof CreateBlogReply>;
