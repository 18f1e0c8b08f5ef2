// POST /api/Blog/CreateBlog: who may call it and what a blog must look like,
// through app.inject. Storing one on both databases is in api-suite.ts.
import { build, signedIn, type TestApp } from '../../support/app';
import { query } from '../helpers';

let app: TestApp;
beforeAll(async () => {
  app = await build();
});

const blog = { BlogName: 'Mortgage QC notes', BlogUrl: 'https://blog.example.org/qc', AuthorName: 'Grace Hopper' };
const create = (payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/Blog/CreateBlog', payload: payload as object, headers });

test('signed-in staff only: without a token even a malformed body is a 401 (the schema is not shown to strangers)', async () => {
  expect((await create(blog)).statusCode).toBe(401);
  expect((await create({})).statusCode).toBe(401);
  expect((await create(blog, { authorization: 'Bearer not.a.jwt' })).statusCode).toBe(401);
  expect((await app.inject({ method: 'POST', url: '/api/auth/ChangePassword', payload: {} })).statusCode).toBe(401);
});

test.each<[string, Record<string, unknown>]>([
  ['a javascript: URL', { ...blog, BlogUrl: 'javascript:alert(1)' }],
  ['an ftp: URL', { ...blog, BlogUrl: 'ftp://example.org/x' }],
  ['not a URL', { ...blog, BlogUrl: 'not a url' }],
  ['a blank name', { ...blog, BlogName: '  ' }],
  ['no author', { BlogName: 'x', BlogUrl: 'https://a.example' }],
  ['an author over 200 characters', { ...blog, AuthorName: 'x'.repeat(201) }],
  ['a name that is not a string', { ...blog, BlogName: 7 }],
])('%s is a 400', async (_name, payload) => {
  const { authorization } = await signedIn(app);
  const r = await create(payload, { authorization });
  expect(r.statusCode).toBe(400);
  expect(r.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
});

test('a valid blog is a 201 with { data }, created by the signed-in user', async () => {
  const { user, authorization } = await signedIn(app);
  const r = await create(blog, { authorization });
  expect(r.statusCode).toBe(201);
  expect(r.json().data).toEqual({ id: expect.any(String), ...blog, createdAt: expect.any(String) });
  expect(Date.now() - Date.parse(r.json().data.createdAt)).toBeLessThan(60_000);
  const [row] = await query('sqlite', app.dataDir, 'select created_by from blogs where id = $1', [r.json().data.id]);
  expect(row).toEqual({ created_by: user.id });
});
