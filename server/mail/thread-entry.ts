// The outbox worker in its own thread: its own database connection, transport
// and logger, so building and delivering mail never holds up the HTTP event loop.
import { parentPort, workerData } from 'node:worker_threads';
import pino from 'pino';
import { openStorage } from '../db/index';
import { createTransport } from './transport';
import { OutboxWorker } from './worker';
import type { ThreadConfig } from './thread';
import { inquiryCommitter, type PendingInquiry } from './inquiry-store';

const cfg = workerData as ThreadConfig;
const log = pino({ level: cfg.logLevel }).child({ component: 'outbox', thread: true });
const storage = await openStorage(cfg);
const transport = createTransport({ smtpUrl: cfg.smtpUrl, dataDir: cfg.dataDir, timeoutMs: cfg.outbox.sendTimeoutMs });
const worker = new OutboxWorker({
  db: storage.db,
  dialect: storage.dialect,
  transport,
  log,
  pollMs: cfg.outbox.pollMs,
  leaseMs: cfg.outbox.leaseMs,
  retryBaseMs: cfg.outbox.retryBaseMs,
  retryMaxMs: cfg.outbox.retryMaxMs,
  sendTimeoutMs: cfg.outbox.sendTimeoutMs,
});

// On SQLite the inquiries are committed here too, so the fsync of each group
// commit blocks this thread, not the HTTP event loop.
const store = inquiryCommitter(storage.db, storage.dialect, cfg.mailDomain, () => worker.wake());

parentPort!.on('message', async (msg: { type: string; seq?: number; item?: PendingInquiry }) => {
  if (msg.type === 'wake') worker.wake();
  else if (msg.type === 'store') {
    store(msg.item!).then(
      () => parentPort!.postMessage({ type: 'stored', seq: msg.seq }),
      (err: unknown) => parentPort!.postMessage({ type: 'stored', seq: msg.seq, error: err instanceof Error ? err.message : String(err) }),
    );
  }
  else if (msg.type === 'stop') {
    await worker.stop();
    transport.close();
    await storage.close();
    parentPort!.postMessage({ type: 'stopped' });
    parentPort!.close();
  }
});
worker.start();
parentPort!.postMessage({ type: 'ready' });
