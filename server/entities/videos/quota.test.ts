import { describe, expect, it } from 'vitest';
import { nextQuotaDay, quotaDayOf } from './quota';

describe("YouTube's quota day (Pacific time, as Google counts it)", () => {
  it('names the Pacific day, not the UTC one', () => {
    // 05:00 UTC is still the evening before in California (UTC-8 in winter, UTC-7 in summer).
    expect(quotaDayOf(new Date('2026-01-15T05:00:00Z'))).toBe('2026-01-14');
    expect(quotaDayOf(new Date('2026-01-15T09:00:00Z'))).toBe('2026-01-15');
    expect(quotaDayOf(new Date('2026-07-15T06:59:00Z'))).toBe('2026-07-14');
    expect(quotaDayOf(new Date('2026-07-15T07:00:00Z'))).toBe('2026-07-15');
  });

  it('starts the next day at midnight Pacific, daylight saving included', () => {
    expect(nextQuotaDay(new Date('2026-01-15T05:00:00Z')).toISOString()).toBe('2026-01-15T08:00:00.000Z');
    expect(nextQuotaDay(new Date('2026-07-15T12:34:56Z')).toISOString()).toBe('2026-07-16T07:00:00.000Z');
    // The night clocks go forward (8 March 2026): that day is 23 hours long.
    expect(nextQuotaDay(new Date('2026-03-08T09:00:00Z')).toISOString()).toBe('2026-03-09T07:00:00.000Z');
  });
});
