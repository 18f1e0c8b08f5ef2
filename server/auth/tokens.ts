// Access tokens are short-lived HS256 JWTs (jose). Refresh tokens are opaque
// random strings stored as SHA-256 hashes in the database, in families: each
// use rotates the token, and presenting a rotated one revokes the family,
// except within a short grace window (two tabs refreshing at once). Access
// tokens name their family (sid) and the user's token version (ver); the
// auth guard checks both on every request, so signing out or changing the
// password ends them at once rather than when they expire.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/index';

export interface AccessClaims {
  sub: string;
  role: 'admin' | 'staff';
  name: string;
  /** The user's token_version when issued. */
  ver: number;
  /** The refresh-token family (session) it belongs to. */
  sid: string;
}

/** A rotated token presented again within this time is a second tab racing the first, not a thief. */
export const ROTATION_GRACE_MS = 10_000;

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
    return new SignJWT({ role: claims.role, name: claims.name, ver: claims.ver, sid: claims.sid })
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
      if (typeof payload.ver !== 'number' || typeof payload.sid !== 'string') return null;
      return { sub: payload.sub, role: payload.role, name: String(payload.name ?? ''), ver: payload.ver, sid: payload.sid };
    } catch {
      return null;
    }
  }

  /** A new session: a new refresh-token family and its first token. */
  async startSession(userId: string): Promise<{ familyId: string; refreshToken: string }> {
    const familyId = randomUUID();
    return { familyId, refreshToken: await this.issueRefresh(userId, familyId) };
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
  async rotate(token: string): Promise<{ userId: string; familyId: string; refreshToken: string } | null> {
    const h = hashToken(token);
    const now = Date.now();
    const result = await this.db.transaction().execute(async (trx) => {
      // Only one caller can flip an active row: the update's WHERE is the guard.
      const flipped = await trx
        .updateTable('refresh_tokens')
        .set({ status: 'rotated', rotated_at: now })
        .where('token_hash', '=', h)
        .where('status', '=', 'active')
        .where('expires_at', '>', now)
        .returning(['family_id', 'user_id'])
        .executeTakeFirst();
      if (flipped) {
        const refreshToken = await this.issueRefresh(flipped.user_id, flipped.family_id, trx);
        return { userId: flipped.user_id, familyId: flipped.family_id, refreshToken };
      }
      const row = await trx
        .selectFrom('refresh_tokens')
        .select(['family_id', 'user_id', 'status', 'rotated_at', 'expires_at'])
        .where('token_hash', '=', h)
        .executeTakeFirst();
      // The other tab: the family lives on with one more member (the cookie both tabs share ends up holding one of them).
      if (row && row.status === 'rotated' && row.rotated_at !== null && now - row.rotated_at <= ROTATION_GRACE_MS && row.expires_at > now) {
        const live = await trx.selectFrom('refresh_tokens').select('token_hash').where('family_id', '=', row.family_id).where('status', '=', 'active').executeTakeFirst();
        if (live) {
          const refreshToken = await this.issueRefresh(row.user_id, row.family_id, trx);
          return { userId: row.user_id, familyId: row.family_id, refreshToken };
        }
      }
      if (row && row.status !== 'active') {
        await trx.updateTable('refresh_tokens').set({ status: 'revoked' }).where('family_id', '=', row.family_id).execute();
      }
      return null;
    });
    return result;
  }

  /** Signing out: the session's family ends, and with it the access tokens that name it. */
  async revokeFamily(familyId: string): Promise<void> {
    await this.db.updateTable('refresh_tokens').set({ status: 'revoked' }).where('family_id', '=', familyId).execute();
  }

  /** The family a refresh token belongs to, whatever its state. */
  async familyOf(token: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('refresh_tokens').select('family_id').where('token_hash', '=', hashToken(token)).executeTakeFirst();
    return row?.family_id;
  }

  async revokeUser(userId: string): Promise<void> {
    await this.db.updateTable('refresh_tokens').set({ status: 'revoked' }).where('user_id', '=', userId).execute();
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
