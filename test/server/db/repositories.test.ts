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
    expect(u).toMatchObject({ is_first_login: 1, failed_attempts: 0, locked_until: null });
    await expect(users.create(newUser('repo-ann'))).rejects.toThrow(UserExistsError);
    // Two at once: the unique index decides, and the loser still gets UserExistsError.
    const both = await Promise.allSettled([users.create(newUser('repo-race')), users.create(newUser('repo-race'))]);
    expect(both.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((both.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason).toBeInstanceOf(UserExistsError);
    expect(await users.findByName('nobody')).toBeUndefined();
  });

  test('failed attempts count up, a lock resets the count, clearing lifts both', async () => {
    const u = await users.create(newUser('repo-bob'));
    expect(await users.addFailedAttempt(u.id)).toBe(1);
    expect(await users.addFailedAttempt(u.id)).toBe(2);
    await users.lock(u.id, 12_345);
    expect(await users.findById(u.id)).toMatchObject({ failed_attempts: 0, locked_until: 12_345 });
    await users.addFailedAttempt(u.id);
    await users.clearFailedAttempts(u.id);
    expect(await users.findById(u.id)).toMatchObject({ failed_attempts: 0, locked_until: null });
    expect(await users.addFailedAttempt('no-such-id')).toBe(0);
  });

  test('setPassword and reset', async () => {
    const u = await users.create(newUser('repo-cy'));
    await users.setPassword(u.id, 'hash-2', false);
    expect(await users.findById(u.id)).toMatchObject({ password_hash: 'hash-2', is_first_login: 0 });
    await users.lock(u.id, Date.now() + 60_000);
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
