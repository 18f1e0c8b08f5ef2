// Staff accounts: the rules for signing in (five wrong passwords lock an
// account for 15 minutes), changing, resetting and setting a first password.
// Storage belongs to the users repository and HTTP to the routes; the
// register route and the user:add script share these rules.
import { hashPassword, verifyPassword } from './passwords';
import { USERNAME_PATTERN } from '../../contract/api/users';
import type { User, UsersRepository } from '../db/users-repository';

export { UserExistsError, type User } from '../db/users-repository';

export const MAX_FAILED = 5;
export const LOCK_MS = 15 * 60 * 1000;
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
  | { kind: 'locked'; userId: string; justLocked: boolean }
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

  async signIn(login: string, password: string, now = Date.now()): Promise<SignInResult> {
    const user = await this.users.findByName(login);
    // A locked account is refused before the password is looked at, so guessing goes nowhere.
    if (user?.locked_until && user.locked_until > now) return { kind: 'locked', userId: user.id, justLocked: false };
    // Unknown names are verified against a dummy hash: the time taken does not tell which names exist.
    const ok = await verifyPassword(user?.password_hash, password);
    if (!user || !ok) {
      if (user && (await this.users.addFailedAttempt(user.id)) >= MAX_FAILED) {
        await this.users.lock(user.id, now + LOCK_MS);
        return { kind: 'locked', userId: user.id, justLocked: true };
      }
      return { kind: 'failed' };
    }
    await this.users.clearFailedAttempts(user.id);
    return { kind: 'ok', user };
  }

  async changePassword(userId: string, current: string, next: string): Promise<'changed' | 'wrong-password' | 'same-password'> {
    const user = await this.users.findById(userId);
    if (!user || !(await verifyPassword(user.password_hash, current))) return 'wrong-password';
    if (next === current) return 'same-password';
    await this.users.setPassword(user.id, await hashPassword(next), false);
    // A new password ends every session begun with the old one: a stolen refresh token dies here.
    await this.sessions.revokeUser(user.id);
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
    await this.sessions.revokeUser(user.id);
    return this.users.findById(user.id);
  }
}
