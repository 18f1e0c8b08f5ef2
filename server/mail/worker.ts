// Delivers the outbox: polls (and is woken after each new row), claims due rows
// with a lease, sends, then marks them sent; a failure is classified and
// decided in delivery-policy.ts (retry with backoff, or failed after
// permanent refusals). Rows survive restarts and crashes because they live in
// the database; a restarted instance takes back its dead process's leases at
// once. Recording an outcome survives a brief database outage: it is retried
// while the lease lasts, so a delivered mail is not sent again.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Dialect } from '../db/index';
import { unavailableCause } from '../db/unavailable';
import { hasEnded } from '../lib/instance';
import {
  claimDue,
  giveBack,
  leaseProcesses,
  markFailed,
  markSent,
  releaseLeases,
  renewLease,
  scheduleRetry,
  type LeaseHolder,
  type OutboxKind,
  type OutboxRow,
} from './outbox';
import { classifyFailure, decide, type Failure, type RetryPolicy } from './delivery-policy';
import type { MailTransport } from './transport';
import type { WebhookTransport } from '../leads/webhooks';

/** What became of a row this pass, told to onOutcomes after it was recorded. */
export interface Outcome {
  row: OutboxRow;
  outcome: 'sent' | 'retry' | 'failed';
  reason?: string;
}

