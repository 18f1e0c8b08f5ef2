// The lead ledger: every event of a lead (received, mailed, webhook delivered
// or failed; the lead desk adds viewed, exported, retried) in one hash chain.
// Each entry's hash covers the previous entry's hash and its own fields, so
// editing, removing or reordering any stored entry breaks the chain from
// there on (verifyLedger names the first broken entry).
//
// Two steps, so recording an event never waits for the chain:
// 1. recordLeadEvents writes the event in the caller's transaction (with the
//    lead, the delivery it reports) to lead_events_pending: no lock is taken,
//    so concurrent inquiries commit side by side as before.
// 2. sealLedger moves pending events into lead_events, chained, many at a
//    time. It first updates the one-row head (lead_ledger_head), which takes
//    the row lock on PostgreSQL and the write lock on SQLite before the head
//    is read: sealers (several instances, the outbox thread, a script) queue
//    one behind the other and the chain cannot fork. seq is the primary key
//    besides, so a second entry for one position can never be stored.
import { createHash, randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, LeadEventsPendingTable, LeadEventsTable } from '../db/schema';
import { GENESIS_HASH } from '../db/migrations/0005-leads';

export { GENESIS_HASH };

/** What the pipeline records; the lead desk adds 'viewed', 'exported', 'retried'. */
export type LeadEventType =
  | 'received'
  | 'mailed'
  | 'mail-failed'
  | 'webhook-delivered'
  | 'webhook-failed'
  | 'viewed'
  | 'exported'
  | 'retried';

export interface NewLeadEvent {
  leadId: string;
  type: LeadEventType;
  detail?: Record<string, unknown>;
  /** A staff user id for staff actions; unset for the system. */
  actor?: string | null;
  /** Epoch ms; default now. */
  at?: number;
}

type Executor = Kysely<Database> | Transaction<Database>;

/** The hash of one entry: SHA-256 over the previous hash and the entry's stored fields, in a fixed order. */
export function entryHash(e: Omit<LeadEventsTable, 'hash'>): string {
  return createHash('sha256')
    .update(JSON.stringify([e.prev_hash, Number(e.seq), e.lead_id, e.type, e.detail, e.actor ?? null, Number(e.at)]))
    .digest('hex');
}

/** Pending rows for events (inserted by the caller, e.g. within one statement with the lead). */
export function pendingRows(events: NewLeadEvent[]): LeadEventsPendingTable[] {
  const now = Date.now();
  return events.map((e) => ({
    id: randomUUID(),
    lead_id: e.leadId,
    type: e.type,
    detail: JSON.stringify(e.detail ?? {}),
    actor: e.actor ?? null,
    at: e.at ?? now,
  }));
}

/** Records events in the caller's transaction; the sealer chains them soon after. Takes no lock. */
export async function recordLeadEvents(db: Executor, events: NewLeadEvent[]): Promise<void> {
  if (events.length === 0) return;
  const rows = pendingRows(events);
  for (let i = 0; i < rows.length; i += 500) await db.insertInto('lead_events_pending').values(rows.slice(i, i + 500)).execute();
}

/**
 * Records one event and chains it before returning. The lead desk calls it
 * for viewed, exported and retried.
 */
export async function appendLeadEvent(db: Kysely<Database>, event: NewLeadEvent): Promise<void> {
  await recordLeadEvents(db, [event]);
  await sealLedger(db);
}

/** One sealing transaction: up to max pending events chained, in the order they happened. */
async function sealBatch(db: Kysely<Database>, max: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // The lock first: a no-op write on the head row, before anything is read.
    await trx.updateTable('lead_ledger_head').set({ seq: sql<number>`seq` }).where('id', '=', 1).execute();
    const pending = await trx.selectFrom('lead_events_pending').selectAll().orderBy('at').orderBy('id').limit(max).execute();
    if (pending.length === 0) return 0;
    const head = await trx.selectFrom('lead_ledger_head').select(['seq', 'hash']).where('id', '=', 1).executeTakeFirstOrThrow();
    let seq = Number(head.seq);
    let prev = head.hash;
    const rows: LeadEventsTable[] = pending.map((p) => {
      seq += 1;
      const row = { seq, lead_id: p.lead_id, type: p.type, detail: p.detail, actor: p.actor, at: Number(p.at), prev_hash: prev };
      prev = entryHash(row);
      return { ...row, hash: prev };
    });
    // Slices: SQLite allows 32,766 bound values per statement.
    for (let i = 0; i < rows.length; i += 500) await trx.insertInto('lead_events').values(rows.slice(i, i + 500)).execute();
    await trx.deleteFrom('lead_events_pending').where('id', 'in', pending.map((p) => p.id)).execute();
    await trx.updateTable('lead_ledger_head').set({ seq, hash: prev }).where('id', '=', 1).execute();
    return pending.length;
  });
}

