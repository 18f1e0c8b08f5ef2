// One query layer (Kysely) over two dialects: embedded SQLite in DATA_DIR by
// default, PostgreSQL when DATABASE_URL is set.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { Config } from '../config';
import type { Database } from './schema';
import { migrationProvider } from './migrations/index';

export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

export interface Storage {
  db: Db;
  dialect: Dialect;
  close(): Promise<void>;
  ping(): Promise<void>;
}

export type StorageSettings = Pick<Config, 'databaseUrl' | 'dataDir' | 'sqliteSynchronous' | 'pgPoolMax'>;

/** The SQLite database file inside DATA_DIR. */
export const sqliteFile = (dataDir: string) => join(dataDir, 'bfsi.sqlite');

export async function openStorage(config: StorageSettings): Promise<Storage> {
  let db: Db;
  let dialect: Dialect;
  if (config.databaseUrl) {
    dialect = 'postgres';
    // int8 (bigint) columns hold epoch milliseconds: well inside 2^53.
    const types = {
      getTypeParser: (oid: number, format?: any) =>
        oid === 20 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format),
    };
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: config.pgPoolMax,
      connectionTimeoutMillis: 5_000,
      types,
    });
    pool.on('error', () => {
      /* an idle client lost its connection; the pool replaces it */
    });
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  } else {
    dialect = 'sqlite';
    mkdirSync(config.dataDir, { recursive: true });
    const file = new SQLite(sqliteFile(config.dataDir));
    file.pragma('journal_mode = WAL');
    // FULL: every commit is fsynced before the API answers (durable even on power loss).
    file.pragma(`synchronous = ${config.sqliteSynchronous}`);
    file.pragma('busy_timeout = 5000');
    file.pragma('foreign_keys = ON');
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  }

  // PostgreSQL: the Migrator holds a lock, so instances starting together apply
  // each migration once. SQLite has no such lock across processes; there the
  // DDL is idempotent (IF NOT EXISTS) and a migration that lost a race to
  // another process is simply retried, finding the work done.
  const migrator = new Migrator({ db, provider: migrationProvider });
  for (let attempt = 1; ; attempt++) {
    const { error, results } = await migrator.migrateToLatest();
    if (!error) break;
    if (dialect === 'sqlite' && attempt < 5) {
      await new Promise((r) => setTimeout(r, 100 * attempt));
      continue;
    }
    await db.destroy();
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${(error as Error).message ?? error}`);
  }

  return {
    db,
    dialect,
    close: () => db.destroy(),
    async ping() {
      await sql`select 1`.execute(db);
    },
  };
}
