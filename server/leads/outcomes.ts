// What the outbox workers' outcomes mean for a lead: mail delivered or given
// up, and every webhook attempt (the per-lead delivery log) with delivered or
// failed in the ledger. Log rows and ledger events commit together.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/index';
import type { Outcome } from '../mail/worker';
import { recordLeadEvents, type NewLeadEvent } from './ledger';
import { receiverName } from './webhooks';

/** onRecorded: told after events were written (wakes the ledger sealer). */
export function mailOutcomes(db: Db, onRecorded: () => void = () => undefined) {
  return async (outcomes: Outcome[]): Promise<void> => {
    const events: NewLeadEvent[] = [];
    for (const { row, outcome, reason } of outcomes) {
      if (!row.inquiry_id || outcome === 'retry') continue;
      events.push({
        leadId: row.inquiry_id,
        type: outcome === 'sent' ? 'mailed' : 'mail-failed',
        detail: { outboxId: row.id, to: row.to_addr, attempts: row.attempts, ...(reason ? { reason } : {}) },
      });
    }
    if (events.length === 0) return;
    await recordLeadEvents(db, events);
    onRecorded();
  };
}

export function webhookOutcomes(db: Db, onRecorded: () => void = () => undefined) {
  return async (outcomes: Outcome[]): Promise<void> => {
    const now = Date.now();
    const log = outcomes
      .filter((o) => o.row.lead_id)
      .map(({ row, outcome, reason }) => ({
        id: randomUUID(),
        lead_id: row.lead_id!,
        outbox_id: row.id,
        target: receiverName(row.to_addr),
        attempt: row.attempts,
        outcome: outcome === 'sent' ? ('delivered' as const) : outcome,
        error: reason?.slice(0, 1000) ?? null,
        at: now,
      }));
    if (log.length === 0) return;
    const events: NewLeadEvent[] = log
      .filter((l) => l.outcome !== 'retry')
      .map((l) => ({
        leadId: l.lead_id,
        type: l.outcome === 'delivered' ? 'webhook-delivered' : 'webhook-failed',
        detail: { outboxId: l.outbox_id, url: l.target, attempts: l.attempt, ...(l.error ? { reason: l.error } : {}) },
        at: now,
      }));
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('lead_deliveries').values(log).execute();
      await recordLeadEvents(trx, events);
    });
    if (events.length) onRecorded();
  };
}
