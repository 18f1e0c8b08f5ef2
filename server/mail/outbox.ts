// The outbox: mail rows written in the same transaction as what they report,
// claimed by workers with a lease (FOR UPDATE SKIP LOCKED on PostgreSQL;
// SQLite serialises writers, so its single UPDATE … RETURNING is the claim).
// A lease names its worker, its instance (INSTANCE_ID) and its process, so a
// restarted instance takes back what its dead process held at once; other
// instances' leases run out first. A row ends sent, or failed after
// permanent refusals (delivery-policy.ts), from where staff may retry it.
import { randomUUID } from 'node:crypto';
import { sql, type QueryCreator } from 'kysely';
import type { Db, Dialect } from '../db/index';
import type { Database, OutboxTable } from '../db/schema';
import type { DeliveryStatus } from '../../contract/api/staff';

/** Outbox rows are mail or webhook POSTs (server/leads/webhooks.ts); each kind has its own worker. */
export type OutboxKind = 'mail' | 'webhook';

export interface NewMail {
  /** Default 'mail'. A webhook row has to: the receiver's URL, text: the JSON body, html: ''. */
  kind?: OutboxKind;
  inquiryId?: string;
  /** Webhook rows: the lead they carry (inquiryId stays unset on them). */
  leadId?: string;
  to: string;
  from: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

export type OutboxRow = Omit<OutboxTable, 'attempts' | 'refusals' | 'kind'> & { attempts: number; refusals: number; kind: OutboxKind };

/** Who holds a lease: one worker (owner), in one process (pid:boot id) of one instance. */
export interface LeaseHolder {
  owner: string;
  instance: string;
  process: string;
}

const NO_LEASE = { lease_owner: null, lease_until: null, lease_instance: null, lease_process: null } as const;

export async function enqueueMail(db: Db, mail: NewMail, domain: string): Promise<string> {
  return (await enqueueMails(db, [mail], domain))[0];
}

export async function enqueueMails(db: Db, mails: NewMail[], domain: string): Promise<string[]> {
  const rows = outboxRows(mails, domain);
  await db.insertInto('outbox').values(rows).execute();
  return rows.map((r) => r.id);
}

export function outboxRows(mails: NewMail[], domain: string) {
  const now = Date.now();
  return mails.map((mail) => {
    const id = randomUUID();
    return {
      id,
      kind: mail.kind ?? 'mail',
      inquiry_id: mail.inquiryId ?? null,
      lead_id: mail.leadId ?? null,
      message_id: `<${id}@${domain}>`,
      to_addr: mail.to,
      from_addr: mail.from,
      reply_to: mail.replyTo ?? null,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      status: 'pending',
      next_attempt_at: now,
      created_at: now,
    } as const;
  });
}

/** Ids of rows of this kind due now and not leased, oldest first. */
const dueIds = (q: QueryCreator<Database>, now: number, limit: number, kind: OutboxKind) =>
  q
    .selectFrom('outbox')
    .select('id')
    .where('kind', '=', kind)
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .orderBy('next_attempt_at')
    .limit(limit);

export async function claimDue(db: Db, dialect: Dialect, holder: LeaseHolder, leaseMs: number, limit: number, kind: OutboxKind = 'mail'): Promise<OutboxRow[]> {
  const now = Date.now();
  const lease = {
    lease_owner: holder.owner,
    lease_instance: holder.instance,
    lease_process: holder.process,
    lease_until: now + leaseMs,
    attempts: sql<number>`attempts + 1`,
  };
  if (dialect === 'postgres') {
    // The locking CTE runs once: "WHERE id IN (SELECT … LIMIT n FOR UPDATE
    // SKIP LOCKED)" may be re-run by the planner and claim more than n rows.
    const rows = await db
      .with('due', (q) => dueIds(q, now, limit, kind).forUpdate().skipLocked())
      .updateTable('outbox')
      .from('due')
      .set(lease)
      .whereRef('outbox.id', '=', 'due.id')
      // Re-check inside the UPDATE: a row may have changed since the CTE's snapshot.
      .where('outbox.status', '=', 'pending')
      .returningAll('outbox')
      .execute();
    return rows as OutboxRow[];
  }
  // SQLite serialises writers: the UPDATE and its subquery see one state.
  const rows = await db.updateTable('outbox').set(lease).where('id', 'in', dueIds(db, now, limit, kind)).returningAll().execute();
  return rows as OutboxRow[];
}

export async function markSent(db: Db, ids: string[], owner: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('outbox')
    .set({ status: 'sent', sent_at: Date.now(), ...NO_LEASE, last_error: null })
    .where('id', 'in', ids)
    .where('lease_owner', '=', owner)
    .execute();
}

/** Give rows back for another try at retryAt; refused counts a permanent refusal. */
export async function scheduleRetry(db: Db, ids: string[], owner: string, error: string, retryAt: number, refused = false): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('outbox')
    .set({
      next_attempt_at: retryAt,
      ...NO_LEASE,
      last_error: error.slice(0, 1000),
      ...(refused ? { refusals: sql<number>`refusals + 1` } : {}),
    })
    .where('id', 'in', ids)
    .where('lease_owner', '=', owner)
    .execute();
}

