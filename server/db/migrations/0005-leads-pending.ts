// Lead events waiting to be chained (server/leads/ledger.ts): written in the
// transaction of what they record, without taking the ledger's lock, then
// moved into lead_events by the sealer, which alone takes that lock, many
// events at a time. Inquiries on PostgreSQL stay one statement each group.
import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('lead_events_pending')
      .ifNotExists()
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('lead_id', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('detail', 'text', (c) => c.notNull())
      .addColumn('actor', 'text')
      .addColumn('at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('lead_events_pending_order').ifNotExists().on('lead_events_pending').columns(['at', 'id']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('lead_events_pending').ifExists().execute();
  },
};
