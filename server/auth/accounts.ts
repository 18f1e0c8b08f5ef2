// Staff accounts: the rules for signing in (failures throttle with a backoff,
// auth/throttle.ts; only an administrator locks), changing, resetting and
// setting a first password.
// Storage belongs to the users repository and HTTP to the routes; the
// register route and the user:add script share these rules.
import { hashPassword, verifyPassword } from './passwords';
import { admit } from './throttle';
import { USERNAME_PATTERN } from '../../contract/api/users';
import type { User, UsersRepository } from '../db/users-repository';

export { UserExistsError, type User } from '../db/users-repository';

/** An administrator's lock lasts until lifted (SPEC lockUser). */
export const ADMIN_LOCK_UNTIL = 8_000_000_000_000_000;
export const USERNAME_RE = new RegExp(USERNAME_PATTERN);
export const DEFAULT_COMPANY = '1';

export interface NewUser {
  username: string;
  email?: string;
  password: string;
  role: User['role'];
}

export type SignInResult =
  | { kind: 'ok'; user: User }
  /** Right password, but an administrator locked the account. */
  | { kind: 'locked'; userId: string }
  | { kind: 'throttled'; retryAfterMs: number }
  | { kind: 'failed' };

/** Ends a user's sessions (refresh tokens); TokenService does it. */
export interface Sessions {
  revokeUser(userId: string): Promise<void>;
}

export class Accounts {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: Sessions,
  ) {}

  /**
   * The attempt is counted before the password is looked at (auth/throttle.ts),
   * so concurrent guesses cannot slip past the count; a throttled attempt is
   * refused unchecked, for unknown names exactly as for real ones.
   */
  async signIn(login: string, password: string, address: string, now = Date.now()): Promise<SignInResult> {
    const admission = await admit(this.users, login, address, now);
    if (admission.retryAfterMs !== null) return { kind: 'throttled', retryAfterMs: admission.retryAfterMs };
    const user = await this.users.findByName(login);
    // Unknown names are verified against a dummy hash: the time taken does not tell which names exist.
    const ok = await verifyPassword(user?.password_hash, password);
    if (!user || !ok) return { kind: 'failed' };
    await admission.release();
    // Only someone holding the password learns of an administrator's lock.
    if (user.locked_until && user.locked_until > now) return { kind: 'locked', userId: user.id };
    return { kind: 'ok', user };
  }

  /** Ends every session and every access token of the user. */
  async endSessions(userId: string): Promise<void> {
    await this.users.bumpTokenVersion(userId);
    await this.sessions.revokeUser(userId);
  }

  async lock(userId: string, locked: boolean): Promise<boolean> {
    const user = await this.users.findById(userId);
    if (!user) return false;
    await this.users.setLock(userId, locked ? ADMIN_LOCK_UNTIL : null);
    if (locked) await this.endSessions(userId);
    return true;
  }

  async changePassword(userId: string, current: string, next: string): Promise<'changed' | 'wrong-password' | 'same-password'> {
    const user = await this.users.findById(userId);
    if (!user || !(await verifyPassword(user.password_hash, current))) return 'wrong-password';
    if (next === current) return 'same-password';
    await this.users.setPassword(user.id, await hashPassword(next), false);
    // A new password ends every session and access token begun with the old one.
    await this.endSessions(user.id);
    return 'changed';
  }

  /** UserExistsError when the name is taken. */
  async register(u: NewUser): Promise<User> {
    return this.users.create({
      username: u.username,
      email: u.email ?? '',
      passwordHash: await hashPassword(u.password),
      role: u.role,
      companyId: DEFAULT_COMPANY,
    });
  }

  /**
   * Sets a new password the user must change at next sign-in, lifts a lock
   * and ends every session; the role only ever goes up to admin, never down.
   * undefined when there is no such user.
   */
  async resetPassword(username: string, password: string, opts: { admin?: boolean; email?: string } = {}): Promise<User | undefined> {
    const user = await this.users.findByName(username);
    if (!user) return undefined;
    const role = opts.admin ? 'admin' : user.role;
    await this.users.reset(user.id, { passwordHash: await hashPassword(password), role, email: opts.email });
    await this.endSessions(user.id);
    return this.users.findById(user.id);
  }
}
