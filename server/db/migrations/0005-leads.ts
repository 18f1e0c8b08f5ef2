// Leads that arrive whole (issue 13):
// - inquiries keep the form variant, the ticked interests, the attribution and
//   the consent (JSON text; null on leads stored before this migration);
// - outbox rows have a kind: 'mail' (every row so far) or 'webhook' (a signed
//   POST of one lead to one WEBHOOK_URLS entry, with lead_id naming the lead,
//   inquiry_id left null so mail-only readers see only mail), each kind
//   claimed by its own worker so a slow receiver never holds up the mail;
// - lead_deliveries logs every webhook attempt of a lead;
// - lead_events is the hash-chained ledger (server/leads/ledger.ts) and
//   lead_ledger_head its one-row head, locked by every append so the chain
//   cannot fork.
import { sql, type Kysely, type Migration } from 'kysely';

export const GENESIS_HASH = '0'.repeat(64);

export const migration: Migration = {
  async up(db: Kysely<any>) {
    // SQLite runs DDL outside a transaction and instances may race (db/index.ts):
    // add only what is missing, so a second run finds the work done.
    const tables = await db.introspection.getTables();
    const columns = (name: string) => new Set(tables.find((t) => t.name === name)?.columns.map((c) => c.name) ?? []);
    const inquiries = columns('inquiries');
    for (const c of ['variant', 'interests', 'attribution', 'consent']) {
      if (!inquiries.has(c)) await db.schema.alterTable('inquiries').addColumn(c, 'text').execute();
    }
    const outbox = columns('outbox');
    if (!outbox.has('kind')) await db.schema.alterTable('outbox').addColumn('kind', 'text', (c) => c.notNull().defaultTo('mail')).execute();
    if (!outbox.has('lead_id')) await db.schema.alterTable('outbox').addColumn('lead_id', 'text').execute();
    await db.schema.createIndex('outbox_kind_due').ifNotExists().on('outbox').columns(['kind', 'status', 'next_attempt_at']).execute();
    await db.schema.createIndex('outbox_lead').ifNotExists().on('outbox').column('lead_id').execute();

    await db.schema
      .createTable('lead_deliveries')
      .ifNotExists()
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('lead_id', 'text', (c) => c.notNull())
      .addColumn('outbox_id', 'text', (c) => c.notNull())
      .addColumn('target', 'text', (c) => c.notNull())
      .addColumn('attempt', 'integer', (c) => c.notNull())
      .addColumn('outcome', 'text', (c) => c.notNull())
      .addColumn('error', 'text')
      .addColumn('at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('lead_deliveries_lead').ifNotExists().on('lead_deliveries').column('lead_id').execute();

    await db.schema
      .createTable('lead_events')
      .ifNotExists()
      .addColumn('seq', 'bigint', (c) => c.primaryKey())
      .addColumn('lead_id', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('detail', 'text', (c) => c.notNull())
      .addColumn('actor', 'text')
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('prev_hash', 'text', (c) => c.notNull())
      .addColumn('hash', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('lead_events_lead').ifNotExists().on('lead_events').column('lead_id').execute();

    await db.schema
      .createTable('lead_ledger_head')
      .ifNotExists()
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('seq', 'bigint', (c) => c.notNull())
      .addColumn('hash', 'text', (c) => c.notNull())
      .execute();
    await sql`insert into lead_ledger_head (id, seq, hash) values (1, 0, ${GENESIS_HASH}) on conflict (id) do nothing`.execute(db);
  },
  async down(db: Kysely<any>) {
    for (const t of ['lead_ledger_head', 'lead_events', 'lead_deliveries']) await db.schema.dropTable(t).ifExists().execute();
    await db.schema.dropIndex('outbox_lead').ifExists().execute();
    await db.schema.dropIndex('outbox_kind_due').ifExists().execute();
    for (const c of ['lead_id', 'kind']) await db.schema.alterTable('outbox').dropColumn(c).execute();
    for (const c of ['consent', 'attribution', 'interests', 'variant']) await db.schema.alterTable('inquiries').dropColumn(c).execute();
  },
};
