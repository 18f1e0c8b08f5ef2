// What `npm start` prints once it listens (server/start-banner.ts): an
// address a browser can open, the storage and the mail delivery in use, a
// warning for a fixed captcha, and never a password.
import { join } from 'node:path';
import { loadConfig } from '../../server/config';
import { bannerText, listenUrl, startSummary } from '../../server/start-banner';

test('a wildcard address is shown as localhost; others as given', () => {
  expect(listenUrl('0.0.0.0', 3000)).toBe('http://localhost:3000/');
  expect(listenUrl('::', 8080)).toBe('http://localhost:8080/');
  expect(listenUrl('127.0.0.1', 4000)).toBe('http://127.0.0.1:4000/');
  expect(listenUrl('::1', 4000)).toBe('http://[::1]:4000/');
});

test('by default: the SQLite file and the .eml folder in DATA_DIR', () => {
  const config = loadConfig({ DATA_DIR: '/srv/bfsi' }, true);
  const s = startSummary(config, 3000);
  expect(s).toEqual({
    url: 'http://localhost:3000/',
    storage: { kind: 'sqlite', file: join('/srv/bfsi', 'bfsi.sqlite') },
    mail: { kind: 'file', folder: join('/srv/bfsi', 'outbox') },
  });
  const text = bannerText(s, config);
  expect(text).toContain('http://localhost:3000/');
  expect(text).toContain('SQLite, /srv/bfsi/bfsi.sqlite');
  expect(text).toContain('.eml files to /srv/bfsi/outbox');
  expect(text).not.toMatch(/WARNING/);
});

test('PostgreSQL and SMTP: host, port and database; the passwords in their URLs never', () => {
  const config = loadConfig(
    { DATABASE_URL: 'postgres://app:db-secret-pw@db.internal:6432/bfsi_prod', SMTP_URL: 'smtps://mailer:smtp-secret-pw@mail.internal' },
    true,
  );
  const s = startSummary(config, 3000);
  expect(s.storage).toEqual({ kind: 'postgres', host: 'db.internal', port: 6432, database: 'bfsi_prod', user: 'app' });
  expect(s.mail).toEqual({ kind: 'smtp', host: 'mail.internal', port: 465 });
  const text = bannerText(s, config);
  expect(text).toContain('PostgreSQL, database "bfsi_prod" on db.internal:6432 as app');
  expect(text).toContain('SMTP at mail.internal:465');
  for (const shown of [text, JSON.stringify(s)]) {
    expect(shown).not.toContain('db-secret-pw');
    expect(shown).not.toContain('smtp-secret-pw');
  }
});

test('CAPTCHA_FIXED_CODE gets a loud warning line', () => {
  const config = loadConfig({ CAPTCHA_FIXED_CODE: 'TEST42' }, true);
  const s = startSummary(config, 3000);
  expect(s.fixedCaptcha).toBe('TEST42');
  expect(bannerText(s, config)).toMatch(/^ {2}!!! WARNING: CAPTCHA_FIXED_CODE is set: every captcha's answer is "TEST42"/m);
});
