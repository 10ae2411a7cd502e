import { describe, expect, it } from 'vitest';
import { findNulByte } from './nulGuard';

describe('findNulByte', () => {
  it('names the field holding a NUL byte, in values, keys and arrays', () => {
    expect(findNulByte({ a: 'ok', b: { c: 'x\u0000' } })).toBe('b.c');
    expect(findNulByte({ list: ['ok', 'bad\u0000'] })).toBe('list.1');
    expect(findNulByte({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(findNulByte('\u0000')).toBe('body');
  });

  it('passes clean input', () => {
    expect(findNulByte({ a: 'fine', n: 1, z: null, list: [true] })).toBeUndefined();
    expect(findNulByte(undefined)).toBeUndefined();
  });
});
