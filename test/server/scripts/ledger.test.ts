// npm run ledger:verify and npm run lead:evidence, spawned as an operator runs
// them, against a real server process (outbox thread on, as in production)
// whose lead went to a webhook receiver on 127.0.0.1.
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { repoRoot, startServer, type StartedServer } from '../../support/server';
import { until } from '../../support/wait';
import { execSql, fastOutbox, http, inquiry, query } from '../helpers';

jest.setTimeout(60_000);

function run(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((res, rej) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: repoRoot, env: { ...(process.env as Record<string, string>), ...env } });
    let out = '';
    let err = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (err += c));
    child.on('error', rej);
    child.on('exit', (code) => res({ code, out, err }));
  });
}

let server: StartedServer;
let receiver: Server;
const bodies: string[] = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      bodies.push(raw);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const { port } = receiver.address() as AddressInfo;
  server = await startServer({ ...fastOutbox, WEBHOOK_URLS: `http://127.0.0.1:${port}/leads`, WEBHOOK_SECRET: 'script-test-secret-0123456789' });
});

afterAll(async () => {
  await server?.stop();
  await new Promise<void>((r) => receiver.close(() => r()));
});

test('ledger:verify says intact, lead:evidence prints the lead with its events; after an edit, verify exits 1 naming the entry', async () => {
  const r = await http(`${server.url}/api/Email/SendEmail`, {
    json: { ...inquiry({ message: 'script test' }), variant: 'home', interests: [], consent: { noticeVersion: '2026-11-23', optIn: false } },
  });
  expect(r.status).toBe(202);
  const id = r.body.id as string;
  await until('the webhook delivery', () => bodies.length === 1);
  const env = { DATA_DIR: server.dataDir };
  await until('mailed and webhook-delivered in the ledger', async () => {
    const rows = await query<{ type: string }>('sqlite', server.dataDir, 'select type from lead_events where lead_id = $1', [id]);
    return rows.length === 3 && rows;
  });

  const ok = await run('server/scripts/ledger-verify.ts', [], env);
  expect(ok).toMatchObject({ code: 0, out: expect.stringMatching(/^ledger intact: 3 entries, head [0-9a-f]{64}\n$/) });

  const ev = await run('server/scripts/lead-evidence.ts', [id], env);
  expect(ev.code).toBe(0);
  const doc = JSON.parse(ev.out);
  expect(doc.lead).toMatchObject({ id, variant: 'home', consent: { noticeVersion: '2026-11-23', optIn: false } });
  expect(doc.events.map((e: { type: string }) => e.type).sort()).toEqual(['mailed', 'received', 'webhook-delivered']);
  expect(doc.ledger).toMatchObject({ ok: true, entries: 3 });
  expect(JSON.parse(bodies[0]).id).toBe(id);

  await execSql('sqlite', server.dataDir, `update lead_events set detail = '{"to":"someone-else@example.net"}' where seq = 2`);
  const broken = await run('server/scripts/ledger-verify.ts', [], env);
  expect(broken.code).toBe(1);
  expect(broken.err).toMatch(/^ledger BROKEN at entry 2: entry 2 was changed after it was written/);

  expect((await run('server/scripts/lead-evidence.ts', ['no-such-lead'], env)).code).toBe(1);
});
