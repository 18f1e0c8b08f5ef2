// PostgreSQL drops the server's connections while inquiries arrive: every
// backend of the test's own database is terminated, again and again, under
// load. The process stays up, the requests that hit a dead connection get
// 503 Unavailable with Retry-After, the next ones succeed, and every
// acknowledged inquiry is delivered exactly once.
import { Client } from 'pg';
import { startServer, type StartedServer } from '../support/server';
import { until } from '../support/wait';
import { createPgDatabase, createSmtp, describePostgres, fastOutbox, query, type TestSmtp } from '../server/helpers';
import { deliveries, load, record, sendInquiry, sendRequest, sleep, statusCounts, stayedUp, summarise } from './support';

describePostgres('PostgreSQL connections terminated under load', () => {
  let smtp: TestSmtp;
  let pg: { url: string; drop(): Promise<void> };
  let server: StartedServer;
  let killer: Client;

  beforeAll(async () => {
    smtp = await createSmtp();
    pg = await createPgDatabase();
    server = await startServer({
      ...fastOutbox,
      DATABASE_URL: pg.url,
      SMTP_URL: smtp.url,
      INQUIRY_TO: 'leads@example.net',
      INQUIRY_RATE_PER_MIN: '1000000',
      AUTH_RATE_PER_MIN: '1000000',
      PG_POOL_MAX: '8',
    });
    // Connected to the test's own database: the terminating query below spares only itself.
    killer = new Client({ connectionString: pg.url });
    await killer.connect();
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await killer?.end();
    await pg?.drop();
    await smtp?.stop();
  });

  test('process alive, 503s during, then 202s; every acknowledged inquiry delivered exactly once', async () => {
    const database = new URL(pg.url).pathname.slice(1);
    // Only this test's database, and nothing is filtered after terminating.
    const terminate = async () =>
      (await killer.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database])).rowCount ?? 0;

    const marker = `pgkill-${Date.now()}`;
    // Inquiries at a pace the SMTP sink can take afterwards (it greets each
    // connection after 100 ms), and captchas flat out: each is a database
    // write, so statements are in flight whenever a backend is terminated.
    const traffic = load((n) => sendInquiry(server.url, marker, n), 3, { pauseMs: 120 });
    const captchas = load((n) => sendRequest(`${server.url}/api/auth/GenerateCaptcha`, n), 4);
    await sleep(500);
    let rounds = 0;
    let terminated = 0;
    const started = Date.now();
    // Terminate every 250 ms for 4 s, and on (at most 15 s in all) until a request has met a dead connection.
    const anyUnavailable = () => [...traffic.answers, ...captchas.answers].some((a) => a.status === 503);
    while (Date.now() - started < 4_000 || (!anyUnavailable() && Date.now() - started < 15_000)) {
      terminated += await terminate();
      rounds += 1;
      await sleep(250);
    }
    const lastKill = Date.now();
    await sleep(1_500);
    await Promise.all([traffic.stop(), captchas.stop()]);

    const up = await stayedUp(server);
    expect(up).toBe(true);
    expect(server.logs()).not.toMatch(/Emitted 'error' event|Unhandled 'error' event/);

    const answers = traffic.answers;
    // Every request either succeeded or was told to come back (503); never a 500.
    expect(Object.keys(statusCounts(answers)).filter((s) => s !== '503')).toEqual(['202']);
    expect(Object.keys(statusCounts(captchas.answers)).filter((s) => s !== '503')).toEqual(['200']);
    const unavailable = answers.filter((a) => a.status === 503);
    const allUnavailable = [...unavailable, ...captchas.answers.filter((a) => a.status === 503)];
    for (const a of allUnavailable) expect({ error: a.error, retryAfter: a.retryAfter }).toEqual({ error: 'Unavailable', retryAfter: '5' });
    // The log names the real cause.
    expect(server.logs()).toMatch(/"msg":"storage unavailable"/);
    expect(server.logs()).toMatch(/57P01|terminating connection due to administrator command|Connection terminated/);
    // Once the database answers again, so does the server: every request sent
    // after it is back succeeds (one sent during the fault may be answered
    // later on a busy machine, with the 503 it earned then).
    const after = [...answers, ...captchas.answers].filter((a) => a.sent > lastKill + 500);
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((a) => a.status !== 202 && a.status !== 200)).toEqual([]);
    expect((await sendInquiry(server.url, marker, 100_000)).status).toBe(202);

    const acked = answers.filter((a) => a.status === 202);
    const ids = acked.map((a) => a.id!);
    await until(
      'every acknowledged inquiry to be marked sent',
      async () => {
        const rows = await query<{ status: string }>('postgres', pg.url, 'select status from outbox where inquiry_id = any($1)', [ids]);
        return rows.length === ids.length && rows.every((r) => r.status === 'sent');
      },
      60_000,
      250,
    );
    // Stopped, it cannot send again: the counts are final.
    await server.stop();
    const delivered = deliveries(smtp, acked.map((a) => a.tag));
    const s = summarise(delivered);
    // A 503 whose commit had already happened (the answer lost with the connection) is delivered too: never acknowledged, still not lost.
    const unacked = summarise(deliveries(smtp, unavailable.map((a) => a.tag)));
    record({
      fault: 'PostgreSQL connections terminated under load',
      sent: answers.length + captchas.answers.length,
      acknowledged: acked.length,
      fiveXX: allUnavailable.length,
      delivered: s.delivered,
      duplicates: s.duplicates,
      stayedUp: up,
      notes:
        `${answers.length} inquiries (${acked.length} acknowledged, ${unavailable.length} 503) and ${captchas.answers.length} captcha writes ` +
        `(${captchas.answers.length - (allUnavailable.length - unavailable.length)} answered, ${allUnavailable.length - unavailable.length} 503); ` +
        `${rounds} rounds of pg_terminate_backend ended ${terminated} backends; every 5xx was 503 Unavailable with Retry-After: 5; ` +
        `${unacked.delivered} of the 503 inquiries had been committed before the connection died and were delivered (not acknowledged, not lost)`,
    });
    expect(allUnavailable.length).toBeGreaterThan(0);
    expect(s.missing).toEqual([]);
    expect(s.duplicates).toBe(0);
  });
});
