// The outbox worker in its own thread: its own database connection, transport
// and logger, so building and delivering mail never holds up the HTTP event loop.
import { parentPort, workerData } from 'node:worker_threads';
import { createLogger } from '../lib/logger';
import { openStorage } from '../db/index';
import { buildOutboxWorker } from './build-worker';
import type { ThreadConfig } from './thread';
import { inquiryCommitter, type PendingInquiry } from './inquiry-store';

const cfg = workerData as ThreadConfig;
const log = createLogger(cfg).child({ component: 'outbox', thread: true });
const storage = await openStorage(cfg, (err) => log.warn({ cause: err.message }, 'database connection lost; the pool opens a new one'));
const worker = buildOutboxWorker(storage, cfg, log);

// On SQLite the inquiries are committed here too, so the fsync of each group
// commit blocks this thread, not the HTTP event loop.
const store = inquiryCommitter(storage.db, storage.dialect, cfg.mailDomain, () => worker.wake());

parentPort!.on('message', async (msg: { type: string; seq?: number; item?: PendingInquiry }) => {
  if (msg.type === 'wake') worker.wake();
  else if (msg.type === 'store') {
    store(msg.item!).then(
      () => parentPort!.postMessage({ type: 'stored', seq: msg.seq }),
      (err: unknown) => {
        const code = (err as { code?: unknown } | null)?.code;
        parentPort!.postMessage({ type: 'stored', seq: msg.seq, error: err instanceof Error ? err.message : String(err), code: typeof code === 'string' ? code : undefined });
      },
    );
  }
  else if (msg.type === 'stop') {
    await worker.stop();
    await storage.close();
    parentPort!.postMessage({ type: 'stopped' });
    parentPort!.close();
  }
});
worker.start();
parentPort!.postMessage({ type: 'ready' });
