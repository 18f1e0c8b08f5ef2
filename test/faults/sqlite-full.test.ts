// The SQLite database fills up (simulated with its size cap, SQLITE_MAX_SIZE_MB
// → max_page_count, on this test's own file): inquiries get 503 Unavailable
// with Retry-After and SQLITE_FULL in the log (never "cannot rollback"),
// /readyz says unavailable (503); once space is freed (here: the test drops
// a filler table it made), the same process stores inquiries again and
// /readyz is ready, without a restart. Every acknowledged inquiry is delivered once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { openStorage, sqliteFile } from '../../server/db/index';
import { startServer, type StartedServer } from '../support/server';
import { until } from '../support/wait';
import { createSmtp, fastOutbox, http, query, type TestSmtp } from '../server/helpers';
import { deliveries, record, sendInquiry, stayedUp, summarise, type Answer } from './support';

const CAP_MB = 1;

describe('SQLite full', () => {
  let smtp: TestSmtp;
  let server: StartedServer;
  let dataDir: string;

  beforeAll(async () => {
    smtp = await createSmtp();
    dataDir = mkdtempSync(join(tmpdir(), 'bfsi-faults-full-'));
    // The schema, then a filler table that leaves about 120 KB under the cap: room for a few inquiries.
    await (await openStorage({ dataDir, sqliteSynchronous: 'NORMAL', pgPoolMax: 1 })).close();
    const file = new Database(sqliteFile(dataDir));
    const pageSize = file.pragma('page_size', { simple: true }) as number;
    const target = Math.floor((CAP_MB * 1024 * 1024) / pageSize) - Math.ceil((120 * 1024) / pageSize);
    file.exec('create table filler (b blob)');
    while ((file.pragma('page_count', { simple: true }) as number) < target) file.prepare('insert into filler values (randomblob(2000))').run();
    file.close();
    server = await startServer({ ...fastOutbox, DATA_DIR: dataDir, SQLITE_MAX_SIZE_MB: String(CAP_MB), SMTP_URL: smtp.url, INQUIRY_RATE_PER_MIN: '1000' });
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('503 with the cause while full, then 202 again without a restart', async () => {
    expect((await http(`${server.url}/readyz`)).status).toBe(200);
    const pid = server.pid;
    const message = 'A long inquiry. '.repeat(250);
    const answers: Answer[] = [];
    let n = 0;
    // Until the first refusal (bounded), then a few more that must be refused as well.
    while (n < 80 && !answers.some((a) => a.status === 503)) answers.push(await sendInquiry(server.url, 'full', n++, { message }));
    for (let i = 0; i < 4; i++) answers.push(await sendInquiry(server.url, 'full', n++, { message }));
    const refused = answers.filter((a) => a.status === 503);
    expect(answers.filter((a) => a.status !== 202 && a.status !== 503)).toEqual([]);
    expect(refused.length).toBeGreaterThanOrEqual(5);
    for (const a of refused) expect({ error: a.error, retryAfter: a.retryAfter }).toEqual({ error: 'Unavailable', retryAfter: '5' });
    expect(server.logs()).toMatch(/"msg":"storage unavailable"/);
    expect(server.logs()).toMatch(/"cause":"SQLITE_FULL"/);
    expect(server.logs()).not.toMatch(/cannot rollback/);
    // /readyz shares one check a second between callers: ask until it reflects the refusals.
    const full = await until('/readyz to say unavailable', async () => {
      const r = await http(`${server.url}/readyz`);
      return r.status === 503 && r;
    }, 5_000, 200);
    expect(full.status).toBe(503);
    expect(full.body).toMatchObject({ status: 'unavailable', parts: { database: { status: 'failing', critical: true, reason: expect.stringMatching(/full/) } } });

    // Space is freed; the running process recovers on its own.
    const file = new Database(sqliteFile(dataDir));
    file.pragma('busy_timeout = 10000');
    file.exec('drop table filler');
    file.close();
    const first = await until('an inquiry to be stored again', async () => {
      const a = await sendInquiry(server.url, 'full', n++, { message });
      answers.push(a);
      return a.status === 202 && a;
    }, 15_000, 200);
    expect(first.status).toBe(202);
    for (let i = 0; i < 3; i++) {
      const a = await sendInquiry(server.url, 'full', n++, { message });
      answers.push(a);
      expect(a.status).toBe(202);
    }
    await until('/readyz to say ready again', async () => (await http(`${server.url}/readyz`)).body?.status === 'ready', 5_000, 200);
    const up = await stayedUp(server);
    expect(up).toBe(true);
    expect(server.pid).toBe(pid);

    const acked = answers.filter((a) => a.status === 202);
    await until('every acknowledged inquiry to be marked sent', async () => {
      const rows = await query<{ status: string }>('sqlite', dataDir, `select status from outbox where inquiry_id in (${acked.map(() => '?').join(',')})`, acked.map((a) => a.id));
      return rows.length === acked.length && rows.every((r) => r.status === 'sent');
    }, 30_000, 200);
    await server.stop();
    const s = summarise(deliveries(smtp, acked.map((a) => a.tag)));
    const unacked = summarise(deliveries(smtp, answers.filter((a) => a.status === 503).map((a) => a.tag)));
    record({
      fault: 'SQLite full',
      sent: answers.length,
      acknowledged: acked.length,
      fiveXX: answers.filter((a) => typeof a.status === 'number' && a.status >= 500).length,
      delivered: s.delivered,
      duplicates: s.duplicates,
      stayedUp: up,
      notes: `cap ${CAP_MB} MB; ${refused.length} inquiries refused 503 (SQLITE_FULL in the log, /readyz 503 "database file is full"), stored again after the filler table was dropped, same pid; ${unacked.delivered} refused inquiries were delivered (must be 0)`,
    });
    expect(s.missing).toEqual([]);
    expect(s.duplicates).toBe(0);
    expect(unacked.delivered).toBe(0);
  });
});
