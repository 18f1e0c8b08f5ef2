// A start that cannot succeed says why on one line naming the setting and the
// cause, and exits with a sysexits code: 78 for a setting that points at
// something unusable, 69 for a service that does not answer, 70 for a failed
// migration. Never a stack trace, never "migration  failed" with a blank name.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort, repoRoot } from '../support/server';
import { PG_ADMIN_URL, createPgDatabase, describePostgres } from './helpers';

jest.setTimeout(60_000);

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'bfsi-start-'));
  dirs.push(d);
  return d;
}

/** Runs `node server/main.ts` to its end (or kills it after 30 s): exit code and what it printed. */
function runMain(env: Record<string, string>): Promise<{ code: number | string; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const childEnv: Record<string, string> = { ...(process.env as Record<string, string>), HOST: '127.0.0.1', PORT: '0', DATA_DIR: tempDir(), ...env };
    delete childEnv.NODE_ENV;
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: repoRoot, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? signal ?? -1, stdout, stderr });
    });
  });
}

/** The one line a failed start prints on stderr (and no stack trace anywhere). */
function oneLine(out: { stdout: string; stderr: string }): string {
  const lines = out.stderr.split('\n').filter(Boolean);
  expect(lines).toHaveLength(1);
  expect(out.stdout + out.stderr).not.toMatch(/\n\s+at /);
  return lines[0];
}

test('DATA_DIR that cannot be created or written: 78, naming DATA_DIR and the cause', async () => {
  const file = join(tempDir(), 'a-file');
  writeFileSync(file, 'not a folder');
  const out = await runMain({ DATA_DIR: join(file, 'data') });
  expect(out.code).toBe(78);
  expect(oneLine(out)).toBe(`Start-up error: DATA_DIR (${join(file, 'data')}) is not writable: ENOTDIR: not a directory, mkdir '${join(file, 'data')}'`);
});

test('PostgreSQL not answering at DATABASE_URL: 69, naming DATABASE_URL, where, and the cause', async () => {
  const port = await freePort();
  const out = await runMain({ DATABASE_URL: `postgres://app:secret-pw@127.0.0.1:${port}/bfsi` });
  expect(out.code).toBe(69);
  const line = oneLine(out);
  expect(line).toMatch(new RegExp(`^Start-up error: DATABASE_URL: cannot reach PostgreSQL at 127\\.0\\.0\\.1:${port}/bfsi: .*ECONNREFUSED`));
  expect(line).not.toContain('secret-pw');
});

test('a DATABASE_URL that cannot be parsed: 78, "DATABASE_URL is malformed"', async () => {
  const out = await runMain({ DATABASE_URL: 'postgres://127.0.0.1:5432/%E0%A4%A' });
  expect(out.code).toBe(78);
  expect(oneLine(out)).toBe('Start-up error: DATABASE_URL is malformed: URI malformed');
});

test('PORT already taken: 69, naming PORT and the cause', async () => {
  const port = await freePort();
  const taken: Server = createServer();
  await new Promise<void>((r) => taken.listen(port, '127.0.0.1', () => r()));
  try {
    const out = await runMain({ PORT: String(port) });
    expect(out.code).toBe(69);
    expect(oneLine(out)).toMatch(new RegExp(`^Start-up error: PORT ${port} on HOST 127\\.0\\.0\\.1: cannot listen: .*EADDRINUSE`));
  } finally {
    await new Promise((r) => taken.close(r));
  }
});

describePostgres('PostgreSQL answers but cannot be used', () => {
  test('a database that does not exist: 78, naming DATABASE_URL and what PostgreSQL said', async () => {
    const u = new URL(PG_ADMIN_URL);
    u.pathname = `/bfsi_missing_${Date.now()}`;
    const out = await runMain({ DATABASE_URL: u.href });
    expect(out.code).toBe(78);
    expect(oneLine(out)).toMatch(/^Start-up error: DATABASE_URL: PostgreSQL refused the connection at .*bfsi_missing_\d+: 3D000: database "bfsi_missing_\d+" does not exist$/);
  });

  test('a migration that fails: 70, naming the migration and the cause', async () => {
    const pg = await createPgDatabase();
    try {
      // An outbox table of another shape (left by something else) makes the first migration's index fail.
      const c = new Client({ connectionString: pg.url });
      await c.connect();
      await c.query('create table outbox (id text primary key)');
      await c.end();
      const out = await runMain({ DATABASE_URL: pg.url });
      expect(out.code).toBe(70);
      expect(oneLine(out)).toMatch(/^Start-up error: the database schema at PostgreSQL 127\.0\.0\.1:5432\/bfsi_test_\w+ could not be brought up to date: migration 0001_initial failed: .*column "status" does not exist/);
    } finally {
      await pg.drop();
    }
  });
});
