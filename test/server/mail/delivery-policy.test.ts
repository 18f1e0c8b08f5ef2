// What a failed delivery means (server/mail/delivery-policy.ts, the one place
// that decides): SMTP 5xx permanent, failed after OUTBOX_MAX_REFUSALS; 4xx and
// connection errors transient for ever with backoff; HTTP statuses the same
// way for any transport that reports them.
import { backoffMs, classifyFailure, decide } from '../../../server/mail/delivery-policy';

const smtpError = (responseCode: number, code = 'EENVELOPE') =>
  Object.assign(new Error(`Can't send mail - all recipients were rejected: ${responseCode} 5.1.1 <x@example.net>: nope`), { responseCode, code });

describe('classifyFailure', () => {
  test.each<[string, unknown, string]>([
    ['SMTP 550 (mailbox unavailable)', smtpError(550), 'permanent'],
    ['SMTP 554 after DATA', smtpError(554, 'EMESSAGE'), 'permanent'],
    ['SMTP 451 (try later)', smtpError(451), 'transient'],
    ['SMTP 452 (insufficient storage)', smtpError(452), 'transient'],
    ['SMTP 421 (closing the channel)', smtpError(421, 'EPROTOCOL'), 'unreachable'],
    ['connection refused', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' }), 'unreachable'],
    ['greeting timeout', Object.assign(new Error('Greeting never received'), { code: 'ETIMEDOUT' }), 'unreachable'],
    ['login refused (ours to fix, not this message)', Object.assign(new Error('Invalid login: 535'), { code: 'EAUTH', responseCode: 535 }), 'unreachable'],
    ['disk full writing an .eml file', Object.assign(new Error('ENOSPC'), { code: 'ENOSPC' }), 'transient'],
    ['HTTP 410 (a webhook receiver gone)', Object.assign(new Error('Gone'), { status: 410 }), 'permanent'],
    ['HTTP 429', Object.assign(new Error('Too many'), { status: 429 }), 'transient'],
    ['HTTP 503', Object.assign(new Error('Unavailable'), { statusCode: 503 }), 'transient'],
    ['explicitly permanent', Object.assign(new Error('bad payload'), { permanent: true }), 'permanent'],
    ['anything unknown', new Error('weird'), 'transient'],
    ['not even an Error', 'a string', 'transient'],
  ])('%s → %s', (_name, err, kind) => {
    expect(classifyFailure(err).kind).toBe(kind);
  });

  test('the reason is what the server said', () => {
    expect(classifyFailure(smtpError(550)).reason).toMatch(/550 5\.1\.1/);
  });
});

describe('decide', () => {
  const policy = { retryBaseMs: 1_000, retryMaxMs: 60_000, maxRefusals: 3 };
  const permanent = { kind: 'permanent' as const, reason: '550 no such user' };
  const transient = { kind: 'transient' as const, reason: '451 try later' };

  test('a permanent refusal is retried until the third, then the row fails with the reason', () => {
    expect(decide({ attempts: 1, refusals: 0 }, permanent, policy, 0)).toMatchObject({ action: 'retry', refused: true });
    expect(decide({ attempts: 2, refusals: 1 }, permanent, policy, 0)).toMatchObject({ action: 'retry', refused: true });
    expect(decide({ attempts: 3, refusals: 2 }, permanent, policy, 0)).toEqual({ action: 'fail', reason: '550 no such user' });
  });

  test('refusals, not attempts, count: a mail that waited out a long outage is not failed by its first refusal', () => {
    expect(decide({ attempts: 40, refusals: 0 }, permanent, policy, 0)).toMatchObject({ action: 'retry', refused: true });
  });

  test('transient failures retry for ever, with backoff up to the cap', () => {
    const d = decide({ attempts: 500, refusals: 2 }, transient, policy, 0);
    expect(d).toMatchObject({ action: 'retry', refused: false, reason: '451 try later' });
    expect(d.action === 'retry' && d.at).toBeLessThanOrEqual(60_000 * 1.2);
  });

  test('a policy with maxAttempts gives up on transient failures too (for transports that want it)', () => {
    expect(decide({ attempts: 5, refusals: 0 }, transient, { ...policy, maxAttempts: 5 }, 0)).toEqual({ action: 'fail', reason: 'gave up after 5 attempts: 451 try later' });
  });

  test('backoff doubles from the base, within ±20 %', () => {
    for (const [attempt, base] of [[1, 1_000], [2, 2_000], [3, 4_000], [10, 60_000]] as const) {
      const ms = backoffMs(attempt, 1_000, 60_000);
      expect(ms).toBeGreaterThanOrEqual(base * 0.8);
      expect(ms).toBeLessThanOrEqual(base * 1.2);
    }
  });
});
