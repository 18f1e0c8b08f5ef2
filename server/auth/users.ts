// Creating staff users (the register route and the user:add script share it).
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/index';
import { hashPassword } from './passwords';
import { USERNAME_PATTERN } from '../../contract/api/users';

export const USERNAME_RE = new RegExp(USERNAME_PATTERN);
export const DEFAULT_COMPANY = '1';

export interface NewUser {
  username: string;
  email?: string;
  password: string;
  role: 'admin' | 'staff';
}

export class UserExistsError extends Error {}

export async function createUser(db: Db, u: NewUser) {
  const existing = await db.selectFrom('users').select('id').where('username', '=', u.username).executeTakeFirst();
  if (existing) throw new UserExistsError(`user ${u.username} exists`);
  const row = {
    id: randomUUID(),
    username: u.username,
    email: u.email ?? '',
    password_hash: await hashPassword(u.password),
    role: u.role,
    company_id: DEFAULT_COMPANY,
    is_first_login: 1,
    locked_until: null,
    created_at: Date.now(),
  };
  try {
    await db.insertInto('users').values(row).execute();
  } catch (e) {
    // A concurrent insert of the same name hits the unique index.
    if (/unique|duplicate/i.test(String((e as Error).message))) throw new UserExistsError(`user ${u.username} exists`);
    throw e;
  }
  return row;
}
