// What the lead desk (staff dashboard) reads: shapes shared by the staff API
// and the dashboard. Every /api/staff/* route needs a staff access token.
import { Type, type Static } from 'typebox';
import { Attribution, LeadVariantSchema, StoredEstimate } from './inquiry';

/**
 * A lead's delivery as staff see it: queued (not tried yet), retrying (a
 * send failed and another is scheduled; lastError says why), sent, or failed
 * (given up after a permanent refusal or too many tries; staff may retry).
 */
export const DeliveryStatus = Type.Union([Type.Literal('queued'), Type.Literal('retrying'), Type.Literal('sent'), Type.Literal('failed')]);
export type DeliveryStatus = Static<typeof DeliveryStatus>;

/** GET /api/staff/chat-gaps: questions the chatbot could not answer, and answers visitors marked unhelpful. */
export { CHAT_GAPS_PATH, LEADS_PATH, LEADS_CSV_PATH, BLOGS_PATH, ADMIN_USERS_PATH } from '../lead-desk';

export const ChatGap = Type.Object({
  id: Type.String(),
  /** 'fallback': the bot had no answer; 'thumbs-down': the visitor marked the answer unhelpful. */
  reason: Type.Union([Type.Literal('fallback'), Type.Literal('thumbs-down')]),
  /** The visitor's question, with e-mail addresses, phone numbers and account-like numbers redacted. */
  question: Type.String(),
  /** The visitor's previous question in the chat, redacted the same way: what a follow-up leans on; null when none. */
  previous: Type.Union([Type.String(), Type.Null()]),
  /** The bot's answer (thumbs-down) or null (fallback). */
  answer: Type.Union([Type.String(), Type.Null()]),
  /** The page the chat was on, when known. */
  pageUrl: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ description: 'ISO time' }),
});
export type ChatGap = Static<typeof ChatGap>;

export const ChatGapList = Type.Object({ data: Type.Array(ChatGap), total: Type.Integer() });
export type ChatGapList = Static<typeof ChatGapList>;

/** Consent as stored: what the visitor was shown, whether they opted in, and when. */
export const StoredConsent = Type.Object({ noticeVersion: Type.String(), optIn: Type.Boolean(), at: Type.String({ description: 'ISO time' }) });
export type StoredConsent = Static<typeof StoredConsent>;

/** One lead as the lead desk lists it (GET /api/staff/leads, newest first). */
export const Lead = Type.Object({
  id: Type.String(),
  /** Form variant, 'chat' or 'calculator'; null for leads stored before variants were recorded. */
  variant: Type.Union([LeadVariantSchema, Type.Null()]),
  name: Type.String(),
  email: Type.String(),
  /** Subject or designation ('' when the form has neither). */
  subject: Type.String(),
  message: Type.String(),
  interests: Type.Array(Type.String()),
  attribution: Type.Union([Attribution, Type.Null()]),
  consent: Type.Union([StoredConsent, Type.Null()]),
  /** The savings calculator's quote on a 'calculator' lead (issue 12), else null. */
  estimate: Type.Union([StoredEstimate, Type.Null()]),
  receivedAt: Type.String({ description: 'ISO time' }),
  delivery: Type.Object({
    status: DeliveryStatus,
    attempts: Type.Integer(),
    lastError: Type.Union([Type.String(), Type.Null()]),
  }),
});
export type Lead = Static<typeof Lead>;

export const LeadList = Type.Object({ data: Type.Array(Lead), total: Type.Integer() });
export type LeadList = Static<typeof LeadList>;

/** GET /api/staff/leads and /api/staff/leads.csv: filters (dates are YYYY-MM-DD, UTC, both inclusive). */
export const LeadQuery = Type.Object({
  status: Type.Optional(DeliveryStatus),
  from: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  to: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  q: Type.Optional(Type.String({ maxLength: 200 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  offset: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type LeadQuery = Static<typeof LeadQuery>;

/** GET /api/staff/leads/:id */
export const LeadReply = Type.Object({ data: Lead });
export type LeadReply = Static<typeof LeadReply>;

/** POST /api/staff/leads/:id/retry: failed mail put back in the queue. */
export const RetryReply = Type.Object({ data: Lead });
export type RetryReply = Static<typeof RetryReply>;

export const RegisteredBlog = Type.Object({
  id: Type.String(),
  name: Type.String(),
  url: Type.String(),
  author: Type.String(),
  /** The staff user who registered it. */
  registeredBy: Type.String(),
  registeredAt: Type.String({ description: 'ISO time' }),
});
export type RegisteredBlog = Static<typeof RegisteredBlog>;

export const BlogList = Type.Object({ data: Type.Array(RegisteredBlog) });
export type BlogList = Static<typeof BlogList>;

/** A staff account as administrators see it (GET /api/admin/users). */
export const StaffUser = Type.Object({
  id: Type.String(),
  userName: Type.String(),
  email: Type.String(),
  role: Type.Union([Type.Literal('admin'), Type.Literal('staff')]),
  locked: Type.Boolean(),
  mustChangePassword: Type.Boolean(),
  createdAt: Type.String({ description: 'ISO time' }),
});
export type StaffUser = Static<typeof StaffUser>;

export const StaffUserList = Type.Object({ data: Type.Array(StaffUser) });
export type StaffUserList = Static<typeof StaffUserList>;

/** POST /api/admin/users/:id/lock */
export const LockBody = Type.Object({ locked: Type.Boolean() });
export type LockBody = Static<typeof LockBody>;

/** POST /api/admin/users/:id/reset-password: a temporary password, to be changed at next sign-in. */
export const ResetPasswordBody = Type.Object({ password: Type.String({ minLength: 8, maxLength: 256 }) });
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

export const StaffUserReply = Type.Object({ data: StaffUser });
export type StaffUserReply = Static<typeof StaffUserReply>;
