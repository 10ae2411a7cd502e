import { sql, type SQL } from 'drizzle-orm';
import { ChannelStatus } from '../../../shared/constants';
import { EarningsDimension } from '../../../shared/earnings';
import { seesMoney } from '../../../shared/roles';
import type { AuthContext } from '../../platform/auth/context';
import type { Database } from '../../platform/db/client';
import { monthsOf, payeeScope, seriesOf } from '../royalties/earnings/reports';
import { royaltyRollups as r } from '../royalties/earnings/table';
import { channelStatusTotals } from '../channels/table';
import { libraryTotals } from '../library/table';
import { DASHBOARD_DEFAULT_MONTHS, DASHBOARD_TOP } from '../../../shared/dashboards';
import { dayTotalsByMonth, monthKeyTop } from '../../platform/dayTotals/read';
import { monthKeySource, type MonthKeyOptions } from '../../platform/dayTotals/ranges';
import type { DayKind, MonthKeyKind } from '../../platform/dayTotals/table';
import type { Following } from '../../platform/jobs/once';

import { rowsOf } from '../../platform/db/rows';
import { readNamed } from '../../platform/db/prepared';

export { rowsOf };

export interface Range {
  /** First days of the first and last months. */
  from: string;
  to: string;
  count: number;
}
export type Stat = { key: string; count: number };
export type Point = { period: string; count: number };
export type Series = { key: string; points: Point[] };
export type TopRow = { _id: string; name: string; count: number };
export type Top = { key: string; rows: TopRow[] };

/** The months a dashboard reads: the body's, bounded (EARNINGS_MAX_MONTHS), or the last twelve. */
export function rangeOf(body: { from?: string; to?: string }): Range {
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  const back = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (DASHBOARD_DEFAULT_MONTHS - 1), 1),
  );
  return monthsOf(body.from ?? back.toISOString().slice(0, 10), body.to ?? today);
}

/** The range's bounds as timestamps: from its first day to the day after its last month. */
export const inMonths = (column: SQL | unknown, range: Range) =>
  sql`${column} >= ${range.from}::date and ${column} < (${range.to}::date + interval '1 month')`;

/** A single count (or sum) a statement answers as `n`. */
export async function countOf(db: Database, query: SQL): Promise<number> {
  return Number(rowsOf<{ n: number | string | null }>(await readNamed(db, query))[0]?.n ?? 0);
}

/** Counts by month: the statement answers `period` (YYYY-MM) and `count`. */
export async function monthly(db: Database, key: string, query: SQL): Promise<Series> {
  const rows = rowsOf<{ period: string; count: number | string }>(await readNamed(db, query));
  return { key, points: rows.map((row) => ({ period: row.period, count: Number(row.count) })) };
}

/**
 * Counts, each a scalar subquery (mostly kept totals), read in one statement: on PGlite a statement's
 * own cost is about that of reading a kept total, so one per count was most of a dashboard's time.
 */
export async function countsOf(db: Database, counts: Record<string, SQL>): Promise<Stat[]> {
  const keys = Object.keys(counts);
  const [row] = rowsOf<Record<string, number | string | null>>(
    await readNamed(
      db,
      sql`select ${sql.join(
        keys.map((key) => sql`${counts[key]} as ${sql.identifier(key)}`),
        sql`, `,
      )}`,
    ),
  );
  return keys.map((key) => ({ key, count: Number(row?.[key] ?? 0) }));
}

/** Channels not deleted and the library's items, from their kept totals. */
export const keptChannels = sql`(select coalesce(sum(${channelStatusTotals.n}), 0) from ${channelStatusTotals}
  where ${channelStatusTotals.status} <> ${ChannelStatus.DELETED})`;
export const keptContent = sql`(select coalesce(sum(${libraryTotals.n}), 0) from ${libraryTotals}
  where ${libraryTotals.facet} = '' and ${libraryTotals.value} = '')`;

/** Series from the kept day totals, one per key and its kind, read in one statement. */
export async function keptSeries(
  db: Database,
  range: Range,
  series: ReadonlyArray<readonly [key: string, kind: DayKind]>,
): Promise<Series[]> {
  const months = await dayTotalsByMonth(
    db,
    series.map(([, kind]) => kind),
    range,
  );
  return series.map(([key, kind]) => ({ key, points: months[kind] }));
}

/** `select to_char(month) as period, count(*)` over a timestamp column, for `monthly`. */
export const byMonth = (column: SQL | unknown) =>
  sql`to_char(date_trunc('month', ${column}), 'YYYY-MM') as period, count(*)::int as count`;

