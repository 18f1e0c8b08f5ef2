// What the lead desk (staff dashboard) reads: shapes shared by the staff API
// and the dashboard. Every /api/staff/* route needs a staff access token.
import { Type, type Static } from 'typebox';
import { Attribution, LeadVariantSchema } from './inquiry';

/**
 * A lead's delivery as staff see it: queued (not tried yet), retrying (a
 * send failed and another is scheduled; lastError says why), sent, or failed
 * (given up after a permanent refusal or too many tries; staff may retry).
 */
export const DeliveryStatus = Type.Union([Type.Literal('queued'), Type.Literal('retrying'), Type.Literal('sent'), Type.Literal('failed')]);
export type DeliveryStatus = Static<typeof DeliveryStatus>;

/** GET /api/staff/chat-gaps: questions the chatbot could not answer, and answers visitors marked unhelpful. */
export const CHAT_GAPS_PATH = '/api/staff/chat-gaps';

export const ChatGap = Type.Object({
  id: Type.String(),
  /** 'fallback': the bot had no answer; 'thumbs-down': the visitor marked the answer unhelpful. */
  reason: Type.Union([Type.Literal('fallback'), Type.Literal('thumbs-down')]),
  /** The visitor's question, with e-mail addresses, phone numbers and account-like numbers redacted. */
  question: Type.String(),
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
