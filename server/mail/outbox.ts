// The outbox: mail rows written in the same transaction as what they report,
// claimed by workers with a lease (FOR UPDATE SKIP LOCKED on PostgreSQL;
// SQLite serialises writers, so its single UPDATE … RETURNING is the claim).
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db, Dialect } from '../db/index';
import type { OutboxTable } from '../db/schema';

export interface NewMail {
  inquiryId?: string;
  to: string;
  from: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

export type OutboxRow = Omit<OutboxTable, 'attempts'> & { attempts: number };

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
      inquiry_id: mail.inquiryId ?? null,
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

export async function claimDue(db: Db, dialect: Dialect, owner: string, leaseMs: number, limit: number): Promise<OutboxRow[]> {
  const now = Date.now();
  const due = db
    .selectFrom('outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .orderBy('next_attempt_at')
    .limit(limit);
  const rows = await db
    .updateTable('outbox')
    .set({ lease_owner: owner, lease_until: now + leaseMs, attempts: sql`attempts + 1` })
    .where('id', 'in', dialect === 'postgres' ? due.forUpdate().skipLocked() : due)
    // Re-check inside the UPDATE: on PostgreSQL a row may have changed since the subquery's snapshot.
    .where('status', '=', 'pending')
    .returningAll()
    .execute();
  return rows as OutboxRow[];
}

export async function markSent(db: Db, ids: string[], owner: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('outbox')
    .set({ status: 'sent', sent_at: Date.now(), lease_owner: null, lease_until: null, last_error: null })
    .where('id', 'in', ids)
    .where('lease_owner', '=', owner)
    .execute();
}

export async function markFailed(db: Db, ids: string[], owner: string, error: string, retryAt: number): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('outbox')
    .set({ next_attempt_at: retryAt, lease_owner: null, lease_until: null, last_error: error.slice(0, 1000) })
    .where('id', 'in', ids)
    .where('lease_owner', '=', owner)
    .execute();
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
