// WAL is a property of the database file, set once by whoever opens it first.
// Converting needs the file to itself, and SQLite runs no busy handler for
// `journal_mode = WAL`: two instances opening a new DATA_DIR together made the
// loser fail at start with SQLITE_BUSY. So: read the mode first (after the
// first open there is nothing to do and no lock to take), and while another
// connection holds the file, wait and try again within a budget.
import type SQLite from 'better-sqlite3';

const isBusy = (err: unknown) => /^SQLITE_(BUSY|LOCKED)/.test(String((err as { code?: unknown } | null)?.code ?? ''));
const mode = (file: SQLite.Database) => String(file.pragma('journal_mode', { simple: true })).toLowerCase();

/**
 * The budget bounds the waits between tries; a try itself may wait up to the connection's busy timeout for the
 * lock a read takes.
 */
export async function useWal(file: SQLite.Database, budgetMs = 10_000): Promise<void> {
  const deadline = Date.now() + budgetMs;
  for (let waitMs = 10; ; waitMs = Math.min(waitMs * 2, 250)) {
    try {
      if (mode(file) === 'wal') return;
      // The pragma answers with the mode now in force. Refused without an error (an in-memory database, a
      // transaction open on this connection), it will not change by waiting.
      const now = String(file.pragma('journal_mode = WAL', { simple: true })).toLowerCase();
      if (now === 'wal') return;
      throw new Error(`SQLite kept journal mode ${now}: WAL is needed`);
    } catch (err) {
      if (!isBusy(err)) throw err;
    }
    if (Date.now() >= deadline) {
      throw Object.assign(new Error(`database is locked: could not switch to WAL within ${budgetMs} ms`), { code: 'SQLITE_BUSY' });
    }
    await new Promise((r) => setTimeout(r, waitMs));
  }
}
