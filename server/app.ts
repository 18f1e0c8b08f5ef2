// The Fastify app as a plugin (STYLE §9, fastify/demo): storage, services,
// security plugins, routes, static files. main.ts creates the instance and starts it.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { openStorage } from './db/index';
import { UsersRepository } from './db/users-repository';
import { BlogsRepository } from './db/blogs-repository';
import { ChatGapsRepository } from './db/chat-gaps-repository';
import { Accounts } from './auth/accounts';
import { CaptchaService } from './auth/captcha';
import { TokenService } from './auth/tokens';
import { loadJwtKey } from './auth/secrets';
import { ThreadedOutbox, type Deliverer } from './mail/thread';
import { inquiryCommitter, type StoreInquiry } from './mail/inquiry-store';
import { buildOutboxWorker } from './mail/build-worker';
import { createAnswerer } from './chat/index';
import { connectRedis } from './lib/redis';
import { readiness, sharedReadiness } from './lib/readiness';
import { thisProcess } from './lib/instance';
import { ensureWritableDataDir } from './lib/data-dir';
import { StartupError, causeOf } from './lib/startup-error';
import errorHandling from './plugins/errors';
import textInput from './plugins/text-input';
import security from './plugins/security';
import authGuard from './plugins/auth-guard';
import health from './routes/health';
import menuRoutes from './routes/menu';
import emailRoutes from './routes/email';
import authRoutes from './routes/auth';
import userRoutes from './routes/users';
import blogRoutes from './routes/blog';
import ipRoutes from './routes/ip';
import chatRoutes from './routes/chat';
import staffRoutes from './routes/staff';
import leadEvidenceRoutes from './routes/lead-evidence';
import staffAdminRoutes from './routes/staff-admin';
import { LeadsRepository } from './db/leads-repository';
import staticRoutes from './routes/static';
import './lib/context';

export interface AppOptions {
  config: Config;
  /** Start the outbox worker (default true). */
  worker?: boolean;
}

export default fp(async function app(app: FastifyInstance, opts: AppOptions) {
  const { config } = opts;
  // DATA_DIR holds the SQLite file (checked as it opens), the .eml outbox and
  // a generated JWT key: an unusable folder stops the start with one clear line.
  if (config.databaseUrl && !config.smtpUrl) ensureWritableDataDir(config.dataDir);
  const storage = await openStorage(config, (err) => app.log.warn({ cause: err.message }, 'database connection lost; the pool opens a new one'));
  let key: Uint8Array;
  try {
    key = loadJwtKey(config.dataDir, config.jwtSecret);
  } catch (err) {
    await storage.close();
    throw new StartupError(`DATA_DIR (${config.dataDir}) cannot hold the generated JWT key (or set JWT_SECRET): ${causeOf(err)}`);
  }
  const processTag = thisProcess();
  // The outbox worker runs in its own thread by default (OUTBOX_THREAD=false keeps it in this one).
  const mailDomain = (/@([^>\s]+)>?\s*$/.exec(config.mailFrom)?.[1] ?? 'localhost').toLowerCase();
  let worker: Deliverer;
  let threaded: ThreadedOutbox | undefined;
  if (config.outbox.thread) {
    const { databaseUrl, dataDir, sqliteSynchronous, sqliteMaxSizeMb, pgPoolMax, smtpUrl, outbox, logLevel, logFormat, instanceId } = config;
    const settings = { databaseUrl, dataDir, sqliteSynchronous, sqliteMaxSizeMb, pgPoolMax, smtpUrl, outbox, logLevel, logFormat, instanceId, mailDomain, processTag };
    worker = threaded = new ThreadedOutbox(settings, app.log);
  } else {
    worker = buildOutboxWorker(storage, { ...config, processTag }, app.log.child({ component: 'outbox' }));
  }
  const redis = config.redisUrl ? connectRedis(config.redisUrl, app.log) : undefined;
  const answerer = await createAnswerer({
    upstream: config.qaModel ?? null,
    onLoadError: (err) => app.log.error({ err }, 'chat: the embedding model did not load; answering by words until a question retries'),
  });
  // Inquiries are committed with group commit. SQLite's commit is synchronous
  // (its fsync would block the HTTP loop), so with the outbox thread running
  // they are committed there; PostgreSQL commits asynchronously right here.
  const local = inquiryCommitter(storage.db, storage.dialect, mailDomain, () => worker.wake());
  const storeInquiry: StoreInquiry =
    threaded && storage.dialect === 'sqlite' ? (item) => (threaded.running ? threaded.store(item) : local(item)) : local;

  const tokens = new TokenService(storage.db, key, config.accessTokenTtlSec, config.refreshTokenTtlSec);
  const users = new UsersRepository(storage.db);
  app.decorate('ctx', {
    config,
    dialect: storage.dialect,
    readiness: sharedReadiness(() =>
      readiness({
        checkDatabase: storage.check,
        disk:
          storage.dialect === 'sqlite' || !config.smtpUrl
            ? { dir: config.dataDir, minFreeBytes: config.diskFreeMinBytes, critical: storage.dialect === 'sqlite' }
            : undefined,
        redis,
      }),
    ),
    redis,
    users,
    blogs: new BlogsRepository(storage.db),
    chatGaps: new ChatGapsRepository(storage.db),
    accounts: new Accounts(users, tokens),
    captcha: new CaptchaService(storage.db, config.captchaFixedCode),
    tokens,
    worker,
    storeInquiry,
    answerer,
    mailDomain,
  });

  // Expired captchas are useless; sweep them now and then.
  const sweep = setInterval(() => {
    app.ctx.captcha.purgeExpired().catch((err) => app.log.warn({ err }, 'captcha sweep failed'));
  }, 60_000);
  sweep.unref();

  // Close order: the HTTP server stops taking requests and finishes those in
  // flight (Fastify), then the worker finishes its send, then storage closes.
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await worker.stop();
    await storage.close();
    redis?.disconnect();
  });

  // Every response names its request, so a report can be matched to its log lines.
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  // JSON only (text/plain would otherwise be accepted as a string body).
  app.removeContentTypeParser(['text/plain']);

  await app.register(errorHandling);
  await app.register(textInput);
  await app.register(security);
  await app.register(authGuard);
  await app.register(health);
  await app.register(menuRoutes);
  await app.register(emailRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(blogRoutes);
  await app.register(ipRoutes);
  await app.register(chatRoutes);
  await app.register(staffRoutes, { leads: new LeadsRepository(storage.db) });
  await app.register(staffAdminRoutes);
  await app.register(leadEvidenceRoutes, { db: storage.db });
  await app.register(staticRoutes);

  if (opts.worker !== false) app.addHook('onReady', async () => worker.start());
});
