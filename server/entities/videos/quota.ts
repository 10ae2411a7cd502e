import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { SaidError } from '../../platform/jobs/saidError';
import { msg } from '../../../shared/serverMessages';
import { youtubeQuotaDays } from './table';

/** Google resets YouTube quotas at midnight Pacific time: the days are counted there. */
const QUOTA_TIME_ZONE = 'America/Los_Angeles';
const pacificDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: QUOTA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The quota day (yyyy-MM-dd, Pacific) an instant falls in. */
export const quotaDayOf = (at: Date) => pacificDay.format(at);

/** The project's YouTube units for today are spent: calls wait for the next quota day. */
export class QuotaSpentError extends SaidError {}

/**
 * Spends `units` of today's budget before a call, as Google counts a call whether it succeeds or not.
 * One statement adds them only while the day stays within the budget, so parallel syncs never
 * overspend; refused with QuotaSpentError once it would.
 */
export async function spendQuota(
  db: Database,
  units: number,
  budget: number,
  at = new Date(),
): Promise<void> {
  const day = quotaDayOf(at);
  const spent = await db
    .insert(youtubeQuotaDays)
    .values({ day, units })
    .onConflictDoUpdate({
      target: youtubeQuotaDays.day,
      set: { units: sql`${youtubeQuotaDays.units} + ${units}` },
      setWhere: sql`${youtubeQuotaDays.units} + ${units} <= ${budget}`,
    })
    .returning({ units: youtubeQuotaDays.units });
  if (spent.length === 0 || spent[0]!.units > budget) {
    throw new QuotaSpentError(msg('video.quota_spent', { budget }));
  }
}

/** Units spent today (Pacific). */
export async function quotaUsedToday(db: Database, at = new Date()): Promise<number> {
  const [row] = await db
    .select({ units: youtubeQuotaDays.units })
    .from(youtubeQuotaDays)
    .where(eq(youtubeQuotaDays.day, quotaDayOf(at)));
  return row?.units ?? 0;
}

/** When the next quota day starts: midnight Pacific (whose offsets are whole hours, so an hour's step finds it). */
export function nextQuotaDay(at = new Date()): Date {
  const today = quotaDayOf(at);
  let probe = new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000);
  // At most 25 steps (a daylight-saving day).
  while (quotaDayOf(probe) === today) probe = new Date(probe.getTime() + 3_600_000);
  return probe;
}
