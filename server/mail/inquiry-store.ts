// Storing inquiries: each inquiry and its outgoing mail in one transaction;
// concurrent inquiries share a transaction (group commit), and every caller is
// answered only after the commit that holds its rows.
import type { Insertable } from 'kysely';
import type { Db, Dialect } from '../db/index';
import type { InquiriesTable } from '../db/schema';
import { GroupCommit } from '../db/group-commit';
import { enqueueMails, type NewMail } from './outbox';

export interface PendingInquiry {
  inquiry: Insertable<InquiriesTable>;
  mail: NewMail;
}

export type StoreInquiry = (item: PendingInquiry) => Promise<void>;

export function inquiryCommitter(db: Db, dialect: Dialect, mailDomain: string, afterCommit: () => void): StoreInquiry {
  const commits = new GroupCommit<PendingInquiry>(
    async (items) => {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('inquiries').values(items.map((i) => i.inquiry)).execute();
        await enqueueMails(trx, items.map((i) => i.mail), mailDomain);
      });
      afterCommit();
    },
    { maxBatch: 100, concurrency: dialect === 'postgres' ? 4 : 1 },
  );
  return (item) => commits.submit(item);
}
