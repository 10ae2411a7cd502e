import { describe, expect, it } from 'vitest';
import { seriesByAction } from './activitySeries';

describe('the report chart’s series', () => {
  it('has every day once, in order, and a zero where an action had no entry', () => {
    expect(
      seriesByAction([
        { day: '2026-03-02', action: 'update', count: 4 },
        { day: '2026-03-01', action: 'create', count: 2 },
        { day: '2026-03-02', action: 'create', count: 1 },
      ]),
    ).toEqual({
      days: ['2026-03-01', '2026-03-02'],
      series: [
        { action: 'create', counts: [2, 1] },
        { action: 'update', counts: [0, 4] },
      ],
    });
  });

  it('is empty for no points', () => {
    expect(seriesByAction([])).toEqual({ days: [], series: [] });
  });
});
