// What the lead desk reads: inquiries with the delivery of their mail (one
// outbox row each), newest first, filtered in SQL so paging stays honest;
// the blogs staff registered, with who registered them. toLead is the one
// place a row becomes the contract's Lead.
import { sql, type Expression, type SqlBool, type ExpressionBuilder } from 'kysely';
import type { Db } from './index';
import type { Database } from './schema';
import type { DeliveryStatus, Lead, StoredConsent } from '../../contract/api/staff';
import type { Attribution, StoredEstimate } from '../../contract/api/inquiry';
import type { LeadVariant } from '../../contract/inquiry';
import { deliveryStatusOf } from '../mail/outbox';

export interface LeadFilter {
  status?: DeliveryStatus;
  /** Epoch ms, inclusive. */
  from?: number;
  /** Epoch ms, exclusive. */
  to?: number;
  /** Words looked for in name, e-mail, subject and message (case ignored). */
  q?: string;
  limit?: number;
  offset?: number;
}

const leadColumns = [
  'i.id',
  'i.name',
  'i.email',
  'i.subject',
  'i.message',
  'i.created_at',
  'i.variant',
  'i.interests',
  'i.attribution',
  'i.consent',
  'i.estimate',
  'o.id as outbox_id',
  'o.status as outbox_status',
  'o.attempts',
  'o.last_error',
] as const;

export interface LeadRow {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: number | string;
  /** JSON text where noted; null on leads stored before migrations 0005/0006. */
  variant?: string | null;
  interests?: string | null;
  attribution?: string | null;
  consent?: string | null;
  estimate?: string | null;
  outbox_id: string | null;
  outbox_status: 'pending' | 'sent' | 'failed' | null;
  attempts: number | string | null;
  last_error: string | null;
}

/** A JSON column, or the fallback when it is empty or (never expected) unreadable: one bad cell must not hide a lead. */
function parsed<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** The one mapping from a stored row to a Lead. */
export function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    variant: (row.variant as LeadVariant | null | undefined) ?? null,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    interests: parsed<string[]>(row.interests, []),
    attribution: parsed<Attribution | null>(row.attribution, null),
    consent: parsed<StoredConsent | null>(row.consent, null),
    estimate: parsed<StoredEstimate | null>(row.estimate, null),
    receivedAt: new Date(Number(row.created_at)).toISOString(),
    delivery: {
      status: row.outbox_status ? deliveryStatusOf({ status: row.outbox_status, last_error: row.last_error }) : 'queued',
      attempts: Number(row.attempts ?? 0),
      lastError: row.last_error,
    },
  };
}

type Eb = ExpressionBuilder<Database & { i: Database['inquiries']; o: Database['outbox'] }, 'i' | 'o'>;

function statusCondition(eb: Eb, status: DeliveryStatus): Expression<SqlBool> {
  // The same rules as deliveryStatusOf, in SQL.
  if (status === 'sent') return eb('o.status', '=', 'sent');
  if (status === 'failed') return eb('o.status', '=', 'failed');
  if (status === 'retrying') return eb.and([eb('o.status', '=', 'pending'), eb('o.last_error', 'is not', null)]);
  return eb.or([eb('o.status', 'is', null), eb.and([eb('o.status', '=', 'pending'), eb('o.last_error', 'is', null)])]);
}

const likePattern = (word: string) => `%${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export class LeadsRepository {
  /** Public for the outbox statements the mail module owns (retryFailed). */
  constructor(readonly db: Db) {}

  private base() {
    // The lead's mail; webhook rows (kind 'webhook') have their own log.
    return this.db.selectFrom('inquiries as i').leftJoin('outbox as o', (j) => j.onRef('o.inquiry_id', '=', 'i.id').on('o.kind', '=', 'mail'));
  }

  private filtered(f: LeadFilter) {
    return this.base().where((eb) => {
      const all: Expression<SqlBool>[] = [];
      if (f.status) all.push(statusCondition(eb as unknown as Eb, f.status));
      if (f.from !== undefined) all.push(eb('i.created_at', '>=', f.from));
      if (f.to !== undefined) all.push(eb('i.created_at', '<', f.to));
      for (const word of (f.q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8)) {
        const p = likePattern(word);
        all.push(
          eb.or(
            (['i.name', 'i.email', 'i.subject', 'i.message'] as const).map((c) => sql<SqlBool>`lower(${sql.ref(c)}) like ${p} escape '\\'`),
          ),
        );
      }
      return eb.and(all);
    });
  }

  async list(f: LeadFilter): Promise<{ data: Lead[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.filtered(f)
        .select(leadColumns)
        .orderBy('i.created_at', 'desc')
        .orderBy('i.id', 'desc')
        .limit(f.limit ?? 50)
        .offset(f.offset ?? 0)
        .execute(),
      this.filtered(f).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
    ]);
    return { data: rows.map((r) => toLead(r as LeadRow)), total: Number(count?.n ?? 0) };
  }

  async get(id: string): Promise<Lead | undefined> {
    const row = await this.base().select(leadColumns).where('i.id', '=', id).executeTakeFirst();
    return row ? toLead(row as LeadRow) : undefined;
  }

  /** The outbox rows of a lead that have failed for good (what staff may retry). */
  async failedMail(id: string): Promise<string[]> {
    const rows = await this.db.selectFrom('outbox').select('id').where('inquiry_id', '=', id).where('status', '=', 'failed').execute();
    return rows.map((r) => r.id);
  }

  async blogs(): Promise<{ id: string; name: string; url: string; author: string; registeredBy: string; registeredAt: string }[]> {
    const rows = await this.db
      .selectFrom('blogs as b')
      .leftJoin('users as u', 'u.id', 'b.created_by')
      .select(['b.id', 'b.blog_name', 'b.blog_url', 'b.author_name', 'b.created_at', 'u.username'])
      .orderBy('b.created_at', 'desc')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      name: r.blog_name,
      url: r.blog_url,
      author: r.author_name,
      registeredBy: r.username ?? '(removed user)',
      registeredAt: new Date(Number(r.created_at)).toISOString(),
    }));
  }

}
