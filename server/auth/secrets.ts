// The JWT signing key: JWT_SECRET from the environment, or generated once into
// DATA_DIR/secrets (mode 0600). Never a default string in the code.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function loadJwtKey(dataDir: string, fromEnv?: string): Uint8Array {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const dir = join(dataDir, 'secrets');
  const file = join(dir, 'jwt-hs256.key');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    // 'wx' fails if the file exists, so two processes starting together keep one key.
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  const key = readFileSync(file, 'utf8').trim();
  if (key.length < 32) throw new Error(`${file} holds a key shorter than 32 characters`);
  return new TextEncoder().encode(key);
}
