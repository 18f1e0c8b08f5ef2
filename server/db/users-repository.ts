// Every statement on the users table. Routes, services and scripts ask for
// what they need by name; none of them builds SQL, and the same statements
// serve SQLite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { Db } from './index';
import type { UsersTable } from './schema';

export type User = Selectable<UsersTable>;

export interface NewUserRow {
  username: string;
  email: string;
  passwordHash: string;
  role: User['role'];
  companyId: string;
}

export class UserExistsError extends Error {}

/** How one throttle key counts: `free` attempts per window, then a wait growing by `stepMs` up to `capMs`. */
export interface ThrottleRule {
  free: number;
  stepMs: number;
  capMs: number;
  windowMs: number;
}

export interface CountedAttempt {
  failures: number;
  /** The attempt came while the key was waiting out its backoff: refuse it unchecked. */
  refused: boolean;
  /** When the key may try again (0: now). */
  nextAllowedAt: number;
}

/** What each request checks of its access token's user and session. */
export interface SessionState {
  role: User['role'];
  tokenVersion: number;
  lockedUntil: number | null;
  /** The token's refresh-token family still has a live member (not signed out, not revoked). */
  live: boolean;
  /** A first sign-in or an admin's reset: the password must be changed before anything else. */
  mustChangePassword: boolean;
}

export class UsersRepository {
  constructor(private readonly db: Db) {}

  findByName(username: string): Promise<User | undefined> {
    return this.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
  }

  findById(id: string): Promise<User | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** A new user who must change the password at first sign-in; UserExistsError when the name is taken. */
  async create(u: NewUserRow): Promise<User> {
    const existing = await this.db.selectFrom('users').select('id').where('username', '=', u.username).executeTakeFirst();
    if (existing) throw new UserExistsError(`user ${u.username} exists`);
    const row = {
      id: randomUUID(),
      username: u.username,
      email: u.email,
      password_hash: u.passwordHash,
      role: u.role,
      company_id: u.companyId,
      is_first_login: 1,
      locked_until: null,
      created_at: Date.now(),
    };
    try {
      await this.db.insertInto('users').values(row).execute();
    } catch (e) {
      // The check above can race a concurrent insert of the same name; the unique index decides.
      if (/unique|duplicate/i.test(String((e as Error).message))) throw new UserExistsError(`user ${u.username} exists`);
      throw e;
    }
    return { ...row, failed_attempts: 0, token_version: 0 };
  }

  /**
   * Counts one sign-in attempt under a throttle key and decides, in the same
   * statement, whether it may go on: N concurrent attempts count N, and the
   * one that crosses the threshold sets the wait for all that follow. Every
   * SET expression reads the row as it was, on SQLite as on PostgreSQL.
   */
  async countAttempt(key: string, rule: ThrottleRule, now = Date.now()): Promise<CountedAttempt> {
    const floor = now - rule.windowMs;
    const capSteps = Math.ceil(rule.capMs / rule.stepMs);
    const t = sql.ref('signin_throttle');
    const { rows } = await sql<{ failures: number | string; prev_allowed_at: number | string; next_allowed_at: number | string }>`
      insert into signin_throttle (key, failures, window_start, next_allowed_at, prev_allowed_at)
      values (${key}, 1, ${now}, ${rule.free <= 1 ? now + rule.stepMs : 0}, 0)
      on conflict (key) do update set
        failures = case when ${t}.window_start < ${floor} then 1 else ${t}.failures + 1 end,
        window_start = case when ${t}.window_start < ${floor} then ${now} else ${t}.window_start end,
        prev_allowed_at = ${t}.next_allowed_at,
        next_allowed_at = case
          when ${t}.next_allowed_at > ${now} then ${t}.next_allowed_at
          when ${t}.window_start < ${floor} then 0
          when ${t}.failures + 1 < ${rule.free} then 0
          when ${t}.failures + 2 - ${rule.free} >= ${capSteps} then cast(${now + rule.capMs} as bigint)
          else cast(${now} as bigint) + (${t}.failures + 2 - ${rule.free}) * ${rule.stepMs}
        end
      returning failures, prev_allowed_at, next_allowed_at`.execute(this.db);
    const r = rows[0];
    return { failures: Number(r.failures), refused: Number(r.prev_allowed_at) > now, nextAllowedAt: Number(r.next_allowed_at) };
  }

  /** A successful sign-in takes back its own attempt, and only that: failures counted before it stay. */
  async uncountAttempt(key: string): Promise<void> {
    await this.db
      .updateTable('signin_throttle')
      .set((eb) => ({ failures: eb('failures', '-', 1) }))
      .where('key', '=', key)
      .where('failures', '>', 0)
      .execute();
  }

  async purgeThrottle(olderThan: number): Promise<void> {
    await this.db.deleteFrom('signin_throttle').where('window_start', '<', olderThan).where('next_allowed_at', '<', olderThan).execute();
  }

  async sessionState(userId: string, familyId: string, now = Date.now()): Promise<SessionState | undefined> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => [
        'role',
        'token_version',
        'locked_until',
        'is_first_login',
        eb
          .exists(
            eb
              .selectFrom('refresh_tokens')
              .select('token_hash')
              .where('family_id', '=', familyId)
              .where('user_id', '=', userId)
              .where('status', '=', 'active')
              .where('expires_at', '>', now),
          )
          .as('live'),
      ])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      role: row.role,
      tokenVersion: Number(row.token_version),
      lockedUntil: row.locked_until,
      live: Boolean(row.live),
      mustChangePassword: Boolean(Number(row.is_first_login)),
    };
  }

  async bumpTokenVersion(id: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }

  /** An administrator's lock (until undefined: lift it). */
  async setLock(id: string, until: number | null): Promise<void> {
    await this.db.updateTable('users').set({ locked_until: until }).where('id', '=', id).execute();
  }

  list(): Promise<User[]> {
    return this.db.selectFrom('users').selectAll().orderBy('username').execute();
  }

  async setPassword(id: string, passwordHash: string, firstLogin: boolean): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ password_hash: passwordHash, is_first_login: firstLogin ? 1 : 0 })
      .where('id', '=', id)
      .execute();
  }

  /** An administrator's reset: new password to be changed at next sign-in, lock lifted. */
  async reset(id: string, changes: { passwordHash: string; role: User['role']; email?: string }): Promise<void> {
    await this.db
      .updateTable('users')
      .set({
        password_hash: changes.passwordHash,
        role: changes.role,
        is_first_login: 1,
        failed_attempts: 0,
        locked_until: null,
        ...(changes.email ? { email: changes.email } : {}),
      })
      .where('id', '=', id)
      .execute();
  }
}
