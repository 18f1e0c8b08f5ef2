// The one place that decides what a failed delivery means and what happens
// next, for every kind of outbox delivery (mail today; any transport that
// throws errors with an SMTP reply code, an HTTP status, a socket code or an
// explicit `permanent` flag):
// - permanent: the receiver refused this message (SMTP 5xx, HTTP 4xx other
//   than 408/425/429). Tried again a few times (some servers refuse for a
//   while), then the row is marked failed with the reason; staff may retry it.
// - transient: try again later (SMTP 4xx, HTTP 5xx, anything unknown).
// - unreachable: transient, and the receiver itself is out of reach, so the
//   rest of the batch is not tried now.
// Transient failures retry with exponential backoff and jitter, for ever
// unless the policy sets maxAttempts.

export type FailureKind = 'permanent' | 'transient' | 'unreachable';

export interface Failure {
  kind: FailureKind;
  /** What the receiver or the socket said, for last_error and the staff desk. */
  reason: string;
}

export interface RetryPolicy {
  retryBaseMs: number;
  retryMaxMs: number;
  /** Permanent refusals before the row is marked failed. */
  maxRefusals: number;
  /** Attempts of any kind before the row is marked failed; unset: transient failures retry for ever. */
  maxAttempts?: number;
}

export type Decision = { action: 'fail'; reason: string } | { action: 'retry'; at: number; refused: boolean; reason: string };

// nodemailer's connection-level codes, and Node's socket codes.
const UNREACHABLE = /^(ECONNECTION|ETIMEDOUT|ESOCKET|EDNS|ETLS|EAUTH|ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENETUNREACH|EAI_AGAIN|ENOTFOUND|EPIPE)$/;

function numberProp(err: unknown, ...names: string[]): number | undefined {
  for (const n of names) {
    const v = (err as Record<string, unknown> | null)?.[n];
    if (typeof v === 'number') return v;
  }
  return undefined;
}

export function classifyFailure(err: unknown): Failure {
  const reason = (err instanceof Error ? err.message : String(err)).slice(0, 1000) || 'unknown error';
  const explicit = (err as { permanent?: unknown } | null)?.permanent;
  if (typeof explicit === 'boolean') return { kind: explicit ? 'permanent' : 'transient', reason };
  const code = (err as { code?: unknown } | null)?.code;
  // EAUTH carries a 5xx reply too, but a refused login is ours to fix, not this message's fault.
  if (typeof code === 'string' && UNREACHABLE.test(code)) return { kind: 'unreachable', reason };
  const smtp = numberProp(err, 'responseCode');
  if (smtp !== undefined) {
    // 421: the server is closing the channel (busy, shutting down): nothing else will get through now either.
    if (smtp === 421) return { kind: 'unreachable', reason };
    return { kind: smtp >= 500 && smtp < 600 ? 'permanent' : 'transient', reason };
  }
  const http = numberProp(err, 'status', 'statusCode');
  if (http !== undefined && http >= 400 && http < 500 && ![408, 425, 429].includes(http)) return { kind: 'permanent', reason };
  return { kind: 'transient', reason };
}

export function backoffMs(attempt: number, baseMs: number, maxMs: number): number {
  const exp = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  // ±20 % jitter so many instances do not retry in lockstep.
  return Math.round(exp * (0.8 + Math.random() * 0.4));
}

/** What to do with a row whose delivery just failed; attempts and refusals are the row's counts before this failure was recorded (attempts includes this try). */
export function decide(row: { attempts: number; refusals: number }, failure: Failure, policy: RetryPolicy, now = Date.now()): Decision {
  const refused = failure.kind === 'permanent';
  if (refused && row.refusals + 1 >= policy.maxRefusals) return { action: 'fail', reason: failure.reason };
  if (policy.maxAttempts !== undefined && row.attempts >= policy.maxAttempts) {
    return { action: 'fail', reason: `gave up after ${row.attempts} attempts: ${failure.reason}` };
  }
  return { action: 'retry', at: now + backoffMs(row.attempts, policy.retryBaseMs, policy.retryMaxMs), refused, reason: failure.reason };
}
