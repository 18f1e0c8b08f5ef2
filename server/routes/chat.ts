// POST /api/chat/ask { question } → { answer, score, source?, suggestions? }
// from the answer finder (server/chat, created once at start).
import type { FastifyInstance } from 'fastify';
import { HttpError, errors } from '../lib/errors';

export const QUESTION_MAX = 400;

export default async function chatRoutes(app: FastifyInstance) {
  app.post<{ Body: { question: string } }>(
    '/api/chat/ask',
    {
      config: { rateLimit: { max: app.ctx.config.rate.chatPerMin, timeWindow: 60_000 } },
      schema: {
        // No maxLength here: an over-long question gets its own error code below.
        body: { type: 'object', required: ['question'], properties: { question: { type: 'string' } } },
        response: {
          200: {
            type: 'object',
            required: ['answer', 'score'],
            properties: {
              answer: { type: 'string' },
              score: { type: 'number' },
              source: { type: 'object', required: ['title', 'url'], properties: { title: { type: 'string' }, url: { type: 'string' } } },
              suggestions: { type: 'array', items: { type: 'string' } },
            },
          },
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
