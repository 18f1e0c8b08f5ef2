// Errors the API answers with: JSON { error, message } and a status. The
// body's schema is the contract's (contract/api/common.ts).
export { errors } from '../../contract/api/common';

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
