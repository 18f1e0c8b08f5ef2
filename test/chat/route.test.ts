// POST /api/chat/ask through app.inject: answers from the answer finder,
// the greeting on the server, the 400-character limit and the per-address
// rate limit (server/routes/chat.ts).
import { build, type TestApp } from '../support/app';

const LIMIT = 8;
let app: TestApp;

beforeAll(async () => {
  app = await build({ CHAT_RATE_PER_MIN: String(LIMIT) });
});

interface Res {
  status: number;
  headers: Record<string, unknown>;
  body: any;
}

/** POST /api/chat/ask, from 127.0.0.1 unless another address is given. */
async function ask(body: unknown, opts: { remoteAddress?: string; headers?: Record<string, string> } = {}): Promise<Res> {
  const r = await app.inject({
    method: 'POST',
    url: '/api/chat/ask',
    remoteAddress: opts.remoteAddress ?? '127.0.0.1',
    headers: { 'content-type': 'application/json', ...opts.headers },
    payload: JSON.stringify(body),
  });
  return { status: r.statusCode, headers: r.headers, body: r.body ? r.json() : undefined };
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

  // Another address has its own quota.
  const other = await ask({ question: 'hello' }, { remoteAddress: '127.0.0.2' });
  expect(other.status).toBe(200);
  expect(other.body.answer).toBe('Hello! How can I assist you today?');
});
