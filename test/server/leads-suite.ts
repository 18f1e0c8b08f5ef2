// Leads arrive whole (issue 13), on SQLite and PostgreSQL, in-process:
// interests, attribution and consent reach the stored lead, the mail and the
// webhook body; webhooks are signed (checked with the README's snippet),
// retried with the same id, and fail for good without touching the mail; the
// ledger chains every event, survives concurrent appends, and names the
// first entry that was edited. Used by leads.sqlite.test.ts and leads.postgres.test.ts.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type TestApp } from '../support/app';
import { until } from '../support/wait';
import { repoRoot } from '../support/server';
import { createPgDatabase, createSmtp, fastOutbox, inquiry, type Backend, type TestSmtp } from './helpers';
import { openStorage, type Storage } from '../../server/db/index';
import { appendLeadEvent, verifyLedger } from '../../server/leads/ledger';
import { leadEvidence, readLeadEvidence } from '../../server/leads/evidence';
import { privacyNotice } from '../../content/privacy-notice';

const SECRET = 'test-webhook-secret-0123456789';

/** The README's verification snippet, evaluated as a receiver would paste it. */
function readmeVerifier(): (secret: string, rawBody: string, header: string) => boolean {
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
  const block = /<!-- webhook-verify -->\s*```js\n([\s\S]*?)```\s*<!-- \/webhook-verify -->/.exec(readme);
  if (!block) throw new Error('README has no webhook-verify snippet');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  return new Function('require', `${block[1]}\nreturn verifyWebhook;`)(require);
}

interface Received {
  headers: IncomingHttpHeaders;
  raw: string;
  at: number;
}

