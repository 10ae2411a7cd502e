import { sql } from 'drizzle-orm';
import {
  LAST_MONTHS_PRESETS,
  MONTH_KEY_WINDOWS_EVERY_SECONDS,
  MONTHS_TO_DATE,
} from '../../../shared/constants';
import type { Database } from '../db/client';
import { refreshKeptWindows } from '../db/keptWindows';
import type { Clock } from '../jobs/clocks';

export const MONTH_KEY_WINDOWS_CLOCK = 'month_key.windows';

/**
 * The month key windows' lengths: each "Last N Month" preset's (N: the N months before this one) and
 * each count of months up to this one that a preset ending today touches (-N: the N months ending
 * with this one).
 */
export const MONTH_KEY_LENGTHS: readonly number[] = [
  ...LAST_MONTHS_PRESETS,
  ...MONTHS_TO_DATE.map((months) => -months),
];

/**
 * Makes the month key windows again when the calendar month turned or their lengths are not
 * MONTH_KEY_LENGTHS (their trigger only follows changes). Answers whether they were made again.
 */
export const refreshMonthKeyWindows = (db: Database) =>
  refreshKeptWindows(db, {
    lengths: MONTH_KEY_LENGTHS,
    // One refresher at a time (two would both find them stale and make them twice).
    lock: 'month_key_windows',
    fresh: (lengths) => sql`exists (select 1 from month_key_window_bounds b
        where b.id = 1 and b.this_month = date_trunc('month', now())::date and b.months = ${lengths})`,
    rebuild: (lengths) => sql`month_key_windows_rebuild(${lengths})`,
  });

export const monthKeyWindowsClock = (db: Database): Clock => ({
  kind: MONTH_KEY_WINDOWS_CLOCK,
  everySeconds: MONTH_KEY_WINDOWS_EVERY_SECONDS,
  run: async () => {
    await refreshMonthKeyWindows(db);
  },
});
