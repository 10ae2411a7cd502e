import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  customRangeLabel,
  DATE_RANGE_LABELS,
  DATE_RANGE_PRESETS,
  dateRangeLabel,
  isDateRange,
  matchingPreset,
  parseDay,
  presetRange,
  today,
} from './dateRange';
import { LAST_MONTHS_PRESETS, MONTHS_TO_DATE } from './constants';

describe('date range presets (spec 000 §9)', () => {
  it('touch, whatever the day, the months a kept window holds: up to this month or before it', () => {
    const monthIndex = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
    const toDate = new Set<number>();
    for (let day = '2024-01-01'; day <= '2027-12-31'; day = addDays(day, 1)) {
      for (const preset of DATE_RANGE_PRESETS) {
        const range = presetRange(preset, day);
        const months = monthIndex(range.to) - monthIndex(range.from) + 1;
        if (monthIndex(range.to) === monthIndex(day)) {
          expect(MONTHS_TO_DATE, `${preset} on ${day}`).toContain(months);
          toDate.add(months);
        } else {
          // Ending before this month: the whole months before it, a "Last N Month" window's.
          expect(monthIndex(range.to), `${preset} on ${day}`).toBe(monthIndex(day) - 1);
          expect(LAST_MONTHS_PRESETS, `${preset} on ${day}`).toContain(months);
        }
      }
    }
    expect([...toDate].sort((a, b) => a - b)).toEqual([...MONTHS_TO_DATE]);
  });

  it('are labelled exactly as the spec writes them, in its order', () => {
    expect(DATE_RANGE_PRESETS.map((preset) => DATE_RANGE_LABELS[preset])).toEqual([
      'Today',
      'Yesterday',
      'Last 1 Week',
      'Last 28 Days',
      'Last 90 Days',
      'Last 365 Days',
      'Last 1 Month',
      'Last 3 Month',
      'Last 6 Month',
      'Last 12 Month',
    ]);
  });

  it('count days back to today, today included (a week is 6 days back)', () => {
    const t = '2026-11-26';
    expect(presetRange('today', t)).toEqual({ from: t, to: t });
    expect(presetRange('yesterday', t)).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(presetRange('last_1_week', t)).toEqual({ from: '2026-11-20', to: t });
    expect(presetRange('last_28_days', t)).toEqual({ from: '2026-10-30', to: t });
    expect(presetRange('last_90_days', t)).toEqual({ from: '2026-08-29', to: t });
    expect(presetRange('last_365_days', t)).toEqual({ from: '2025-11-27', to: t });
  });

  it('cross month and year boundaries: a week back from 3 January', () => {
    expect(presetRange('last_1_week', '2027-01-03')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
    expect(presetRange('yesterday', '2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-02-28' });
  });

  it('count 29 February in leap years', () => {
    expect(presetRange('yesterday', '2028-03-01')).toEqual({ from: '2028-02-29', to: '2028-02-29' });
    expect(presetRange('last_28_days', '2028-03-01')).toEqual({ from: '2028-02-03', to: '2028-03-01' });
    expect(presetRange('last_365_days', '2028-12-31')).toEqual({ from: '2028-01-02', to: '2028-12-31' });
    expect(presetRange('last_1_month', '2028-03-15')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(presetRange('last_1_month', '2027-03-15')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
  });

  it('take whole previous months, across the year', () => {
    expect(presetRange('last_1_month', '2026-01-01')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetRange('last_3_month', '2026-05-15')).toEqual({ from: '2026-02-01', to: '2026-04-30' });
    expect(presetRange('last_6_month', '2026-03-31')).toEqual({ from: '2025-09-01', to: '2026-02-28' });
    expect(presetRange('last_12_month', '2026-11-26')).toEqual({ from: '2025-11-01', to: '2026-10-31' });
  });

  it('span exactly their days and months, and end by today, on any day', () => {
    const day = fc
      .date({
        min: new Date('1990-01-01T00:00:00Z'),
        max: new Date('2100-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => today(date));
    fc.assert(
      fc.property(day, (t) => {
        const span = (from: string, to: string) =>
          (parseDay(to)!.getTime() - parseDay(from)!.getTime()) / 86_400_000 + 1;
        for (const [preset, days] of [
          ['last_1_week', 7],
          ['last_28_days', 28],
          ['last_90_days', 90],
          ['last_365_days', 365],
        ] as const) {
          const range = presetRange(preset, t);
          expect(range.to).toBe(t);
          expect(span(range.from, range.to)).toBe(days);
        }
        for (const months of [1, 3, 6, 12] as const) {
          const range = presetRange(`last_${months}_month`, t);
          expect(range.from.slice(8)).toBe('01');
          expect(addDays(range.to, 1)).toBe(`${t.slice(0, 7)}-01`);
          const from = parseDay(range.from)!;
          const start = parseDay(`${t.slice(0, 7)}-01`)!;
          const monthsBetween =
            (start.getUTCFullYear() - from.getUTCFullYear()) * 12 + start.getUTCMonth() - from.getUTCMonth();
          expect(monthsBetween).toBe(months);
        }
      }),
    );
  });

  it('count today in UTC, whatever the time zone of the instant', () => {
    // 00:30 on 1 March in Paris is still 28 February in UTC; 23:30 on 31 December in New York is 1 January.
    expect(today(new Date('2026-03-01T00:30:00+01:00'))).toBe('2026-02-28');
    expect(today(new Date('2026-12-31T23:30:00-05:00'))).toBe('2027-01-01');
    expect(presetRange('last_1_month', today(new Date('2026-03-01T00:30:00+01:00')))).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });
});

describe('date range labels', () => {
  const t = '2026-11-26';

  it("are the preset's label when the range is one", () => {
    for (const preset of DATE_RANGE_PRESETS) {
      expect(dateRangeLabel(presetRange(preset, t), t)).toEqual({ preset, text: DATE_RANGE_LABELS[preset] });
    }
  });

  it("are 'MMM DD,YYYY - MMM DD,YYYY' for any other range", () => {
    expect(dateRangeLabel({ from: '2026-11-01', to: '2026-11-26' }, t)).toEqual({
      text: 'Nov 01,2026 - Nov 26,2026',
    });
    expect(dateRangeLabel({ from: '2028-02-29', to: '2029-01-05' }, t).text).toBe(
      'Feb 29,2028 - Jan 05,2029',
    );
    // A preset's range on another day is an ordinary range.
    expect(matchingPreset(presetRange('last_1_week', '2026-11-25'), t)).toBeUndefined();
  });

  it("use the language's month names in other languages", () => {
    expect(customRangeLabel({ from: '2026-05-03', to: '2026-12-24' }, 'de')).toBe(
      'Mai 03,2026 - Dez 24,2026',
    );
  });

  it('accept only real days in order', () => {
    expect(isDateRange({ from: '2026-01-01', to: '2026-01-01' })).toBe(true);
    expect(isDateRange({ from: '2026-01-02', to: '2026-01-01' })).toBe(false);
    expect(isDateRange({ from: '2026-02-29', to: '2026-03-01' })).toBe(false);
    expect(isDateRange({ from: '2026-1-1', to: '2026-03-01' })).toBe(false);
    expect(() => presetRange('today', 'yesterday')).toThrow(RangeError);
  });
});
