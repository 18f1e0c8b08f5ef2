// The lead ledger: every event of a lead (received, mailed, webhook delivered
// or failed; the lead desk adds viewed, exported, retried) appended to one
// hash chain. Each entry's hash covers the previous entry's hash and its own
// fields, so editing, removing or reordering any stored entry breaks the chain
// from there on (verifyLedger names the first broken entry).
//
// No fork under concurrent appends: every append first updates the one-row
// head (lead_ledger_head), which takes the row lock on PostgreSQL and the
// write lock on SQLite before the head is read, so appends queue one behind
// the other; seq is the primary key besides, so a second entry for one
// position can never be stored.
import { createHash } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, LeadEventsTable } from '../db/schema';
import { GENESIS_HASH } from '../db/migrations/0005-leads';

export { GENESIS_HASH };

/** What the pipeline records; the lead desk may add its own types ('viewed', 'exported', 'retried'). */
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

/**
 * Appends events in the caller's transaction (so they commit with what they
 * record). The head stays locked until that transaction ends: append last.
 */
export async function appendLeadEvents(trx: Transaction<Database>, events: NewLeadEvent[]): Promise<void> {
  if (events.length === 0) return;
  // The lock first: a no-op write on the head row, before the head is read.
  await trx.updateTable('lead_ledger_head').set({ seq: sql<number>`seq` }).where('id', '=', 1).execute();
  const head = await trx.selectFrom('lead_ledger_head').select(['seq', 'hash']).where('id', '=', 1).executeTakeFirstOrThrow();
  let seq = Number(head.seq);
  let prev = head.hash;
  const now = Date.now();
  const rows: LeadEventsTable[] = events.map((e) => {
    seq += 1;
    const row = {
      seq,
      lead_id: e.leadId,
      type: e.type,
      detail: JSON.stringify(e.detail ?? {}),
      actor: e.actor ?? null,
      at: e.at ?? now,
      prev_hash: prev,
    };
    prev = entryHash(row);
    return { ...row, hash: prev };
  });
  // Large batches in slices: SQLite allows 32,766 bound values per statement.
  for (let i = 0; i < rows.length; i += 500) await trx.insertInto('lead_events').values(rows.slice(i, i + 500)).execute();
  await trx.updateTable('lead_ledger_head').set({ seq, hash: prev }).where('id', '=', 1).execute();
}

/**
 * Appends one event in a transaction of its own. The lead desk calls it for
 * viewed, exported and retried.
 */
export async function appendLeadEvent(db: Executor, event: NewLeadEvent): Promise<void> {
  if (db.isTransaction) return appendLeadEvents(db as Transaction<Database>, [event]);
  await (db as Kysely<Database>).transaction().execute((trx) => appendLeadEvents(trx, [event]));
}

export type LedgerCheck =
  | { ok: true; entries: number; head: string }
  | { ok: false; entries: number; seq: number; reason: string };

/** Walks the whole chain in order; the first entry that does not follow from the one before it is named. */
export async function verifyLedger(db: Executor, pageSize = 1000): Promise<LedgerCheck> {
  let expectSeq = 1;
  let prev = GENESIS_HASH;
  for (;;) {
    const page = await db.selectFrom('lead_events').selectAll().where('seq', '>=', expectSeq).orderBy('seq').limit(pageSize).execute();
    for (const row of page) {
      const seq = Number(row.seq);
      const broken = (reason: string): LedgerCheck => ({ ok: false, entries: expectSeq - 1, seq, reason });
      if (seq !== expectSeq) return { ok: false, entries: expectSeq - 1, seq: expectSeq, reason: `entry ${expectSeq} is missing (next stored is ${seq})` };
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
    return { ok: false, entries, seq: entries + 1, reason: `the head names entry ${head ? Number(head.seq) : '(none)'}; entries after ${entries} are missing` };
  }
  return { ok: true, entries, head: prev };
}

/** A lead's events in order, with their chain fields (for the evidence export). */
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
