// Two instances started together on one DATA_DIR: the one that finds the
// file held by the other waits for it instead of failing at start
// (SQLITE_BUSY from `journal_mode = WAL`, which runs no busy handler).
import Database from 'better-sqlite3';
import type SQLite from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStorage, sqliteFile } from '../../../server/db/index';
import { useWal } from '../../../server/db/sqlite-wal';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'bfsi-open-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** A file still in rollback-journal mode, with a write under way on another connection. */
function heldFile() {
  const other = new Database(sqliteFile(dataDir));
  other.exec('create table held (x int)');
  other.exec('begin immediate');
  other.exec('insert into held values (1)');
  return other;
}

/**
 * Another process (as another instance is) holding the file for holdMs;
 * resolves once it holds it. SQLite's own busy wait blocks the thread that
 * waits, so the holder cannot live in this one.
 */
function heldByAnotherProcess(holdMs: number): Promise<{ done: Promise<unknown> }> {
  const script = `
    const Database = require(${JSON.stringify(require.resolve('better-sqlite3'))});
    const db = new Database(${JSON.stringify(sqliteFile(dataDir))});
    db.exec('create table held (x int)');
    // A write under way in rollback-journal mode (as while the other instance converts or migrates):
    // the case where SQLite answers the switch to WAL with SQLITE_BUSY at once, without waiting.
    db.exec('begin immediate');
    db.exec('insert into held values (1)');
    console.log('held');
    setTimeout(() => { db.exec('commit'); db.close(); }, ${holdMs});`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const done = new Promise((res) => child.once('exit', res));
  return new Promise((res, rej) => {
    child.stdout.once('data', () => res({ done }));
    child.once('exit', (code) => rej(new Error(`the holder exited (${code}) before holding the file`)));
  });
}

test('the file held by another instance while it opens: the server waits, then opens it in WAL mode', async () => {
  const holder = await heldByAnotherProcess(400);
  const started = Date.now();
  const storage = await openStorage({ dataDir, sqliteSynchronous: 'NORMAL', pgPoolMax: 1 });
  try {
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    const check = new Database(sqliteFile(dataDir), { readonly: true });
    expect(check.pragma('journal_mode', { simple: true })).toBe('wal');
    check.close();
    expect(await storage.check()).toEqual({ ok: true });
  } finally {
    await storage.close();
    await holder.done;
  }
});

test('held past the budget: it gives up with SQLITE_BUSY', async () => {
  const other = heldFile();
  const file = new Database(sqliteFile(dataDir), { timeout: 50 });
  try {
    await expect(useWal(file, 200)).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
  } finally {
    file.close();
    other.exec('rollback');
    other.close();
  }
});

test('a file already in WAL mode is only read: no switch is tried, so a writer on it stops nothing', async () => {
  const first = new Database(sqliteFile(dataDir));
  first.pragma('journal_mode = WAL');
  first.exec('create table t (x int)');
  first.exec('begin immediate');
  first.exec('insert into t values (1)');
  const second = new Database(sqliteFile(dataDir), { timeout: 50 });
  const asked: string[] = [];
  const pragma = second.pragma.bind(second);
  second.pragma = ((source: string, options?: SQLite.PragmaOptions) => (asked.push(source), pragma(source, options))) as typeof second.pragma;
  try {
    await expect(useWal(second, 100)).resolves.toBeUndefined();
    expect(asked).toEqual(['journal_mode']);
  } finally {
    second.close();
    first.exec('commit');
    first.close();
  }
});

test('a switch SQLite refuses without an error (an in-memory database) fails at once, naming the mode it kept', async () => {
  const memory = new Database(':memory:');
  const started = Date.now();
  try {
    await expect(useWal(memory, 5_000)).rejects.toThrow(/kept journal mode memory/);
    expect(Date.now() - started).toBeLessThan(1_000);
  } finally {
    memory.close();
  }
});
