import { eq, sql } from 'drizzle-orm';
import {
  MONTH_KEY_DIRECT_ROWS,
  MONTH_KEY_KEPT_RANGES,
  MONTH_KEY_RANGE_FIRST_ID,
  MONTH_KEY_RANGES_PER_PERSON,
} from '../../../shared/dashboards';
import type { Database } from '../db/client';
import { readNamed } from '../db/prepared';
import type { JobHandler } from '../jobs/handler';
import { queueOnce, type Following } from '../jobs/once';
import { inParts } from '../jobs/parts';
import { MonthKeyKind, monthKeyRanges as ranges, monthKeyWindowBounds, monthKeyTotals } from './table';
import { rowsOf } from '../db/rows';

/**
 * A dashboard's top list over a range of the user's own (issue 37): the months of a window of the
 * bounds (a preset's, or up to this month) are read from it; other months from the range's own window
 * (`month_key_ranges`), made by a job on first use when the range has too many month rows to add up
 * on each call.
 */

export const MONTH_KEY_RANGE_JOB = 'month_key.range';

const KINDS = Object.values(MonthKeyKind);

/** Where a kind's keys over a range of months are read. */
export type MonthKeySource = { window: number } | { grouped: true } | { preparing: Following };

export interface MonthKeyOptions {
  /** Who asks: the job, when one is queued, is theirs. */
  requestedBy: string;
  /** Month rows a range may have to be added up on each call (MONTH_KEY_DIRECT_ROWS). */
  directRows?: number;
  /** Wakes this process's worker after queueing. */
  nudge?: () => void;
}

/**
 * The window holding exactly a range of months (first days, both included), in one read: the bounds'
 * (N for the N months before their month, -N for the N up to it), else the range's own when made (every
 * kind), its use noted at most once a minute; none: undefined.
 */
export async function keptMonthKeyWindow(
  db: Database,
  range: { from: string; to: string },
): Promise<number | undefined> {
  const [row] = rowsOf<{ bounds: number | null; own: number | null; stale: boolean | null }>(
    await readNamed(
      db,
      sql`select (select g.months from ${monthKeyWindowBounds} b, unnest(b.months) g(months)
        where b.id = 1 and month_key_window_first(b.this_month, g.months) = ${range.from}::date
          and month_key_window_last(b.this_month, g.months) = ${range.to}::date) as bounds,
        r.id as own, r.used_at < now() - interval '1 minute' as stale
      from (select 1) one left join ${ranges} r on r.first_month = ${range.from}::date
        and r.last_month = ${range.to}::date and cardinality(r.kinds) = ${KINDS.length}`,
    ),
  );
  if (row!.bounds !== null) return Number(row!.bounds);
  if (row!.own === null) return undefined;
  if (row!.stale)
    await db
      .update(ranges)
      .set({ usedAt: sql`now()` })
      .where(eq(ranges.id, row!.own));
  return Number(row!.own);
}

/** Whether a kind has at most `max` month rows in the range. */
async function fewRows(db: Database, kind: MonthKeyKind, range: { from: string; to: string }, max: number) {
  const [row] = rowsOf<{ few: boolean }>(
    await readNamed(
      db,
      sql`select count(*) <= ${max} as few from (select 1 from ${monthKeyTotals}
      where ${monthKeyTotals.kind} = ${kind} and ${monthKeyTotals.month} between ${range.from} and ${range.to}
      limit ${max + 1}) m`,
    ),
  );
  return row!.few;
}

/**
 * Where a kind's keys over the range are read: a kept window, the month totals added up when the range
 * has few of them, or else the job making the range's window (queued unless one is pending).
 */
export async function monthKeySource(
  db: Database,
  kind: MonthKeyKind,
  range: { from: string; to: string },
  options: MonthKeyOptions,
): Promise<MonthKeySource> {
  const kept = await keptMonthKeyWindow(db, range);
  if (kept !== undefined) return { window: kept };
  if (await fewRows(db, kind, range, options.directRows ?? MONTH_KEY_DIRECT_ROWS)) return { grouped: true };
  const months = { first: range.from, last: range.to };
  const job = await queueOnce(db, MONTH_KEY_RANGE_JOB, `${range.from}:${range.to}`, months, {
    requestedBy: options.requestedBy,
    limit: { kinds: [MONTH_KEY_RANGE_JOB], max: MONTH_KEY_RANGES_PER_PERSON },
  });
  if (job.queued) options.nudge?.();
  return { preparing: { _id: job._id, progress: job.progress } };
}

/** The range's window number, made room for (the least recently used go): none when it exists. */
function openRange(db: Database, months: { first: string; last: string }) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('month_key_windows'))`);
    const [found] = rowsOf<{ id: number }>(
      await tx.execute(sql`select id from ${ranges}
        where first_month = ${months.first}::date and last_month = ${months.last}::date`),
    );
    if (found) return Number(found.id);
    await tx.execute(sql`select month_key_range_forget(array(select r.id from ${ranges} r
      order by r.used_at desc offset ${MONTH_KEY_KEPT_RANGES - 1}))`);
    const [made] = rowsOf<{ id: number }>(
      await tx.execute(sql`insert into ${ranges} (id, first_month, last_month, kinds)
        select (select g from generate_series(${MONTH_KEY_RANGE_FIRST_ID}::int,
                  ${MONTH_KEY_RANGE_FIRST_ID + MONTH_KEY_KEPT_RANGES - 1}::int) g
                where g not in (select r.id from ${ranges} r) order by g limit 1),
          ${months.first}::date, ${months.last}::date, '{}'
        returning id`),
    );
    return Number(made!.id);
  });
}

/**
 * Makes a range's window, one kind per transaction (behind the windows' lock), the progress written
 * between them (never inside a transaction: PGlite has one connection). A range forgotten meanwhile
 * ends the job: the next dashboard over it asks again.
 */
export async function makeMonthKeyRange(
  db: Database,
  months: { first: string; last: string },
  progress: (percent: number) => Promise<void> = async () => undefined,
): Promise<void> {
  const id = await openRange(db, months);
  await inParts(
    db,
    KINDS,
    async (tx, kind) => {
      const [still] = await tx.select({ id: ranges.id }).from(ranges).where(eq(ranges.id, id));
      if (!still) return false;
      await tx.execute(sql`select month_key_range_add(${id}::smallint, ${kind})`);
      return true;
    },
    progress,
  );
}

export function monthKeyRangeJobHandlers(db: Database): Record<string, JobHandler> {
  return {
    [MONTH_KEY_RANGE_JOB]: async ({ job, progress }) => {
      await makeMonthKeyRange(db, job.payload as { first: string; last: string }, progress);
    },
  };
}
