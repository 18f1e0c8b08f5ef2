// GET /readyz: whether this instance can serve, part by part. 200 "ready" or
// "degraded" (a part that serving can do without is failing: Redis, so rate
// limits count per instance), 503 "unavailable" (inquiries cannot be stored).
import { Type, type Static } from 'typebox';

export const ReadyPart = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('failing')]),
  /** A critical part failing makes the whole instance unavailable (503). */
  critical: Type.Boolean(),
  /** How long the check took, in milliseconds. */
  ms: Type.Integer(),
  /** Why it is failing (a code or a short phrase; never an address or a secret). */
  reason: Type.Optional(Type.String()),
});
export type ReadyPart = Static<typeof ReadyPart>;

export const ReadyReply = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('degraded'), Type.Literal('unavailable')]),
  /** database always; disk when DATA_DIR holds the database or the .eml outbox; redis when REDIS_URL is set. */
  parts: Type.Record(Type.String(), ReadyPart),
});
export type ReadyReply = Static<typeof ReadyReply>;
