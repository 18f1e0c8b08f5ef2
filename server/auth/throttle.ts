// Sign-in throttling instead of a lock an anonymous visitor could set off.
// Every attempt is counted in the database before the password is looked at,
// under three keys, each with its own backoff:
// - pair (name + address): one guesser waits quickly and long;
// - name: a guess spread over many addresses is slowed, yet the real user
//   waits at most a minute, never 15;
// - addr: one address trying many names.
// Keys use the name as typed (lower-cased), whether or not it exists, so an
// unknown account is throttled, and answers, exactly like a real one.
import type { UsersRepository, ThrottleRule } from '../db/users-repository';

const WINDOW_MS = 15 * 60 * 1000;

export const THROTTLE: Record<'pair' | 'name' | 'addr', ThrottleRule> = {
  pair: { free: 5, stepMs: 5_000, capMs: 15 * 60 * 1000, windowMs: WINDOW_MS },
  name: { free: 20, stepMs: 2_000, capMs: 60_000, windowMs: WINDOW_MS },
  addr: { free: 30, stepMs: 5_000, capMs: 15 * 60 * 1000, windowMs: WINDOW_MS },
};

export interface Admission {
  /** Null when the attempt may go on; otherwise how long to wait. */
  retryAfterMs: number | null;
  /** Gives back this attempt's count (a successful sign-in was no failure). */
  release(): Promise<void>;
}

export function throttleKeys(login: string, address: string): Record<keyof typeof THROTTLE, string> {
  const name = login.trim().toLowerCase();
  return { pair: `pair:${name}|${address}`, name: `name:${name}`, addr: `addr:${address}` };
}

export async function admit(users: UsersRepository, login: string, address: string, now = Date.now()): Promise<Admission> {
  const keys = throttleKeys(login, address);
  const counted = await Promise.all(
    (Object.keys(keys) as (keyof typeof keys)[]).map(async (k) => ({ key: keys[k], ...(await users.countAttempt(keys[k], THROTTLE[k], now)) })),
  );
  const refused = counted.filter((c) => c.refused);
  return {
    retryAfterMs: refused.length ? Math.max(1_000, ...refused.map((c) => c.nextAllowedAt - now)) : null,
    release: async () => {
      await Promise.all(counted.map((c) => users.uncountAttempt(c.key)));
    },
  };
}
