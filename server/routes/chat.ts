// POST /api/chat/ask { question } → { answer, score, source?, suggestions? }
// from the answer finder (server/chat, created once at start).
import type { FastifyInstance } from 'fastify';
import { HttpError, errors } from '../lib/errors';
import { AskBody, AskReply } from '../../contract/api/chat';
import { QUESTION_MAX } from '../../contract/chat';

export default async function chatRoutes(app: FastifyInstance) {
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
      const { question } = req.body;
      if (question.length > QUESTION_MAX) {
        throw new HttpError(400, 'QuestionTooLong', `A question may have at most ${QUESTION_MAX} characters.`);
      }
      reply.header('cache-control', 'no-store');
      return app.ctx.answerer.ask(question);
    },
  );
}
