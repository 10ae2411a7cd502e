import { and, eq, sql } from 'drizzle-orm';
import {
  EARNINGS_DIMENSIONS,
  EARNINGS_DIRECT_KEYS,
  EARNINGS_KEPT_RANGES,
  EARNINGS_RANGES_PER_PERSON,
} from '../../../../shared/earnings';
import type { Database } from '../../../platform/db/client';
import type { JobHandler } from '../../../platform/jobs/handler';
import { queueOnce } from '../../../platform/jobs/once';
import { inParts } from '../../../platform/jobs/parts';
import { lastMonth, windowHolding } from './running';
import { earningsRanges as ranges } from './table';
import { rowsOf } from '../../../platform/db/rows';
import { readNamed } from '../../../platform/db/prepared';

/**
 * Staff's reports over a range of their own (issue 36): a "Last N Month" preset's months are read
 * from its kept window; other months from the range's own kept window (`earnings_ranges`), made by a
 * job on first use when the dimension is too large to read from the running sums on each call.
 */

export const EARNINGS_RANGE_JOB = 'earnings.range';

/** The dimensions a range's window holds: the presets' (`all` gives the totals). */
const RANGE_DIMENSIONS = ['all', ...EARNINGS_DIMENSIONS] as const;

/** The months a report asks for: either end may be open (from the first month, to the newest). */
export interface MonthRange {
  from?: string;
  to?: string;
}

/** Where staff's keys of a dimension over a range are read. */
export type KeySource =
  { window: number } | { running: true } | { preparing: { _id: string; progress: number } };

/** The job's payload and subject: the range's first and last months as asked (first days). */
const monthsAsked = (range: MonthRange) => ({
  first: `${(range.from ?? '0001-01-01').slice(0, 7)}-01`,
  last: `${(range.to ?? '9999-12-01').slice(0, 7)}-01`,
});

/**
 * The kept window holding the range's months, in one read: a preset's, else the range's own when it is
 * made (its every dimension), whose use is noted at most once a minute (the least recently used goes
 * first).
 */
async function keptWindow(db: Database, range: MonthRange, months: { first: string; last: string }) {
  const [row] = rowsOf<{ preset: number | null; own: number | null; stale: boolean | null }>(
    await readNamed(
      db,
      sql`select (${windowHolding(range)}) as preset, r.id as own,
        r.used_at < now() - interval '1 minute' as stale
      from (select 1) one left join ${ranges} r on r.first_month = ${months.first}
        and r.last_month = ${months.last} and cardinality(r.dimensions) = ${RANGE_DIMENSIONS.length}`,
    ),
  );
  if (row!.preset !== null) return Number(row!.preset);
  if (row!.own === null) return null;
  if (row!.stale)
    await db
      .update(ranges)
      .set({ usedAt: sql`now()` })
      .where(eq(ranges.id, row!.own));
  return Number(row!.own);
}

/** Whether the dimension has at most `max` keys in the running sums at the range's last month. */
async function fewKeys(db: Database, dimension: string, range: MonthRange, max: number) {
  const [row] = rowsOf<{ few: boolean }>(
    await db.execute(sql`select count(*) <= ${max} as few from (select 1 from earnings_running
      where dimension = ${dimension} and period = ${lastMonth(range.to)} limit ${max + 1}) k`),
  );
  return row!.few;
}

export interface SourceOptions {
  /** Who asks: the job, when one is queued, is theirs (EARNINGS_RANGES_PER_PERSON pending). */
  requestedBy: string;
  /** Keys a dimension may have to be read from the running sums (EARNINGS_DIRECT_KEYS). */
  directKeys?: number;
  /** Wakes this process's worker after queueing. */
  nudge?: () => void;
}

/**
 * Where staff read a dimension's keys over the range: a preset's kept window, the range's own, the
 * running sums when the dimension is small, or else the job that makes the range's window (queued
 * unless one is pending): the caller answers its progress instead of rows.
 */
export async function keySource(
  db: Database,
  dimension: string,
  range: MonthRange,
  options: SourceOptions,
): Promise<KeySource> {
  const months = monthsAsked(range);
  const kept = await keptWindow(db, range, months);
  if (kept !== null) return { window: kept };
  if (await fewKeys(db, dimension, range, options.directKeys ?? EARNINGS_DIRECT_KEYS))
    return { running: true };
  const job = await queueOnce(db, EARNINGS_RANGE_JOB, `${months.first}:${months.last}`, months, {
    requestedBy: options.requestedBy,
    limit: { kinds: [EARNINGS_RANGE_JOB], max: EARNINGS_RANGES_PER_PERSON },
  });
  if (job.queued) options.nudge?.();
  return { preparing: { _id: job._id, progress: job.progress } };
}

/** A first step's answer: the range's window number, or none when it is made already. */
async function openRange(db: Database, months: { first: string; last: string }) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('earnings_running'))`);
    const [found] = await tx
      .select({ id: ranges.id })
      .from(ranges)
      .where(and(eq(ranges.firstMonth, months.first), eq(ranges.lastMonth, months.last)));
    if (found) return found.id;
    // Room for one more: the least recently used go.
    await tx.execute(sql`select earnings_range_forget(array(select r.id from ${ranges} r
      order by r.used_at desc offset ${EARNINGS_KEPT_RANGES - 1}))`);
    const [made] = rowsOf<{ id: number }>(
      await tx.execute(sql`insert into ${ranges} (id, first_month, last_month, reaches, dimensions)
        select (select -g from generate_series(1, ${EARNINGS_KEPT_RANGES}) g
                where -g not in (select r.id from ${ranges} r) order by g limit 1),
          ${months.first}::date, ${months.last}::date,
          least(${months.last}::date, (select max(period) from earnings_running where dimension = 'all')),
          '{}'
        returning id`),
    );
    return Number(made!.id);
  });
}

/**
 * Makes a range's window: the range first (its room made), then each dimension in a transaction of
 * its own behind the running sums' writer lock, the progress written between them (never from inside
 * a transaction: PGlite has one connection). A range forgotten meanwhile (a newer month arrived) ends
 * the job: the next report over it asks again.
 */
export async function makeRange(
  db: Database,
  months: { first: string; last: string },
  progress: (percent: number) => Promise<void> = async () => undefined,
): Promise<void> {
  const id = await openRange(db, months);
  await inParts(
    db,
    RANGE_DIMENSIONS,
    async (tx, dimension) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('earnings_running'))`);
      const [still] = await tx.select({ id: ranges.id }).from(ranges).where(eq(ranges.id, id));
      if (!still) return false;
      await tx.execute(sql`select earnings_range_add(${id}::smallint, ${dimension})`);
      return true;
    },
    progress,
  );
}

export function rangeJobHandlers(db: Database): Record<string, JobHandler> {
  return {
    [EARNINGS_RANGE_JOB]: async ({ job, progress }) => {
      await makeRange(db, job.payload as { first: string; last: string }, progress);
    },
  };
}
