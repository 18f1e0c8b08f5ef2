// Every statement on the chat_gaps table (routes never build SQL). Callers
// pass text already redacted (server/chat/redact.ts).
import { randomUUID } from 'node:crypto';
import type { Db } from './index';
import type { ChatGapsTable } from './schema';
import type { ChatGap } from '../../contract/api/staff';

export class ChatGapsRepository {
  constructor(private readonly db: Db) {}

  async add(g: { reason: ChatGapsTable['reason']; question: string; previous?: string | null; answer: string | null; pageUrl: string | null }): Promise<void> {
    await this.db
      .insertInto('chat_gaps')
      .values({ id: randomUUID(), reason: g.reason, question: g.question, previous: g.previous ?? null, answer: g.answer, page_url: g.pageUrl, created_at: Date.now() })
      .execute();
  }

  /** Newest first. */
  async list(limit: number, offset: number): Promise<{ data: ChatGap[]; total: number }> {
    const rows = await this.db.selectFrom('chat_gaps').selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(offset).execute();
    const { n } = await this.db.selectFrom('chat_gaps').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow();
    return {
      data: rows.map((r) => ({
        id: r.id,
        reason: r.reason,
        question: r.question,
        previous: r.previous ?? null,
        answer: r.answer,
        pageUrl: r.page_url,
        // PostgreSQL returns bigint as a string.
        createdAt: new Date(Number(r.created_at)).toISOString(),
      })),
      total: Number(n),
    };
  }
}
