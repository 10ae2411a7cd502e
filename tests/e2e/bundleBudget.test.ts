import { describe, expect, it } from 'vitest';
import { bundleReport, INITIAL_JS_BUDGET_BYTES } from '../../scripts/bundleSize';

describe('production bundle', () => {
  const report = bundleReport();

  it(`keeps the initial JavaScript within ${INITIAL_JS_BUDGET_BYTES / 1024} KB gzip`, () => {
    expect(report.initial.gzipBytes).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES);
  });

  it('loads every resource view lazily, outside the initial JavaScript', () => {
    const lazy = Object.keys(report.lazy);
    for (const view of [
      'channels/ChannelList',
      'channels/ChannelCreate',
      'channels/ChannelShow',
      'CrudForms',
    ]) {
      expect(
        lazy.some((src) => src.endsWith(`resources/${view}.tsx`)),
        view,
      ).toBe(true);
    }
  });
});