/** A top list: the statement answers `_id`, `name` and `count`, at most DASHBOARD_TOP rows. */
export async function topOf(db: Database, key: string, query: SQL): Promise<Top> {
  const rows = rowsOf<{ _id: string; name: string | null; count: number | string }>(
    await readNamed(db, sql`${query} limit ${DASHBOARD_TOP}`),
  );
  return {
    key,
    rows: rows.map((row) => ({ _id: row._id, name: row.name ?? row._id, count: Number(row.count) })),
  };
}

/** Everyone's earnings by month, from the running sums (royalties/earnings/reports.ts). */
export type EveryoneMonths = Awaited<ReturnType<typeof seriesOf>>;

/**
 * The range's money from the monthly rollups (never the lines): what the caller earns (a creator's or
 * rights holder's own payee rows) or, for staff, everyone's; of one channel or claim dimension key
 * when named. Null for the types that see no money.
 */
export async function revenueOf(
  db: Database,
  auth: AuthContext,
  range: Range,
  of: { dimension: EarningsDimension; key?: string } = { dimension: EarningsDimension.PAYEE },
  /** Everyone's months, when the dashboard has read them already (its royalty lines' chart). */
  months?: EveryoneMonths,
) {
  if (!seesMoney(auth.type)) return null;
  const scope = payeeScope(auth);
  // Everyone's months are the running sums' (a few rows); a payee's or one key's, the rollups.
  const everyone = scope === undefined && of.key === undefined && of.dimension === EarningsDimension.PAYEE;
  const rows = everyone
    ? (months ?? (await seriesOf(db, range))).map((point) => ({
        period: point.period,
        total: point.total_micros,
        payable: point.payable_micros,
        held: point.held_micros,
      }))
    : rowsOf<{ period: string; total: string; payable: string; held: string }>(
        await readNamed(
          db,
          sql`
      select to_char(${r.period}, 'YYYY-MM') as period,
        coalesce(sum(${r.amountMicros}) filter (where ${r.state} <> 'void'), 0)::text as total,
        coalesce(sum(${r.amountMicros}) filter (where ${r.state} = 'payable'), 0)::text as payable,
        coalesce(sum(${r.amountMicros}) filter (where ${r.state} = 'held'), 0)::text as held
      from ${r}
      where ${r.dimension} = ${of.dimension} and ${r.period} between ${range.from} and ${range.to}
        ${of.key === undefined ? sql`` : sql`and ${r.key} = ${of.key}`}
        ${scope ? sql`and ${scope}` : sql``}
      group by ${r.period} order by ${r.period}`,
        ),
      );
  const sum = (pick: (row: (typeof rows)[number]) => string) =>
    rows.reduce((total, row) => total + BigInt(pick(row)), 0n).toString();
  return {
    currency: 'USD' as const,
    total_micros: sum((row) => row.total),
    payable_micros: sum((row) => row.payable),
    held_micros: sum((row) => row.held),
    series: rows.map((row) => ({ period: row.period, total_micros: row.total })),
  };
}

/** What a dashboard needs to read its top lists over a range of the user's own (the caller's part aside). */
export type TopOptions = Omit<MonthKeyOptions, 'requestedBy'>;

/**
 * A top list of a kind's month key counts over the range (`name` names `t._id`), or the job making
 * the range's window when it has too many month rows to add up (`monthKeySource`).
 */
export async function monthKeyTopOf(
  db: Database,
  auth: AuthContext,
  key: string,
  kind: MonthKeyKind,
  range: Range,
  name: SQL,
  options: TopOptions,
): Promise<{ top: Top } | { preparing: Following }> {
  const source = await monthKeySource(db, kind, range, { ...options, requestedBy: auth.userId });
  if ('preparing' in source) return source;
  return { top: await topOf(db, key, monthKeyTop(kind, range, name, DASHBOARD_TOP, source)) };
}

/** What every dashboard answers, with its range. */
export interface Dashboard {
  stats: Stat[];
  series: Series[];
  tops: Top[];
  revenue: Awaited<ReturnType<typeof revenueOf>>;
  untracked: string[];
  choice?: { channel_id: string | null; channels: { _id: string; name: string }[] };
  /** A top list's range being added up (a job): its progress; the list follows once it is done. */
  preparing?: Following;
}

export const answerOf = (range: Range, dashboard: Dashboard) => ({
  result: { from: range.from, to: range.to, ...dashboard },
});
