// The Fastify app as a plugin (STYLE §9, fastify/demo): storage, services,
// security plugins, routes, static files. main.ts creates the instance and starts it.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { openStorage } from './db/index';
import { UsersRepository } from './db/users-repository';
import { BlogsRepository } from './db/blogs-repository';
import { Accounts } from './auth/accounts';
import { CaptchaService } from './auth/captcha';
import { TokenService } from './auth/tokens';
import { loadJwtKey } from './auth/secrets';
import { ThreadedOutbox, type Deliverer } from './mail/thread';
import { inquiryCommitter, type StoreInquiry } from './mail/inquiry-store';
import { buildOutboxWorker } from './mail/build-worker';
import { createAnswerer } from './chat/index';
import errorHandling from './plugins/errors';
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
import staticRoutes from './routes/static';
import './lib/context';

export interface AppOptions {
  config: Config;
  /** Start the outbox worker (default true). */
  worker?: boolean;
}

export default fp(async function app(app: FastifyInstance, opts: AppOptions) {
  const { config } = opts;
  const storage = await openStorage(config);
  const key = loadJwtKey(config.dataDir, config.jwtSecret);
  // The outbox worker runs in its own thread by default (OUTBOX_THREAD=false keeps it in this one).
  const mailDomain = (/@([^>\s]+)>?\s*$/.exec(config.mailFrom)?.[1] ?? 'localhost').toLowerCase();
  let worker: Deliverer;
  let threaded: ThreadedOutbox | undefined;
  if (config.outbox.thread) {
    const { databaseUrl, dataDir, sqliteSynchronous, pgPoolMax, smtpUrl, outbox, logLevel, logFormat } = config;
    const settings = { databaseUrl, dataDir, sqliteSynchronous, pgPoolMax, smtpUrl, outbox, logLevel, logFormat, mailDomain };
    worker = threaded = new ThreadedOutbox(settings, app.log);
  } else {
    worker = buildOutboxWorker(storage, config, app.log.child({ component: 'outbox' }));
  }
  const answerer = await createAnswerer({ upstream: config.qaModel ?? null });
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
    ping: storage.ping,
    users,
    blogs: new BlogsRepository(storage.db),
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
  });

  // Every response names its request, so a report can be matched to its log lines.
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  // JSON only (text/plain would otherwise be accepted as a string body).
  app.removeContentTypeParser(['text/plain']);

  await app.register(errorHandling);
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
  await app.register(staticRoutes);

  if (opts.worker !== false) app.addHook('onReady', async () => worker.start());
});
