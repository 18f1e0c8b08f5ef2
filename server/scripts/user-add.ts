// npm run user:add -- USERNAME [--admin] [--email=ADDRESS]
// Reads the password from standard input (first line) and stores an argon2id
// hash. An existing user gets the new password (and role, with --admin).
import { createInterface } from 'node:readline';
import { loadConfig } from '../config';
import { openStorage } from '../db/index';
import { hashPassword, PASSWORD_MAX, PASSWORD_MIN } from '../auth/passwords';
import { createUser, USERNAME_RE } from '../auth/users';

function usage(msg: string): never {
  console.error(`${msg}\nUsage: npm run user:add -- USERNAME [--admin] [--email=ADDRESS]  (password on standard input)`);
  process.exit(2);
}

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('Password: ');
  const rl = createInterface({ input: process.stdin, terminal: false });
  for await (const line of rl) {
    rl.close();
    return line.replace(/\r$/, '');
  }
  return '';
}

const args = process.argv.slice(2);
const admin = args.includes('--admin');
const email = args.find((a) => a.startsWith('--email='))?.slice('--email='.length);
const names = args.filter((a) => !a.startsWith('--'));
if (names.length !== 1) usage('Give exactly one USERNAME.');
const username = names[0];
if (!USERNAME_RE.test(username)) usage('USERNAME: 3-100 letters, digits, or . _ @ -');

const password = await readPassword();
if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
  usage(`The password must have ${PASSWORD_MIN}-${PASSWORD_MAX} characters.`);
}

const config = loadConfig();
const storage = await openStorage(config);
try {
  const role = admin ? 'admin' : 'staff';
  const existing = await storage.db.selectFrom('users').select(['id', 'role']).where('username', '=', username).executeTakeFirst();
  if (existing) {
    await storage.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(password), role: admin ? 'admin' : existing.role, failed_attempts: 0, locked_until: null, ...(email ? { email } : {}) })
      .where('id', '=', existing.id)
      .execute();
    // A reset password ends every session begun with the old one.
    await storage.db.updateTable('refresh_tokens').set({ status: 'revoked' }).where('user_id', '=', existing.id).execute();
    console.log(`Updated user ${username} (${admin ? 'admin' : existing.role}).`);
  } else {
    await createUser(storage.db, { username, email, password, role });
    console.log(`Added user ${username} (${role}).`);
  }
} finally {
  await storage.close();
}
