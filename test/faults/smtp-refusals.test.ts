// The SMTP server refuses: 451 (try later) twice, then accepts → delivered
// exactly once; 550 (no such mailbox) → tried OUTBOX_MAX_REFUSALS times, then
// marked failed with the server's reply, and not tried again on its own;
// staff's retry (outbox.retryFailed, what the lead desk's button calls) puts
// it back and it is delivered once the server accepts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStorage } from '../../server/db/index';
import { retryFailed } from '../../server/mail/outbox';
import { startServer, type StartedServer } from '../support/server';
import { until } from '../support/wait';
import { createSmtp, fastOutbox, query, type TestSmtp } from '../server/helpers';
import { deliveries, record, sendInquiry, sleep, stayedUp, summarise, type Answer } from './support';

type Row = { inquiry_id: string; status: string; attempts: number; refusals: number; last_error: string | null };

describe('SMTP refusals', () => {
  let smtp: TestSmtp;
  let server: StartedServer;
  let dataDir: string;
  const tries = new Map<string, number>();
  let acceptRejected = false;

  beforeAll(async () => {
    smtp = await createSmtp();
    smtp.refuse = (mail) => {
      const tag = /\[(tempfail|reject)-[^\]]+\]/.exec(mail.text)?.[0];
      if (!tag) return undefined;
      const n = (tries.get(tag) ?? 0) + 1;
      tries.set(tag, n);
      if (tag.startsWith('[tempfail') && n <= 2) return { code: 451, message: '4.3.0 Mailbox temporarily unavailable, try again later' };
      if (tag.startsWith('[reject') && !acceptRejected) return { code: 550, message: '5.1.1 No such mailbox here' };
      return undefined;
    };
    dataDir = mkdtempSync(join(tmpdir(), 'bfsi-faults-smtp-'));
    server = await startServer({ ...fastOutbox, DATA_DIR: dataDir, SMTP_URL: smtp.url, INQUIRY_TO: 'leads@example.net', INQUIRY_RATE_PER_MIN: '1000' });
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const rows = (ids: string[]) =>
    query<Row>('sqlite', dataDir, `select inquiry_id, status, attempts, refusals, last_error from outbox where inquiry_id in (${ids.map(() => '?').join(',')})`, ids);

  test('451 then 250: delivered once; 550: failed with the reason after 3 refusals, then delivered once after a staff retry', async () => {
    const sent: Answer[] = [];
    for (let n = 0; n < 3; n++) sent.push(await sendInquiry(server.url, 'tempfail', n));
    for (let n = 0; n < 3; n++) sent.push(await sendInquiry(server.url, 'reject', n));
    for (let n = 0; n < 3; n++) sent.push(await sendInquiry(server.url, 'plain', n));
    expect(sent.map((a) => a.status)).toEqual(Array(9).fill(202));
    const temp = sent.slice(0, 3);
    const rejected = sent.slice(3, 6);
    const plain = sent.slice(6);

    // 451 twice, then accepted: sent, three attempts, delivered once.
    await until('the 451 mails to be sent', async () => (await rows(temp.map((a) => a.id!))).every((r) => r.status === 'sent'), 20_000, 100);
    for (const r of await rows(temp.map((a) => a.id!))) expect(r).toMatchObject({ status: 'sent', attempts: 3, refusals: 0, last_error: null });

    // 550 every time: failed after the third refusal, the reply kept.
    const failed = await until('the 550 mails to be marked failed', async () => {
      const rs = await rows(rejected.map((a) => a.id!));
      return rs.every((r) => r.status === 'failed') && rs;
    }, 20_000, 100);
    for (const r of failed) {
      expect(r).toMatchObject({ status: 'failed', attempts: 3, refusals: 3 });
      expect(r.last_error).toMatch(/550.*No such mailbox here/);
    }
    // Not tried again on its own (the retry delays here are at most 0.8 s).
    await sleep(2_000);
    for (const a of rejected) expect(tries.get(a.tag)).toBe(3);
    expect(await rows(rejected.map((a) => a.id!))).toEqual(failed);
    expect(server.logs()).toMatch(/mail given up; marked failed/);

    // Staff retry: back to pending, delivered once the server takes it.
    acceptRejected = true;
    const storage = await openStorage({ dataDir, sqliteSynchronous: 'FULL', pgPoolMax: 1 });
    try {
      const outboxIds = (await storage.db.selectFrom('outbox').select('id').where('inquiry_id', 'in', rejected.map((a) => a.id!)).execute()).map((r) => r.id);
      for (const id of outboxIds) expect(await retryFailed(storage.db, id)).toBe(true);
    } finally {
      await storage.close();
    }
    await until('the retried mails to be sent', async () => (await rows(rejected.map((a) => a.id!))).every((r) => r.status === 'sent'), 20_000, 100);

    const up = await stayedUp(server);
    await server.stop();
    const t = summarise(deliveries(smtp, [...temp, ...plain].map((a) => a.tag)));
    const r = summarise(deliveries(smtp, rejected.map((a) => a.tag)));
    record({
      fault: 'SMTP 451, then 250',
      sent: 6,
      acknowledged: 6,
      fiveXX: 0,
      delivered: t.delivered,
      duplicates: t.duplicates,
      stayedUp: up,
      notes: '3 mails refused 451 twice each then accepted (3 attempts each), 3 plain mails beside them',
    });
    record({
      fault: 'SMTP 550',
      sent: 3,
      acknowledged: 3,
      fiveXX: 0,
      delivered: r.delivered,
      duplicates: r.duplicates,
      stayedUp: up,
      notes: `3 mails refused 550 three times each → status failed, last_error "${failed[0].last_error}"; no further try in 2 s; delivered only after the staff retry`,
    });
    expect(t).toEqual({ delivered: 6, missing: [], duplicates: 0 });
    expect(r).toEqual({ delivered: 3, missing: [], duplicates: 0 });
    expect(smtp.refused.filter((m) => m.code === 550)).toHaveLength(9);
    expect(smtp.refused.filter((m) => m.code === 451)).toHaveLength(6);
  });
});
