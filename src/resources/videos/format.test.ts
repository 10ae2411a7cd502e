import { describe, expect, it } from 'vitest';
import { formatDuration } from './format';

describe('formatDuration', () => {
  it('writes h:mm:ss', () => {
    expect(formatDuration(0)).toBe('0:00:00');
    expect(formatDuration(59)).toBe('0:00:59');
    expect(formatDuration(754)).toBe('0:12:34');
    expect(formatDuration(3_725)).toBe('1:02:05');
    expect(formatDuration(36_000 + 61)).toBe('10:01:01');
  });

  it('drops fractions and never goes negative', () => {
    expect(formatDuration(61.9)).toBe('0:01:01');
    expect(formatDuration(-5)).toBe('0:00:00');
  });
});
