import { describe, expect, it } from 'vitest';
import { addBusinessDays, businessDaysBetween } from './businessDays';

const at = (iso: string) => new Date(iso);
const day = (date: Date) => date.toISOString().slice(0, 10);

describe('business days', () => {
  // 2026-11-20 is a Friday, 2026-11-21 a Saturday, 2026-11-23 a Monday.
  it('skips the weekend after a Friday', () => {
    expect(day(addBusinessDays(at('2026-11-20T15:00:00Z'), 1))).toBe('2026-11-23');
  });

  it('counts from Monday when the start is on a weekend', () => {
    expect(day(addBusinessDays(at('2026-11-21T10:00:00Z'), 1))).toBe('2026-11-23');
    expect(day(addBusinessDays(at('2026-11-22T23:59:00Z'), 1))).toBe('2026-11-23');
  });

  it('ten business days are two calendar weeks, fourteen are eighteen days', () => {
    expect(day(addBusinessDays(at('2026-11-23T09:00:00Z'), 10))).toBe('2026-12-07');
    expect(day(addBusinessDays(at('2026-11-20T09:00:00Z'), 10))).toBe('2026-12-04');
    expect(day(addBusinessDays(at('2026-11-20T09:00:00Z'), 14))).toBe('2026-12-10');
  });

  it('keeps the time of day and never lands on a weekend', () => {
    for (let offset = 0; offset < 7; offset++) {
      const start = new Date(Date.UTC(2026, 10, 16 + offset, 8, 30));
      for (let days = 1; days <= 14; days++) {
        const end = addBusinessDays(start, days);
        expect([0, 6]).not.toContain(end.getUTCDay());
        expect(end.getUTCHours()).toBe(8);
        expect(businessDaysBetween(start, end)).toBe(days);
      }
    }
  });

  it('zero days is the start itself; a weekend alone holds no business day', () => {
    expect(addBusinessDays(at('2026-11-21T10:00:00Z'), 0).toISOString()).toBe('2026-11-21T10:00:00.000Z');
    expect(businessDaysBetween(at('2026-11-20T10:00:00Z'), at('2026-11-22T10:00:00Z'))).toBe(0);
  });
});
