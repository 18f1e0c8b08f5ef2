// Configuration from the environment, checked once at boot (STYLE §9). This
// is the only server file that reads process.env: everything else takes the
// Config object (or the part of it it needs). Everything has a default that
// runs the whole product on one machine; a bad value stops the server with a
// message instead of failing later. README.md's Configuration table lists
// every variable read here.
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import { siteConfig } from '../content/site-config';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  webRoot: string;
  databaseUrl?: string;
  smtpUrl?: string;
  inquiryTo: string;
  mailFrom: string;
  allowedOrigins: string[];
  siteUrl?: string;
  smartqcUrl: string;
  captchaFixedCode?: string;
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  redisUrl?: string;
  jwtSecret?: string;
  logLevel: LogLevel;
  /** pretty: one readable line per event, for a person at a terminal; json: pino JSON lines, for machines. */
  logFormat: 'pretty' | 'json';
  /** PostgreSQL connections per process (the outbox thread has a pool of its own). */
  pgPoolMax: number;
  /** The optional hosted question-answering model for the chatbot; both parts or neither. */
  qaModel?: { url: string; token: string };
  sqliteSynchronous: 'FULL' | 'NORMAL';
  /** Largest size the SQLite file may grow to (its max_page_count), in MB; unset: no cap. */
  sqliteMaxSizeMb?: number;
  /** /readyz reports DATA_DIR unusable when less than this much space is free there (bytes). */
  diskFreeMinBytes: number;
  /** Names this instance in outbox leases: a restarted instance takes back its own dead leases at once. */
  instanceId: string;
  outbox: {
    retryBaseMs: number;
    retryMaxMs: number;
    pollMs: number;
    leaseMs: number;
    sendTimeoutMs: number;
    thread: boolean;
    /** Permanent refusals (SMTP 5xx) of one mail before it is marked failed. */
    maxRefusals: number;
    /**
     * Lead webhooks (server/leads/webhooks.ts), delivered through this outbox
     * by a worker of their own; kept here so the outbox thread gets them too.
     */
    webhooks: {
      /** WEBHOOK_URLS: each new lead is POSTed to every one. */
      urls: string[];
      /** WEBHOOK_SECRET: signs each body (X-Signature); required with urls. */
      secret?: string;
      /** WEBHOOK_TIMEOUT_MS: the longest one POST may take. */
      timeoutMs: number;
      /** WEBHOOK_MAX_ATTEMPTS: tries of one delivery before it is marked failed. */
      maxAttempts: number;
    };
  };
  rate: { authPerMin: number; chatPerMin: number; inquiryPerMin: number; notFoundPerMin: number };
  cookieSecure: boolean;
  accessTokenTtlSec: number;
  refreshTokenTtlSec: number;
  shutdownTimeoutMs: number;
}

export class ConfigError extends Error {}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, def: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return def;
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const n = Number(raw);
  if (n < min || n > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${n}`);
  return n;
}

function bool(env: Env, name: string, def: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return def;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

function email(name: string, value: string): string {
  if (!/^[^\s@<>(),;:"\\]+@[^\s@<>(),;:"\\]+\.[^\s@<>(),;:"\\]+$/.test(value)) {
    throw new ConfigError(`${name} must be an e-mail address, got "${value}"`);
  }
  return value;
}

function url(name: string, value: string, protocols: string[]): string {
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a URL: "${value}"`);
  }
  if (!protocols.includes(u.protocol)) throw new ConfigError(`${name} must use ${protocols.join(' or ')}, got "${u.protocol}"`);
  return value;
}

function trustProxy(raw: string | undefined): Config['trustProxy'] {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) {
    // A hop count: trust that many proxies in front of this server.
    const hops = Number(raw);
    return (_address: string, hop: number) => hop < hops;
  }
  // A comma list of addresses or CIDR ranges (proxy-addr syntax).
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .join(',');
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], def: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return def;
  const v = raw.toLowerCase() as T;
  if (!allowed.includes(v)) throw new ConfigError(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
  return v;
}

