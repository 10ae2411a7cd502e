import { sql } from 'drizzle-orm';
import { ACTIVITY_FOLD_EVERY_SECONDS } from '../../../shared/constants';
import type { Database } from '../../platform/db/client';
import { autovacuumRuns } from '../../platform/db/vacuumClock';
import type { Clock } from '../../platform/jobs/clocks';

export const ACTIVITY_FOLD_CLOCK = 'activity.fold';

/**
 * Adds the day counts written since the last fold (activity_day_deltas) into activity_day_totals and
 * activity_day_action_totals (migration 0082): the writers append, so none waits on a day's row.
 */
export async function foldActivityDays(db: Database): Promise<void> {
  await db.execute(sql`select activity_day_totals_fold()`);
}

/**
 * Folds the deltas when no report did, and where nothing else vacuums (PGlite) removes the rows the
 * folds deleted, so the next fold reads a few live rows, not a day of dead ones.
 */
export const activityFoldClock = (db: Database): Clock => ({
  kind: ACTIVITY_FOLD_CLOCK,
  everySeconds: ACTIVITY_FOLD_EVERY_SECONDS,
  run: async () => {
    await foldActivityDays(db);
    if (!(await autovacuumRuns(db))) await db.execute(sql`vacuum activity_day_deltas`);
  },
});
