// Delivers the outbox: polls (and is woken after each new row), claims due rows
// with a lease, sends, then marks them sent, or schedules a retry with
// exponential backoff and jitter. Retries go on until the SMTP server accepts;
// rows survive restarts and crashes because they live in the database.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Dialect } from '../db/index';
import { claimDue, markFailed, markSent } from './outbox';
import type { MailTransport } from './transport';

export interface WorkerOptions {
  db: Db;
  dialect: Dialect;
  transport: MailTransport;
  log: FastifyBaseLogger;
  pollMs: number;
  leaseMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  batch?: number;
}

export function backoffMs(attempt: number, baseMs: number, maxMs: number): number {
  const exp = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  // ±20 % jitter so many instances do not retry in lockstep.
  return Math.round(exp * (0.8 + Math.random() * 0.4));
}

export class OutboxWorker {
  readonly owner = randomUUID();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(private readonly o: WorkerOptions) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Ask for a pass now (after a new row was committed). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.schedule(0);
  }

  private schedule(ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.pass(), ms);
    this.timer.unref();
  }

  private async pass(): Promise<void> {
    if (this.stopped || this.running) return;
    this.running = this.drain()
      .catch((err) => this.o.log.error({ err }, 'outbox pass failed'))
      .finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        const again = this.again;
        this.again = false;
        this.schedule(again ? 0 : this.o.pollMs);
      });
    await this.running;
  }

  private async drain(): Promise<void> {
    const { db, dialect, transport, log, leaseMs, retryBaseMs, retryMaxMs } = this.o;
    for (;;) {
      if (this.stopped) return;
      const rows = await claimDue(db, dialect, this.owner, leaseMs, this.o.batch ?? 10);
      if (rows.length === 0) return;
      for (const row of rows) {
        if (this.stopped) {
          // Give the row back at once instead of letting its lease run out.
          await markFailed(db, row.id, this.owner, 'worker stopped', Date.now());
          continue;
        }
        try {
          await transport.send({
            id: row.id,
            messageId: row.message_id,
            from: row.from_addr,
            to: row.to_addr,
            replyTo: row.reply_to ?? undefined,
            subject: row.subject,
            text: row.text_body,
            html: row.html_body,
          });
          await markSent(db, row.id, this.owner);
          log.info({ outboxId: row.id, attempts: row.attempts, transport: transport.kind }, 'mail delivered');
        } catch (err) {
          const wait = backoffMs(row.attempts, retryBaseMs, retryMaxMs);
          const message = err instanceof Error ? err.message : String(err);
          log.warn({ outboxId: row.id, attempts: row.attempts, retryInMs: wait, err: message }, 'mail delivery failed; will retry');
          await markFailed(db, row.id, this.owner, message, Date.now() + wait);
        }
      }
    }
  }

  /** Finish the send in progress (if any), then stop. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}
