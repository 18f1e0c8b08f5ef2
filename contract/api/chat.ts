// POST /api/chat/ask { question } → { answer, score, source?, suggestions? }.
import { Type, type Static } from 'typebox';

/** No maxLength: an over-long question gets its own error code (400 QuestionTooLong). */
export const AskBody = Type.Object({
  question: Type.String(),
  /** The visitor's previous question, so a follow-up ('and how long does that take?') is read in its context. */
  previous: Type.Optional(Type.String()),
  /** The page the chat is on (location.href without the fragment), kept with a question the bot could not answer. */
  page: Type.Optional(Type.String({ maxLength: 2048 })),
});
export type AskBody = Static<typeof AskBody>;

export const ChatSource = Type.Object({ title: Type.String(), url: Type.String() });
export type ChatSource = Static<typeof ChatSource>;

export const AskReply = Type.Object({
  answer: Type.String(),
  /** Confidence in [0, 1]; at or below SCORE_THRESHOLD the answer is a fallback text. */
  score: Type.Number(),
  source: Type.Optional(ChatSource),
  suggestions: Type.Optional(Type.Array(Type.String())),
  /** The reply answers the question (score above SCORE_THRESHOLD); false for fallbacks and "I don't know". */
  answered: Type.Optional(Type.Boolean()),
  /** Offer the visitor a person (the panel's lead form), and why. */
  handoff: Type.Optional(Type.Union([Type.Literal('asked'), Type.Literal('pricing'), Type.Literal('unknown'), Type.Literal('fallbacks')])),
});
export type AskReply = Static<typeof AskReply>;

// POST /api/chat/feedback { question, answer, vote, page? } → 204. A thumbs-down
// is kept (redacted) for the staff as a chat gap; a thumbs-up is only counted in the log.
export const CHAT_FEEDBACK_PATH = '/api/chat/feedback';

export const FeedbackBody = Type.Object({
  question: Type.String({ maxLength: 400 }),
  answer: Type.String({ maxLength: 4000 }),
  vote: Type.Union([Type.Literal('up'), Type.Literal('down')]),
  page: Type.Optional(Type.String({ maxLength: 2048 })),
});
export type FeedbackBody = Static<typeof FeedbackBody>;
