// npm run user:add -- USERNAME [--admin] [--email=ADDRESS] [--reset]
// Reads the password from standard input (first line) and stores an argon2id
// hash. An existing name is refused, so a typo cannot silently take over
// someone's account; --reset sets a new password on purpose (to be changed at
// the next sign-in) and ends that user's sessions.
import { createInterface } from 'node:readline';
import { ConfigError, loadConfig } from '../config';
import { openStorage } from '../db/index';
import { UsersRepository } from '../db/users-repository';
import { PASSWORD_MAX, PASSWORD_MIN } from '../auth/passwords';
import { Accounts, USERNAME_RE, UserExistsError } from '../auth/accounts';
import { TokenService } from '../auth/tokens';
import { loadJwtKey } from '../auth/secrets';
import { StartupError } from '../lib/startup-error';

const USAGE = 'Usage: npm run user:add -- USERNAME [--admin] [--email=ADDRESS] [--reset]  (password on standard input)';

function usage(msg: string): never {
  console.error(`${msg}\n${USAGE}`);
  process.exit(2);
}

function refuse(msg: string): never {
  console.error(msg);
  process.exit(1);
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
const reset = args.includes('--reset');
const email = args.find((a) => a.startsWith('--email='))?.slice('--email='.length);
const unknown = args.filter((a) => a.startsWith('--') && a !== '--admin' && a !== '--reset' && !a.startsWith('--email='));
if (unknown.length) usage(`Unknown option ${unknown.join(', ')}.`);
const names = args.filter((a) => !a.startsWith('--'));
if (names.length !== 1) usage('Give exactly one USERNAME.');
const username = names[0];
if (!USERNAME_RE.test(username)) usage('USERNAME: 3-100 letters, digits, or . _ @ -');

const password = await readPassword();
if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
  usage(`The password must have ${PASSWORD_MIN}-${PASSWORD_MAX} characters.`);
}

let config;
try {
  config = loadConfig();
} catch (e) {
  if (e instanceof ConfigError) refuse(`Configuration error: ${e.message}`);
  throw e;
}
let storage;
try {
  storage = await openStorage(config);
} catch (e) {
  // DATA_DIR not writable, the database out of reach: one line, as the server says it.
  if (e instanceof StartupError) refuse(`Start-up error: ${e.message}`);
  throw e;
}
try {
  const users = new UsersRepository(storage.db);
  const tokens = new TokenService(storage.db, loadJwtKey(config.dataDir, config.jwtSecret), config.accessTokenTtlSec, config.refreshTokenTtlSec);
  const accounts = new Accounts(users, tokens);
  if (reset) {
    const user = await accounts.resetPassword(username, password, { admin, email });
    if (!user) refuse(`There is no user ${username} to reset. Leave out --reset to add one.`);
    console.log(`Reset the password of ${username} (${user.role}); it must be changed at the next sign-in, and every session of ${username} has ended.`);
  } else {
    const role = admin ? 'admin' : 'staff';
    try {
      await accounts.register({ username, email, password, role });
    } catch (e) {
      if (e instanceof UserExistsError) {
        refuse(`User ${username} already exists; nothing was changed. To give ${username} a new password, run it again with --reset.`);
      }
      throw e;
    }
    console.log(`Added user ${username} (${role}).`);
  }
} finally {
  await storage.close();
}