/** A webhook receiver on 127.0.0.1: answer(n) gives the status of the n-th request (1-based), or 'hang' to never answer. */
async function receiver(answer: (n: number) => number | 'hang') {
  const requests: Received[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      requests.push({ headers: req.headers, raw, at: Date.now() });
      const a = answer(requests.length);
      if (a === 'hang') return;
      res.writeHead(a, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    requests,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

const lead = (marker: string) => ({
  ...inquiry({ name: 'Priya Raman', email: 'priya@bank.example', message: `Please call me ${marker}` }),
  variant: 'technology',
  interests: ['AI', 'RPA'],
  attribution: {
    page: 'https://www.example.com/Technology?x=1',
    referrer: 'https://search.example/?q=rpa',
    utm: { source: 'newsletter', medium: 'email', campaign: 'q4-rpa' },
    widgetVersion: '1.0.0+abcd1234',
  },
  consent: { noticeVersion: privacyNotice.version, optIn: true },
});

export function leadsSuite(backend: Backend) {
  let smtp: TestSmtp;
  let pg: { url: string; drop(): Promise<void> } | undefined;
  const closers: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    smtp = await createSmtp();
    if (backend === 'postgres') pg = await createPgDatabase();
  });
  afterEach(async () => {
    for (const c of closers.splice(0).reverse()) await c();
  });
  afterAll(async () => {
    await smtp?.stop();
    await pg?.drop();
  });

  async function start(env: Record<string, string> = {}): Promise<{ app: TestApp; storage: Storage }> {
    const app = await build({ ...fastOutbox, SMTP_URL: smtp.url, INQUIRY_TO: 'leads@example.net', INQUIRY_RATE_PER_MIN: '10000', ...(pg ? { DATABASE_URL: pg.url } : {}), ...env });
    // A connection of the test's own, as the ledger:verify script would open.
    const storage = await openStorage(app.config);
    closers.push(() => storage.close());
    return { app, storage };
  }

  async function send(app: TestApp, body: unknown): Promise<string> {
    const r = await app.inject({ method: 'POST', url: '/api/Email/SendEmail', payload: body as object });
    expect(r.statusCode).toBe(202);
    return r.json().id;
  }

  test('interests, attribution and consent reach the stored lead, the mail (no second subject row) and the signed webhook body', async () => {
    const hook = await receiver(() => 200);
    closers.push(hook.close);
    // A token in the URL is sent, never logged or put in the ledger.
    const { app, storage } = await start({ WEBHOOK_URLS: `${hook.url}?token=s3cret-token`, WEBHOOK_SECRET: SECRET });
    const marker = `whole-${Date.now()}`;
    const id = await send(app, lead(marker));

    const mail = await smtp.waitFor((m) => m.text.includes(marker), 15_000);
    expect(mail.text).toContain('Interested in: AI, RPA');
    expect(mail.text).toContain('Form: technology');
    expect(mail.text).toContain('Page: https://www.example.com/Technology?x=1');
    expect(mail.text).toContain('Referrer: https://search.example/?q=rpa');
    expect(mail.text).toContain('Campaign (UTM): source=newsletter, medium=email, campaign=q4-rpa');
    expect(mail.text).toContain(`Privacy notice shown: version ${privacyNotice.version}`);
    expect(mail.text).toContain('Keep me informed: yes (opted in)');

    await until('the webhook delivery', async () => hook.requests.length >= 1);
    const [req] = hook.requests;
    expect(req.headers['content-type']).toBe('application/json');
    expect(readmeVerifier()(SECRET, req.raw, String(req.headers['x-signature']))).toBe(true);
    expect(readmeVerifier()('another-secret-0123456789', req.raw, String(req.headers['x-signature']))).toBe(false);
    expect(readmeVerifier()(SECRET, req.raw.replace('Priya', 'Pria'), String(req.headers['x-signature']))).toBe(false);
    const body = JSON.parse(req.raw);
    const stored = await until('the delivered lead', async () => {
      const ev = await readLeadEvidence(storage.db, id);
      return ev && ev.events.some((e) => e.type === 'mailed') && ev.events.some((e) => e.type === 'webhook-delivered') && ev;
    });
    const { lead: storedLead } = stored;
    expect(storedLead).toMatchObject({
      id,
      variant: 'technology',
      name: 'Priya Raman',
      email: 'priya@bank.example',
      subject: '',
      interests: ['AI', 'RPA'],
      attribution: lead(marker).attribution,
      consent: { noticeVersion: privacyNotice.version, optIn: true, at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
      delivery: { status: 'sent', attempts: 1, lastError: null },
    });
    expect(body).toEqual({
      event: 'lead.received',
      id,
      name: storedLead.name,
      email: storedLead.email,
      subject: '',
      message: storedLead.message,
      interests: ['AI', 'RPA'],
      variant: 'technology',
      attribution: storedLead.attribution,
      consent: storedLead.consent,
      estimate: null,
      receivedAt: storedLead.receivedAt,
    });
    expect(stored.consent).toEqual(storedLead.consent);
    expect(stored.events.map((e) => e.type).sort()).toEqual(['mailed', 'received', 'webhook-delivered']);
    expect(stored.webhookDeliveries).toEqual([{ target: hook.url, attempt: 1, outcome: 'delivered', error: null, at: expect.any(String) }]);
    expect(stored.ledger.ok).toBe(true);
    expect(JSON.stringify(stored)).not.toContain('s3cret-token');
    // An export is recorded after its document was read.
    const exported = await leadEvidence(storage.db, id, 'staff-7');
    expect(exported!.events.map((e) => e.type)).not.toContain('exported');
    const after = await readLeadEvidence(storage.db, id);
    expect(after!.events.at(-1)).toMatchObject({ type: 'exported', actor: 'staff-7' });
    if (process.env.LEAD_EVIDENCE_OUT) require('node:fs').writeFileSync(process.env.LEAD_EVIDENCE_OUT, JSON.stringify(after, null, 2));
  });

  test('home and loanxpress mails show the subject once (no "Interested in" repeating it)', async () => {
    const { app } = await start();
    const marker = `once-${Date.now()}`;
    await send(app, { ...inquiry({ subject: 'Loan QC', message: `Hi ${marker}` }), subjectcriteria: ['Loan QC'], variant: 'home', interests: [] });
    const mail = await smtp.waitFor((m) => m.text.includes(marker), 15_000);
    expect(mail.text).toContain('Subject: Loan QC');
    expect(mail.text).not.toContain('Interested in');
    expect(mail.text.match(/Loan QC/g)).toHaveLength(1);
  });

  test.each<[string, Record<string, unknown>, string]>([
    ['interests not strings', { interests: [1] }, 'interests'],
    ['too many interests', { interests: Array.from({ length: 21 }, (_, i) => `i${i}`) }, 'interests'],
    ['an interest over 200 characters', { interests: ['x'.repeat(201)] }, 'interests'],
    ['an unknown variant', { variant: 'newsletter' }, 'variant'],
    ['a page URL over 2,048 characters', { attribution: { page: `https://a.example/${'x'.repeat(2050)}` } }, 'attribution'],
    ['consent without its version', { consent: { optIn: true } }, 'consent'],
    ['consent opt-in as a string', { consent: { noticeVersion: 'v1', optIn: 'yes' } }, 'consent'],
  ])('%s is a 400 naming that field, never a 5xx', async (_name, extra, field) => {
    const { app } = await start();
    const r = await app.inject({ method: 'POST', url: '/api/Email/SendEmail', payload: { ...inquiry(), ...extra } });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error: 'BadRequest', message: expect.any(String), fields: { [field]: 'Invalid' } });
  });

  test('an unknown key inside attribution or consent is dropped, as unknown fields are (Fastify removes them), never stored', async () => {
    const { app, storage } = await start();
    const id = await send(app, { ...inquiry(), attribution: { page: 'https://a.example/', cookie: 'y' }, consent: { noticeVersion: 'v1', optIn: false, extra: 1 } });
    const row = await storage.db.selectFrom('inquiries').select(['attribution', 'consent']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.attribution!)).toEqual({ page: 'https://a.example/' });
    expect(JSON.parse(row.consent!)).toEqual({ noticeVersion: 'v1', optIn: false, at: expect.any(String) });
  });

  test('a receiver answering 500 then 200 gets the lead once more, with the same delivery id and body', async () => {
    const hook = await receiver((n) => (n === 1 ? 500 : 200));
    closers.push(hook.close);
    const { app, storage } = await start({ WEBHOOK_URLS: hook.url, WEBHOOK_SECRET: SECRET });
    const t0 = Date.now();
    const id = await send(app, lead(`retry-${t0}`));
    await until('the second webhook request', async () => hook.requests.length >= 2);
    const ev = await until('webhook-delivered in the ledger', async () => {
      const e = await readLeadEvidence(storage.db, id);
      return e?.events.some((x) => x.type === 'webhook-delivered') && e;
    });
    await new Promise((r) => setTimeout(r, 600)); // a few polls: nothing more arrives
    expect(hook.requests).toHaveLength(2);
    const [a, b] = hook.requests;
    expect(a.headers['x-webhook-id']).toBe(b.headers['x-webhook-id']);
    expect(b.raw).toBe(a.raw);
    expect(JSON.parse(b.raw).id).toBe(id);
    expect(ev.webhookDeliveries.map((d) => [d.attempt, d.outcome, d.error])).toEqual([
      [1, 'retry', expect.stringContaining('HTTP 500')],
      [2, 'delivered', null],
    ]);
    console.log(`webhook figures (${backend}): 500 then 200: 2 requests, delivered ${b.at - t0} ms after the 202 (retry ${b.at - a.at} ms after the 500)`);
  });

  test('a receiver that never answers ends failed after its attempts while the mail is delivered at once', async () => {
    const hook = await receiver(() => 'hang');
    closers.push(hook.close);
    const { app, storage } = await start({ WEBHOOK_URLS: hook.url, WEBHOOK_SECRET: SECRET, WEBHOOK_TIMEOUT_MS: '300', WEBHOOK_MAX_ATTEMPTS: '3' });
    const marker = `hang-${Date.now()}`;
    const t0 = Date.now();
    const id = await send(app, lead(marker));
    await smtp.waitFor((m) => m.text.includes(marker), 15_000);
    const mailMs = Date.now() - t0;
    const ev = await until('webhook-failed in the ledger', async () => {
      const e = await readLeadEvidence(storage.db, id);
      return e?.events.some((x) => x.type === 'webhook-failed') && e;
    }, 20_000);
    const failedMs = Date.now() - t0;
    expect(ev.lead.delivery.status).toBe('sent');
    expect(ev.events.find((e) => e.type === 'mailed')).toBeTruthy();
    expect(ev.webhookDeliveries.map((d) => d.outcome)).toEqual(['retry', 'retry', 'failed']);
    expect(ev.webhookDeliveries[2].error).toMatch(/gave up after 3 attempts: .*no answer within 300 ms/);
    expect(hook.requests).toHaveLength(3);
    expect(mailMs).toBeLessThan(3_000);
    console.log(`webhook figures (${backend}): never answers: mail delivered ${mailMs} ms after the 202; webhook failed after 3 attempts at ${failedMs} ms`);
  }, 40_000);

  test('ledger: verify passes; editing any field of any stored entry, or removing one, makes verify fail at that entry', async () => {
    const { app, storage } = await start();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(await send(app, lead(`ledger-${i}-${Date.now()}`)));
    // Wait for these leads' own mail: then nothing more is appended while entries are edited.
    const ok = await until('mailed events', async () => {
      const r = await verifyLedger(storage.db);
      const n = await storage.db.selectFrom('lead_events').select((eb) => eb.fn.countAll<number>().as('n')).where('type', '=', 'mailed').where('lead_id', 'in', ids).executeTakeFirst();
      return Number(n?.n) === 3 && r.pending === 0 && r;
    });
    expect(ok.ok).toBe(true);
    const rows = await storage.db.selectFrom('lead_events').selectAll().orderBy('seq').execute();
    const db = storage.db;
    const edits: [string, (v: any) => any][] = [
      ['type', () => 'viewed'],
      ['detail', (v: string) => v.replace('}', ',"x":1}')],
      ['lead_id', () => 'another-lead'],
      ['at', (v: number) => Number(v) + 1],
      ['actor', () => 'mallory'],
      ['prev_hash', () => 'f'.repeat(64)],
      ['hash', () => 'e'.repeat(64)],
    ];
    for (const row of [rows[0], rows[Math.floor(rows.length / 2)], rows[rows.length - 1]]) {
      for (const [col, change] of edits) {
        const original = (row as any)[col];
        await db.updateTable('lead_events').set({ [col]: change(original) } as any).where('seq', '=', row.seq).execute();
        const r = await verifyLedger(db);
        expect({ col, seq: Number(row.seq), ok: r.ok, at: r.ok ? null : r.seq }).toEqual({ col, seq: Number(row.seq), ok: false, at: Number(row.seq) });
        await db.updateTable('lead_events').set({ [col]: original } as any).where('seq', '=', row.seq).execute();
      }
    }
    expect((await verifyLedger(db)).ok).toBe(true);
    const middle = rows[1];
    await db.deleteFrom('lead_events').where('seq', '=', middle.seq).execute();
    const r = await verifyLedger(db);
    expect(r).toMatchObject({ ok: false, seq: Number(middle.seq) });
    await db.insertInto('lead_events').values(middle).execute();
    const last = rows[rows.length - 1];
    await db.deleteFrom('lead_events').where('seq', '>=', last.seq).execute();
    expect(await verifyLedger(db)).toMatchObject({ ok: false, seq: Number(last.seq) });
    await db.insertInto('lead_events').values(rows.filter((x) => Number(x.seq) >= Number(last.seq))).execute();
    expect((await verifyLedger(db)).ok).toBe(true);
  });

  test('ledger: concurrent inquiries and concurrent appends from a second connection never fork the chain', async () => {
    const { app, storage } = await start();
    const before = await verifyLedger(storage.db);
    expect(before.ok).toBe(true);
    const ids = await Promise.all(Array.from({ length: 40 }, (_, i) => send(app, lead(`burst-${i}-${Date.now()}`))));
    const appends = Promise.all(ids.map((leadId) => appendLeadEvent(storage.db, { leadId, type: 'viewed', actor: 'staff-1' })));
    await appends;
    await until('every burst lead mailed', async () => {
      const n = await storage.db.selectFrom('lead_events').select((eb) => eb.fn.countAll<number>().as('n')).where('type', '=', 'mailed').where('lead_id', 'in', ids).executeTakeFirst();
      return Number(n?.n) === ids.length;
    }, 20_000);
    const after = await until('every event chained', async () => {
      const r = await verifyLedger(storage.db);
      return r.pending === 0 && r;
    });
    expect(after).toMatchObject({ ok: true, pending: 0 });
    // received + viewed + mailed per lead, one position each.
    expect(after.entries - before.entries).toBe(ids.length * 3);
    const positions = await storage.db.selectFrom('lead_events').select('seq').orderBy('seq').execute();
    expect(positions.map((p) => Number(p.seq))).toEqual(positions.map((_, i) => i + 1));
  }, 40_000);
}
