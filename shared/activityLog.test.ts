import { describe, expect, it } from 'vitest';
import { ACTIVITY_REPORT_MAX_DAYS, rangeProblem } from './activityLog';
import { addDays } from './dateRange';

describe('a report range', () => {
  it('takes two real days in order, up to the longest range', () => {
    expect(rangeProblem('2026-01-01', '2026-01-01')).toBeUndefined();
    expect(rangeProblem('2026-01-01', addDays('2026-01-01', ACTIVITY_REPORT_MAX_DAYS - 1))).toBeUndefined();
  });

  it('names the field that is wrong and why', () => {
    expect(rangeProblem('2026-02-30', '2026-03-01')).toEqual({ field: 'from', reason: 'format' });
    expect(rangeProblem('2026-03-01', 'soon')).toEqual({ field: 'to', reason: 'format' });
    expect(rangeProblem('2026-03-02', '2026-03-01')).toEqual({ field: 'to', reason: 'order' });
    expect(rangeProblem('2026-01-01', addDays('2026-01-01', ACTIVITY_REPORT_MAX_DAYS))).toEqual({
      field: 'to',
      reason: 'length',
    });
  });
});
