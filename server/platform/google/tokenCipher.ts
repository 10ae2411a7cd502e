import { createCipheriv, createDecipheriv, createSecretKey, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
export const TOKEN_KEY_BYTES = 32;
/** 96-bit IVs are GCM's native size; a fresh random one per value never repeats in practice. */
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The format's version, first in every stored value, so a later format can still read this one. */
const FORMAT_VERSION = 'v1';

const HEX_KEY = /^[0-9a-fA-F]{64}$/;
/** 32 bytes are 43 base64 characters and one '=' of padding; either alphabet, padding optional. */
const BASE64_KEY = /^[A-Za-z0-9+/_-]{43}=?$/;

/** Encrypts OAuth tokens at rest: a database dump alone does not give access to anyone's channel. */
export interface TokenCipher {
  /** `v1.<iv>.<tag>.<ciphertext>`, each part base64url. */
  encrypt(plain: string): string;
  /** Throws when the value was altered, is not in the format, or was encrypted with another key. */
  decrypt(stored: string): string;
}

export function createTokenCipher(key: Buffer): TokenCipher {
  if (key.length !== TOKEN_KEY_BYTES) {
    throw new Error(`The token encryption key must be ${TOKEN_KEY_BYTES} bytes, got ${key.length}`);
  }
  // A KeyObject holds its own copy: changing the caller's buffer later cannot change the key.
  const secret = createSecretKey(key);
  return {
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, secret, iv, { authTagLength: TAG_BYTES });
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        FORMAT_VERSION,
        ...[iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url')),
      ].join('.');
    },
    decrypt(stored) {
      const [version, iv, tag, ciphertext, ...rest] = stored.split('.');
      if (version !== FORMAT_VERSION || ciphertext === undefined || rest.length > 0) {
        throw new Error(`An encrypted token must read ${FORMAT_VERSION}.<iv>.<tag>.<ciphertext>`);
      }
      const ivBytes = decodePart(iv);
      const tagBytes = decodePart(tag);
      if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) {
        throw new Error('An encrypted token has an IV or tag of the wrong size');
      }
      const decipher = createDecipheriv(ALGORITHM, secret, ivBytes, { authTagLength: TAG_BYTES });
      decipher.setAuthTag(tagBytes);
      try {
        return Buffer.concat([decipher.update(decodePart(ciphertext)), decipher.final()]).toString('utf8');
      } catch {
        throw new Error('An encrypted token could not be decrypted: it was altered or the key is wrong');
      }
    },
  };
}

/**
 * Node's base64url decoder skips characters it does not know and ignores spare bits, so several
 * strings decode alike; only the canonical one is accepted, so any edit to a stored value is refused.
 */
function decodePart(part: string): Buffer {
  const bytes = Buffer.from(part, 'base64url');
  if (bytes.toString('base64url') !== part) throw new Error('An encrypted token is not valid base64url');
  return bytes;
}

/** The key as configured: 32 bytes written as hex (64 characters) or base64 (44). */
export function parseTokenKey(text: string): Buffer {
  const value = text.trim();
  if (HEX_KEY.test(value)) return Buffer.from(value, 'hex');
  if (BASE64_KEY.test(value)) return Buffer.from(value, 'base64');
  // The key itself is never repeated in the message: it would end up in logs.
  throw new Error(
    `The token encryption key must be ${TOKEN_KEY_BYTES} bytes written as hex (64 characters) or base64 ` +
      `(44 characters), got ${value.length} characters`,
  );
}
