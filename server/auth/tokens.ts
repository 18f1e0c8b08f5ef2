// Access tokens are short-lived HS256 JWTs (jose). Refresh tokens are opaque
// random strings stored as SHA-256 hashes in the database, in families: each
// use rotates the token, and presenting a rotated one revokes the family.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/index';

export interface AccessClaims {
  sub: string;
  role: 'admin' | 'staff';
  name: string;
}

const ISSUER = 'bfsi-web';
const AUDIENCE = 'bfsi-web-staff';

export class TokenService {
  constructor(
    private readonly db: Db,
    private readonly key: Uint8Array,
    private readonly accessTtlSec: number,
    private readonly refreshTtlSec: number,
  ) {}

  signAccess(claims: AccessClaims): Promise<string> {
    return new SignJWT({ role: claims.role, name: claims.name })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setJti(randomUUID())
      .setExpirationTime(`${this.accessTtlSec}s`)
      .sign(this.key);
  }

  async verifyAccess(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || (payload.role !== 'admin' && payload.role !== 'staff')) return null;
      return { sub: payload.sub, role: payload.role, name: String(payload.name ?? '') };
    } catch {
      return null;
    }
  }

  /** A new refresh token, in a new family unless one is given. */
  async issueRefresh(userId: string, familyId: string = randomUUID(), db: Db = this.db): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    await db
      .insertInto('refresh_tokens')
      .values({
        token_hash: hashToken(token),
        family_id: familyId,
        user_id: userId,
        status: 'active',
        expires_at: now + this.refreshTtlSec * 1000,
        created_at: now,
      })
      .execute();
    return token;
  }

  /**
   * Rotate: the presented token becomes 'rotated' and a new one in the same
   * family is returned. Unknown, expired or reused tokens give null; a reused
   * (rotated or revoked) token revokes its whole family.
   */
  async rotate(token: string): Promise<{ userId: string; refreshToken: string } | null> {
    const h = hashToken(token);
    const now = Date.now();
    const result = await this.db.transaction().execute(async (trx) => {
      // Only one caller can flip an active row: the update's WHERE is the guard.
      const flipped = await trx
        .updateTable('refresh_tokens')
        .set({ status: 'rotated' })
        .where('token_hash', '=', h)
        .where('status', '=', 'active')
        .where('expires_at', '>', now)
        .returning(['family_id', 'user_id'])
        .executeTakeFirst();
      if (flipped) {
        const refreshToken = await this.issueRefresh(flipped.user_id, flipped.family_id, trx);
        return { userId: flipped.user_id, refreshToken };
      }
      const row = await trx.selectFrom('refresh_tokens').select(['family_id', 'status']).where('token_hash', '=', h).executeTakeFirst();
      if (row && row.status !== 'active') {
        await trx.updateTable('refresh_tokens').set({ status: 'revoked' }).where('family_id', '=', row.family_id).execute();
      }
      return null;
    });
    return result;
  }

  async revokeUser(userId: string): Promise<void> {
    await this.db.updateTable('refresh_tokens').set({ status: 'revoked' }).where('user_id', '=', userId).execute();
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
