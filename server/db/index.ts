// One query layer (Kysely) over two dialects: embedded SQLite in DATA_DIR by
// default, PostgreSQL when DATABASE_URL is set. Opening it proves it usable:
// a failure names the setting and the cause (StartupError) instead of a stack
// trace or a blank migration name.
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import type { Config } from '../config';
import type { Database } from './schema';
import { migrationProvider } from './migrations/index';
import { resilientPool } from './pg-pool';
import { SqliteDialectKeepingCause } from './sqlite-dialect';
import { useWal } from './sqlite-wal';
import { ensureWritableDataDir } from '../lib/data-dir';
import { EXIT, StartupError, causeOf } from '../lib/startup-error';

export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

/** What /readyz learns from the database: it answered, and a write could be stored now. */
export interface DbCheck {
  ok: boolean;
  reason?: string;
}

export interface Storage {
  db: Db;
  dialect: Dialect;
  close(): Promise<void>;
  check(): Promise<DbCheck>;
}

export type StorageSettings = Pick<Config, 'databaseUrl' | 'dataDir' | 'sqliteSynchronous' | 'pgPoolMax' | 'sqliteMaxSizeMb'>;

/** Told when a pooled PostgreSQL connection is lost (the pool replaces it). */
export type OnConnectionLost = (err: Error) => void;

/** The SQLite database file inside DATA_DIR. */
export const sqliteFile = (dataDir: string) => join(dataDir, 'bfsi.sqlite');

/** Room a SQLite file must have left to take one more inquiry and its mail (the largest is about 25 KB). */
const SQLITE_MIN_HEADROOM_BYTES = 64 * 1024;

/** host:port/database of a PostgreSQL URL, never its password. */
export function pgWhere(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return '(unparsable URL)';
  }
}

function openPostgres(config: StorageSettings & { databaseUrl: string }, onLost: OnConnectionLost): Db {
  // int8 (bigint) columns hold epoch milliseconds: well inside 2^53.
  const types = {
    getTypeParser: (oid: number, format?: any) => (oid === 20 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format)),
  };
  const pool = new pg.Pool({
    connectionString: config.databaseUrl,
    max: config.pgPoolMax,
    connectionTimeoutMillis: 5_000,
    types,
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: resilientPool(pool, onLost) }) });
}

/** Connects once, so an unreachable server or a refused login is reported as such, before any migration. */
async function provePostgres(db: Db, url: string): Promise<void> {
  try {
    await sql`select 1`.execute(db);
  } catch (err) {
    await db.destroy().catch(() => undefined);
    const code = (err as { code?: string }).code ?? '';
    if (err instanceof URIError || err instanceof TypeError) {
      throw new StartupError(`DATABASE_URL is malformed: ${causeOf(err)}`);
    }
    // 28xxx: login refused; 3D000: no such database; 42501: no permission to connect.
    const refused = /^(28|3D000|42501)/.test(code);
    throw new StartupError(
      `DATABASE_URL: ${refused ? 'PostgreSQL refused the connection' : 'cannot reach PostgreSQL'} at ${pgWhere(url)}: ${causeOf(err)}`,
      refused ? EXIT.config : EXIT.unavailable,
    );
  }
}

async function openSqlite(config: StorageSettings): Promise<{ db: Db; file: SQLite.Database }> {
  ensureWritableDataDir(config.dataDir);
  const path = sqliteFile(config.dataDir);
  let file: SQLite.Database | undefined;
  try {
    // Before anything else, so every statement below waits for a lock another instance holds.
    file = new SQLite(path, { timeout: 5000 });
    await useWal(file);
    // FULL: every commit is fsynced before the API answers (durable even on power loss).
    file.pragma(`synchronous = ${config.sqliteSynchronous}`);
    file.pragma('foreign_keys = ON');
    if (config.sqliteMaxSizeMb) {
      // A cap on this connection's file size: writes beyond it fail with SQLITE_FULL (a 503), /readyz says so.
      const pageSize = file.pragma('page_size', { simple: true }) as number;
      file.pragma(`max_page_count = ${Math.floor((config.sqliteMaxSizeMb * 1024 * 1024) / pageSize)}`);
    }
  } catch (err) {
    file?.close();
    throw new StartupError(`DATA_DIR: cannot open the SQLite database ${path}: ${causeOf(err)}`);
  }
  return { db: new Kysely<Database>({ dialect: new SqliteDialectKeepingCause(file) }), file };
}

async function migrate(db: Db, dialect: Dialect, where: string): Promise<void> {
  // PostgreSQL: the Migrator holds a lock, so instances starting together apply
  // each migration once. SQLite has no such lock across processes; there the
  // DDL is idempotent (IF NOT EXISTS) and a migration that lost a race to
  // another process is simply retried, finding the work done.
  // Unordered: work merged from parallel branches may add a migration that
  // sorts before one a development database already ran; each is independent.
  const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true });
  for (let attempt = 1; ; attempt++) {
    const { error, results } = await migrator.migrateToLatest();
    if (!error) return;
    if (dialect === 'sqlite' && attempt < 5) {
      await new Promise((r) => setTimeout(r, 100 * attempt));
      continue;
    }
    await db.destroy().catch(() => undefined);
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    const what = failed ? `migration ${failed} failed` : 'migrations could not run';
    throw new StartupError(`the database schema at ${where} could not be brought up to date: ${what}: ${causeOf(error)}`, EXIT.software);
  }
}

async function checkSqlite(db: Db): Promise<DbCheck> {
  const one = async (name: string) => Number(Object.values((await sql.raw(`pragma ${name}`).execute(db)).rows[0] as object)[0]);
  const [pages, max, free, size] = [await one('page_count'), await one('max_page_count'), await one('freelist_count'), await one('page_size')];
  const headroom = (max - pages + free) * size;
  if (headroom < SQLITE_MIN_HEADROOM_BYTES) return { ok: false, reason: `the database file is full (${headroom} bytes left of its size cap)` };
  return { ok: true };
}

async function checkPostgres(db: Db): Promise<DbCheck> {
  const { rows } = await sql<{ ro: string }>`select current_setting('transaction_read_only') as ro`.execute(db);
  // A standby after a failover answers, but cannot store anything.
  if (rows[0]?.ro === 'on') return { ok: false, reason: 'the database is read-only' };
  return { ok: true };
}

export async function openStorage(config: StorageSettings, onLost: OnConnectionLost = () => undefined): Promise<Storage> {
  let db: Db;
  let dialect: Dialect;
  let where: string;
  if (config.databaseUrl) {
    dialect = 'postgres';
    where = `PostgreSQL ${pgWhere(config.databaseUrl)}`;
    try {
      db = openPostgres({ ...config, databaseUrl: config.databaseUrl }, onLost);
    } catch (err) {
      throw new StartupError(`DATABASE_URL is malformed: ${causeOf(err)}`);
    }
    await provePostgres(db, config.databaseUrl);
  } else {
    dialect = 'sqlite';
    where = sqliteFile(config.dataDir);
    db = (await openSqlite(config)).db;
  }
  await migrate(db, dialect, where);

  return {
    db,
    dialect,
    close: () => db.destroy(),
    check: () => (dialect === 'sqlite' ? checkSqlite(db) : checkPostgres(db)),
  };
}
