import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalToMicros, formatMoney, formatShortMoney, microsToDecimal, toMicros } from './money';

// Intl separates groups and currencies with narrow or plain no-break spaces: compared as spaces.
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('micro-units', () => {
  it('read a decimal text exactly, up to six decimals', () => {
    expect(decimalToMicros('12.345678')).toBe(12_345_678n);
    expect(decimalToMicros('-0.5')).toBe(-500_000n);
    expect(decimalToMicros(' 7 ')).toBe(7_000_000n);
    expect(decimalToMicros('90071992547409.930001')).toBe(90_071_992_547_409_930_001n);
    expect(decimalToMicros('1.2345678')).toBeUndefined();
    expect(decimalToMicros('1e3')).toBeUndefined();
    expect(decimalToMicros('')).toBeUndefined();
  });

  it('write back the same decimal', () => {
    expect(microsToDecimal(12_340_000n)).toBe('12.34');
    expect(microsToDecimal(-1n)).toBe('-0.000001');
    expect(microsToDecimal(5_000_000n)).toBe('5');
    fc.assert(
      fc.property(fc.bigInt(), (micros) => {
        expect(decimalToMicros(microsToDecimal(micros))).toBe(micros);
      }),
    );
  });

  it('come from a bigint, a whole number or its text, and nothing else', () => {
    expect(toMicros(5n)).toBe(5n);
    expect(toMicros(5)).toBe(5n);
    expect(toMicros('-12')).toBe(-12n);
    expect(() => toMicros(1.5)).toThrow(RangeError);
    expect(() => toMicros('1.5')).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it("writes an amount in each language's way, rounded to the currency's digits", () => {
    expect(formatMoney(1_234_567_891n, 'USD', 'en')).toBe('$1,234.57');
    expect(spaced(formatMoney(1_234_567_891n, 'EUR', 'fr'))).toBe('1 234,57 €');
    expect(spaced(formatMoney(1_234_567_891n, 'EUR', 'de'))).toBe('1.234,57 €');
    expect(spaced(formatMoney(1_234_567_891n, 'BRL', 'pt'))).toBe('R$ 1.234,57');
    expect(spaced(formatMoney(1_234_567_891n, 'EUR', 'es'))).toBe('1234,57 €');
    expect(formatMoney(1_234_567_891n, 'JPY', 'en')).toBe('¥1,235');
  });

  it('keeps every digit of amounts past 2^53 micro-units', () => {
    expect(formatMoney('123456789012345670000', 'USD')).toBe('$123,456,789,012,345.67');
  });

  it('writes an unknown currency code after the number', () => {
    expect(formatMoney(1_500_000n, 'XXXX', 'en')).toBe('1.5 XXXX');
  });
});

describe('formatShortMoney', () => {
  it('shortens from 1e3 units with the currency where the language puts it', () => {
    expect(formatShortMoney(999_990_000n, 'USD')).toBe('$999.99');
    expect(formatShortMoney(1_299_000_000n, 'USD')).toBe('$1.2K');
    expect(formatShortMoney(2_000_000_000_000n, 'USD')).toBe('$2M');
    expect(spaced(formatShortMoney(1_500_000_000n, 'EUR', 'fr'))).toBe('1,5K €');
    expect(spaced(formatShortMoney(3_400_000_000_000_000n, 'EUR', 'de'))).toBe('3,4B €');
    expect(formatShortMoney(-1_500_000_000n, 'USD')).toBe('-$1.5K');
  });
});
