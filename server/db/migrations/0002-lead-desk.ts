// The lead desk's sign-in and sessions:
// - users.token_version: bumped by a password change, reset or admin lock, so
//   access tokens issued before it stop working on their next request;
// - refresh_tokens.rotated_at: when a token was rotated, so a second tab
//   presenting it within a short grace window is not taken for a thief;
// - signin_throttle: failed sign-ins counted per account name, per address and
//   per (name, address) with a backoff, counted and decided in one statement.
import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<any>) {
    // SQLite runs DDL outside a transaction and instances may race (db/index.ts):
    // add only what is missing, so a second run finds the work done.
    const tables = await db.introspection.getTables();
    const cols = (t: string) => new Set(tables.find((x) => x.name === t)?.columns.map((c) => c.name) ?? []);
    if (!cols('users').has('token_version')) {
      await db.schema.alterTable('users').addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    }
    if (!cols('refresh_tokens').has('rotated_at')) {
      await db.schema.alterTable('refresh_tokens').addColumn('rotated_at', 'bigint').execute();
    }
    await db.schema
      .createTable('signin_throttle')
      .ifNotExists()
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('window_start', 'bigint', (c) => c.notNull())
      .addColumn('next_allowed_at', 'bigint', (c) => c.notNull())
      .addColumn('prev_allowed_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('signin_throttle_window').ifNotExists().on('signin_throttle').column('window_start').execute();
    await db.schema.createIndex('refresh_tokens_user').ifNotExists().on('refresh_tokens').column('user_id').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('refresh_tokens_user').ifExists().execute();
    await db.schema.dropTable('signin_throttle').ifExists().execute();
    await db.schema.alterTable('refresh_tokens').dropColumn('rotated_at').execute();
    await db.schema.alterTable('users').dropColumn('token_version').execute();
  },
};
