// Shared pieces for the server suites: a real SMTP server (smtp-server), a
// throwaway PostgreSQL database per file, the user:add script, direct database
// reads, and small HTTP helpers.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { Client } from 'pg';
import Database from 'better-sqlite3';
import { freePort, repoRoot } from '../support/server';
import { until } from '../support/wait';

// ---------- SMTP ----------

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  headers: Record<string, string>;
  text: string;
  html: string;
}

function decodeQuotedPrintable(s: string): string {
  const bytes = s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return headers;
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const enc = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (enc === 'quoted-printable') return decodeQuotedPrintable(body);
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** Enough MIME to read nodemailer's multipart/alternative messages. */
export function parseMail(raw: string): Pick<ReceivedMail, 'headers' | 'text' | 'html'> {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  let text = '';
  let html = '';
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const part of parts) {
    const p = part.replace(/^\r?\n/, '');
    const s = p.search(/\r?\n\r?\n/);
    const ph = parseHeaders(p.slice(0, s));
    const pb = decodeBody(ph, p.slice(s).replace(/^\r?\n\r?\n/, '').replace(/\r?\n$/, ''));
    if ((ph['content-type'] ?? '').startsWith('text/plain')) text = pb;
    if ((ph['content-type'] ?? '').startsWith('text/html')) html = pb;
  }
  return { headers, text, html };
}

export interface TestSmtp {
  port: number;
  url: string;
  mails: ReceivedMail[];
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Delay the greeting of each new connection (a slow server). */
  greetDelayMs: number;
  /** Connections opened so far (a client has started a send). */
  connections: number;
  /** Refuse a message (after reading it) with this reply code and text; undefined accepts it. */
  refuse?: (mail: ReceivedMail) => { code: number; message: string } | undefined;
  /** Messages refused so far, with the code they got. */
  refused: (ReceivedMail & { code: number })[];
  waitFor(pred: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
}

export async function createSmtp(): Promise<TestSmtp> {
  const port = await freePort();
  let server: SMTPServer | undefined;
  const t: TestSmtp = {
    port,
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    mails: [],
    greetDelayMs: 0,
    connections: 0,
    refused: [],
    async start() {
      server = new SMTPServer({
        disabledCommands: ['STARTTLS'],
        authOptional: true,
        logger: false,
        onConnect(_session, cb) {
          t.connections += 1;
          if (t.greetDelayMs) setTimeout(() => cb(), t.greetDelayMs);
          else cb();
        },
        onData(stream, session, cb) {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            const mail: ReceivedMail = {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              raw,
              ...parseMail(raw),
            };
            const refusal = t.refuse?.(mail);
            if (refusal) {
              t.refused.push({ ...mail, code: refusal.code });
              cb(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
              return;
            }
            t.mails.push(mail);
            cb();
          });
        },
      });
      await new Promise<void>((res, rej) => {
        server!.once('error', rej);
        server!.listen(port, '127.0.0.1', () => res());
      });
    },
    async stop() {
      if (!server) return;
      const s = server;
      server = undefined;
      await new Promise<void>((res) => s.close(() => res()));
    },
    waitFor(pred, timeoutMs = 15_000) {
      return until(`a matching mail (have ${t.mails.length})`, () => t.mails.find(pred), timeoutMs);
    },
  };
  await t.start();
  return t;
}

// ---------- PostgreSQL ----------

export const PG_ADMIN_URL = process.env.TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** Synchronous, so a suite can decide at definition time whether to run. */
function answers(url: string, defaultPort: number): boolean {
  const u = new URL(url);
  const probe = `require('net').connect(${Number(u.port || defaultPort)}, ${JSON.stringify(u.hostname)}).on('connect', () => process.exit(0)).on('error', () => process.exit(1))`;
  return spawnSync(process.execPath, ['-e', probe], { timeout: 5_000 }).status === 0;
}

export function postgresAnswers(): boolean {
  return answers(PG_ADMIN_URL, 5432);
}

/** Under CI a missing service is a failure, never a skip (CI=false or 0 means a laptop). */
export const inCI = !!process.env.CI && !/^(false|0)$/i.test(process.env.CI);

export const REDIS_TEST_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** Like describePostgres, for suites that need Redis. */
export function describeRedis(name: string, fn: () => void): void {
  if (answers(REDIS_TEST_URL, 6379) || inCI) {
    describe(name, fn);
  } else {
    console.warn(`SKIPPED "${name}": no Redis answers at ${REDIS_TEST_URL} (set CI=true to make this a failure)`);
    describe.skip(name, fn);
  }
}

/**
 * `describe` when PostgreSQL answers; when it does not, skip loudly — except
 * under CI=true, where the suite runs (and fails) instead of skipping.
 */
