// POST /api/chat/ask { question, previous? } → { answer, score, answered, source?, suggestions?, handoff? }
// from the answer finder (server/chat, created once at start).
import type { FastifyInstance } from 'fastify';
import { HttpError, errors } from '../lib/errors';
import { AskBody, AskReply } from '../../contract/api/chat';
import { QUESTION_MAX } from '../../contract/chat';

export default async function chatRoutes(app: FastifyInstance) {
  // The model and the content's embeddings load once the server listens, off the
  // event loop; an app only injected into (tests) loads them at its first question.
  app.addHook('onListen', async () => {
    void app.ctx.answerer.ready?.();
  });

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
      const { question, previous } = req.body;
      if (question.length > QUESTION_MAX) {
        throw new HttpError(400, 'QuestionTooLong', `A question may have at most ${QUESTION_MAX} characters.`);
      }
      reply.header('cache-control', 'no-store');
      // The previous question is context only: cut to the same limit, never refused for its length.
      return app.ctx.answerer.ask(question, previous?.slice(0, QUESTION_MAX));
    },
  );
}
