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
}
