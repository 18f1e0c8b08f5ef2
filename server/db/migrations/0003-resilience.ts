// Outbox rows that can fail for good and leases that name their instance:
// - status may now be 'failed' (given up after permanent refusals; staff may
//   put it back to 'pending'), with the reason in last_error;
// - refusals counts permanent refusals (SMTP 5xx) apart from attempts, so a
//   mail that waited out a long outage is not failed by its first refusal;
// - lease_instance (INSTANCE_ID) and lease_process ("pid:boot id") let a
//   restarted instance take back the leases its dead process held at once,
//   while other instances' leases are left to run out.
import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<any>) {
    // SQLite runs DDL outside a transaction and instances may race (db/index.ts):
    // add only what is missing, so a second run finds the work done.
    const outbox = (await db.introspection.getTables()).find((t) => t.name === 'outbox');
    const has = new Set(outbox?.columns.map((c) => c.name) ?? []);
    if (!has.has('refusals')) await db.schema.alterTable('outbox').addColumn('refusals', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    if (!has.has('lease_instance')) await db.schema.alterTable('outbox').addColumn('lease_instance', 'text').execute();
    if (!has.has('lease_process')) await db.schema.alterTable('outbox').addColumn('lease_process', 'text').execute();
    await db.schema.createIndex('outbox_lease_instance').ifNotExists().on('outbox').column('lease_instance').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('outbox_lease_instance').ifExists().execute();
    await db.schema.alterTable('outbox').dropColumn('lease_process').execute();
    await db.schema.alterTable('outbox').dropColumn('lease_instance').execute();
    await db.schema.alterTable('outbox').dropColumn('refusals').execute();
  },
};
