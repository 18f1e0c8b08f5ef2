// POST /api/chat/ask { question, previous?, page? } → { answer, score, answered, source?, suggestions?, handoff? }
// from the answerer (server/chat, created once at start); POST /api/chat/feedback
// (thumbs up/down); GET /api/staff/chat-gaps for the staff. Unanswered questions
// and thumbs-down answers are stored redacted.
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { HttpError, errors } from '../lib/errors';
import { AskBody, AskReply, CHAT_FEEDBACK_PATH, FeedbackBody } from '../../contract/api/chat';
import { CHAT_GAPS_PATH, ChatGapList } from '../../contract/api/staff';
import { QUESTION_MAX } from '../../contract/chat';
import { redact } from '../chat/redact';

const GapsQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
});
type GapsQuery = Static<typeof GapsQuery>;

/** The page without its query and fragment: a query string may carry personal data. */
function pageOf(page: string | undefined): string | null {
  if (!page) return null;
  try {
    const u = new URL(page);
    return u.protocol === 'http:' || u.protocol === 'https:' ? `${u.origin}${u.pathname}` : null;
  } catch {
    return null;
  }
}

export default async function chatRoutes(app: FastifyInstance) {
  // The model and the content's embeddings load once the server listens, off the
  // event loop; an app only injected into (tests) loads them at its first question.
  app.addHook('onListen', async () => {
    void app.ctx.answerer.ready?.();
  });

  const keepGap = (gap: { reason: 'fallback' | 'thumbs-down'; question: string; previous?: string; answer: string | null; page?: string }) =>
    app.ctx.chatGaps
      .add({
        reason: gap.reason,
        question: redact(gap.question),
        previous: gap.previous?.trim() ? redact(gap.previous.trim()) : null,
        answer: gap.answer === null ? null : redact(gap.answer),
        pageUrl: pageOf(gap.page),
      })
      // The visitor's answer never waits for, nor fails with, the staff's list.
      .catch((err) => app.log.warn({ err }, 'chat gap not stored'));

  app.post<{ Body: AskBody }>(
    '/api/chat/ask',
    {
      config: { rateLimit: { max: app.ctx.config.rate.chatPerMin, timeWindow: 60_000 } },
      schema: {
        body: AskBody,
        response: {
          200: AskReply,
          ...errors(400, 413, 415, 429),
        },
      },
    },
    async (req, reply) => {
      const { question, previous, page } = req.body;
      if (question.length > QUESTION_MAX) {
        throw new HttpError(400, 'QuestionTooLong', `A question may have at most ${QUESTION_MAX} characters.`);
      }
      reply.header('cache-control', 'no-store');
      // The previous question is context only: cut to the same limit, never refused for its length.
      const before = previous?.slice(0, QUESTION_MAX);
      const answer = await app.ctx.answerer.ask(question, before);
      // The widget does not send its page: the browser's Referer names it (its origin at least).
      const from = page ?? req.headers.referer;
      // With the question before it: a follow-up ("and how long does that take?") or "that's not what i asked" means nothing alone.
      if (answer.answered === false && question.trim()) {
        void keepGap({ reason: 'fallback', question: question.trim(), previous: before, answer: null, page: from });
      }
      return answer;
    },
  );

  app.post<{ Body: FeedbackBody }>(
    CHAT_FEEDBACK_PATH,
    {
      config: { rateLimit: { max: app.ctx.config.rate.chatPerMin, timeWindow: 60_000 } },
      schema: { body: FeedbackBody, response: { 204: Type.Null(), ...errors(400, 413, 415, 429) } },
    },
    async (req, reply) => {
      const { question, answer, vote, page } = req.body;
      if (vote === 'down') await keepGap({ reason: 'thumbs-down', question, answer, page });
      else req.log.info({ vote }, 'chat feedback');
      reply.code(204);
      return null;
    },
  );

  app.get<{ Querystring: GapsQuery }>(
    CHAT_GAPS_PATH,
    {
      onRequest: app.requireStaff,
      schema: { querystring: GapsQuery, response: { 200: ChatGapList, ...errors(400, 401) } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return app.ctx.chatGaps.list(req.query.limit ?? 50, req.query.offset ?? 0);
    },
  );
}
