// The one error handler (STYLE §9): JSON { error, message }, the right 4xx
// status for bad input, the message shown only below 500, every failure
// logged with its request. Storage that is briefly out of reach (a lost
// PostgreSQL connection, too many connections, SQLite busy or full) is a 503
// Unavailable with Retry-After, its real cause in the log. The not-found handler (rate limited, JSON under
// /api, the 404 page elsewhere) lives beside the static files in
// routes/static.ts, which it shares the 404 page with.
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../lib/errors';
import { RETRY_AFTER_SEC, unavailableCause } from '../db/unavailable';

const NAMES: Record<number, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  405: 'MethodNotAllowed',
  406: 'NotAcceptable',
  408: 'RequestTimeout',
  409: 'Conflict',
  411: 'LengthRequired',
  413: 'PayloadTooLarge',
  414: 'UriTooLong',
  415: 'UnsupportedMediaType',
  422: 'UnprocessableEntity',
  423: 'Locked',
  429: 'TooManyRequests',
  431: 'RequestHeaderFieldsTooLarge',
};

export default fp(async function errorHandling(app: FastifyInstance) {
  app.setErrorHandler(function handler(err: FastifyError | HttpError, request, reply) {
    let status = typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    if ((err as FastifyError).validation) status = 400;
    const cause = status === 500 && !(err instanceof HttpError) ? unavailableCause(err) : undefined;
    if (cause) {
      request.log.error({ err, cause }, 'storage unavailable');
      reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SEC))
        .type('application/json; charset=utf-8')
        .send({ error: 'Unavailable', message: `The service cannot store or read data right now; try again in ${RETRY_AFTER_SEC} seconds.` });
      return;
    }
    const body: Record<string, unknown> = { error: '', message: '' };
    if (err instanceof HttpError) {
      body.error = err.error;
      body.message = err.message;
      Object.assign(body, err.extra);
    } else if (status < 500) {
      body.error = NAMES[status] ?? 'BadRequest';
      body.message = err.message;
    } else {
      body.error = 'InternalServerError';
      body.message = 'Something went wrong on our side.';
    }
    if (status >= 500) request.log.error({ err }, 'request failed');
    else request.log.info({ err: { message: err.message, code: (err as FastifyError).code }, status }, 'request rejected');
    if (status === 429 && (err as any).headers) reply.headers((err as any).headers);
    reply.code(status).type('application/json; charset=utf-8').send(body);
  });
});
