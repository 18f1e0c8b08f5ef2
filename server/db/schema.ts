// Table types for Kysely. Booleans are 0/1 integers and times are epoch
// milliseconds, so SQLite and PostgreSQL store the same values.
import type { Generated } from 'kysely';

export interface UsersTable {
  id: string;
  username: string;
  email: string;
  password_hash: string;
  role: 'admin' | 'staff';
  company_id: string;
  is_first_login: number;
  failed_attempts: Generated<number>;
  /** Set far ahead by an administrator's lock (SPEC lockUser); sign-in failures only throttle. */
  locked_until: number | null;
  /** Bumped by a password change, reset or lock: older access tokens stop working. */
  token_version: Generated<number>;
  created_at: number;
}

export interface CaptchasTable {
  id: string;
  answer: string;
  expires_at: number;
}

export interface RefreshTokensTable {
  token_hash: string;
  family_id: string;
  user_id: string;
  /** active → rotated (used once) or revoked (family killed). */
  status: 'active' | 'rotated' | 'revoked';
  /** When it was rotated: presented again within the grace window it is a second tab, later a thief. */
  rotated_at: number | null;
  expires_at: number;
  created_at: number;
}

export interface InquiriesTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  subject_criteria: string;
  template_code: string;
  ip: string;
  created_at: number;
  /** Issue 13 (JSON text where noted); null on leads stored before migration 0005. */
  variant?: string | null;
  /** JSON string[]: the ticked "Interested In" boxes. */
  interests?: string | null;
  /** JSON Attribution (contract/api/inquiry.ts). */
  attribution?: string | null;
  /** JSON StoredConsent (contract/api/staff.ts): notice version shown, opt-in, time. */
  consent?: string | null;
  /** JSON StoredEstimate (contract/api/inquiry.ts): the savings calculator's quote; migration 0006. */
  estimate?: string | null;
}

export interface OutboxTable {
  id: string;
  inquiry_id: string | null;
  message_id: string;
  to_addr: string;
  from_addr: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  /** pending → sent, or failed (given up after OUTBOX_MAX_REFUSALS permanent refusals; staff may put it back to pending). */
  status: 'pending' | 'sent' | 'failed';
  attempts: Generated<number>;
  /** Permanent refusals (SMTP 5xx) so far; attempts also counts transient failures. */
  refusals: Generated<number>;
  next_attempt_at: number;
  /** The worker holding the row; with lease_instance (INSTANCE_ID) and lease_process ("pid:boot id") of its process. */
  lease_owner: string | null;
  lease_instance: string | null;
  lease_process: string | null;
  lease_until: number | null;
  last_error: string | null;
  sent_at: number | null;
  created_at: number;
  /** 'mail' (to_addr a mailbox) or 'webhook' (to_addr a WEBHOOK_URLS entry, text_body the JSON body); each kind has its own worker. */
  kind: Generated<'mail' | 'webhook'>;
  /** Webhook rows: the lead (inquiry id) they carry; inquiry_id stays null on them. */
  lead_id: string | null;
}

/** One webhook delivery attempt of a lead (the per-lead delivery log). */
export interface LeadDeliveriesTable {
  id: string;
  lead_id: string;
  outbox_id: string;
  /** The receiver's URL. */
  target: string;
  attempt: number;
  outcome: 'delivered' | 'retry' | 'failed';
  error: string | null;
  at: number;
}

/** The hash-chained ledger of lead events (server/leads/ledger.ts). */
export interface LeadEventsTable {
  seq: number;
  lead_id: string;
  type: string;
  /** JSON object. */
  detail: string;
  /** Who caused it: a staff user id, or null for the system. */
  actor: string | null;
  at: number;
  prev_hash: string;
  hash: string;
}

/** Lead events written but not chained yet (the sealer moves them into lead_events). */
export interface LeadEventsPendingTable {
  id: string;
  lead_id: string;
  type: string;
  detail: string;
  actor: string | null;
  at: number;
}

export interface LeadLedgerHeadTable {
  id: number;
  seq: number;
  hash: string;
}

export interface BlogsTable {
  id: string;
  blog_name: string;
  blog_url: string;
  author_name: string;
  created_by: string;
  created_at: number;
}

/** Failed sign-ins per key ('name:…', 'addr:…', 'pair:…'); see auth/throttle.ts. */
export interface SigninThrottleTable {
  key: string;
  failures: number;
  window_start: number;
  next_allowed_at: number;
  /** next_allowed_at as it was before the latest attempt: that attempt was refused when it lay ahead. */
  prev_allowed_at: number;
}

/** Chat questions without an answer ('fallback') or with a thumbs-down, redacted before storing (issue 14). */
export interface ChatGapsTable {
  id: string;
  reason: 'fallback' | 'thumbs-down';
  question: string;
  /** The visitor's previous question, redacted; null for a first question and for gaps stored before 0007. */
  previous: string | null;
  answer: string | null;
  page_url: string | null;
  created_at: number;
}

export interface Database {
  users: UsersTable;
  captchas: CaptchasTable;
  refresh_tokens: RefreshTokensTable;
  inquiries: InquiriesTable;
  outbox: OutboxTable;
  blogs: BlogsTable;
  signin_throttle: SigninThrottleTable;
  chat_gaps: ChatGapsTable;
  lead_deliveries: LeadDeliveriesTable;
  lead_events: LeadEventsTable;
  lead_ledger_head: LeadLedgerHeadTable;
  lead_events_pending: LeadEventsPendingTable;
}
