// SIGKILL in the middle of a burst of inquiries, while the outbox is sending:
// after a restart on the same DATA_DIR every acknowledged inquiry is
// delivered, with no second stored copy, and without waiting out the dead
// process's leases (they last 60 s here; the restarted instance takes them
// back at once because the process that held them has ended).
//
// Over SMTP a crash can repeat at most the one message the server had
// accepted but whose acceptance was not yet recorded; it carries the same
// Message-ID, so the receiving system can fold it. The test counts that
// apart and allows at most that one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type StartedServer } from '../support/server';
import { until } from '../support/wait';
import { createSmtp, fastOutbox, query, type TestSmtp } from '../server/helpers';
import { deliveries, load, record, sendInquiry, summarise } from './support';

describe('SIGKILL mid-burst', () => {
  let smtp: TestSmtp;
  let dataDir: string;
  const servers: StartedServer[] = [];

  beforeAll(async () => {
    smtp = await createSmtp();
    dataDir = mkdtempSync(join(tmpdir(), 'bfsi-faults-kill-'));
  });

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await smtp?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const start = async () => {
    const s = await startServer({ ...fastOutbox, OUTBOX_LEASE_MS: '60000', DATA_DIR: dataDir, SMTP_URL: smtp.url, INQUIRY_RATE_PER_MIN: '100000' });
    servers.push(s);
    return s;
  };

  test('nothing acknowledged is lost or stored twice; the restarted instance delivers at once', async () => {
    // The sink greets each connection after 100 ms, so the worker is inside a claimed batch while the burst runs.
    const first = await start();
    const marker = `kill-${Date.now()}`;
    let killedAt = 0;
    const burst = load((n) => sendInquiry(first.url, marker, n), 4, {
      max: 300,
      pauseMs: 40,
      onAnswer: (_a, all) => {
        if (!killedAt && all.filter((x) => x.status === 202).length >= 30 && smtp.mails.length >= 3) {
          killedAt = Date.now();
          process.kill(first.pid, 'SIGKILL');
          // No new requests after the kill; those in flight get no answer.
          void burst.stop();
        }
      },
    });
    await burst.done;
    expect(killedAt).toBeGreaterThan(0);
    expect(await first.exited).toBe('SIGKILL');
    const answers = burst.answers;
    const acked = answers.filter((a) => a.status === 202);
    const deliveredBeforeRestart = smtp.mails.length;

    const second = await start();
    const restartedAt = Date.now();
    const ids = acked.map((a) => a.id!);
    await until(
      'every acknowledged inquiry to be marked sent',
      async () => {
        const rows = await query<{ status: string }>('sqlite', dataDir, `select status from outbox where inquiry_id in (${ids.map(() => '?').join(',')})`, ids);
        return rows.length === ids.length && rows.every((r) => r.status === 'sent');
      },
      30_000,
      100,
    );
    const tookMs = Date.now() - restartedAt;
    const tookBack = /took back mail leased by an ended process of this instance/.test(second.logs());
    await second.stop();

    const counts = deliveries(smtp, acked.map((a) => a.tag));
    const s = summarise(counts);
    // One outbox row per acknowledged inquiry: a repeat is the same row sent again, never a second copy.
    const perInquiry = await query<{ n: number }>('sqlite', dataDir, `select count(*) as n from outbox where inquiry_id in (${ids.map(() => '?').join(',')}) group by inquiry_id`, ids);
    const repeated = [...counts].filter(([, c]) => c > 1).map(([tag]) => smtp.mails.filter((m) => m.text.includes(tag)).map((m) => m.headers['message-id']));
    const unacked = answers.filter((a) => a.status !== 202);
    record({
      fault: 'SIGKILL mid-burst',
      sent: answers.length,
      acknowledged: acked.length,
      fiveXX: answers.filter((a) => typeof a.status === 'number' && a.status >= 500).length,
      delivered: s.delivered,
      duplicates: s.duplicates,
      stayedUp: 'killed on purpose, restarted',
      notes:
        `killed after ${acked.length} acknowledged and ${deliveredBeforeRestart} delivered; ${unacked.length} requests in flight at the kill got no answer (not acknowledged); ` +
        `after the restart every acknowledged inquiry was sent within ${tookMs} ms with 60 s leases (${tookBack ? 'the dead process’s leases were taken back at once' : 'no lease was held at the kill'}); ` +
        `${s.duplicates} repeated message(s)${repeated.length ? `, same Message-ID: ${repeated.every((ms) => new Set(ms).size === 1)}` : ''}`,
    });
    expect(s.missing).toEqual([]);
    expect(perInquiry.every((r) => Number(r.n) === 1)).toBe(true);
    expect(perInquiry).toHaveLength(ids.length);
    // At most the one message in flight at the kill, and then under its own Message-ID.
    expect(s.duplicates).toBeLessThanOrEqual(1);
    for (const ms of repeated) expect(new Set(ms).size).toBe(1);
    // Leases of 60 s were not waited out.
    expect(tookMs).toBeLessThan(30_000);
    expect(tookBack).toBe(true);
  });
});
