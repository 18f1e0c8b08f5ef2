// The error body every API failure has, and a helper for route response maps.
import { Type, type Static } from 'typebox';

export const ErrorBody = Type.Object({
  error: Type.String(),
  message: Type.String(),
  /** Input errors, field name → code (e.g. { email: 'InvalidEmail' }), so a form can show each next to its field. */
  fields: Type.Optional(Type.Record(Type.String(), Type.String())),
  lockUser: Type.Optional(Type.Boolean()),
});
export type ErrorBody = Static<typeof ErrorBody>;

/** Response schemas for the error statuses a route can answer. */
export function errors(...codes: number[]): Record<number, typeof ErrorBody> {
  return Object.fromEntries(codes.map((c) => [c, ErrorBody]));
}
