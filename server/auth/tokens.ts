import { createSecretKey, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Database } from '../db/client';
import { serverSecrets } from './table';

const ALGORITHM = 'HS256';
const ISSUER = 'drm-back-office';
const SECRET_NAME = 'session_token_key';

export interface TokenClaims {
  sessionId: string;
  userId: string;
}

export interface TokenSigner {
  sign(claims: TokenClaims, expiresAt: Date): Promise<string>;
  /** The claims of a well-signed, unexpired token, or undefined. */
  verify(token: string): Promise<TokenClaims | undefined>;
}

export function createTokenSigner(secret: string): TokenSigner {
  // A KeyObject, made once: raw bytes would be imported into WebCrypto again on every call.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  return {
    sign: ({ sessionId, userId }, expiresAt) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: ISSUER });
        if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string') return undefined;
        return { sessionId: payload.sid, userId: payload.sub };
      } catch {
        return undefined;
      }
    },
  };
}

/**
 * The signing secret: JWT_SECRET when configured, else one generated on first start and kept in the
 * database, so every server instance on the same database signs and checks with the same key.
 */
export async function resolveTokenSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const generated = randomBytes(48).toString('base64url');
  await db.insert(serverSecrets).values({ name: SECRET_NAME, value: generated }).onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
  return row.value;
}