/** Give up on rows: status failed, the reason kept for the staff desk (which may retry them). */
export async function markFailed(db: Db, ids: string[], owner: string, reason: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('outbox')
    .set({ status: 'failed', ...NO_LEASE, last_error: reason.slice(0, 1000), refusals: sql<number>`refusals + 1` })
    .where('id', 'in', ids)
    .where('lease_owner', '=', owner)
    .execute();
}

/** Rows this worker claimed but will not try now (it is stopping): due again at once, the claim not counted as an attempt. */
export async function giveBack(db: Db, ids: string[], owner: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('outbox')
    .set({ next_attempt_at: Date.now(), ...NO_LEASE, attempts: sql<number>`attempts - 1` })
    .where('id', 'in', ids)
    .where('lease_owner', '=', owner)
    .execute();
}

/**
 * Staff's retry: a failed row goes back to pending, due now, its refusal count
 * reset (its last error kept until the next attempt). False when the row is
 * not failed (already pending or sent).
 */
export async function retryFailed(db: Db, id: string): Promise<boolean> {
  const r = await db
    .updateTable('outbox')
    .set({ status: 'pending', next_attempt_at: Date.now(), refusals: 0, ...NO_LEASE })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** How staff see a row: queued (not failed yet), retrying (a try failed, another is due), sent, failed. */
export function deliveryStatusOf(row: Pick<OutboxTable, 'status' | 'last_error'>): DeliveryStatus {
  if (row.status === 'sent') return 'sent';
  if (row.status === 'failed') return 'failed';
  return row.last_error ? 'retrying' : 'queued';
}

/** Processes ("pid:boot id") of this instance that hold leases on pending rows now. */
export async function leaseProcesses(db: Db, instance: string): Promise<string[]> {
  const rows = await db
    .selectFrom('outbox')
    .select('lease_process')
    .distinct()
    .where('status', '=', 'pending')
    .where('lease_instance', '=', instance)
    .where('lease_until', '>=', Date.now())
    .execute();
  return rows.map((r) => r.lease_process).filter((p): p is string => !!p);
}

/** End the leases these dead processes of this instance held, so the rows are due again now. */
export async function releaseLeases(db: Db, instance: string, processes: string[]): Promise<number> {
  if (processes.length === 0) return 0;
  const r = await db
    .updateTable('outbox')
    .set(NO_LEASE)
    .where('status', '=', 'pending')
    .where('lease_instance', '=', instance)
    .where('lease_process', 'in', processes)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Extend this owner's lease on rows it still holds; returns the ids it still holds. */
export async function renewLease(db: Db, ids: string[], owner: string, leaseMs: number): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .updateTable('outbox')
    .set({ lease_until: Date.now() + leaseMs })
    .where('id', 'in', ids)
    .where('lease_owner', '=', owner)
    .where('status', '=', 'pending')
    .returning('id')
    .execute();
  return new Set(rows.map((r) => r.id));
}
