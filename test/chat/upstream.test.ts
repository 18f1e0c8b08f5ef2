// The optional hosted QA model: only when configured, asked with SPEC §7's
// inputs and the bearer token, preferred only when its score is higher. A fake
// model runs on 127.0.0.1; nothing else touches the network.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createAnswerer, GREETING, NOT_FOUND, type FaqEntry, type WebsiteItem } from '../../server/chat/index';
import { loadConfig } from '../../server/config';
import { build } from '../support/app';
import { faq as faqContent } from '../../content/faq';

const content: WebsiteItem[] = JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures/website-content.json'), 'utf8'));
const faq: FaqEntry[] = faqContent;
const TOKEN = 'test-token-do-not-leak';

interface Seen {
  method?: string;
  auth?: string;
  type?: string;
  body: any;
}

let server: http.Server;
let url: string;
let seen: Seen[] = [];
let reply: (body: any) => { status: number; json?: unknown; delayMs?: number } = () => ({ status: 200, json: { answer: 'remote', score: 0.99 } });

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : undefined;
      seen.push({ method: req.method, auth: req.headers.authorization, type: req.headers['content-type'], body });
      const r = reply(body);
      setTimeout(() => {
        res.writeHead(r.status, { 'content-type': 'application/json' });
        res.end(r.json === undefined ? '' : JSON.stringify(r.json));
      }, r.delayMs ?? 0);
    });
  });
  await new Promise<void>((res) => server.listen(0, '127.0.0.1', res));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/models/qa`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((res) => server.close(res));
});

beforeEach(() => {
  seen = [];
});

const make = (timeoutMs?: number) => createAnswerer({ content, faq, upstream: { url, token: TOKEN, timeoutMs } });

test('asks the model with {inputs: {question, context}} and the bearer token', async () => {
  reply = () => ({ status: 200, json: { answer: 'about $550 per loan', score: 0.97 } });
  const a = await make();
  const r = await a.ask('how much does a lender save per loan?');
  expect(seen).toHaveLength(1);
  expect(seen[0].method).toBe('POST');
  expect(seen[0].auth).toBe(`Bearer ${TOKEN}`);
  expect(seen[0].type).toMatch(/application\/json/);
  expect(seen[0].body.inputs.question).toBe('how much does a lender save per loan?');
  expect(typeof seen[0].body.inputs.context).toBe('string');
  expect(seen[0].body.inputs.context).toMatch(/550/);
  expect(r.answer).toBe('about $550 per loan');
  expect(r.score).toBe(0.97);
  expect(r.source?.url).toMatch(/^\//);
  expect(JSON.stringify(r)).not.toContain(TOKEN);
});

test('the local answer wins when the model scores lower', async () => {
  const local = await (await createAnswerer({ content, faq, upstream: null })).ask('What is LoanXPress?');
  reply = () => ({ status: 200, json: { answer: 'remote guess', score: 0.1 } });
  const r = await (await make()).ask('What is LoanXPress?');
  expect(seen).toHaveLength(1);
  expect(r).toEqual(local);
});

test('the model may answer what the local finder could not (with context from the nearest passages)', async () => {
  reply = () => ({ status: 200, json: { answer: 'cycle times fall', score: 0.6 } });
  const r = await (await make()).ask('what about the cycle of the moon');
  const local = await (await createAnswerer({ content, faq, upstream: null })).ask('what about the cycle of the moon');
  expect(local.answer).toBe(NOT_FOUND);
  expect(seen).toHaveLength(1);
  expect(r.answer).toBe('cycle times fall');
});

test('a model score at or below 0.005 is ignored', async () => {
  reply = () => ({ status: 200, json: { answer: 'noise', score: 0.005 } });
  const r = await (await make()).ask('what about the cycle of the moon');
  expect(r.answer).toBe(NOT_FOUND);
});

test.each([
  ['HTTP 500', () => ({ status: 500, json: { error: 'boom' } })],
  ['401', () => ({ status: 401, json: { error: 'bad token' } })],
  ['no answer field', () => ({ status: 200, json: { score: 0.9 } })],
  ['empty answer', () => ({ status: 200, json: { answer: '  ', score: 0.9 } })],
  ['non-numeric score', () => ({ status: 200, json: { answer: 'x', score: 'high' } })],
  ['not JSON', () => ({ status: 200 })],
])('falls back to the local answer on %s', async (_name, r) => {
  reply = r as typeof reply;
  const local = await (await createAnswerer({ content, faq, upstream: null })).ask('What is LoanXPress?');
  expect(await (await make()).ask('What is LoanXPress?')).toEqual(local);
});

test('falls back to the local answer when the model is too slow', async () => {
  reply = () => ({ status: 200, json: { answer: 'late', score: 0.99 }, delayMs: 500 });
  const a = await make(100);
  // A greeting never reaches the model, but reads the English word list once: that is not what is timed here (it
  // took 700 ms once on a loaded CI machine).
  await a.ask('hi');
  expect(seen).toHaveLength(0);
  const t = Date.now();
  const r = await a.ask('What is LoanXPress?');
  expect(r.answer).not.toBe('late');
  expect(Date.now() - t).toBeLessThan(450);
});

test('an array response (hosted-inference style) is accepted', async () => {
  reply = () => ({ status: 200, json: [{ answer: 'from array', score: 0.99 }] });
  expect((await (await make()).ask('how much does a lender save per loan?')).answer).toBe('from array');
});

test('greetings and empty questions never reach the model', async () => {
  const a = await make();
  expect((await a.ask('heyyy')).answer).toBe(GREETING);
  expect((await a.ask('  ')).answer).toBe(NOT_FOUND);
  expect(seen).toHaveLength(0);
});

describe('configuration', () => {
  test('config.qaModel comes from QA_MODEL_URL and QA_MODEL_TOKEN only when both are set; half of it stops the boot', () => {
    expect(loadConfig({ QA_MODEL_URL: url, QA_MODEL_TOKEN: TOKEN }).qaModel).toEqual({ url, token: TOKEN });
    expect(() => loadConfig({ QA_MODEL_URL: url })).toThrow(/QA_MODEL_URL and QA_MODEL_TOKEN/);
    expect(() => loadConfig({ QA_MODEL_TOKEN: TOKEN })).toThrow(/QA_MODEL_URL and QA_MODEL_TOKEN/);
    expect(() => loadConfig({ QA_MODEL_URL: ' ', QA_MODEL_TOKEN: TOKEN })).toThrow(/QA_MODEL_URL and QA_MODEL_TOKEN/);
    expect(() => loadConfig({ QA_MODEL_URL: 'file:///etc/passwd', QA_MODEL_TOKEN: TOKEN })).toThrow(/QA_MODEL_URL/);
    expect(loadConfig({}).qaModel).toBeUndefined();
  });

  // Building the whole app (the site's index and the English word list) takes seconds on a busy two-core machine.
  test('the server asks the model configured by QA_MODEL_URL and QA_MODEL_TOKEN', async () => {
    reply = () => ({ status: 200, json: { answer: 'env model', score: 0.99 } });
    const app = await build({ QA_MODEL_URL: url, QA_MODEL_TOKEN: TOKEN });
    const r = await app.inject({ method: 'POST', url: '/api/chat/ask', payload: { question: 'how much does a lender save per loan?' } });
    expect(r.statusCode).toBe(200);
    expect(r.json().answer).toBe('env model');
    expect(seen[0].auth).toBe(`Bearer ${TOKEN}`);
    expect(r.body).not.toContain(TOKEN);
  }, 30_000);

  test('createAnswerer() never reads the environment: without an upstream it is fully local, no network at all', async () => {
    const saved = { u: process.env.QA_MODEL_URL, t: process.env.QA_MODEL_TOKEN };
    // Set on purpose: only config.ts may turn these into a model, and here nothing passes one.
    process.env.QA_MODEL_URL = url;
    process.env.QA_MODEL_TOKEN = TOKEN;
    const spy = jest.spyOn(globalThis, 'fetch');
    try {
      const a = await createAnswerer({ content, faq });
      for (const q of ['What is LoanXPress?', 'how many pages in a loan file', 'tell me a joke']) await a.ask(q);
      expect(spy).not.toHaveBeenCalled();
      expect(seen).toHaveLength(0);
    } finally {
      spy.mockRestore();
      if (saved.u === undefined) delete process.env.QA_MODEL_URL;
      else process.env.QA_MODEL_URL = saved.u;
      if (saved.t === undefined) delete process.env.QA_MODEL_TOKEN;
      else process.env.QA_MODEL_TOKEN = saved.t;
    }
  });
});
