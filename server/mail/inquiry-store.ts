// Storing inquiries: each inquiry, its outgoing mail, its webhook deliveries
// and its "received" ledger event in one transaction; concurrent inquiries
// share a transaction (group commit), and every caller is answered only after
// the commit that holds its rows. The event waits in lead_events_pending, so
// no ledger lock is taken here; the sealer chains it (server/leads/ledger.ts),
// woken by afterCommit.
import type { Insertable } from 'kysely';
import type { Db, Dialect } from '../db/index';
import type { InquiriesTable } from '../db/schema';
import { GroupCommit } from '../db/group-commit';
import { outboxRows, type NewMail } from './outbox';
import { pendingRows, type NewLeadEvent } from '../leads/ledger';
import { receiverName } from '../leads/webhooks';

export interface PendingInquiry {
  inquiry: Insertable<InquiriesTable>;
  mail: NewMail;
  /** One POST per WEBHOOK_URLS entry (server/leads/webhooks.ts). */
  webhooks?: NewMail[];
}

export type StoreInquiry = (item: PendingInquiry) => Promise<void>;

function received(item: PendingInquiry): NewLeadEvent {
  const { inquiry } = item;
  return {
    leadId: inquiry.id,
    type: 'received',
    at: inquiry.created_at,
    detail: { variant: inquiry.variant ?? null, mailTo: item.mail.to, webhooks: (item.webhooks ?? []).map((w) => receiverName(w.to)) },
  };
}

export function inquiryCommitter(db: Db, dialect: Dialect, mailDomain: string, afterCommit: () => void): StoreInquiry {
  const commits = new GroupCommit<PendingInquiry>(
    async (items) => {
      const inquiries = items.map((i) => i.inquiry);
      const rows = outboxRows(
        items.flatMap((i) => [i.mail, ...(i.webhooks ?? [])]),
        mailDomain,
      );
      const events = pendingRows(items.map(received));
      if (dialect === 'postgres') {
        // One statement is one transaction: all three inserts in a single round trip.
        await db
          .with('stored', (q) => q.insertInto('inquiries').values(inquiries).returning('id'))
          .with('recorded', (q) => q.insertInto('lead_events_pending').values(events).returning('id'))
          .insertInto('outbox')
          .values(rows)
          .execute();
      } else {
        await db.transaction().execute(async (trx) => {
          await trx.insertInto('inquiries').values(inquiries).execute();
          await trx.insertInto('outbox').values(rows).execute();
          await trx.insertInto('lead_events_pending').values(events).execute();
        });
      }
      afterCommit();
    },
    { maxBatch: 100, concurrency: dialect === 'postgres' ? 4 : 1 },
  );
  return (item) => commits.submit(item);
}
