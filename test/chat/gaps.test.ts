// Chat gaps (issue 14): a question the bot could not answer and a thumbs-down
// answer are stored with personal data redacted, and listed to signed-in staff
// only (GET /api/staff/chat-gaps).
import { build, signedIn, type TestApp } from '../support/app';
import { redact } from '../../server/chat/redact';

let app: TestApp;
beforeAll(async () => {
  app = await build();
});

const post = (url: string, body: unknown) =>
  app.inject({ method: 'POST', url, remoteAddress: '127.0.0.1', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });

async function gaps(authorization?: string) {
  return app.inject({ method: 'GET', url: '/api/staff/chat-gaps', headers: authorization ? { authorization } : {} });
}

/** Gaps are stored without making the visitor wait: poll briefly. */
async function listed(authorization: string, n: number) {
  for (let i = 0; i < 50; i++) {
    const body = (await gaps(authorization)).json();
    if (body.total >= n) return body;
    await new Promise((r) => setTimeout(r, 20));
  }
  return (await gaps(authorization)).json();
}

describe('redaction', () => {
  test.each([
    ['write to jane.doe@bank.example please', 'write to [email] please'],
    ['my SSN is 123-45-6789', 'my SSN is [ssn]'],
    ['card 4111 1111 1111 1111 was declined', 'card [number] was declined'],
    ['loan number 0012345678 is stuck', 'loan number [number] is stuck'],
    ['account 12-3456-7890', 'account [number]'],
    ['call me on +1 555 010 0199', 'call me on [phone]'],
    ['or (312) 555-0199 after 5', 'or [phone] after 5'],
    ['ring 555-0199 or 555 0100', 'ring [phone] or [phone]'],
  ])('%j → %j', (input, output) => {
    expect(redact(input)).toBe(output);
  });

  test("the site's own figures are left alone", () => {
    const s = 'files of 500+ pages, 30-40 document types, up to 90 days, $3,000 per loan in 2024';
    expect(redact(s)).toBe(s);
  });
});

describe('stored gaps', () => {
  test('staff only: no token, 401', async () => {
    expect((await gaps()).statusCode).toBe(401);
  });

  test('a fallback and a thumbs-down are stored redacted; a thumbs-up is not', async () => {
    const { authorization } = await signedIn(app);
    const before = (await gaps(authorization)).json().total;
    const q = 'how do I bake sourdough bread? mail me at baker@example.org or call 312-555-0199';
    const r = await post('/api/chat/ask', { question: q, page: 'https://partner.example/bread?email=baker@example.org#x' });
    expect(r.statusCode).toBe(200);
    expect(r.json().answered).toBe(false);

    expect((await post('/api/chat/feedback', { question: 'what is loanxpress', answer: 'A tool.', vote: 'up' })).statusCode).toBe(204);
    const down = await post('/api/chat/feedback', { question: 'my loan 1234 5678 9012 is late, card 4111111111111111', answer: 'Some answer', vote: 'down' });
    expect(down.statusCode).toBe(204);

    const body = await listed(authorization, before + 2);
    expect(body.total).toBe(before + 2);
    const [newest, older] = body.data;
    expect(newest).toMatchObject({ reason: 'thumbs-down', question: 'my loan [number] is late, card [number]', answer: 'Some answer' });
    expect(older).toMatchObject({ reason: 'fallback', previous: null, answer: null, pageUrl: 'https://partner.example/bread' });
    // A ten-digit dashed run is masked as a phone or an account number: masked either way.
    expect(older.question).toMatch(/^how do I bake sourdough bread\? mail me at \[email\] or call \[(phone|number)\]$/);
    expect(JSON.stringify(body)).not.toMatch(/baker@|555-0199|4111/);
    expect(new Date(newest.createdAt).getTime()).toBeGreaterThan(0);
  });

  test('a follow-up that fell back is stored with the question before it, redacted the same way', async () => {
    const { authorization } = await signedIn(app);
    const before = (await gaps(authorization)).json().total;
    const previous = 'can you check my loan 1234 5678 9012? i am at jo@example.org';
    const r = await post('/api/chat/ask', { question: 'and will it rain tomorrow', previous });
    expect(r.json().answered).toBe(false);
    const [newest] = (await listed(authorization, before + 1)).data;
    expect(newest).toMatchObject({ reason: 'fallback', question: 'and will it rain tomorrow', previous: 'can you check my loan [number]? i am at [email]' });
  });
});
