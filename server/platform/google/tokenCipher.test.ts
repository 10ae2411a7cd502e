import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTokenCipher, parseTokenKey, TOKEN_KEY_BYTES } from './tokenCipher';

const FORMAT = /^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]*$/;
const REFRESH_TOKEN = '1//0gExampleRefreshToken-with_symbols/and+more';

/** The same value with one character of one part changed to another base64url character. */
function alter(stored: string, partIndex: number): string {
  const parts = stored.split('.');
  const part = parts[partIndex];
  const swapped = part[0] === 'A' ? 'B' : 'A';
  parts[partIndex] = swapped + part.slice(1);
  return parts.join('.');
}

function thrownBy(action: () => unknown): Error {
  try {
    action();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected an error');
}

describe('the token cipher', () => {
  const cipher = createTokenCipher(randomBytes(TOKEN_KEY_BYTES));

  it('gives back what it encrypted, in the v1 format', () => {
    for (const plain of [REFRESH_TOKEN, 'ya29.a0Af', 'é ✓ 日本', '']) {
      const stored = cipher.encrypt(plain);
      expect(stored).toMatch(FORMAT);
      if (plain) expect(stored).not.toContain(plain);
      expect(cipher.decrypt(stored)).toBe(plain);
    }
  });

  it('encrypts the same text differently every time', () => {
    const first = cipher.encrypt(REFRESH_TOKEN);
    const second = cipher.encrypt(REFRESH_TOKEN);
    expect(first).not.toBe(second);
    expect(first.split('.')[1]).not.toBe(second.split('.')[1]);
  });

  it('refuses a value that was altered in any part', () => {
    const stored = cipher.encrypt(REFRESH_TOKEN);
    for (const partIndex of [1, 2, 3]) {
      expect(() => cipher.decrypt(alter(stored, partIndex))).toThrow();
    }
    const [, iv, tag, ciphertext] = stored.split('.');
    for (const broken of [
      `v2.${iv}.${tag}.${ciphertext}`,
      `v1.${iv}.${tag}`,
      `${stored}.extra`,
      `v1.${iv}.${tag}.${ciphertext}!`,
      `v1.${iv}.${tag.slice(4)}.${ciphertext}`,
      `v1.${iv}.${tag}.${ciphertext.slice(0, -2)}`,
      'not encrypted at all',
    ]) {
      expect(() => cipher.decrypt(broken), broken).toThrow();
    }
  });

  it('refuses a value encrypted with another key, without saying what the value was', () => {
    const stored = cipher.encrypt(REFRESH_TOKEN);
    const other = createTokenCipher(randomBytes(TOKEN_KEY_BYTES));
    const error = thrownBy(() => other.decrypt(stored));
    expect(error.message).toMatch(/altered or the key is wrong/);
    expect(error.message).not.toContain(REFRESH_TOKEN);
  });

  it('refuses keys that are not 32 bytes', () => {
    for (const length of [0, 16, 31, 33, 64]) {
      expect(() => createTokenCipher(Buffer.alloc(length)), String(length)).toThrow(
        `The token encryption key must be 32 bytes, got ${length}`,
      );
    }
  });

  it('keeps its key when the caller reuses the buffer', () => {
    const key = randomBytes(TOKEN_KEY_BYTES);
    const own = createTokenCipher(key);
    const stored = own.encrypt(REFRESH_TOKEN);
    key.fill(0);
    expect(own.decrypt(stored)).toBe(REFRESH_TOKEN);
  });
});

describe('the configured token key', () => {
  const key = randomBytes(TOKEN_KEY_BYTES);

  it('reads 32 bytes written as hex, base64 or base64url, with or without padding', () => {
    const base64 = key.toString('base64');
    for (const text of [
      key.toString('hex'),
      key.toString('hex').toUpperCase(),
      base64,
      base64.slice(0, -1),
      key.toString('base64url'),
      `  ${base64}\n`,
    ]) {
      expect(parseTokenKey(text).equals(key), text).toBe(true);
    }
  });

  it('refuses any other length or text, without repeating the key', () => {
    for (const text of [
      '',
      randomBytes(16).toString('hex'),
      randomBytes(31).toString('base64'),
      randomBytes(33).toString('base64'),
      `${key.toString('hex')}00`,
      'correct horse battery staple correct horse battery staple 12345',
    ]) {
      const error = thrownBy(() => parseTokenKey(text));
      expect(error.message, text).toMatch(/must be 32 bytes written as hex .* or base64/);
      if (text) expect(error.message).not.toContain(text);
    }
  });
});
