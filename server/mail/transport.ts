// Where mail goes: SMTP_URL sends for real; unset, each message is written as
// DATA_DIR/outbox/<id>.eml (written to a temporary name, then renamed, so a
// file is either whole or absent and a retry overwrites rather than duplicates).
import { mkdirSync } from 'node:fs';
import { open, rename } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  id: string;
  messageId: string;
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailTransport {
  kind: 'smtp' | 'file';
  send(mail: OutgoingMail): Promise<void>;
  /** Several at once; one result per mail (null when it was written). */
  sendMany?(mails: OutgoingMail[]): Promise<(Error | null)[]>;
  close(): void;
}

function message(mail: OutgoingMail) {
  return {
    messageId: mail.messageId,
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: { 'X-Outbox-Id': mail.id },
  };
}

/** Where mail goes without SMTP_URL: one .eml file per message. */
export const outboxDir = (dataDir: string) => join(dataDir, 'outbox');

export function createTransport(opts: { smtpUrl?: string; dataDir: string; timeoutMs: number }): MailTransport {
  if (opts.smtpUrl) {
    const transporter = nodemailer.createTransport(opts.smtpUrl, {
      connectionTimeout: opts.timeoutMs,
      greetingTimeout: opts.timeoutMs,
      socketTimeout: opts.timeoutMs,
    } as any);
    return {
      kind: 'smtp',
      async send(mail) {
        await transporter.sendMail(message(mail));
      },
      close: () => transporter.close(),
    };
  }
  const dir = outboxDir(opts.dataDir);
  mkdirSync(dir, { recursive: true });
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const build = async (mail: OutgoingMail) => (await transporter.sendMail(message(mail))).message as Buffer;
  async function write(id: string, raw: Buffer) {
    const tmp = join(dir, `.${id}.eml.tmp`);
    const fh = await open(tmp, 'w', 0o600);
    try {
      await fh.writeFile(raw);
      await fh.sync();
    } finally {
      await fh.close();
    }
    await rename(tmp, join(dir, `${id}.eml`));
  }
  return {
    kind: 'file',
    async send(mail) {
      await write(mail.id, await build(mail));
    },
    // MIME building is CPU work and runs fastest one at a time; the writes and
    // their fsyncs then go out together so the file system can share journal commits.
    async sendMany(mails) {
      const built: (Buffer | Error)[] = [];
      for (const m of mails) built.push(await build(m).catch((e: unknown) => (e instanceof Error ? e : new Error(String(e)))));
      return Promise.all(
        mails.map(async (m, i) => {
          const b = built[i];
          if (b instanceof Error) return b;
          return write(m.id, b).then(
            () => null,
            (e: unknown) => (e instanceof Error ? e : new Error(String(e))),
          );
        }),
      );
    },
    close: () => transporter.close(),
  };
}
