// argon2id password hashes (@node-rs/argon2). Verification of an unknown user
// runs against a dummy hash so timing does not reveal which names exist.
import { hash, verify } from '@node-rs/argon2';

export { PASSWORD_MAX, PASSWORD_MIN } from '../../contract/auth';

// Algorithm.Argon2id is a const enum in the typings; its value is 2.
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

let dummy: Promise<string> | undefined;

export async function verifyPassword(stored: string | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword('not-a-real-password-' + Math.random());
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
