// Redis stops while the server runs (a Redis this test starts on its own
// port, and stops, and nothing else): sign-in and inquiry limits keep
// holding, counted per instance, /readyz says "degraded" (200) with Redis
// failing; when Redis is back, /readyz is "ready" and counting goes back to Redis.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort, startServer, type StartedServer } from '../support/server';
import { until } from '../support/wait';
import { createSmtp, fastOutbox, http, inCI, type TestSmtp } from '../server/helpers';
import { deliveries, record, sendInquiry, stayedUp, summarise, type Answer } from './support';

const haveRedis = spawnSync('redis-server', ['--version']).status === 0;
const describeRedisServer = haveRedis || inCI ? describe : describe.skip;
if (!haveRedis && !inCI) console.warn('SKIPPED "Redis stopped": no redis-server on PATH (set CI=true to make this a failure)');

/** A redis-server of this test's own, on its own port, with nothing saved to disk. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const probe = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, disconnectTimeout: 100 });
  probe.on('error', () => undefined);
  await until('our redis-server to answer', async () => {
    try {
      await probe.connect();
      return (await probe.ping()) === 'PONG';
    } catch {
      probe.disconnect();
      return false;
    }
  }, 10_000, 50);
  probe.disconnect();
  return child;
}

async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(child.pid!, 'SIGTERM');
  await exited;
}

describeRedisServer('Redis stopped', () => {
  let port: number;
  let redis: ChildProcess;
  let server: StartedServer;
  let smtp: TestSmtp;
  let reader: Redis;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    smtp = await createSmtp();
    server = await startServer({
      ...fastOutbox,
      REDIS_URL: `redis://127.0.0.1:${port}`,
      TRUST_PROXY: '127.0.0.1',
      AUTH_RATE_PER_MIN: '5',
      INQUIRY_RATE_PER_MIN: '3',
      SMTP_URL: smtp.url,
      INQUIRY_TO: 'leads@example.net',
    });
    reader = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, disconnectTimeout: 100 });
    reader.on('error', () => undefined);
  }, 60_000);

  afterAll(async () => {
    reader?.disconnect();
    await server?.stop();
    if (redis) await stopRedis(redis);
    await smtp?.stop();
  });

  const ready = () => http(`${server.url}/readyz`);
  const signIn = (ip: string) =>
    http(`${server.url}/api/auth/authenticate`, {
      json: { userName: 'someone', password: 'wrong', captchaId: 'none', captchaCode: 'none' },
      headers: { 'x-forwarded-for': ip },
    });
  const signIns = async (ip: string, n: number) => {
    const out: number[] = [];
    for (let i = 0; i < n; i++) out.push((await signIn(ip)).status);
    return out;
  };
  /** Rate-limit keys Redis holds for this address (the store's namespace, then route, then address). */
  const keysFor = async (ip: string) => {
    if (reader.status !== 'ready') await reader.connect();
    return (await reader.keys('bfsi-rl:*')).filter((k) => k.endsWith(ip));
  };

  test('limits hold without Redis, /readyz degraded; both back to normal when it returns', async () => {
    // Redis up: ready, and sign-ins are counted in Redis.
    expect((await ready()).body).toMatchObject({ status: 'ready', parts: { redis: { status: 'ok', critical: false } } });
    expect(await signIns('198.51.100.61', 7)).toEqual([400, 400, 400, 400, 400, 429, 429]);
    expect(await keysFor('198.51.100.61')).toHaveLength(1);

    await stopRedis(redis);
    const degraded = await until('/readyz to say degraded', async () => {
      const r = await ready();
      return r.body?.status === 'degraded' && r;
    }, 10_000, 100);
    expect(degraded.status).toBe(200);
    expect(degraded.body.parts).toMatchObject({ database: { status: 'ok' }, redis: { status: 'failing', critical: false, reason: expect.any(String) } });

    // Redis down: sign-in still limited (never switched off), inquiries too.
    const during: number[] = await signIns('198.51.100.62', 7);
    expect(during).toEqual([400, 400, 400, 400, 400, 429, 429]);
    const marker = `redis-down-${Date.now()}`;
    const inquiries: Answer[] = [];
    for (let n = 0; n < 5; n++) inquiries.push(await sendInquiry(server.url, marker, n, { headers: { 'x-forwarded-for': '198.51.100.63' } }));
    expect(inquiries.map((a) => a.status)).toEqual([202, 202, 202, 429, 429]);
    expect(server.logs()).toMatch(/Redis unreachable: rate limits count per instance/);

    // Redis back (same port, empty): ready again, and counting goes back to Redis.
    redis = await startRedis(port);
    await until('/readyz to say ready again', async () => (await ready()).body?.status === 'ready', 15_000, 100);
    expect(await signIns('198.51.100.64', 1)).toEqual([400]);
    expect(await keysFor('198.51.100.64')).toHaveLength(1);
    expect(server.logs()).toMatch(/Redis answers again/);

    const up = await stayedUp(server);
    expect(up).toBe(true);
    const acked = inquiries.filter((a) => a.status === 202);
    await until('the acknowledged inquiries to be delivered', () => summarise(deliveries(smtp, acked.map((a) => a.tag))).missing.length === 0, 20_000, 100);
    await server.stop();
    const s = summarise(deliveries(smtp, acked.map((a) => a.tag)));
    const fiveXX = [...during, ...inquiries.map((a) => a.status)].filter((x) => typeof x === 'number' && x >= 500).length;
    record({
      fault: 'Redis stopped',
      sent: during.length + inquiries.length,
      acknowledged: acked.length,
      fiveXX,
      delivered: s.delivered,
      duplicates: s.duplicates,
      stayedUp: up,
      notes:
        `while Redis was down: 7 sign-ins from one address → ${during.filter((x) => x === 400).length} checked, ${during.filter((x) => x === 429).length} refused 429 (limit 5); ` +
        `5 inquiries → ${acked.length} accepted, ${inquiries.filter((a) => a.status === 429).length} refused 429 (limit 3); /readyz 200 degraded; after restart /readyz ready and counts in Redis again`,
    });
    expect(fiveXX).toBe(0);
    expect(s.missing).toEqual([]);
    expect(s.duplicates).toBe(0);
  });
});
