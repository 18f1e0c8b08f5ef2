// Without SMTP_URL every mail is an .eml file under DATA_DIR/outbox: the
// worker (here on the HTTP thread, OUTBOX_THREAD=false) writes what the
// inquiry route stored, in-process through app.inject.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from '../../support/app';
import { until } from '../../support/wait';
import { inquiry, parseMail } from '../helpers';

test('each inquiry becomes one .eml file, to info@ the site domain by default, with text and escaped HTML', async () => {
  const app = await build({ OUTBOX_THREAD: 'false', OUTBOX_POLL_MS: '200' });
  const r = await app.inject({ method: 'POST', url: '/api/Email/SendEmail', payload: inquiry({ message: 'file outbox <b>check</b>' }) });
  expect(r.statusCode).toBe(202);
  const dir = join(app.dataDir, 'outbox');
  const emlFiles = () => {
    try {
      return readdirSync(dir).filter((f) => f.endsWith('.eml'));
    } catch {
      return [];
    }
  };
  const files = await until('the .eml file', () => emlFiles().length > 0 && emlFiles(), 5_000);
  expect(files).toHaveLength(1);
  const mail = parseMail(readFileSync(join(dir, files[0]), 'utf8'));
  expect(mail.headers.to).toBe('info@example.com');
  expect(mail.headers['reply-to']).toContain('ada@example.org');
  expect(mail.text).toContain('file outbox <b>check</b>');
  expect(mail.html).toContain('file outbox &lt;b&gt;check&lt;/b&gt;');
  // The JWT key was generated once into DATA_DIR, readable by the owner only.
  expect(statSync(join(app.dataDir, 'secrets', 'jwt-hs256.key')).mode & 0o077).toBe(0);
});
