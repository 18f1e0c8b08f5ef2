// What `npm start` says once it listens: where to open it, which storage and
// which mail delivery it uses, and a loud warning when the captcha is fixed.
// Never a password: database and SMTP URLs are shown as host, port and name.
import type { Config } from './config';
import { sqliteFile } from './db/index';
import { outboxDir } from './mail/transport';

export interface StartSummary {
  url: string;
  storage: { kind: 'sqlite'; file: string } | { kind: 'postgres'; host: string; port: number; database: string; user?: string };
  mail: { kind: 'smtp'; host: string; port: number } | { kind: 'file'; folder: string };
  /** Set when CAPTCHA_FIXED_CODE is: every captcha has this answer. */
  fixedCaptcha?: string;
}

/** A URL a browser can open: a wildcard address means "this machine". */
export function listenUrl(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}/`;
}

export function startSummary(config: Config, port: number): StartSummary {
  let storage: StartSummary['storage'];
  if (config.databaseUrl) {
    const u = new URL(config.databaseUrl);
    storage = {
      kind: 'postgres',
      host: u.hostname,
      port: Number(u.port || 5432),
      database: decodeURIComponent(u.pathname.replace(/^\//, '')) || decodeURIComponent(u.username) || 'postgres',
      ...(u.username ? { user: decodeURIComponent(u.username) } : {}),
    };
  } else {
    storage = { kind: 'sqlite', file: sqliteFile(config.dataDir) };
  }
  let mail: StartSummary['mail'];
  if (config.smtpUrl) {
    const u = new URL(config.smtpUrl);
    mail = { kind: 'smtp', host: u.hostname, port: Number(u.port || (u.protocol === 'smtps:' ? 465 : 587)) };
  } else {
    mail = { kind: 'file', folder: outboxDir(config.dataDir) };
  }
  return {
    url: listenUrl(config.host, port),
    storage,
    mail,
    ...(config.captchaFixedCode ? { fixedCaptcha: config.captchaFixedCode } : {}),
  };
}

export function fixedCaptchaWarning(code: string): string {
  return `CAPTCHA_FIXED_CODE is set: every captcha's answer is "${code}". For automated tests only; unset it anywhere real people sign in.`;
}

/** The banner for a person at a terminal (LOG_FORMAT=pretty). */
export function bannerText(s: StartSummary, config: Pick<Config, 'logLevel'>): string {
  const storage =
    s.storage.kind === 'sqlite'
      ? `SQLite, ${s.storage.file}`
      : `PostgreSQL, database "${s.storage.database}" on ${s.storage.host}:${s.storage.port}${s.storage.user ? ` as ${s.storage.user}` : ''}`;
  const mail =
    s.mail.kind === 'smtp'
      ? `sent through SMTP at ${s.mail.host}:${s.mail.port}`
      : `written as .eml files to ${s.mail.folder} (set SMTP_URL to send it)`;
  const lines = [
    '',
    `  BFSI web is running at ${s.url}`,
    '',
    `  storage  ${storage}`,
    `  mail     ${mail}`,
    `  logs     readable, level ${config.logLevel} (LOG_FORMAT=json for JSON lines)`,
  ];
  if (s.fixedCaptcha) lines.push('', `  !!! WARNING: ${fixedCaptchaWarning(s.fixedCaptcha)}`);
  lines.push('', '');
  return lines.join('\n');
}
