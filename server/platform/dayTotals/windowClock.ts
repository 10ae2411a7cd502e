import { sql } from 'drizzle-orm';
import { KEPT_WINDOWS_EVERY_SECONDS, LAST_MONTHS_PRESETS } from '../../../shared/constants';
import type { Database } from '../db/client';
import type { Clock } from '../jobs/clocks';

export const MONTH_KEY_WINDOWS_CLOCK = 'month_key.windows';

/**
 * Makes the month key windows again when the calendar month turned with nothing counted since (which
 * would have made them again) or their lengths are not the date range picker's "Last N Month" presets.
 * Answers whether they were made again.
 */
export async function refreshMonthKeyWindows(db: Database): Promise<boolean> {
  const lengths = sql.raw(`array[${LAST_MONTHS_PRESETS.join(', ')}]::smallint[]`);
  return db.transaction(async (tx) => {
    // One refresher at a time (two would both find them stale and make them twice).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('month_key_windows'))`);
    const result = await tx.execute(sql`select not exists (select 1 from month_key_window_bounds b
        where b.id = 1 and b.this_month = date_trunc('month', now())::date and b.months = ${lengths}) as stale`);
    const stale = (result as unknown as { rows: Array<{ stale: boolean }> }).rows[0]?.stale === true;
    if (stale) await tx.execute(sql`select month_key_windows_rebuild(${lengths})`);
    return stale;
  });
}

export const monthKeyWindowsClock = (db: Database): Clock => ({
  kind: MONTH_KEY_WINDOWS_CLOCK,
  everySeconds: KEPT_WINDOWS_EVERY_SECONDS,
  run: async () => {
    await refreshMonthKeyWindows(db);
  },
});
