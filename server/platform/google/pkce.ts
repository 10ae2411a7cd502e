import { createHash, randomBytes } from 'node:crypto';

/**
 * PKCE (RFC 7636): the app keeps a random verifier and sends Google only its S256 challenge with the
 * consent; the code is exchanged only with the verifier, so a code caught on its way back (a leaked
 * redirect, a forged return) is worth nothing to whoever caught it.
 */
export interface Pkce {
  /** 43 base64url characters (32 random bytes): the shortest RFC 7636 allows, 256 bits. */
  verifier: string;
  /** BASE64URL(SHA256(verifier)), sent with code_challenge_method=S256. */
  challenge: string;
}

export const s256Challenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export function newPkce(): Pkce {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: s256Challenge(verifier) };
}
