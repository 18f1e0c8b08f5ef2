// Storage briefly out of reach is a 503 Unavailable with Retry-After and the
// real cause in the log, never a 500 or a misleading message; anything else
// stays a 500. Which errors count is server/db/unavailable.ts's one list.
// Real faults (PostgreSQL connections terminated, SQLite full) run in test/faults/.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { UnavailableError, unavailableCause } from '../../server/db/unavailable';
import { build } from '../support/app';
import { inquiry } from './helpers';

const err = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe('unavailableCause', () => {
  test.each<[string, Error, string | undefined]>([
    ['PostgreSQL admin shutdown (pg_terminate_backend)', err('terminating connection due to administrator command', '57P01'), '57P01'],
    ['too many connections', err('sorry, too many clients already', '53300'), '53300'],
    ['disk full on the PostgreSQL server', err('could not extend file', '53100'), '53100'],
    ['the server starting up', err('the database system is starting up', '57P03'), '57P03'],
    ['a standby after failover', err('cannot execute INSERT in a read-only transaction', '25006'), '25006'],
    ['a connection exception', err('connection failure', '08006'), '08006'],
    ['a lost connection (no code)', err('Connection terminated unexpectedly'), 'Connection terminated unexpectedly'],
    ['a client already broken', err('Client has encountered a connection error and is not queryable'), 'Client has encountered a connection error and is not queryable'],
    ['a pool timeout', err('timeout exceeded when trying to connect'), 'timeout exceeded when trying to connect'],
    ['refused', err('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'), 'ECONNREFUSED'],
    ['SQLite busy', err('database is locked', 'SQLITE_BUSY'), 'SQLITE_BUSY'],
    ['SQLite full', err('database or disk is full', 'SQLITE_FULL'), 'SQLITE_FULL'],
    ['SQLite I/O', err('disk I/O error', 'SQLITE_IOERR_WRITE'), 'SQLITE_IOERR_WRITE'],
    ['the outbox thread restarting', new UnavailableError('outbox thread not running'), 'STORAGE_UNAVAILABLE'],
    ['wrapped', Object.assign(new Error('outer'), { cause: err('x', '57P01') }), '57P01'],
    ['a unique violation (a bug, not an outage)', err('duplicate key', '23505'), undefined],
    ['a syntax error', err('syntax error', '42601'), undefined],
    ['SQLite constraint', err('UNIQUE constraint failed', 'SQLITE_CONSTRAINT_UNIQUE'), undefined],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'x')"), undefined],
  ])('%s', (_name, error, cause) => {
    expect(unavailableCause(error)).toBe(cause);
  });
});

describe('the error handler', () => {
  test.each([
    ['57P01', err('terminating connection due to administrator command', '57P01')],
    ['53300', err('sorry, too many clients already', '53300')],
    ['timeout exceeded when trying to connect', err('timeout exceeded when trying to connect')],
    ['SQLITE_FULL', err('database or disk is full', 'SQLITE_FULL')],
  ])('%s → 503 Unavailable with Retry-After, the cause logged', async (cause, error) => {
    const app = await build();
    app.ctx.answerer = {
      ask: async () => {
        throw error;
      },
    };
    const r = await app.inject({ method: 'POST', url: '/api/chat/ask', payload: { question: 'hello' }, headers: { 'x-request-id': 'unavail-1' } });
    expect(r.statusCode).toBe(503);
    expect(r.headers['retry-after']).toBe('5');
    expect(r.json()).toEqual({ error: 'Unavailable', message: expect.stringContaining('try again') });
    expect(r.body).not.toContain(error.message);
    const logged = app.logs().find((e) => e.reqId === 'unavail-1' && e.msg === 'storage unavailable');
    expect(logged).toMatchObject({ level: 50, cause, err: { message: error.message } });
  });

  test('any other failure stays a 500', async () => {
    const app = await build();
    app.ctx.answerer = {
      ask: async () => {
        throw err('duplicate key value violates unique constraint', '23505');
      },
    };
    const r = await app.inject({ method: 'POST', url: '/api/chat/ask', payload: { question: 'hello' } });
    expect(r.statusCode).toBe(500);
    expect(r.headers['retry-after']).toBeUndefined();
  });
});

test('SQLite locked by another writer past busy_timeout: 503 with SQLITE_BUSY in the log, then 202 once it lets go', async () => {
  const app = await build({ OUTBOX_POLL_MS: '60000' });
  // Let the outbox worker's first pass (at start) finish, so only the request waits on the lock.
  await new Promise((r) => setTimeout(r, 300));
  const other = new Database(join(app.dataDir, 'bfsi.sqlite'));
  try {
    other.prepare('begin immediate').run();
    const r = await app.inject({ method: 'POST', url: '/api/Email/SendEmail', payload: inquiry(), headers: { 'x-request-id': 'busy-1' } });
    expect(r.statusCode).toBe(503);
    expect(r.json().error).toBe('Unavailable');
    const logged = app.logs().filter((e) => e.reqId === 'busy-1' && e.level >= 50);
    expect(logged).toEqual([expect.objectContaining({ msg: 'storage unavailable', cause: 'SQLITE_BUSY' })]);
    expect(JSON.stringify(app.logs())).not.toMatch(/cannot rollback/);
    other.prepare('rollback').run();
    expect((await app.inject({ method: 'POST', url: '/api/Email/SendEmail', payload: inquiry() })).statusCode).toBe(202);
  } finally {
    if (other.inTransaction) other.prepare('rollback').run();
    other.close();
  }
}, 20_000);
