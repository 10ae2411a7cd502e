import { describe, expect, it } from 'vitest';
import { breakOf } from './verify';

const row = (seq: number, prevHash: string | null, hash: string, computed = hash) => ({
  seq,
  prevHash,
  hash,
  computed,
});

describe('a link of the chain', () => {
  it('holds when it follows its predecessor, by seq and by hash, and its content gives its hash', () => {
    expect(breakOf(row(1, null, 'a'), { seq: 0, hash: null })).toBeUndefined();
    expect(breakOf(row(2, 'a', 'b'), { seq: 1, hash: 'a' })).toBeUndefined();
  });

  it('names what broke', () => {
    expect(breakOf(row(3, 'a', 'c'), { seq: 1, hash: 'a' })).toBe('missing');
    expect(breakOf(row(2, 'a', 'b', 'x'), { seq: 1, hash: 'a' })).toBe('changed');
    expect(breakOf(row(2, 'z', 'b'), { seq: 1, hash: 'a' })).toBe('relinked');
  });
});
