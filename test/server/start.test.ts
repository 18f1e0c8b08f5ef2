// The real process as `npm start` runs it: one banner once it listens, and
// logs readable on a terminal (LOG_FORMAT=pretty) or JSON lines otherwise.
// A child process's stdout is a pipe, not a terminal, so JSON is its default.
import { join } from 'node:path';
import { startServer } from '../support/server';
import { until } from '../support/wait';
import { FIXED_CODE, http, inquiry } from './helpers';

jest.setTimeout(60_000);

test('not a terminal: every line is JSON; one "listening" entry with URL, storage and mail, and a warning for the fixed captcha', async () => {
  const server = await startServer({ CAPTCHA_FIXED_CODE: FIXED_CODE });
  try {
    await http(`${server.url}/healthz`, { headers: { 'x-request-id': 'start-json-1' } });
    const entries = () =>
      server
        .logs()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l));
    await until('the request to be logged', () => entries().some((e) => e.reqId === 'start-json-1' && e.msg === 'request completed'));
    const listening = entries().filter((e) => /^listening at /.test(e.msg));
    expect(listening).toHaveLength(1);
    expect(listening[0]).toMatchObject({
      level: 30,
      url: `${server.url}/`,
      storage: { kind: 'sqlite', file: join(server.dataDir, 'bfsi.sqlite') },
      mail: { kind: 'file', folder: join(server.dataDir, 'outbox') },
    });
    // Fastify's own "Server listening at" lines (one per interface) are not repeated beside it.
    expect(entries().filter((e) => /Server listening/.test(e.msg))).toEqual([]);
    expect(entries().filter((e) => e.level === 40 && /CAPTCHA_FIXED_CODE is set/.test(e.msg))).toHaveLength(1);
  } finally {
    await server.stop();
  }
});

test('LOG_FORMAT=pretty: one readable banner, then one readable line per request, no JSON', async () => {
  const server = await startServer({ LOG_FORMAT: 'pretty', CAPTCHA_FIXED_CODE: FIXED_CODE, OUTBOX_POLL_MS: '200' });
  try {
    await http(`${server.url}/healthz`);
    await http(`${server.url}/api/nope`);
    expect((await http(`${server.url}/api/Email/SendEmail`, { json: inquiry() })).status).toBe(202);
    await until('both requests to be logged', () => /GET \/api\/nope 404 \d+ ms/.test(server.logs()));
    // The outbox thread logs in the same format.
    await until('the outbox thread to log the written mail', () => /INFO: \[outbox\] mail written to the outbox folder/.test(server.logs()));
    const out = server.logs();
    expect(out.match(/BFSI web is running at/g)).toHaveLength(1);
    expect(out).toContain(`BFSI web is running at ${server.url}/`);
    expect(out).toContain(`SQLite, ${join(server.dataDir, 'bfsi.sqlite')}`);
    expect(out).toContain(`.eml files to ${join(server.dataDir, 'outbox')}`);
    expect(out).toMatch(/!!! WARNING: CAPTCHA_FIXED_CODE is set/);
    expect(out).toMatch(/INFO: GET \/healthz 200 \d+ ms/);
    expect(out).not.toMatch(/Server listening/);
    expect(out.split('\n').filter((l) => l.trimStart().startsWith('{'))).toEqual([]);
  } finally {
    await server.stop();
  }
});
