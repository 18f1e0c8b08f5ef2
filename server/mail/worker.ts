// Delivers the outbox: polls (and is woken after each new row), claims due rows
// with a lease, sends, then marks them sent, or schedules a retry with
// exponential backoff and jitter. Retries go on until the SMTP server accepts;
// rows survive restarts and crashes because they live in the database.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Dialect } from '../db/index';
import { claimDue, markFailed, markSent, renewLease, type OutboxRow } from './outbox';
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
  /** The longest one send may take (SMTP timeouts); leases are renewed to cover the next send. */
  sendTimeoutMs?: number;
  batch?: number;
}

/** What the app needs from mail delivery, wherever it runs (this thread or the outbox thread). */
export interface Deliverer {
  start(): void | Promise<void>;
  wake(): void;
  stop(): Promise<void>;
}

const WAKE_DELAY_MS = 50;

export function backoffMs(attempt: number, baseMs: number, maxMs: number): number {
  const exp = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  // ±20 % jitter so many instances do not retry in lockstep.
  return Math.round(exp * (0.8 + Math.random() * 0.4));
}

/** An outbox row as the transports take it. */
function mailOf(row: OutboxRow) {
  return {
    id: row.id,
    messageId: row.message_id,
    from: row.from_addr,
    to: row.to_addr,
    replyTo: row.reply_to ?? undefined,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
  };
}

export class OutboxWorker implements Deliverer {
  readonly owner = randomUUID();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private wakePending = false;

  constructor(private readonly o: WorkerOptions) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /**
   * Ask for a pass soon (after a new row was committed). Wake-ups within a few
   * milliseconds share one pass, so a burst of inquiries is claimed together.
   */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.wakePending) return;
    this.wakePending = true;
    this.schedule(WAKE_DELAY_MS);
  }

  private schedule(ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.wakePending = false;
      void this.pass();
    }, ms);
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
        this.schedule(again ? WAKE_DELAY_MS : this.o.pollMs);
      });
    await this.running;
  }

  private async drain(): Promise<void> {
    const { db, dialect, transport, log, leaseMs, retryBaseMs, retryMaxMs } = this.o;
    // Files are written under the row's id, so re-writing one is harmless: the
    // file transport writes a claimed batch in parallel (their fsyncs share
    // journal commits) and marks it sent at once. Over SMTP each row is marked
    // right after the server accepts it, so a crash can repeat at most one
    // message; a connection-level failure gives the rest of the batch back.
    for (;;) {
      if (this.stopped) return;
      const rows = await claimDue(db, dialect, this.owner, leaseMs, this.o.batch ?? 50);
      if (rows.length === 0) return;
      let leaseUntil = Date.now() + leaseMs;
      const lost = new Set<string>();
      const failed: { row: OutboxRow; error: string }[] = [];
      const send = (row: OutboxRow) => transport.send(mailOf(row));
      const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

      if (transport.kind === 'file') {
        const mails = rows.map(mailOf);
        const results = transport.sendMany
          ? await transport.sendMany(mails)
          : await Promise.all(rows.map((r) => send(r).then(() => null, (e: unknown) => (e instanceof Error ? e : new Error(String(e))))));
        const sent = rows.filter((_, i) => results[i] === null);
        results.forEach((r, i) => r && failed.push({ row: rows[i], error: errorText(r) }));
        await markSent(db, sent.map((r) => r.id), this.owner);
        if (sent.length) log.info({ count: sent.length, transport: 'file' }, 'mail written to the outbox folder');
      } else {
        for (let i = 0; i < rows.length; i++) {
          const row = rows[i];
          if (this.stopped) {
            // Give the rest back at once instead of letting their leases run out.
            await markFailed(db, rows.slice(i).map((r) => r.id), this.owner, 'worker stopped', Date.now());
            return;
          }
          // Sends are sequential: before one could outlast the batch's lease, renew
          // it, and skip rows another instance took over in the meantime.
          const needed = (this.o.sendTimeoutMs ?? 0) * 1.5 + 250;
          if (lost.has(row.id)) continue;
          if (Date.now() + needed > leaseUntil) {
            const rest = rows.slice(i).map((r) => r.id);
            const renewedAt = Date.now();
            const held = await renewLease(db, rest, this.owner, leaseMs);
            leaseUntil = renewedAt + leaseMs;
            for (const id of rest) if (!held.has(id)) lost.add(id);
            if (lost.has(row.id)) continue;
          }
          try {
            await send(row);
            await markSent(db, [row.id], this.owner);
            log.info({ outboxId: row.id, attempts: row.attempts, transport: 'smtp' }, 'mail delivered');
          } catch (err) {
            const code = (err as { code?: string }).code ?? '';
            failed.push({ row, error: errorText(err) });
            if (/^(ECONNECTION|ETIMEDOUT|ESOCKET|EDNS|ECONNREFUSED|ECONNRESET)$/.test(code)) {
              // The server is unreachable: the other rows would fail the same way.
              for (const rest of rows.slice(i + 1)) failed.push({ row: rest, error: `not tried: ${errorText(err)}` });
              break;
            }
          }
        }
      }

      if (failed.length) {
        const attempts = Math.min(...failed.map((f) => f.row.attempts));
        const wait = backoffMs(attempts, retryBaseMs, retryMaxMs);
        log.warn({ count: failed.length, attempts, retryInMs: wait, err: failed[0].error }, 'mail delivery failed; will retry');
        await markFailed(db, failed.map((f) => f.row.id), this.owner, failed[0].error, Date.now() + wait);
        // Do not spin on rows that just failed; the next pass comes with the poll.
        if (failed.length === rows.length) return;
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
