// The error body every API failure has, and a helper for route response maps.
import { Type, type Static } from 'typebox';

export const ErrorBody = Type.Object({
  error: Type.String(),
  message: Type.String(),
  lockUser: Type.Optional(Type.Boolean()),
});
export type ErrorBody = Static<typeof ErrorBody>;

/** Response schemas for the error statuses a route can answer. */
export function errors(...codes: number[]): Record<number, typeof ErrorBody> {
  return Object.fromEntries(codes.map((c) => [c, ErrorBody]));
}
