// The chatbot's gaps (issue 14): questions it could not answer and answers a
// visitor marked unhelpful, redacted before they are stored, for the staff.
import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('chat_gaps')
      .ifNotExists()
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('question', 'text', (c) => c.notNull())
      .addColumn('answer', 'text')
      .addColumn('page_url', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('chat_gaps_created_at').ifNotExists().on('chat_gaps').column('created_at').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('chat_gaps_created_at').ifExists().execute();
    await db.schema.dropTable('chat_gaps').ifExists().execute();
  },
};
