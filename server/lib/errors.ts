// Errors the API answers with: JSON { error, message } and a status.
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    message: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const errorSchema = {
  type: 'object',
  required: ['error', 'message'],
  properties: {
    error: { type: 'string' },
    message: { type: 'string' },
    lockUser: { type: 'boolean' },
  },
} as const;

/** Response schemas for the error statuses a route can return. */
export function errors(...codes: number[]): Record<number, typeof errorSchema> {
  return Object.fromEntries(codes.map((c) => [c, errorSchema]));
}
