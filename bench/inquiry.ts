// npm run bench: inquiry POSTs per second and p99 latency with durable commits,
// beside the same server's /healthz in the same run, on SQLite and (when it
// answers) PostgreSQL. autocannon on loopback; each measurement is bounded.
//
// Durability: SQLite in WAL mode with synchronous=FULL (the server's default:
// every commit is fsynced before the 202, safe even on power loss), and for
// comparison synchronous=NORMAL (WAL: durable across process crashes, the last
// commits may roll back on power loss); PostgreSQL with fsync on and
// synchronous_commit on. Concurrent inquiries share commits (group commit).
// Mail goes to the file outbox (no SMTP_URL), so the worker runs during the bench too.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

interface Result {
  requests: { average: number };
  latency: { p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
}
type Autocannon = (opts: Record<string, unknown>) => Promise<Result>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const PG_ADMIN = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = createServer();
    s.once('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => res(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

async function start(env: Record<string, string>): Promise<{ url: string; child: ChildProcess; dir: string }> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'bfsi-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      INQUIRY_RATE_PER_MIN: '100000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, child, dir };
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

async function stop(s: { child: ChildProcess; dir: string }) {
  const done = new Promise((r) => s.child.once('exit', r));
  s.child.kill('SIGTERM');
  await done;
  rmSync(s.dir, { recursive: true, force: true });
}

const inquiryBody = JSON.stringify({
  templateCode: 20090,
  subjectcriteria: [''],
  criteria: ['Bench Visitor', 'bench@example.org', 'Throughput', 'How many inquiries per second can you store durably?'],
  emailTo: 'info@example.com',
});

async function measure(url: string, path: string, post: boolean, seconds = SECONDS): Promise<Result> {
  return autocannon({
    url: url + path,
    connections: CONNECTIONS,
    duration: seconds,
    ...(post ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: inquiryBody } : {}),
  });
}

function row(name: string, r: Result) {
  const bad = r.non2xx + r.errors + r.timeouts;
  return `${name.padEnd(22)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms   avg ${r.latency.average.toFixed(1).padStart(6)} ms${bad ? `   (${bad} non-2xx/errors)` : ''}`;
}

async function run(label: string, env: Record<string, string>) {
  const s = await start(env);
  try {
    // Warm up both paths (JIT, connection pools).
    await measure(s.url, '/healthz', false, 1);
    await measure(s.url, '/api/Email/SendEmail', true, 1);
    const health = await measure(s.url, '/healthz', false);
    const inquiry = await measure(s.url, '/api/Email/SendEmail', true);
    console.log(`\n${label}`);
    console.log(row('GET /healthz', health));
    console.log(row('POST SendEmail (202)', inquiry));
    console.log(`ratio inquiry/healthz: ${(inquiry.requests.average / health.requests.average).toFixed(2)}×`);
    return { label, health, inquiry };
  } finally {
    await stop(s);
  }
}

async function pgDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const admin = new pg.Client({ connectionString: PG_ADMIN, connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `bfsi_bench_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const sync = (await admin.query('show synchronous_commit')).rows[0].synchronous_commit;
  const fsync = (await admin.query('show fsync')).rows[0].fsync;
  await admin.end();
  console.log(`PostgreSQL: fsync=${fsync}, synchronous_commit=${sync}`);
  const u = new URL(PG_ADMIN);
  u.pathname = `/${name}`;
  return {
    url: u.href,
    async drop() {
      const c = new pg.Client({ connectionString: PG_ADMIN });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

console.log(`autocannon: ${CONNECTIONS} connections, ${SECONDS} s per measurement, loopback`);
// BENCH_BACKENDS=sqlite or =postgres runs one of them.
const only = (process.env.BENCH_BACKENDS || 'sqlite,postgres').split(',');
if (only.includes('sqlite')) {
  await run('SQLite (WAL, synchronous=FULL, the default)', { SQLITE_SYNCHRONOUS: 'FULL' });
  await run('SQLite (WAL, synchronous=NORMAL)', { SQLITE_SYNCHRONOUS: 'NORMAL' });
}
const db = only.includes('postgres') ? await pgDatabase() : undefined;
if (db) {
  try {
    await run('PostgreSQL', { DATABASE_URL: db.url });
  } finally {
    await db.drop();
  }
} else if (only.includes('postgres')) {
  console.log(`\nPostgreSQL: skipped (nothing answers at ${PG_ADMIN})`);
}
