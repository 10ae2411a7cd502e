import { describe, expect, it } from 'vitest';
import { englishOf } from '../../../shared/messages';
import { JSON_MAX_DEPTH } from '../../../shared/constants';
import { inspectBody } from './bodyGuard';

const nul = (field: string) => ({ field, reason: 'field.has_nul' });

describe('inspectBody', () => {
  it('names the field holding a NUL byte, in values, keys and arrays', () => {
    expect(inspectBody({ a: 'ok', b: { c: 'x\u0000' } })).toEqual(nul('b.c'));
    expect(inspectBody({ list: ['ok', 'bad\u0000'] })).toEqual(nul('list.1'));
    expect(inspectBody({ ['k\u0000']: 1 })).toEqual(nul('k\u0000'));
    expect(inspectBody('\u0000')).toEqual(nul('body'));
  });

  it('reports the first problem in the order the body was written', () => {
    expect(inspectBody({ a: ['fine', { b: 'x\u0000' }], c: 'y\u0000' })).toEqual(nul('a.1.b'));
  });

  it('passes clean input', () => {
    expect(inspectBody({ a: 'fine', n: 1, z: null, list: [true] })).toBeUndefined();
    expect(inspectBody(undefined)).toBeUndefined();
  });

  it('refuses nesting past the limit, and takes it up to the limit', () => {
    const nested = (depth: number): unknown => (depth === 0 ? 'leaf' : { a: nested(depth - 1) });
    expect(inspectBody(nested(JSON_MAX_DEPTH))).toBeUndefined();
    expect(englishOf(inspectBody(nested(JSON_MAX_DEPTH + 1))!.reason)).toMatch(/nested/);
  });

  it('walks a body nested a hundred thousand levels deep without overflowing the stack', () => {
    const deep = JSON.parse('['.repeat(100_000) + ']'.repeat(100_000));
    expect(inspectBody({ email: deep })).toMatchObject({
      reason: { id: 'field.too_deep', params: { limit: JSON_MAX_DEPTH } },
    });
  });
});
