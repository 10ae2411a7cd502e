import { and, between, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { readNamed } from '../db/prepared';
import { rowsOf } from '../db/rows';
import type { MonthKeySource } from './ranges';
import { dayTotals, monthKeyTotals, monthKeyWindows, type DayKind, type MonthKeyKind } from './table';

/** The days of whole months: from the first month's first day to the last one's end. */
const inMonthsOf = (range: { from: string; to: string }) =>
  sql`${dayTotals.day} >= ${range.from}::date and ${dayTotals.day} < (${range.to}::date + interval '1 month')::date`;

/**
 * The kinds asked, added up over the days `within` selects. Named, as every read here: its values (the
 * kinds, the days) pick rows on the kept totals' keys, and its parse and plan took more than the read.
 */
async function totalsWithin<K extends DayKind>(db: Database, kinds: readonly K[], within: SQL) {
  const rows = rowsOf<{ kind: K; n: number }>(
    await readNamed(
      db,
      sql`select ${dayTotals.kind} as kind, coalesce(sum(${dayTotals.n}), 0)::int as n from ${dayTotals}
        where ${and(inArray(dayTotals.kind, [...kinds]), within)} group by 1`,
    ),
  );
  return Object.fromEntries(
    kinds.map((kind) => [kind, rows.find((row) => row.kind === kind)?.n ?? 0]),
  ) as Record<K, number>;
}

/** The days of a range (YYYY-MM-DD, both included) added up, per kind asked. */
export const dayTotalsOf = <K extends DayKind>(db: Database, kinds: readonly K[], from: string, to: string) =>
  totalsWithin(db, kinds, between(dayTotals.day, from, to));

/** The days of a range of months (first days, both months whole) added up, per kind asked. */
export const dayTotalsInMonths = <K extends DayKind>(
  db: Database,
  kinds: readonly K[],
  range: { from: string; to: string },
) => totalsWithin(db, kinds, inMonthsOf(range));

/**
 * The kinds' months of a range of months (first days, both included), as `period` (YYYY-MM) and
 * `count` per kind, the months with none left out: what a dashboard's series read, in one statement.
 */
export async function dayTotalsByMonth<K extends DayKind>(
  db: Database,
  kinds: readonly K[],
  range: { from: string; to: string },
): Promise<Record<K, Array<{ period: string; count: number }>>> {
  const rows = rowsOf<{ kind: K; period: string; count: number }>(
    await readNamed(
      db,
      sql`select ${dayTotals.kind} as kind, to_char(${dayTotals.day}, 'YYYY-MM') as period,
          sum(${dayTotals.n})::int as count
        from ${dayTotals} where ${and(inArray(dayTotals.kind, [...kinds]), inMonthsOf(range))}
        group by 1, 2 having sum(${dayTotals.n}) <> 0 order by 1, 2`,
    ),
  );
  return Object.fromEntries(
    kinds.map((kind) => [
      kind,
      rows.filter((row) => row.kind === kind).map(({ period, count }) => ({ period, count })),
    ]),
  ) as Record<K, Array<{ period: string; count: number }>>;
}

/**
 * A kind's `limit` keys with the most counted over a range of months (first days, both included),
 * ties by key: what a dashboard's top list reads as `_id` and `count`, each named by `name` (an
 * expression of `t._id`) once it is in the list: from the kept window `monthKeySource` found (on its
 * index), or the range's month totals added up per key (a range with few of them).
 */
export function monthKeyTop(
  kind: MonthKeyKind,
  range: { from: string; to: string },
  name: SQL,
  limit: number,
  source: Exclude<MonthKeySource, { preparing: unknown }>,
): SQL {
  const keys =
    'grouped' in source
      ? sql`select ${monthKeyTotals.key} as _id, sum(${monthKeyTotals.n})::int as count from ${monthKeyTotals}
          where ${eq(monthKeyTotals.kind, kind)} and ${monthKeyTotals.month} between ${range.from} and ${range.to}
          group by 1 having sum(${monthKeyTotals.n}) > 0
          order by 2 desc, 1 limit ${limit}`
      : sql`select ${monthKeyWindows.key} as _id, ${monthKeyWindows.n}::int as count from ${monthKeyWindows}
          where ${eq(monthKeyWindows.kind, kind)} and ${monthKeyWindows.months} = ${source.window} and ${monthKeyWindows.n} > 0
          order by ${monthKeyWindows.n} desc, ${monthKeyWindows.key} limit ${limit}`;
  return sql`select t._id, ${name} as name, t.count from (${keys}) t order by t.count desc, t._id`;
}