/** Chains every pending event; returns how many. Safe to run anywhere, any number at once. */
export async function sealLedger(db: Kysely<Database>, max = 1000): Promise<number> {
  let total = 0;
  for (;;) {
    // Nothing pending: no transaction, no lock (a lock is a write on SQLite).
    const any = await db.selectFrom('lead_events_pending').select('id').limit(1).executeTakeFirst();
    if (!any) return total;
    const n = await sealBatch(db, max);
    total += n;
    if (n < max) return total;
  }
}

/** Seals in the background: soon after wake(), and every pollMs. */
export class LedgerSealer {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs: number,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  wake(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(20);
  }

  private schedule(ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.pass(), ms);
    this.timer.unref();
  }

  private async pass(): Promise<void> {
    if (this.stopped || this.running) return;
    this.running = sealLedger(this.db)
      .then(() => undefined)
      .catch((err) => this.log.warn({ err }, 'lead ledger: sealing failed; pending events are kept and sealed at the next pass'))
      .finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        const again = this.again;
        this.again = false;
        this.schedule(again ? 20 : this.pollMs);
      });
    await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}

export type LedgerCheck =
  | { ok: true; entries: number; head: string; pending: number }
  | { ok: false; entries: number; seq: number; reason: string; pending: number };

/** Walks the whole chain in order; the first entry that does not follow from the one before it is named. */
export async function verifyLedger(db: Executor, pageSize = 1000): Promise<LedgerCheck> {
  const waiting = await db.selectFrom('lead_events_pending').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const pending = Number(waiting?.n ?? 0);
  let expectSeq = 1;
  let prev = GENESIS_HASH;
  for (;;) {
    const page = await db.selectFrom('lead_events').selectAll().where('seq', '>=', expectSeq).orderBy('seq').limit(pageSize).execute();
    for (const row of page) {
      const seq = Number(row.seq);
      const broken = (reason: string): LedgerCheck => ({ ok: false, entries: expectSeq - 1, seq, reason, pending });
      if (seq !== expectSeq) return { ok: false, entries: expectSeq - 1, seq: expectSeq, reason: `entry ${expectSeq} is missing (next stored is ${seq})`, pending };
      if (row.prev_hash !== prev) return broken(`entry ${seq} does not follow entry ${seq - 1} (its prev_hash differs)`);
      if (entryHash(row) !== row.hash) return broken(`entry ${seq} was changed after it was written (its hash does not match its content)`);
      prev = row.hash;
      expectSeq++;
    }
    if (page.length < pageSize) break;
  }
  const head = await db.selectFrom('lead_ledger_head').select(['seq', 'hash']).where('id', '=', 1).executeTakeFirst();
  const entries = expectSeq - 1;
  if (!head || Number(head.seq) !== entries || head.hash !== prev) {
    return { ok: false, entries, seq: entries + 1, reason: `the head names entry ${head ? Number(head.seq) : '(none)'}; entries after ${entries} are missing`, pending };
  }
  return { ok: true, entries, head: prev, pending };
}

/** A lead's chained events in order, with their chain fields (for the evidence export). */
export async function leadEvents(db: Executor, leadId: string) {
  const rows = await db.selectFrom('lead_events').selectAll().where('lead_id', '=', leadId).orderBy('seq').execute();
  return rows.map((r) => ({
    seq: Number(r.seq),
    type: r.type,
    at: new Date(Number(r.at)).toISOString(),
    actor: r.actor,
    detail: JSON.parse(r.detail) as Record<string, unknown>,
    prevHash: r.prev_hash,
    hash: r.hash,
  }));
}
