// The PostgreSQL pool Kysely uses, made to survive lost connections. pg-pool
// listens for 'error' only on idle clients; a client checked out when its
// backend is terminated (pg_terminate_backend, a restart, a failover) emits
// 'error' with no listener, and Node ends the process. Here every client
// always has a listener, a client that failed is destroyed on release (the
// pool opens a fresh one for the next request), and a ROLLBACK on a dead
// connection does not replace the error that actually happened.
import type pg from 'pg';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

export function resilientPool(pool: pg.Pool, onLost: (err: Error) => void): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  // An idle client that loses its connection: pg-pool removes it and re-emits
  // the error here, which must be listened to; the client's own listener
  // below has said so already.
  pool.on('error', () => undefined);
  // Every client listens from the moment it connects, not only from its first
  // checkout through connect() below. Under heavy load the fault suite still
  // saw an unheard 'error' from a terminated backend end the process with
  // only the checkout listener (the exact pg-pool path was not pinned down);
  // listening from 'connect' leaves no window at all.
  pool.on('connect', (client) => client.on('error', () => undefined));

  function wrap(client: pg.PoolClient): PostgresPoolClient {
    let broken = false;
    client.on('error', (err) => {
      broken = true;
      onLost(err);
    });
    const query = async (sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<unknown>> => {
      try {
        return (await client.query(sql, parameters as unknown[])) as unknown as PostgresQueryResult<unknown>;
      } catch (err) {
        // Kysely rolls back after a failed statement and would throw the
        // rollback's error instead ("not queryable"); the client is dropped
        // either way, so the transaction ends with it.
        if (/^\s*rollback\s*$/i.test(sql)) {
          broken = true;
          return { command: 'ROLLBACK', rowCount: 0, rows: [] } as unknown as PostgresQueryResult<unknown>;
        }
        throw err;
      }
    };
    return {
      query: query as PostgresPoolClient['query'],
      release() {
        // With an error, pg-pool destroys the client instead of keeping it idle.
        client.release(broken ? new Error('connection failed while in use') : undefined);
      },
    };
  }

  return {
    async connect() {
      const client = await pool.connect();
      let w = wrapped.get(client);
      if (!w) {
        w = wrap(client);
        wrapped.set(client, w);
      }
      return w;
    },
    end: () => pool.end(),
  };
}
