// Configuration is read and checked once, in server/config.ts: defaults that
// run everything on one machine, refusals with a message, the log format a
// terminal gets, and the README listing every variable it reads.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, relative } from 'node:path';
import { ConfigError, loadConfig } from '../../server/config';
import { repoRoot, startServer } from '../support/server';

jest.setTimeout(60_000);

describe('loadConfig', () => {
  test('with nothing set, everything has a default that runs on one machine', () => {
    const c = loadConfig({}, false);
    expect(c).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: join(process.cwd(), 'data'),
      webRoot: join(process.cwd(), 'dist/site'),
      inquiryTo: 'info@example.com',
      allowedOrigins: [],
      trustProxy: false,
      logLevel: 'info',
      logFormat: 'json',
      pgPoolMax: 10,
      sqliteSynchronous: 'FULL',
      outbox: { retryBaseMs: 5_000, retryMaxMs: 600_000, pollMs: 2_000, leaseMs: 120_000, sendTimeoutMs: 20_000, thread: true, maxRefusals: 3 },
      diskFreeMinBytes: 100 * 1024 * 1024,
      instanceId: hostname(),
      rate: { authPerMin: 10, chatPerMin: 30, inquiryPerMin: 20, notFoundPerMin: 300 },
      cookieSecure: false,
      accessTokenTtlSec: 900,
      refreshTokenTtlSec: 7 * 24 * 3600,
      shutdownTimeoutMs: 10_000,
    });
    for (const unset of ['databaseUrl', 'smtpUrl', 'redisUrl', 'jwtSecret', 'captchaFixedCode', 'qaModel', 'sqliteMaxSizeMb'] as const) expect(c[unset]).toBeUndefined();
  });

  test('each setting reaches the Config object', () => {
    const c = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: '/srv/bfsi',
        WEB_ROOT: '/srv/site',
        DATABASE_URL: 'postgres://app@db.internal/bfsi',
        SMTP_URL: 'smtp://mail.internal:25',
        REDIS_URL: 'redis://cache.internal:6379',
        PG_POOL_MAX: '25',
        LOG_LEVEL: 'WARN',
        OUTBOX_THREAD: 'false',
        COOKIE_SECURE: 'true',
        NOT_FOUND_RATE_PER_MIN: '50',
        ACCESS_TOKEN_TTL_SEC: '60',
        REFRESH_TOKEN_TTL_SEC: '3600',
        SHUTDOWN_TIMEOUT_MS: '2000',
        SMTP_TIMEOUT_MS: '5000',
        JWT_SECRET: 'x'.repeat(32),
        SQLITE_MAX_SIZE_MB: '512',
        DISK_FREE_MIN_MB: '20',
        INSTANCE_ID: 'web-1.eu',
        OUTBOX_MAX_REFUSALS: '5',
      },
      false,
    );
    expect(c).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/bfsi',
      webRoot: '/srv/site',
      databaseUrl: 'postgres://app@db.internal/bfsi',
      smtpUrl: 'smtp://mail.internal:25',
      redisUrl: 'redis://cache.internal:6379',
      pgPoolMax: 25,
      logLevel: 'warn',
      outbox: { thread: false, sendTimeoutMs: 5000 },
      cookieSecure: true,
      rate: { notFoundPerMin: 50 },
      accessTokenTtlSec: 60,
      refreshTokenTtlSec: 3600,
      shutdownTimeoutMs: 2000,
      sqliteMaxSizeMb: 512,
      diskFreeMinBytes: 20 * 1024 * 1024,
      instanceId: 'web-1.eu',
    });
    expect(c.outbox.maxRefusals).toBe(5);
  });

  test('NODE_ENV=production makes cookies Secure unless COOKIE_SECURE=false says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).cookieSecure).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
  });

  test('LOG_FORMAT: readable on a terminal, JSON otherwise, whatever NODE_ENV says; the setting wins', () => {
    expect(loadConfig({}, true).logFormat).toBe('pretty');
    expect(loadConfig({}, false).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'production' }, true).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'development' }, false).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }, false).logFormat).toBe('pretty');
  });

  test('CAPTCHA_FIXED_CODE is refused under NODE_ENV=production', () => {
    expect(() => loadConfig({ CAPTCHA_FIXED_CODE: 'ABC123', NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ CAPTCHA_FIXED_CODE: 'ABC123', NODE_ENV: 'production' })).toThrow(/CAPTCHA_FIXED_CODE/);
    expect(loadConfig({ CAPTCHA_FIXED_CODE: 'ABC123' }).captchaFixedCode).toBe('ABC123');
  });

  test('several instances on PostgreSQL in production must share JWT_SECRET: refused without it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/none' })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/none', JWT_SECRET: 's'.repeat(32) }).jwtSecret).toHaveLength(32);
  });

  test.each([
    ['OUTBOX_RETRY_BASE_MS', { OUTBOX_RETRY_BASE_MS: 'soon' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x' }],
    ['SMTP_URL', { SMTP_URL: 'http://mail.example' }],
    ['REDIS_URL', { REDIS_URL: 'memcached://x' }],
    ['PORT', { PORT: '70000' }],
    ['PG_POOL_MAX', { PG_POOL_MAX: '0' }],
    ['PG_POOL_MAX', { PG_POOL_MAX: 'many' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['LOG_FORMAT', { LOG_FORMAT: 'xml' }],
    ['OUTBOX_THREAD', { OUTBOX_THREAD: 'no' }],
    ['COOKIE_SECURE', { COOKIE_SECURE: 'yes' }],
    ['JWT_SECRET', { JWT_SECRET: 'short' }],
    ['SQLITE_SYNCHRONOUS', { SQLITE_SYNCHRONOUS: 'OFF' }],
    ['OUTBOX_LEASE_MS', { OUTBOX_LEASE_MS: '1000', SMTP_TIMEOUT_MS: '1000' }],
    ['INQUIRY_TO', { INQUIRY_TO: 'not an address' }],
    ['ALLOWED_ORIGINS', { ALLOWED_ORIGINS: 'ftp://partner.example' }],
    ['CAPTCHA_FIXED_CODE', { CAPTCHA_FIXED_CODE: 'has space' }],
    ['NOT_FOUND_RATE_PER_MIN', { NOT_FOUND_RATE_PER_MIN: '0' }],
    ['SHUTDOWN_TIMEOUT_MS', { SHUTDOWN_TIMEOUT_MS: '-1' }],
    ['SQLITE_MAX_SIZE_MB', { SQLITE_MAX_SIZE_MB: '0' }],
    ['SQLITE_MAX_SIZE_MB', { SQLITE_MAX_SIZE_MB: 'big' }],
    ['DISK_FREE_MIN_MB', { DISK_FREE_MIN_MB: '1.5' }],
    ['INSTANCE_ID', { INSTANCE_ID: 'has space' }],
    ['OUTBOX_MAX_REFUSALS', { OUTBOX_MAX_REFUSALS: '0' }],
  ])('a bad %s is refused with a message naming it', (name, env) => {
    expect(() => loadConfig(env, false)).toThrow(ConfigError);
    expect(() => loadConfig(env, false)).toThrow(new RegExp(name));
  });
});

describe('one place, one list', () => {
  const configSource = readFileSync(join(repoRoot, 'server/config.ts'), 'utf8');
  /** Names config.ts reads: env.NAME, or a helper called with (env, 'NAME', …). */
  const readByConfig = [...new Set([...configSource.matchAll(/\benv\.([A-Z][A-Z0-9_]*)|\(env, '([A-Z][A-Z0-9_]*)'/g)].map((m) => m[1] ?? m[2]))].sort();

  function files(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const p = join(dir, name);
      return statSync(p).isDirectory() ? files(p) : /\.(ts|mts|mjs)$/.test(name) ? [p] : [];
    });
  }

  test('no server file but config.ts reads process.env', () => {
    const readers = files(join(repoRoot, 'server'))
      .filter((f) => /process\.env\b/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(repoRoot, f));
    expect(readers).toEqual(['server/config.ts']);
  });

  test("README's Configuration section lists every variable config.ts reads", () => {
    expect(readByConfig.length).toBeGreaterThan(30);
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
    const section = /## Configuration\n([\s\S]*?)\n## /.exec(readme)?.[1] ?? '';
    const missing = readByConfig.filter((name) => !section.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});

test('a bad value stops the real server at boot: exit code 78 and the message', async () => {
  await expect(startServer({ OUTBOX_RETRY_BASE_MS: 'soon' })).rejects.toThrow(/exited \(78\)[\s\S]*Configuration error: OUTBOX_RETRY_BASE_MS/);
});
