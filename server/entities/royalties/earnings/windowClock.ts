import { sql } from 'drizzle-orm';
import { KEPT_WINDOWS_EVERY_SECONDS } from '../../../../shared/constants';
import type { Database } from '../../../platform/db/client';
import { refreshKeptWindows } from '../../../platform/db/keptWindows';
import type { Clock } from '../../../platform/jobs/clocks';

export const EARNINGS_WINDOW_CLOCK = 'earnings.window';

/**
 * Makes the kept windows again when they no longer hold the months they should (the calendar month
 * turned and no revenue was written since, which would have made them again) or their lengths are not
 * the date range picker's "Last N Month" presets. Behind the running sums' writer lock, as every change
 * of them. Answers whether they were made again.
 */
export const refreshEarningsWindow = (db: Database) =>
  refreshKeptWindows(db, {
    lock: 'earnings_running',
    fresh: (lengths) => sql`exists (select 1 from earnings_window_bounds b, earnings_window_expected() x
        where b.id = 1 and b.this_month = x.this_month and b.last_month = x.last_month and b.months = ${lengths})`,
    rebuild: (lengths) => sql`earnings_window_rebuild(${lengths})`,
  });

export const earningsWindowClock = (db: Database): Clock => ({
  kind: EARNINGS_WINDOW_CLOCK,
  everySeconds: KEPT_WINDOWS_EVERY_SECONDS,
  run: async () => {
    await refreshEarningsWindow(db);
  },
});
