// POST /api/chat/ask on the real server (child process, 127.0.0.1): answers
// from the answer finder, the greeting on the server, the 400-character limit
// and the per-address rate limit (server/routes/chat.ts).
import http from 'node:http';
import { startServer, type StartedServer } from '../support/server';

const LIMIT = 8;
let server: StartedServer;

beforeAll(async () => {
  server = await startServer({ CHAT_RATE_PER_MIN: String(LIMIT) });
}, 90_000);

afterAll(async () => {
  await server?.stop();
});

interface Res {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: any;
}

/** POST /api/chat/ask, optionally from another loopback address (127.0.0.x). */
function ask(body: unknown, opts: { localAddress?: string; headers?: Record<string, string> } = {}): Promise<Res> {
  const u = new URL('/api/chat/ask', server.url);
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname,
        method: 'POST',
        localAddress: opts.localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), ...opts.headers },
      },
      (res) => {
        let raw = '';
        res.on('data', (c) => (raw += c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: raw ? JSON.parse(raw) : undefined }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

// Requests below are counted: the rate-limit test at the end relies on the
// earlier ones having used part of the address's quota (LIMIT per minute).
let used = 0;
const counted = async (body: unknown) => {
  used++;
  return ask(body);
};

test('greets on the server ("heyyy"), so any client gets the greeting', async () => {
  const r = await counted({ question: 'heyyy' });
  expect(r.status).toBe(200);
  expect(r.body).toMatchObject({ answer: 'Hello! How can I assist you today?', score: 1 });
  expect(r.headers['cache-control']).toBe('no-store');
});

test('answers from the site with a source and suggestions', async () => {
  const r = await counted({ question: 'What is LoanXPress?' });
  expect(r.status).toBe(200);
  expect(r.body.answer).toMatch(/pre-underwriting/);
  expect(r.body.score).toBeGreaterThan(0.005);
  expect(r.body.source).toEqual({ title: expect.any(String), url: '/Loanexpress' });
  expect(r.body.suggestions.length).toBeGreaterThan(0);
  expect(r.body.suggestions.length).toBeLessThanOrEqual(3);
  expect(r.body.suggestions).not.toContain('What is LoanXPress?');
});

test('the server indexed the site content (site/content/knowledge.ts), not only the FAQ', async () => {
  const r = await counted({ question: 'how many document types are in a single mortgage application?' });
  expect(r.status).toBe(200);
  expect(r.body.answer).toContain('30-40');
  expect(r.body.source.url).toMatch(/^\//);
});

test('off-topic → the fallback text', async () => {
  const r = await counted({ question: 'Who painted the Mona Lisa?' });
  expect(r.status).toBe(200);
  expect(r.body.answer).toBe("Sorry, I couldn't find an answer.");
  expect(r.body.score).toBeLessThanOrEqual(0.005);
});

test('400 characters are accepted, 401 are QuestionTooLong', async () => {
  const ok = await counted({ question: `what is loanxpress ${'x'.repeat(400 - 19)}` });
  expect(ok.status).toBe(200);
  expect(typeof ok.body.answer).toBe('string');

  const long = await counted({ question: 'a'.repeat(401) });
  expect(long.status).toBe(400);
  expect(long.body).toMatchObject({ error: 'QuestionTooLong', message: expect.any(String) });
});

test('a missing or non-string question is a 400', async () => {
  const r = await counted({});
  expect(r.status).toBe(400);
  expect(r.body).toHaveProperty('error');
});

test('rate limited per address: 429 after the limit, other addresses unaffected, X-Forwarded-For ignored', async () => {
  const statuses: number[] = [];
  for (let i = used; i < LIMIT + 2; i++) statuses.push((await ask({ question: 'hello' })).status);
  const first429 = statuses.indexOf(429);
  expect(first429).toBeGreaterThanOrEqual(0);
  expect(statuses.slice(0, first429).every((s) => s === 200)).toBe(true);
  expect(statuses.slice(first429).every((s) => s === 429)).toBe(true);
  expect(used + first429).toBeLessThanOrEqual(LIMIT);

  const limited = await ask({ question: 'hello' });
  expect(limited.status).toBe(429);
  expect(limited.body).toMatchObject({ error: 'TooManyRequests', message: expect.any(String) });

  // A spoofed X-Forwarded-For does not buy a new quota (no TRUST_PROXY).
  expect((await ask({ question: 'hello' }, { headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(429);

  // Another address (127.0.0.2 is loopback on Linux) has its own quota.
  const other = await ask({ question: 'hello' }, { localAddress: '127.0.0.2' });
  expect(other.status).toBe(200);
  expect(other.body.answer).toBe('Hello! How can I assist you today?');
});
