// build(env): the app in this process, configured as main.ts configures it,
// for tests through app.inject() — no port, no child process. Each app gets
// its own temporary DATA_DIR (and an empty web root) and is closed for you:
// after the test that built it, or after the file when built in beforeAll
// (fastify/demo's test/helper.ts does the same with t.after).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../server/config';
import { createLogger } from '../../server/lib/logger';
import { serverOptions } from '../../server/server-options';
import app from '../../server/app';

export type TestApp = FastifyInstance & {
  config: Config;
  dataDir: string;
  /** Every log entry so far, parsed (the logger writes JSON here whatever LOG_FORMAT says). */
  logs(): Record<string, any>[];
};

interface Open {
  app: FastifyInstance;
  dataDir: string;
  perTest: boolean;
}
const open = new Set<Open>();

async function close(o: Open) {
  open.delete(o);
  await o.app.close();
  rmSync(o.dataDir, { recursive: true, force: true });
}

afterEach(async () => {
  await Promise.all([...open].filter((o) => o.perTest).map(close));
});
afterAll(async () => {
  await Promise.all([...open].map(close));
});

/**
 * Only the given variables count (process.env is not read), on top of:
 * a fresh DATA_DIR, an empty WEB_ROOT, the outbox worker in this thread.
 */
export async function build(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bfsi-app-'));
  const webRoot = join(dataDir, 'web');
  mkdirSync(webRoot);
  const config = loadConfig({ DATA_DIR: dataDir, WEB_ROOT: webRoot, OUTBOX_THREAD: 'false', ...env, LOG_FORMAT: 'json' }, false);
  const lines: string[] = [];
  const logger = createLogger(config, { write: (line: string) => void lines.push(line) });
  const instance = Fastify(serverOptions(config, logger));
  const entry: Open = { app: instance, dataDir, perTest: expect.getState().currentTestName !== undefined };
  open.add(entry);
  try {
    await instance.register(app, { config });
    await instance.ready();
  } catch (e) {
    await close(entry);
    throw e;
  }
  const extras = { config, dataDir, logs: () => lines.map((l) => JSON.parse(l) as Record<string, any>) };
  return Object.assign(instance as FastifyInstance, extras);
}

/**
 * A staff user (or an admin) of this app and an access token for it, as sign-in would issue.
 * The user has changed their first password unless firstLogin is asked for.
 */
export async function signedIn(app: TestApp, role: 'staff' | 'admin' = 'staff', { firstLogin = false } = {}) {
  const username = `${role}-${Math.random().toString(36).slice(2, 10)}`;
  const user = await app.ctx.accounts.register({ username, password: `${username}-password`, role });
  if (!firstLogin) await app.ctx.users.setPassword(user.id, user.password_hash, false);
  const session = await app.ctx.tokens.startSession(user.id);
  const token = await app.ctx.tokens.signAccess({ sub: user.id, role, name: username, ver: 0, sid: session.familyId });
  return { user, token, authorization: `Bearer ${token}`, password: `${username}-password`, ...session };
}
