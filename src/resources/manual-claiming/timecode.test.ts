import { describe, expect, it } from 'vitest';
import { daysLeft, formatTimecode, parseTimecode } from './timecode';

describe('timecodes', () => {
  it('writes seconds as h:mm:ss', () => {
    expect(formatTimecode(0)).toBe('0:00:00');
    expect(formatTimecode(75)).toBe('0:01:15');
    expect(formatTimecode(3 * 3600 + 5)).toBe('3:00:05');
  });

  it('reads h:mm:ss, m:ss and plain seconds', () => {
    expect(parseTimecode('1:02:03')).toBe(3723);
    expect(parseTimecode(' 2:30 ')).toBe(150);
    expect(parseTimecode('45')).toBe(45);
    expect(parseTimecode(formatTimecode(4000))).toBe(4000);
  });

  it('refuses what is not a timecode', () => {
    for (const text of ['', 'abc', '1:60', '1:60:00', '-5', '1:2:3:4', '1.5']) {
      expect(parseTimecode(text)).toBeUndefined();
    }
  });

  it('counts the days left to a due date', () => {
    const now = Date.parse('2026-01-01T12:00:00Z');
    expect(daysLeft('2026-01-31T12:00:00Z', now)).toBe(30);
    expect(daysLeft('2026-01-01T18:00:00Z', now)).toBe(1);
    expect(daysLeft('2026-01-01T11:00:00Z', now)).toBe(0);
    expect(daysLeft('2025-12-30T12:00:00Z', now)).toBe(-2);
  });
});