export function describePostgres(name: string, fn: () => void): void {
  if (postgresAnswers() || inCI) {
    describe(name, fn);
  } else {
    console.warn(`SKIPPED "${name}": no PostgreSQL answers at ${PG_ADMIN_URL} (set CI=true to make this a failure)`);
    describe.skip(name, fn);
  }
}

export async function createPgDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bfsi_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(PG_ADMIN_URL);
  u.pathname = `/${name}`;
  return {
    url: u.href,
    async drop() {
      const c = new Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

// ---------- Direct reads (to check what was stored) ----------

export type Backend = 'sqlite' | 'postgres';

export async function query<T = Record<string, unknown>>(backend: Backend, target: string, sql: string, params: unknown[] = []): Promise<T[]> {
  if (backend === 'sqlite') {
    const db = new Database(join(target, 'bfsi.sqlite'), { readonly: true, fileMustExist: true });
    try {
      return db.prepare(sql.replace(/\$\d+/g, '?')).all(...params) as T[];
    } finally {
      db.close();
    }
  }
  const c = new Client({ connectionString: target });
  await c.connect();
  try {
    return (await c.query(sql, params)).rows as T[];
  } finally {
    await c.end();
  }
}

/** A write straight to the database (to move time: expire a captcha, end a lock). */
export async function execSql(backend: Backend, target: string, sql: string, params: unknown[] = []): Promise<void> {
  if (backend === 'sqlite') {
    const db = new Database(join(target, 'bfsi.sqlite'), { fileMustExist: true });
    try {
      db.pragma('busy_timeout = 5000');
      db.prepare(sql.replace(/\$\d+/g, '?')).run(...params);
    } finally {
      db.close();
    }
    return;
  }
  const c = new Client({ connectionString: target });
  await c.connect();
  try {
    await c.query(sql, params);
  } finally {
    await c.end();
  }
}

// ---------- user:add ----------

export function runUserAdd(args: string[], password: string, env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((res, rej) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/scripts/user-add.ts', ...args], {
      cwd: repoRoot,
      env: { ...(process.env as Record<string, string>), ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.on('error', rej);
    child.on('exit', (code) => res({ code, out }));
    child.stdin.end(`${password}\n`);
  });
}

// ---------- HTTP ----------


export interface Res {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

export async function http(
  url: string,
  opts: { method?: string; json?: unknown; body?: string; headers?: Record<string, string> } = {},
): Promise<Res> {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  let body: string | undefined = opts.body;
  if (opts.json !== undefined) {
    body = JSON.stringify(opts.json);
    headers['content-type'] ??= 'application/json';
  }
  const r = await fetch(url, { method: opts.method ?? (body !== undefined ? 'POST' : 'GET'), headers, body, redirect: 'manual' });
  const text = await r.text();
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: r.status, headers: r.headers, body: parsed, text };
}

/** Set-Cookie lines of a response, by cookie name. */
export function cookies(res: Res): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of res.headers.getSetCookie()) {
    const name = line.slice(0, line.indexOf('='));
    out[name] = line;
  }
  return out;
}

export function cookieValue(line: string | undefined): string {
  if (!line) return '';
  return line.slice(line.indexOf('=') + 1).split(';')[0];
}

let ipCounter = 1;
/** A fresh client address (sent as X-Forwarded-For to a server that trusts 127.0.0.1). */
export function freshIp(): string {
  ipCounter += 1;
  return `198.51.100.${ipCounter % 250}`;
}

export const FIXED_CODE = 'TEST42';

export const fastOutbox = {
  OUTBOX_RETRY_BASE_MS: '200',
  OUTBOX_RETRY_MAX_MS: '800',
  OUTBOX_POLL_MS: '200',
  SMTP_TIMEOUT_MS: '2000',
  OUTBOX_LEASE_MS: '3000',
};

export function inquiry(overrides: Partial<{ name: string; email: string; subject: string; message: string; emailTo: unknown }> = {}) {
  const f = { name: 'Ada Lovelace', email: 'ada@example.org', subject: '', message: 'Please call me about LoanXPress.', ...overrides };
  return {
    templateCode: 20090,
    subjectcriteria: [''],
    criteria: [f.name, f.email, f.subject, f.message],
    emailTo: 'emailTo' in overrides ? overrides.emailTo : 'info@example.com',
  };
}

/**
 * GET with node:http: no automatic decompression, and no Cache-Control: no-cache
 * (fetch adds that to any request carrying If-None-Match, which defeats 304s).
 */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { get } = require('node:http') as typeof import('node:http');
  return new Promise((res, rej) => {
    get(url, { headers }, (r) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => res({ status: r.statusCode ?? 0, headers: r.headers, body: Buffer.concat(chunks) }));
    }).on('error', rej);
  });
}
