// Storing inquiries: each inquiry and its outgoing mail in one transaction;
// concurrent inquiries share a transaction (group commit), and every caller is
// answered only after the commit that holds its rows.
import type { Insertable } from 'kysely';
import type { Db, Dialect } from '../db/index';
import type { InquiriesTable } from '../db/schema';
import { GroupCommit } from '../db/group-commit';
import { enqueueMails, outboxRows, type NewMail } from './outbox';

export interface PendingInquiry {
  inquiry: Insertable<InquiriesTable>;
  mail: NewMail;
}

export type StoreInquiry = (item: PendingInquiry) => Promise<void>;

export function inquiryCommitter(db: Db, dialect: Dialect, mailDomain: string, afterCommit: () => void): StoreInquiry {
  const commits = new GroupCommit<PendingInquiry>(
    async (items) => {
      const inquiries = items.map((i) => i.inquiry);
      const mails = items.map((i) => i.mail);
      if (dialect === 'postgres') {
        // One statement is one transaction: both inserts in a single round trip.
        await db
          .with('stored', (q) => q.insertInto('inquiries').values(inquiries).returning('id'))
          .insertInto('outbox')
          .values(outboxRows(mails, mailDomain))
          .execute();
      } else {
        await db.transaction().execute(async (trx) => {
          await trx.insertInto('inquiries').values(inquiries).execute();
          await enqueueMails(trx, mails, mailDomain);
        });
      }
      afterCommit();
    },
    { maxBatch: 100, concurrency: dialect === 'postgres' ? 4 : 1 },
  );
  return (item) => commits.submit(item);
}
