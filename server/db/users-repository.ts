// Every statement on the users table. Routes, services and scripts ask for
// what they need by name; none of them builds SQL, and the same statements
// serve SQLite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
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
    return { ...row, failed_attempts: 0 };
  }

  /**
   * One more failed sign-in, counted in the database (so every instance sees
   * it); the new count, or 0 when the user is gone.
   */
  async addFailedAttempt(id: string): Promise<number> {
    const row = await this.db
      .updateTable('users')
      .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
      .where('id', '=', id)
      .returning('failed_attempts')
      .executeTakeFirst();
    return row?.failed_attempts ?? 0;
  }

  /** Locks sign-in until the given time; the count starts again after it. */
  async lock(id: string, until: number): Promise<void> {
    await this.db.updateTable('users').set({ locked_until: until, failed_attempts: 0 }).where('id', '=', id).execute();
  }

  async clearFailedAttempts(id: string): Promise<void> {
    await this.db.updateTable('users').set({ failed_attempts: 0, locked_until: null }).where('id', '=', id).execute();
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
