import { sql } from 'drizzle-orm';
import { KEPT_WINDOWS_EVERY_SECONDS } from '../../../shared/constants';
import type { Database } from '../db/client';
import { refreshKeptWindows } from '../db/keptWindows';
import type { Clock } from '../jobs/clocks';

export const MONTH_KEY_WINDOWS_CLOCK = 'month_key.windows';

/**
 * Makes the month key windows again when the calendar month turned with nothing counted since (which
 * would have made them again) or their lengths are not the date range picker's "Last N Month" presets.
 * Answers whether they were made again.
 */
export const refreshMonthKeyWindows = (db: Database) =>
  refreshKeptWindows(db, {
    // One refresher at a time (two would both find them stale and make them twice).
    lock: 'month_key_windows',
    fresh: (lengths) => sql`exists (select 1 from month_key_window_bounds b
        where b.id = 1 and b.this_month = date_trunc('month', now())::date and b.months = ${lengths})`,
    rebuild: (lengths) => sql`month_key_windows_rebuild(${lengths})`,
  });

export const monthKeyWindowsClock = (db: Database): Clock => ({
  kind: MONTH_KEY_WINDOWS_CLOCK,
  everySeconds: KEPT_WINDOWS_EVERY_SECONDS,
  run: async () => {
    await refreshMonthKeyWindows(db);
  },
});