export interface WorkerOptions {
  db: Db;
  dialect: Dialect;
  transport: MailTransport | WebhookTransport;
  /** Which outbox rows this worker delivers (default 'mail'); each kind has its own worker. */
  kind?: OutboxKind;
  /** Attempts of any kind before a row is marked failed; unset: transient failures retry for ever. */
  maxAttempts?: number;
  /** Told after outcomes are recorded (the lead ledger and delivery log); its failure is logged, never undoes a delivery. */
  onOutcomes?: (outcomes: Outcome[]) => Promise<void>;
  log: FastifyBaseLogger;
  pollMs: number;
  leaseMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** Permanent refusals before a row is marked failed. */
  maxRefusals: number;
  /** INSTANCE_ID, and this process as "pid:boot id" (lib/instance.ts). */
  instance: string;
  process: string;
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
/** How often a running worker looks for leases its instance's ended processes left behind. */
const RECLAIM_EVERY_MS = 10_000;

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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class OutboxWorker implements Deliverer {
  readonly owner = randomUUID();
  private readonly holder: LeaseHolder;
  private readonly policy: RetryPolicy;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private wakePending = false;
  private lastReclaim = 0;

  constructor(private readonly o: WorkerOptions) {
    this.holder = { owner: this.owner, instance: o.instance, process: o.process };
    this.policy = { retryBaseMs: o.retryBaseMs, retryMaxMs: o.retryMaxMs, maxRefusals: o.maxRefusals, maxAttempts: o.maxAttempts };
  }

  start(): void {
    this.stopped = false;
    this.lastReclaim = 0;
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
      .catch((err) => {
        const cause = unavailableCause(err);
        if (cause) this.o.log.warn({ cause }, 'outbox pass stopped: the database is unavailable; trying again at the next poll');
        else this.o.log.error({ err }, 'outbox pass failed');
      })
      .finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        const again = this.again;
        this.again = false;
        this.schedule(again ? WAKE_DELAY_MS : this.o.pollMs);
      });
    await this.running;
  }

  /** Leases held by this instance's ended processes (a crash, a SIGKILL) are taken back now, not when they run out. */
  private async reclaim(): Promise<void> {
    if (Date.now() - this.lastReclaim < RECLAIM_EVERY_MS) return;
    this.lastReclaim = Date.now();
    const { db, instance, log } = this.o;
    const ended = (await leaseProcesses(db, instance)).filter((p) => hasEnded(p, this.o.process));
    const count = await releaseLeases(db, instance, ended);
    if (count) log.info({ count, processes: ended }, 'took back mail leased by an ended process of this instance');
  }

  /** Runs a write, trying again while the database is briefly unavailable and the lease still holds. */
  private async persist(what: string, write: () => Promise<void>, until: number): Promise<void> {
    for (let delay = 100; ; delay = Math.min(delay * 2, 2_000)) {
      try {
        await write();
        return;
      } catch (err) {
        const cause = unavailableCause(err);
        if (!cause || Date.now() + delay > until) throw err;
        this.o.log.warn({ cause }, `${what}: the database is unavailable; trying again`);
        await sleep(delay);
      }
    }
  }

  private async recordSent(rows: OutboxRow[], leaseUntil: number): Promise<void> {
    const ids = rows.map((r) => r.id);
    try {
      await this.persist('recording a delivery', () => markSent(this.o.db, ids, this.owner), leaseUntil);
    } catch (err) {
      this.o.log.error({ err, outboxIds: ids }, `${this.noun} was delivered but could not be recorded; it will be sent again when its lease ends`);
      throw err;
    }
    await this.tell(rows.map((row) => ({ row, outcome: 'sent' as const })));
  }

  private get noun(): string {
    return this.o.kind === 'webhook' ? 'webhook' : 'mail';
  }

  private async tell(outcomes: Outcome[]): Promise<void> {
    if (!this.o.onOutcomes || outcomes.length === 0) return;
    try {
      await this.o.onOutcomes(outcomes);
    } catch (err) {
      this.o.log.error({ err, outboxIds: outcomes.map((o) => o.row.id) }, `${this.noun} outcomes recorded, but the lead ledger could not be told`);
    }
  }

  private async recordFailures(failures: { row: OutboxRow; failure: Failure }[], leaseUntil: number): Promise<void> {
    const { db, log } = this.o;
    const now = Date.now();
    const giveUp = new Map<string, string[]>();
    const retry = new Map<string, { ids: string[]; at: number; refused: boolean; reason: string; attempts: number }>();
    const outcomes: Outcome[] = [];
    for (const { row, failure } of failures) {
      const d = decide(row, failure, this.policy, now);
      outcomes.push({ row, outcome: d.action === 'fail' ? 'failed' : 'retry', reason: d.reason });
      if (d.action === 'fail') {
        giveUp.set(d.reason, [...(giveUp.get(d.reason) ?? []), row.id]);
        log.warn({ outboxId: row.id, attempts: row.attempts, refusals: row.refusals + 1, reason: d.reason }, `${this.noun} given up; marked failed`);
        continue;
      }
      // Rows that failed alike share one update and the earliest retry time.
      const key = `${d.refused}|${d.reason}`;
      const g = retry.get(key);
      if (g) {
        g.ids.push(row.id);
        g.at = Math.min(g.at, d.at);
        g.attempts = Math.min(g.attempts, row.attempts);
      } else retry.set(key, { ids: [row.id], at: d.at, refused: d.refused, reason: d.reason, attempts: row.attempts });
    }
    for (const [reason, ids] of giveUp) {
      await this.persist('recording a failure', () => markFailed(db, ids, this.owner, reason), leaseUntil);
    }
    for (const g of retry.values()) {
      log.warn({ count: g.ids.length, attempts: g.attempts, retryInMs: g.at - now, refused: g.refused, err: g.reason }, `${this.noun} delivery failed; will retry`);
      await this.persist('scheduling a retry', () => scheduleRetry(db, g.ids, this.owner, g.reason, g.at, g.refused), leaseUntil);
    }
    await this.tell(outcomes);
  }

  private async drain(): Promise<void> {
    const { db, dialect, transport, log, leaseMs } = this.o;
    // Files are written under the row's id, so re-writing one is harmless: the
    // file transport writes a claimed batch in parallel (their fsyncs share
    // journal commits) and marks it sent at once. Over SMTP each row is marked
    // right after the server accepts it, so a crash can repeat at most one
    // message; a connection-level failure gives the rest of the batch back.
    for (;;) {
      if (this.stopped) return;
      await this.reclaim();
      const rows = await claimDue(db, dialect, this.holder, leaseMs, this.o.batch ?? 50, this.o.kind ?? 'mail');
      if (rows.length === 0) return;
      let leaseUntil = Date.now() + leaseMs;
      const lost = new Set<string>();
      const failures: { row: OutboxRow; failure: Failure }[] = [];

      if (transport.kind === 'file') {
        const mails = rows.map(mailOf);
        const results = transport.sendMany
          ? await transport.sendMany(mails)
          : await Promise.all(mails.map((m) => transport.send(m).then(() => null, (e: unknown) => (e instanceof Error ? e : new Error(String(e))))));
        const sent = rows.filter((_, i) => results[i] === null);
        results.forEach((r, i) => r && failures.push({ row: rows[i], failure: classifyFailure(r) }));
        await this.recordSent(sent, leaseUntil);
        if (sent.length) log.info({ count: sent.length, transport: 'file' }, 'mail written to the outbox folder');
      } else {
        for (let i = 0; i < rows.length; i++) {
          const row = rows[i];
          if (this.stopped) {
            // Give the rest back at once instead of letting their leases run out.
            await giveBack(db, rows.slice(i).map((r) => r.id), this.owner);
            break;
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
            await transport.send(mailOf(row));
          } catch (err) {
            const failure = classifyFailure(err);
            failures.push({ row, failure });
            if (failure.kind === 'unreachable') {
              // The server is out of reach: the other rows would fail the same way.
              const notTried: Failure = { kind: 'unreachable', reason: `not tried: ${failure.reason}` };
              for (const rest of rows.slice(i + 1)) if (!lost.has(rest.id)) failures.push({ row: rest, failure: notTried });
              break;
            }
            continue;
          }
          await this.recordSent([row], leaseUntil);
          log.info({ outboxId: row.id, attempts: row.attempts, transport: transport.kind }, `${this.noun} delivered`);
        }
      }

      if (failures.length) {
        await this.recordFailures(failures, leaseUntil);
        // Do not spin on rows that just failed; the next pass comes with the poll.
        if (failures.length === rows.length) return;
      }
      if (this.stopped) return;
    }
  }

  /** Finish the send in progress (if any), then stop. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}