function webhooks(env: Env, leaseMs: number): Config['outbox']['webhooks'] {
  const urls = (env.WEBHOOK_URLS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((u) => url('WEBHOOK_URLS', u, ['http:', 'https:']));
  const secret = env.WEBHOOK_SECRET?.trim() || undefined;
  // Unsigned leads could be forged by anyone who learns a receiver's URL.
  if (urls.length && !secret) throw new ConfigError('WEBHOOK_URLS needs WEBHOOK_SECRET (it signs every delivery)');
  if (secret && secret.length < 16) throw new ConfigError('WEBHOOK_SECRET must be at least 16 characters');
  return {
    urls: [...new Set(urls)],
    secret,
    // The default stays inside a short OUTBOX_LEASE_MS, which must outlast a send.
    timeoutMs: int(env, 'WEBHOOK_TIMEOUT_MS', Math.max(100, Math.min(10_000, Math.floor(leaseMs / 2))), 100, 120_000),
    maxAttempts: int(env, 'WEBHOOK_MAX_ATTEMPTS', 10, 1, 1000),
  };
}

function qaModel(env: Env): Config['qaModel'] {
  const modelUrl = env.QA_MODEL_URL?.trim() || undefined;
  const token = env.QA_MODEL_TOKEN?.trim() || undefined;
  if (!modelUrl && !token) return undefined;
  // Half a configuration would silently leave the chatbot local; say so instead.
  if (!modelUrl || !token) throw new ConfigError('QA_MODEL_URL and QA_MODEL_TOKEN go together: set both or neither');
  return { url: url('QA_MODEL_URL', modelUrl, ['http:', 'https:']), token };
}

function instanceId(raw: string | undefined): string {
  const id = raw?.trim() || hostname();
  if (!/^[A-Za-z0-9._:-]{1,100}$/.test(id)) {
    throw new ConfigError(`INSTANCE_ID must be 1-100 letters, digits, '.', '_', ':' or '-', got "${raw ?? id}"`);
  }
  return id;
}

/**
 * stdoutIsTTY picks the default LOG_FORMAT: readable lines for a person at a
 * terminal, JSON when the output goes to a file, a pipe or a log collector.
 */
export function loadConfig(env: Env = process.env, stdoutIsTTY: boolean = process.stdout.isTTY === true): Config {
  const production = env.NODE_ENV === 'production';
  const domain = new URL(siteConfig.website).hostname.replace(/^www\./, '');

  const captchaFixedCode = env.CAPTCHA_FIXED_CODE || undefined;
  if (captchaFixedCode && production) {
    throw new ConfigError('CAPTCHA_FIXED_CODE is for automated tests only and is refused with NODE_ENV=production');
  }
  if (captchaFixedCode && !/^[A-Za-z0-9]{1,12}$/.test(captchaFixedCode)) {
    throw new ConfigError('CAPTCHA_FIXED_CODE must be 1-12 letters or digits');
  }

  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl) url('DATABASE_URL', databaseUrl, ['postgres:', 'postgresql:']);
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl) url('SMTP_URL', smtpUrl, ['smtp:', 'smtps:']);
  const redisUrl = env.REDIS_URL || undefined;
  if (redisUrl) url('REDIS_URL', redisUrl, ['redis:', 'rediss:']);

  const jwtSecret = env.JWT_SECRET || undefined;
  if (jwtSecret && jwtSecret.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters');
  // Instances sharing one PostgreSQL must sign with one key; a key generated
  // into each instance's DATA_DIR would make their tokens fail on each other.
  if (production && databaseUrl && !jwtSecret) {
    throw new ConfigError('JWT_SECRET is required with DATABASE_URL under NODE_ENV=production (every instance must share it)');
  }

  const allowedOrigins = (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((o) => {
      const u = new URL(url('ALLOWED_ORIGINS', o, ['http:', 'https:']));
      return u.origin;
    });

  const sync = (env.SQLITE_SYNCHRONOUS ?? 'FULL').toUpperCase();
  if (sync !== 'FULL' && sync !== 'NORMAL') throw new ConfigError('SQLITE_SYNCHRONOUS must be FULL or NORMAL');

  const retryBaseMs = int(env, 'OUTBOX_RETRY_BASE_MS', 5_000, 10);
  const sendTimeoutMs = int(env, 'SMTP_TIMEOUT_MS', 20_000, 100);
  const leaseMs = int(env, 'OUTBOX_LEASE_MS', 120_000, 500);
  if (leaseMs <= sendTimeoutMs) {
    // A lease shorter than a send would let another instance take the row mid-send.
    throw new ConfigError('OUTBOX_LEASE_MS must be longer than SMTP_TIMEOUT_MS');
  }

  const hooks = webhooks(env, leaseMs);
  if (leaseMs <= hooks.timeoutMs) throw new ConfigError('OUTBOX_LEASE_MS must be longer than WEBHOOK_TIMEOUT_MS');

  return {
    port: int(env, 'PORT', 3000, 0, 65535),
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || './data'),
    webRoot: resolve(env.WEB_ROOT || 'dist/site'),
    databaseUrl,
    smtpUrl,
    inquiryTo: email('INQUIRY_TO', env.INQUIRY_TO || `info@${domain}`),
    mailFrom: env.MAIL_FROM || `"${siteConfig.company}" <${email('MAIL_FROM', `no-reply@${domain}`)}>`,
    allowedOrigins,
    siteUrl: env.SITE_URL ? url('SITE_URL', env.SITE_URL, ['http:', 'https:']) : undefined,
    smartqcUrl: url('SMARTQC_URL', env.SMARTQC_URL || siteConfig.smartqcUrl, ['http:', 'https:']),
    captchaFixedCode,
    trustProxy: trustProxy(env.TRUST_PROXY),
    redisUrl,
    jwtSecret,
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    logFormat: oneOf(env, 'LOG_FORMAT', ['pretty', 'json'] as const, stdoutIsTTY ? 'pretty' : 'json'),
    pgPoolMax: int(env, 'PG_POOL_MAX', 10, 1, 1000),
    qaModel: qaModel(env),
    sqliteSynchronous: sync,
    sqliteMaxSizeMb: env.SQLITE_MAX_SIZE_MB ? int(env, 'SQLITE_MAX_SIZE_MB', 0, 1) : undefined,
    diskFreeMinBytes: int(env, 'DISK_FREE_MIN_MB', 100) * 1024 * 1024,
    instanceId: instanceId(env.INSTANCE_ID),
    outbox: {
      retryBaseMs,
      retryMaxMs: Math.max(retryBaseMs, int(env, 'OUTBOX_RETRY_MAX_MS', 600_000, 10)),
      pollMs: int(env, 'OUTBOX_POLL_MS', 2_000, 10),
      leaseMs,
      sendTimeoutMs,
      thread: bool(env, 'OUTBOX_THREAD', true),
      maxRefusals: int(env, 'OUTBOX_MAX_REFUSALS', 3, 1, 100),
      webhooks: hooks,
    },
    rate: {
      authPerMin: int(env, 'AUTH_RATE_PER_MIN', 10, 1),
      chatPerMin: int(env, 'CHAT_RATE_PER_MIN', 30, 1),
      inquiryPerMin: int(env, 'INQUIRY_RATE_PER_MIN', 20, 1),
      notFoundPerMin: int(env, 'NOT_FOUND_RATE_PER_MIN', 300, 1),
    },
    cookieSecure: bool(env, 'COOKIE_SECURE', production),
    accessTokenTtlSec: int(env, 'ACCESS_TOKEN_TTL_SEC', 900, 10),
    refreshTokenTtlSec: int(env, 'REFRESH_TOKEN_TTL_SEC', 7 * 24 * 3600, 60),
    shutdownTimeoutMs: int(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 100),
  };
}
