// Inquiries are never lost: the outbox survives SMTP outages, SIGKILL and
// restarts, delivers exactly once, and several instances do not double-send.
// Used by mail.sqlite.test.ts and mail.postgres.test.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type StartedServer } from '../support/server';
import { until } from '../support/wait';
import { createPgDatabase, createSmtp, fastOutbox, http, inquiry, query, type Backend, type TestSmtp } from './helpers';

export function mailSuite(backend: Backend) {
  let smtp: TestSmtp;
  let pg: { url: string; drop(): Promise<void> } | undefined;
  const started: StartedServer[] = [];
  const dirs: string[] = [];

  beforeAll(async () => {
    smtp = await createSmtp();
    if (backend === 'postgres') pg = await createPgDatabase();
  });

  afterEach(async () => {
    await Promise.all(started.splice(0).map((s) => s.stop()));
    smtp.greetDelayMs = 0;
  });

  afterAll(async () => {
    await smtp?.stop();
    await pg?.drop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  /** A DATA_DIR that outlives one server process (for restarts). */
  function dataDir(): string {
    const d = mkdtempSync(join(tmpdir(), 'bfsi-mail-'));
    dirs.push(d);
    return d;
  }

  async function start(dir: string) {
    const env: Record<string, string> = { ...fastOutbox, SMTP_URL: smtp.url, DATA_DIR: dir, INQUIRY_TO: 'inbox@example.net' };
    if (pg) env.DATABASE_URL = pg.url;
    const s = await startServer(env);
    started.push(s);
    return s;
  }

  const target = (dir: string) => (pg ? pg.url : dir);
  const count = (marker: string) => smtp.mails.filter((m) => m.text.includes(marker)).length;

  type Row = { status: string; attempts: number; last_error: string | null };
  const outboxRows = (dir: string, inquiryId: string) =>
    query<Row>(backend, target(dir), 'select status, attempts, last_error from outbox where inquiry_id = $1', [inquiryId]);
  /** Once its row is marked sent, no instance sends an inquiry's mail again: counting then is final. */
  const sentRow = (dir: string, inquiryId: string) =>
    until(`the outbox row of ${inquiryId} to be marked sent`, async () => (await outboxRows(dir, inquiryId)).find((r) => r.status === 'sent'));

  async function send(server: StartedServer, marker: string) {
    const r = await http(`${server.url}/api/Email/SendEmail`, { json: inquiry({ message: `Inquiry ${marker}` }) });
    expect(r.status).toBe(202);
    return r.body.id as string;
  }

  test('SMTP down: the inquiry is acknowledged, retried with backoff, and delivered once SMTP is back', async () => {
    await smtp.stop();
    const dir = dataDir();
    const server = await start(dir);
    const marker = `down-${Date.now()}`;
    const id = await send(server, marker);
    // Retried with backoff: wait for the second failed attempt rather than a fixed time.
    const pending = await until('two failed attempts', async () => {
      const rows = await outboxRows(dir, id);
      return rows.length > 0 && Number(rows[0].attempts) >= 2 && rows;
    });
    expect(count(marker)).toBe(0);
    expect(pending).toHaveLength(1);
    expect(pending[0].status).toBe('pending');
    expect(Number(pending[0].attempts)).toBeGreaterThanOrEqual(2);
    expect(pending[0].last_error).toBeTruthy();

    await smtp.start();
    await smtp.waitFor((m) => m.text.includes(marker), 10_000);
    await sentRow(dir, id);
    expect(count(marker)).toBe(1);
    expect(await outboxRows(dir, id)).toEqual([expect.objectContaining({ status: 'sent' })]);
  });

  test('killed with SIGKILL right after acknowledging: delivered after restart, exactly once', async () => {
    const dir = dataDir();
    // A slow SMTP greeting keeps the first delivery attempt in flight when the process dies.
    smtp.greetDelayMs = 1_500;
    const first = await start(dir);
    const marker = `kill-${Date.now()}`;
    const id = await send(first, marker);
    process.kill(first.pid, 'SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    smtp.greetDelayMs = 0;
    // The process is gone, so nothing more can come from it.
    expect(count(marker)).toBe(0);

    const second = await start(dir);
    await smtp.waitFor((m) => m.text.includes(marker), 15_000);
    await sentRow(dir, id);
    expect(count(marker)).toBe(1);
    const rows = await query<{ status: string }>(backend, target(dir), 'select status from outbox where inquiry_id = $1', [id]);
    expect(rows).toEqual([{ status: 'sent' }]);
    await second.stop();
  });

  test('SIGTERM: the send in progress finishes, the worker stops, the process exits 0', async () => {
    const dir = dataDir();
    smtp.greetDelayMs = 800;
    const server = await start(dir);
    const marker = `term-${Date.now()}`;
    const before = smtp.connections;
    await send(server, marker);
    // The worker has claimed the row once it connects; the slow greeting keeps the send in flight.
    await until('the worker to connect to SMTP', () => smtp.connections > before, 10_000, 10);
    process.kill(server.pid, 'SIGTERM');
    expect(await server.exited).toBe(0);
    expect(count(marker)).toBe(1);
    expect(server.logs()).toMatch(/shutting down/);
  });

  test('two instances on one database deliver every inquiry exactly once', async () => {
    const dirA = dataDir();
    // SQLite instances share the database file through DATA_DIR; PostgreSQL ones share DATABASE_URL.
    const dirB = backend === 'sqlite' ? dirA : dataDir();
    const [a, b] = await Promise.all([start(dirA), start(dirB)]);
    const marker = `pair-${Date.now()}`;
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push(await send(i % 2 ? a : b, `${marker}-${i}-`));
    for (let i = 0; i < 12; i++) await smtp.waitFor((m) => m.text.includes(`${marker}-${i}-`), 15_000);
    // Stopped (each finishes its send in flight, then exits), neither can send again: the count is final.
    await Promise.all([a.stop(), b.stop()]);
    for (let i = 0; i < 12; i++) expect(count(`${marker}-${i}-`)).toBe(1);
    expect(new Set(ids).size).toBe(12);
  });
}
