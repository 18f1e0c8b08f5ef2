// Content embeddings, precomputed at build time (server/scripts/chat-embeddings.ts)
// and stored in one JSON file keyed by a hash of the texts and the model. At
// start the file is used when its key matches; a missing, unreadable or stale
// file is recomputed (and rewritten when the directory is writable), never a crash.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { embed, MODEL_ID } from './embedder';

/** Where the build writes the content's embeddings (relative to the working directory). */
export const DEFAULT_VECTORS_FILE = path.resolve('dist', 'chat', 'embeddings.json');

interface VectorsFile {
  key: string;
  dim: number;
  /** base64 of the little-endian float32 rows, one after the other. */
  data: string;
}

export function vectorsKey(texts: string[]): string {
  const h = crypto.createHash('sha256').update(MODEL_ID);
  for (const t of texts) h.update('\u0000').update(t);
  return h.digest('hex');
}

function read(file: string, key: string, count: number): Float32Array[] | null {
  try {
    const f = JSON.parse(fs.readFileSync(file, 'utf8')) as VectorsFile;
    if (f.key !== key || !(f.dim > 0)) return null;
    const buf = Buffer.from(f.data, 'base64');
    if (buf.length !== count * f.dim * 4) return null;
    const all = new Float32Array(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.length));
    return Array.from({ length: count }, (_, i) => all.subarray(i * f.dim, (i + 1) * f.dim));
  } catch {
    return null;
  }
}

export function write(file: string, key: string, vectors: Float32Array[]): void {
  const dim = vectors[0]?.length ?? 0;
  const all = new Float32Array(vectors.length * dim);
  vectors.forEach((v, i) => all.set(v, i * dim));
  const body: VectorsFile = { key, dim, data: Buffer.from(all.buffer).toString('base64') };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Written aside and renamed: a reader never sees half a file.
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(body));
  fs.renameSync(tmp, file);
}

const computing = new Map<string, Promise<Float32Array[]>>();

/** The texts' embeddings: from the file when it matches, else computed (and saved, best effort); computed once per process. */
export async function loadVectors(texts: string[], file: string | null = DEFAULT_VECTORS_FILE): Promise<{ vectors: Float32Array[]; from: 'file' | 'computed' }> {
  const key = vectorsKey(texts);
  const cached = file ? read(file, key, texts.length) : null;
  if (cached) return { vectors: cached, from: 'file' };
  let pending = computing.get(key);
  if (!pending) {
    pending = embed(texts);
    computing.set(key, pending);
    pending.catch(() => computing.delete(key));
  }
  const vectors = await pending;
  if (file) {
    try {
      write(file, key, vectors);
    } catch {
      // A read-only checkout still answers; it recomputes at the next start.
    }
  }
  return { vectors, from: 'computed' };
}
