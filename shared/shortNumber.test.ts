import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactNumber, shortenNumber } from './shortNumber';

describe('shortenNumber (spec 000 §9)', () => {
  it('adds K from 1e3, M from 1e6 and B from 1e9, exactly at each threshold', () => {
    expect(shortenNumber(999)).toBe('999');
    expect(shortenNumber(1e3)).toBe('1K');
    expect(shortenNumber(999_999)).toBe('999.9K');
    expect(shortenNumber(1e6)).toBe('1M');
    expect(shortenNumber(999_999_999)).toBe('999.9M');
    expect(shortenNumber(1e9)).toBe('1B');
    expect(shortenNumber(1_234_567_890_123)).toBe('1,234.5B');
  });

  it('cuts to one digit instead of rounding up', () => {
    expect(shortenNumber(1_250)).toBe('1.2K');
    expect(shortenNumber(1_299)).toBe('1.2K');
    expect(shortenNumber(2_300_000)).toBe('2.3M');
  });

  it('keeps the sign, and the decimals asked below 1e3', () => {
    expect(shortenNumber(-1_500)).toBe('-1.5K');
    expect(shortenNumber(12.345, 'en', 2)).toBe('12.35');
    expect(shortenNumber(0)).toBe('0');
  });

  it("writes the language's digits and keeps the spec's letters", () => {
    expect(shortenNumber(1_500, 'fr')).toBe('1,5K');
    expect(shortenNumber(2_500_000, 'de')).toBe('2,5M');
    expect(shortenNumber(3_100_000_000, 'pt')).toBe('3,1B');
  });

  it('shows whole tenths exactly (no float drift below the threshold)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 9_999 }), (tenths) => {
        expect(shortenNumber(tenths * 100)).toBe(`${(tenths / 10).toLocaleString('en')}K`);
      }),
    );
  });

  it('gives nothing for a number that is not finite', () => {
    expect(shortenNumber(Number.NaN)).toBe('');
  });

  it('writes the exact value for the hover text', () => {
    expect(exactNumber(1_234_567)).toBe('1,234,567');
    expect(exactNumber(1_234_567, 'de')).toBe('1.234.567');
  });
});
