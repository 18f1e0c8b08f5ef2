// Issue 12: a lead from the savings calculator keeps the estimate it quoted
// (inputs, outputs, assumptions version and whether the server reproduced
// it), as JSON text; null for every other lead.
import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<any>) {
    // SQLite runs DDL outside a transaction and instances may race (db/index.ts): add only what is missing.
    const tables = await db.introspection.getTables();
    const inquiries = tables.find((t) => t.name === 'inquiries');
    if (!inquiries?.columns.some((c) => c.name === 'estimate')) {
      await db.schema.alterTable('inquiries').addColumn('estimate', 'text').execute();
    }
  },
};
