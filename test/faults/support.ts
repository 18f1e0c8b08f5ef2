// Shared by the fault suite (npm run test:faults): load generators that
// record every answer, per-fault figures (requests sent, acknowledged, 5xx,
// delivered, duplicates, whether the process stayed up) written to
// .test-results/faults.jsonl and printed by global-teardown.mjs, and
// delivery counting against the SMTP sink. Loopback only.
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, type StartedServer } from '../support/server';
import { inquiry, type TestSmtp } from '../server/helpers';

export const FIGURES_FILE = join(repoRoot, '.test-results', 'faults.jsonl');

export interface Answer {
  n: number;
  /** The text the inquiry carries, unique per request: "[marker-n]". */
  tag: string;
  status: number | 'error';
  id?: string;
  retryAfter?: string | null;
  error?: string;
  /** When the request was sent, and when its answer came (ms). */
  sent: number;
  at: number;
}

export interface Figures {
  fault: string;
  sent: number;
  acknowledged: number;
  fiveXX: number;
  /** Acknowledged inquiries whose mail arrived (at least once). */
  delivered: number;
  duplicates: number;
  stayedUp: boolean | 'killed on purpose, restarted';
  notes?: string;
}

export function record(f: Figures): void {
  mkdirSync(join(repoRoot, '.test-results'), { recursive: true });
  appendFileSync(FIGURES_FILE, `${JSON.stringify(f)}\n`);
  console.log(`fault figures: ${JSON.stringify(f)}`);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const tagOf = (marker: string, n: number) => `[${marker}-${n}]`;

/** One inquiry POST, its answer recorded whatever happens (a refused connection is 'error'). */
export async function sendInquiry(url: string, marker: string, n: number, opts: { message?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const tag = tagOf(marker, n);
  const body = inquiry({ message: `${opts.message ?? 'Please call me back.'} ${tag}` });
  const sent = Date.now();
  try {
    const r = await fetch(`${url}/api/Email/SendEmail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(opts.headers ?? {}) },
      body: JSON.stringify(body),
    });
    const text = await r.text();
    let parsed: { id?: string; error?: string } = {};
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { n, tag, status: r.status, id: r.status === 202 ? parsed.id : undefined, retryAfter: r.headers.get('retry-after'), error: parsed.error, sent, at: Date.now() };
  } catch (e) {
    return { n, tag, status: 'error', error: (e as Error).message, sent, at: Date.now() };
  }
}

/** Any request the load sends; its answer is recorded like an inquiry's (tag empty). */
export async function sendRequest(url: string, n: number, init?: RequestInit): Promise<Answer> {
  const sent = Date.now();
  try {
    const r = await fetch(url, init);
    const text = await r.text();
    let error: string | undefined;
    try {
      error = JSON.parse(text).error;
    } catch {
      /* not JSON */
    }
    return { n, tag: '', status: r.status, retryAfter: r.headers.get('retry-after'), error, sent, at: Date.now() };
  } catch (e) {
    return { n, tag: '', status: 'error', error: (e as Error).message, sent, at: Date.now() };
  }
}

/** `concurrency` clients sending requests back to back (with pauseMs between) until stop() says so, or `max` were sent. */
export function load(send: (n: number) => Promise<Answer>, concurrency: number, opts: { max?: number; pauseMs?: number; onAnswer?: (a: Answer, all: Answer[]) => void } = {}) {
  const answers: Answer[] = [];
  let next = 0;
  let stopped = false;
  const client = async () => {
    while (!stopped && (opts.max === undefined || next < opts.max)) {
      const a = await send(next++);
      answers.push(a);
      opts.onAnswer?.(a, answers);
      if (opts.pauseMs) await sleep(opts.pauseMs);
    }
  };
  const done = Promise.all(Array.from({ length: concurrency }, client));
  return {
    answers,
    /** Requests started so far (answered or not). */
    started: () => next,
    async stop() {
      stopped = true;
      await done;
    },
    done,
  };
}

/** How many times the mail of each tag reached the sink. */
export function deliveries(smtp: TestSmtp, tags: string[]): Map<string, number> {
  const counts = new Map(tags.map((t) => [t, 0]));
  for (const m of smtp.mails) {
    for (const t of tags) if (m.text.includes(t)) counts.set(t, counts.get(t)! + 1);
  }
  return counts;
}

export function summarise(counts: Map<string, number>) {
  const values = [...counts.values()];
  return {
    delivered: values.filter((n) => n > 0).length,
    missing: [...counts].filter(([, n]) => n === 0).map(([t]) => t),
    duplicates: values.reduce((sum, n) => sum + Math.max(0, n - 1), 0),
  };
}

/** Still running: no exit seen, and /healthz answers. */
export async function stayedUp(server: StartedServer): Promise<boolean> {
  let why: string;
  if (server.child.exitCode !== null || server.child.signalCode !== null) {
    why = `it exited (code ${server.child.exitCode}, signal ${server.child.signalCode})`;
  } else {
    try {
      const res = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(10_000) });
      if (res.status === 200) return true;
      why = `/healthz answered ${res.status}`;
    } catch (err) {
      why = `/healthz failed: ${String((err as Error).cause ?? err)}`;
    }
  }
  // A fault run is not repeated at will: say why, with the end of the server's log.
  console.error(`server did not stay up: ${why}; the last lines of its log:\n${server.logs().split('\n').slice(-60).join('\n')}`);
  return false;
}

export function statusCounts(answers: Answer[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const a of answers) out[String(a.status)] = (out[String(a.status)] ?? 0) + 1;
  return out;
}
