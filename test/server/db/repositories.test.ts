// The users and blogs repositories on both databases: the same statements
// must mean the same thing on SQLite and on PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStorage, type Storage } from '../../../server/db/index';
import { UserExistsError, UsersRepository } from '../../../server/db/users-repository';
import { BlogsRepository } from '../../../server/db/blogs-repository';
import { createPgDatabase, describePostgres, type Backend } from '../helpers';

function repositorySuite(backend: Backend) {
  let storage: Storage;
  let users: UsersRepository;
  let blogs: BlogsRepository;
  let dataDir: string;
  let pg: { url: string; drop(): Promise<void> } | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'bfsi-repo-'));
    if (backend === 'postgres') pg = await createPgDatabase();
    storage = await openStorage({ dataDir, databaseUrl: pg?.url, sqliteSynchronous: 'NORMAL', pgPoolMax: 2 });
    users = new UsersRepository(storage.db);
    blogs = new BlogsRepository(storage.db);
  });

  afterAll(async () => {
    await storage?.close();
    await pg?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const newUser = (username: string) => ({ username, email: `${username}@example.com`, passwordHash: 'hash-1', role: 'staff' as const, companyId: '1' });

  test('create stores a user who must change the password; a taken name is UserExistsError', async () => {
    const u = await users.create(newUser('repo-ann'));
    expect(await users.findByName('repo-ann')).toEqual(u);
    expect(await users.findById(u.id)).toEqual(u);
    expect(u).toMatchObject({ is_first_login: 1, failed_attempts: 0, locked_until: null, token_version: 0 });
    await expect(users.create(newUser('repo-ann'))).rejects.toThrow(UserExistsError);
    // Two at once: the unique index decides, and the loser still gets UserExistsError.
    const both = await Promise.allSettled([users.create(newUser('repo-race')), users.create(newUser('repo-race'))]);
    expect(both.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((both.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason).toBeInstanceOf(UserExistsError);
    expect(await users.findByName('nobody')).toBeUndefined();
  });

  const rule = { free: 3, stepMs: 1_000, capMs: 5_000, windowMs: 60_000 };

  test('countAttempt: counted and decided in one statement; 30 at once count 30 and only the first reach the check', async () => {
    const now = 1_000_000;
    const results = await Promise.all(Array.from({ length: 30 }, () => users.countAttempt('name:race', rule, now)));
    expect(Math.max(...results.map((r) => r.failures))).toBe(30);
    expect(results.map((r) => r.failures).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    // The first three are free; the third starts the wait, so everything after it is refused unchecked.
    expect(results.filter((r) => !r.refused).length).toBe(3);
    // A success takes back only its own attempt.
    await users.uncountAttempt('name:race');
    expect((await users.countAttempt('name:race', rule, now)).failures).toBe(30);
  });

  test('countAttempt: the wait grows with each failure up to the cap, and the count starts again after the window', async () => {
    let now = 2_000_000;
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      const r = await users.countAttempt('name:slow', rule, now);
      expect(r.refused).toBe(false);
      waits.push(r.nextAllowedAt ? r.nextAllowedAt - now : 0);
      now = Math.max(now, r.nextAllowedAt) + 1;
    }
    expect(waits).toEqual([0, 0, 1_000, 2_000, 3_000, 4_000, 5_000, 5_000]);
    const fresh = await users.countAttempt('name:slow', rule, now + 61_000);
    expect(fresh).toEqual({ failures: 1, refused: false, nextAllowedAt: 0 });
  });

  test('sessionState: version, lock, whether the family has a live token and whether the password must change first', async () => {
    const u = await users.create(newUser('repo-eve'));
    expect(await users.sessionState(u.id, 'fam-1')).toEqual({ role: 'staff', tokenVersion: 0, lockedUntil: null, live: false, mustChangePassword: true });
    await storage.db.insertInto('refresh_tokens').values({ token_hash: 'h1', family_id: 'fam-1', user_id: u.id, status: 'active', expires_at: Date.now() + 60_000, created_at: Date.now() }).execute();
    await users.bumpTokenVersion(u.id);
    await users.setLock(u.id, 42);
    await users.setPassword(u.id, u.password_hash, false);
    expect(await users.sessionState(u.id, 'fam-1')).toEqual({ role: 'staff', tokenVersion: 1, lockedUntil: 42, live: true, mustChangePassword: false });
    expect(await users.sessionState('nobody', 'fam-1')).toBeUndefined();
  });

  test('setPassword and reset', async () => {
    const u = await users.create(newUser('repo-cy'));
    await users.setPassword(u.id, 'hash-2', false);
    expect(await users.findById(u.id)).toMatchObject({ password_hash: 'hash-2', is_first_login: 0 });
    await users.setLock(u.id, Date.now() + 60_000);
    await users.reset(u.id, { passwordHash: 'hash-3', role: 'admin', email: 'cy@new.example' });
    expect(await users.findById(u.id)).toMatchObject({
      password_hash: 'hash-3',
      role: 'admin',
      email: 'cy@new.example',
      is_first_login: 1,
      failed_attempts: 0,
      locked_until: null,
    });
    await users.reset(u.id, { passwordHash: 'hash-4', role: 'admin' });
    expect(await users.findById(u.id)).toMatchObject({ password_hash: 'hash-4', email: 'cy@new.example' });
  });

  test('blogs.create stores the row it answers with', async () => {
    const u = await users.create(newUser('repo-dee'));
    const b = await blogs.create({ name: 'QC notes', url: 'https://blog.example.org/', author: 'Dee', createdBy: u.id });
    expect(b).toMatchObject({ id: expect.any(String), blog_name: 'QC notes', blog_url: 'https://blog.example.org/', author_name: 'Dee', created_by: u.id });
    const stored = await storage.db.selectFrom('blogs').selectAll().where('id', '=', b.id).executeTakeFirst();
    expect(stored).toEqual(b);
  });
}

describe('repositories on SQLite', () => repositorySuite('sqlite'));
describePostgres('repositories on PostgreSQL', () => repositorySuite('postgres'));
