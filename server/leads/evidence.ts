// The evidence for one lead (issue 13): the lead as stored, what the visitor
// consented to, every ledger entry about it with its chain fields, and the
// webhook delivery log, as one JSON document. Whether the whole chain still
// holds is stated beside it (verifyLedger), so the entries can be trusted.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Lead, StoredConsent } from '../../contract/api/staff';
import { LeadsRepository } from '../db/leads-repository';
import { appendLeadEvent, leadEvents, sealLedger, verifyLedger, type LedgerCheck } from './ledger';

export interface LeadEvidence {
  generatedAt: string;
  lead: Lead;
  consent: StoredConsent | null;
  events: Awaited<ReturnType<typeof leadEvents>>;
  webhookDeliveries: { target: string; attempt: number; outcome: string; error: string | null; at: string }[];
  ledger: LedgerCheck;
}

/** The lead in the lead desk's shape (contract/api/staff.ts Lead), or undefined. */
export function readLead(db: Kysely<Database>, id: string): Promise<Lead | undefined> {
  return new LeadsRepository(db).get(id);
}

/**
 * The evidence document for a lead, or undefined when there is no such lead.
 * actor: who exported it (a staff user id); the export itself is recorded in
 * the ledger as 'exported' after the document is read, so it lists the
 * events before this export.
 */
export async function leadEvidence(db: Kysely<Database>, id: string, actor: string | null = null): Promise<LeadEvidence | undefined> {
  const evidence = await readLeadEvidence(db, id);
  if (evidence) await appendLeadEvent(db, { leadId: id, type: 'exported', actor });
  return evidence;
}

/** The same document, read without recording an export (for checks, not for handing out). */
export async function readLeadEvidence(db: Kysely<Database>, id: string): Promise<LeadEvidence | undefined> {
  const lead = await readLead(db, id);
  if (!lead) return undefined;
  // Events recorded but not chained yet are chained first, so the document is complete.
  await sealLedger(db);
  const [events, deliveries, ledger] = await Promise.all([
    leadEvents(db, id),
    db.selectFrom('lead_deliveries').selectAll().where('lead_id', '=', id).orderBy('at').orderBy('attempt').execute(),
    verifyLedger(db),
  ]);
  return {
    generatedAt: new Date().toISOString(),
    lead,
    consent: lead.consent,
    events,
    webhookDeliveries: deliveries.map((d) => ({
      target: d.target,
      attempt: Number(d.attempt),
      outcome: d.outcome,
      error: d.error,
      at: new Date(Number(d.at)).toISOString(),
    })),
    ledger,
  };
}
