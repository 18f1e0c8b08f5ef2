// Which storage failures mean "the database cannot serve right now" (answer
// 503 with Retry-After, keep running, succeed once it answers again) rather
// than a bug (500). One list for PostgreSQL, SQLite and the disk, so every
// route and the outbox decide the same way.

/** Thrown where storage is out of reach for a reason of our own (the outbox thread restarting). */
export class UnavailableError extends Error {
  readonly code: string;
  constructor(message: string, code = 'STORAGE_UNAVAILABLE') {
    super(message);
    this.code = code;
  }
}

// PostgreSQL SQLSTATE classes and codes: 08 connection exception, 53
// insufficient resources (53100 disk full, 53300 too many connections), 57P01
// admin shutdown (pg_terminate_backend, a restart), 57P02 crash shutdown,
// 57P03 cannot connect now (starting up), 58030 I/O error, 25006 read-only
// transaction (a standby after failover), 40001/40P01 serialization failure
// and deadlock (the same statement succeeds when tried again).
const PG_STATE = /^(08[0-9A-Z]{3}|53[0-9A-Z]{3}|57P0[1-3]|58030|25006|40001|40P01)$/;
// better-sqlite3: busy or locked past busy_timeout, disk or max_page_count
// full, I/O errors, a file made read-only or removed under us.
const SQLITE = /^SQLITE_(BUSY|LOCKED|FULL|IOERR|READONLY|CANTOPEN|NOMEM|PROTOCOL)/;
// Sockets and the file system.
const NODE = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENETUNREACH|EAI_AGAIN|ENOTFOUND|ENOSPC|EDQUOT|EROFS|EIO)$/;
// node-postgres and pg-pool say these in words, without a code.
const PG_MESSAGE = /Connection terminated|not queryable|timeout exceeded when trying to connect|terminating connection|the database system is (starting up|shutting down|in recovery)/i;

function codeOf(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * The cause, when this error means storage is briefly unusable: the SQLSTATE
 * or SQLITE_* code, a socket error code or the driver's words. Undefined for
 * anything else (a constraint, a bug), which stays a 500.
 */
export function unavailableCause(err: unknown, depth = 0): string | undefined {
  if (!err || typeof err !== 'object' || depth > 4) return undefined;
  if (err instanceof UnavailableError) return err.code;
  const code = codeOf(err);
  if (code && (PG_STATE.test(code) || SQLITE.test(code) || NODE.test(code))) return code;
  const message = (err as { message?: unknown }).message;
  if (typeof message === 'string' && PG_MESSAGE.test(message)) return message;
  // AggregateError (several addresses refused) and wrapped causes.
  for (const inner of [...((err as { errors?: unknown[] }).errors ?? []), (err as { cause?: unknown }).cause]) {
    const found = unavailableCause(inner, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Seconds a client should wait before trying again after a 503. */
export const RETRY_AFTER_SEC = 5;
