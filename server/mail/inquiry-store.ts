// Storing inquiries: each inquiry, its outgoing mail, its webhook deliveries
// and its "received" ledger entry in one transaction; concurrent inquiries
// share a transaction (group commit), and every caller is answered only after
// the commit that holds its rows. The ledger append comes last: it locks the
// ledger head until the commit, so that lock is held as briefly as possible.
import type { Insertable } from 'kysely';
import type { Db, Dialect } from '../db/index';
import type { InquiriesTable } from '../db/schema';
import { GroupCommit } from '../db/group-commit';
import { outboxRows, type NewMail } from './outbox';
import { appendLeadEvents, type NewLeadEvent } from '../leads/ledger';
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
      await db.transaction().execute(async (trx) => {
        if (dialect === 'postgres') {
          // One statement for both inserts: one round trip.
          await trx
            .with('stored', (q) => q.insertInto('inquiries').values(inquiries).returning('id'))
            .insertInto('outbox')
            .values(rows)
            .execute();
        } else {
          await trx.insertInto('inquiries').values(inquiries).execute();
          await trx.insertInto('outbox').values(rows).execute();
        }
        await appendLeadEvents(trx, items.map(received));
      });
      afterCommit();
    },
    { maxBatch: 100, concurrency: dialect === 'postgres' ? 4 : 1 },
  );
  return (item) => commits.submit(item);
}
