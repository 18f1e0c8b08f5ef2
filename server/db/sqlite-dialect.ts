// Kysely's SQLite dialect with one change: no ROLLBACK when SQLite has
// already rolled the transaction back itself. After SQLITE_FULL, SQLITE_IOERR
// or SQLITE_NOMEM SQLite may end the transaction on its own; Kysely's
// ROLLBACK then fails with "cannot rollback - no transaction is active", and
// that error would replace the real cause (a full disk) in the response and the log.
import type BetterSqlite3 from 'better-sqlite3';
import { SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver } from 'kysely';

class SqliteDriverKeepingCause extends SqliteDriver {
  constructor(private readonly file: BetterSqlite3.Database) {
    super({ database: file });
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (!this.file.inTransaction) return;
    await super.rollbackTransaction(connection);
  }
}

export class SqliteDialectKeepingCause extends SqliteDialect {
  constructor(private readonly file: BetterSqlite3.Database) {
    super({ database: file });
  }

  override createDriver(): Driver {
    return new SqliteDriverKeepingCause(this.file);
  }
}
