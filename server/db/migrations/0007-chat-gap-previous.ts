// A gap keeps the visitor's previous question too: "and how long does that take?" or "that's not what i asked"
// says nothing to the staff without what came before. Null for gaps stored earlier and for first questions.
import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<any>) {
    // SQLite runs DDL outside a transaction and instances may race (db/index.ts): add only what is missing.
    const tables = await db.introspection.getTables();
    const gaps = tables.find((t) => t.name === 'chat_gaps');
    if (!gaps?.columns.some((c) => c.name === 'previous')) {
      await db.schema.alterTable('chat_gaps').addColumn('previous', 'text').execute();
    }
  },
};
