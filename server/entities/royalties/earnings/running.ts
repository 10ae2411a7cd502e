import { sql, type SQL } from 'drizzle-orm';
import { earningsRunning as e, earningsWindow, earningsWindowBounds, earningsWindowCounts } from './table';

/**
 * Staff's reads of the running sums (`earnings_running`): a range's figures per key are the key's row
 * at the range's last month minus its row at the month before the first (none: nothing before). A
 * range covers every month it touches: from the month of `from` to the month of `to` (or the first
 * and the newest when left open), so a report's first days and the payment history's days both fit.
 */

/** A set of running columns read together: the output name of each, and the one that counts lines. */
export interface RunningColumns {
  /** Output name to column name; amounts come out as numeric (text on the wire), counts as int. */
  sums: Record<string, string>;
  count: string;
}

export const EARNINGS_COLUMNS: RunningColumns = {
  sums: {
    total_micros: 'total_micros',
    payable_micros: 'payable_micros',
    held_micros: 'held_micros',
    void_micros: 'void_micros',
  },
  count: 'line_count',
};

export const HISTORY_COLUMNS: RunningColumns = {
  sums: { paid_micros: 'paid_micros', due_micros: 'due_micros' },
  count: 'history_line_count',
};

/** The newest month the running sums reach (a range past it ends there). */
const NEWEST = sql`(select max(${e.period}) from ${e} where ${e.dimension} = 'all')`;
export const firstMonth = (from?: string) => sql`date_trunc('month', ${from ?? '0001-01-01'}::date)::date`;
export const lastMonth = (to?: string) =>
  sql`least(date_trunc('month', ${to ?? '9999-12-01'}::date)::date, ${NEWEST})`;

const differences = (columns: RunningColumns, minus: (column: string) => string) =>
  sql.raw(
    [
      ...Object.entries(columns.sums).map(([name, column]) => `b.${column} - ${minus(column)} as ${name}`),
      `(b.${columns.count} - ${minus(columns.count)})::int as line_count`,
    ].join(', '),
  );

/**
 * Everyone's keys of a dimension over the range, with lines in it: the columns' differences and
 * `line_count`. Two index-only reads of a month's keys, whatever the range's length.
 */
export const runningKeys = (
  dimension: string,
  range: { from?: string; to?: string },
  columns: RunningColumns,
): SQL => sql`select b.key, ${differences(columns, (c) => `coalesce(a.${c}, 0)`)}
    from ${e} b left join ${e} a on a.dimension = b.dimension and a.key = b.key
      and a.period = (${firstMonth(range.from)} - interval '1 month')::date
    where b.dimension = ${dimension} and b.period = ${lastMonth(range.to)}
      and b.period >= ${firstMonth(range.from)}
      and b.${sql.raw(columns.count)} - coalesce(a.${sql.raw(columns.count)}, 0) > 0`;

/** The whole business's months of the range with lines in them, each its row minus the one before. */
export const runningMonths = (range: { from?: string; to?: string }, columns: RunningColumns): SQL =>
  sql`select * from (
      select b.period, ${differences(columns, (c) => `coalesce(lag(b.${c}) over w, 0)`)}
      from ${e} b where b.dimension = 'all' and b.key = ''
        and b.period between (${firstMonth(range.from)} - interval '1 month')::date and ${lastMonth(range.to)}
      window w as (order by b.period)) m
    where m.period >= ${firstMonth(range.from)} and m.line_count > 0`;

/**
 * Which preset's kept window (`earnings_window`, one per "Last N Month" preset) holds exactly the range's months,
 * as its length N; none: null (a scalar subquery). Staff's keys over such a range are its rows, ranked
 * on its indexes, instead of two reads per key.
 */
export const windowHolding = (range: { from?: string; to?: string }): SQL<number | null> =>
  sql`select g.months from ${earningsWindowBounds} b, unnest(b.months) g(months)
    where b.id = 1 and b.last_month = ${lastMonth(range.to)}
      and (b.this_month - make_interval(months => g.months))::date = ${firstMonth(range.from)}
      and ${firstMonth(range.from)} <= b.last_month`;

const windowColumns = (columns: RunningColumns) =>
  sql.raw(
    [
      ...Object.entries(columns.sums).map(([name, column]) => `w.${column} as ${name}`),
      `w.${columns.count}::int as line_count`,
    ].join(', '),
  );

/** Everyone's keys of a dimension over a kept window's months (a preset's or a range's own), as `runningKeys` answers them. */
export const windowKeys = (months: number, dimension: string, columns: RunningColumns): SQL =>
  sql`select w.key, ${windowColumns(columns)} from ${earningsWindow} w
    where w.months = ${months} and w.dimension = ${dimension} and w.${sql.raw(columns.count)} > 0`;

/**
 * How many keys of a dimension have lines in a kept window's months (a scalar subquery), as kept per
 * window and dimension (`earnings_window_counts`, columns named after the window's count column).
 */
export const windowKeyCount = (months: number, dimension: string, columns: RunningColumns): SQL<number> =>
  sql<number>`coalesce((select c.${sql.raw(`${columns.count}_keys`)} from ${earningsWindowCounts} c
    where c.months = ${months} and c.dimension = ${dimension}), 0)`;
