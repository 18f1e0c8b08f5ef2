// Every statement on the blogs table (routes never build SQL).
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from './index';
import type { BlogsTable } from './schema';

export type Blog = Selectable<BlogsTable>;

export class BlogsRepository {
  constructor(private readonly db: Db) {}

  async create(b: { name: string; url: string; author: string; createdBy: string }): Promise<Blog> {
    const row: Blog = { id: randomUUID(), blog_name: b.name, blog_url: b.url, author_name: b.author, created_by: b.createdBy, created_at: Date.now() };
    await this.db.insertInto('blogs').values(row).execute();
    return row;
  }
}
