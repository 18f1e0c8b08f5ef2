// Runs the outbox worker in a worker thread (OUTBOX_THREAD, default on) and
// offers the same start/wake/stop surface as OutboxWorker. A crashed thread is
// restarted; the rows it held come back when their leases end.
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { PendingInquiry } from './inquiry-store';
import type { Deliverer } from './worker';
import { UnavailableError } from '../db/unavailable';

export type { Deliverer } from './worker';
export type ThreadConfig = Pick<
  Config,
  'databaseUrl' | 'dataDir' | 'sqliteSynchronous' | 'sqliteMaxSizeMb' | 'pgPoolMax' | 'smtpUrl' | 'outbox' | 'logLevel' | 'logFormat' | 'instanceId'
> & {
  mailDomain: string;
  processTag: string;
};

export class ThreadedOutbox implements Deliverer {
  private worker: Worker | undefined;
  private stopping = false;
  private restartTimer: NodeJS.Timeout | undefined;
  private seq = 0;
  private waiting = new Map<number, { resolve: () => void; reject: (e: Error) => void }>();

  constructor(
    private readonly cfg: ThreadConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.stopping = false;
    await this.spawn();
  }

  private spawn(): Promise<void> {
    return new Promise((resolve, reject) => {
      const w = new Worker(new URL('./thread-boot.mjs', import.meta.url), { workerData: this.cfg });
      this.worker = w;
      let ready = false;
      w.on('message', (m: { type: string; seq?: number; error?: string; code?: string }) => {
        if (m.type === 'ready') {
          ready = true;
          resolve();
        } else if (m.type === 'stored') {
          const p = this.waiting.get(m.seq!);
          this.waiting.delete(m.seq!);
          // The code (SQLITE_FULL, a SQLSTATE) travels with the message, so the
          // error handler answers 503 for a full disk here as on the HTTP thread.
          if (m.error) p?.reject(Object.assign(new Error(m.error), m.code ? { code: m.code } : {}));
          else p?.resolve();
        }
      });
      w.on('error', (err) => {
        this.log.error({ err }, 'outbox thread failed');
        if (!ready) reject(err);
      });
      w.on('exit', (code) => {
        if (this.worker === w) this.worker = undefined;
        // Whatever the thread had not confirmed is not known to be stored: fail those requests.
        for (const p of this.waiting.values()) p.reject(new UnavailableError('outbox thread exited before confirming the commit'));
        this.waiting.clear();
        if (!this.stopping) {
          this.log.error({ code }, 'outbox thread exited; restarting in 1 s');
          this.restartTimer = setTimeout(() => void this.spawn().catch(() => undefined), 1_000);
          this.restartTimer.unref();
        }
      });
    });
  }

  wake(): void {
    this.worker?.postMessage({ type: 'wake' });
  }

  /** Commit an inquiry in the thread (SQLite: keeps the fsync off the HTTP loop). */
  store(item: PendingInquiry): Promise<void> {
    const w = this.worker;
    if (!w) return Promise.reject(new UnavailableError('outbox thread not running'));
    const seq = ++this.seq;
    return new Promise<void>((resolve, reject) => {
      this.waiting.set(seq, { resolve, reject });
      w.postMessage({ type: 'store', seq, item });
    });
  }

  get running(): boolean {
    return this.worker !== undefined;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    const w = this.worker;
    if (!w) return;
    await new Promise<void>((resolve) => {
      w.once('exit', () => resolve());
      w.on('message', (m: { type: string }) => {
        if (m.type === 'stopped') void w.terminate();
      });
      w.postMessage({ type: 'stop' });
    });
  }
}
