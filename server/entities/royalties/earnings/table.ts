import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { PayeeKind, RoyaltyLineState } from '../../../../shared/royalties';
import type { EarningsDimension } from '../../../../shared/earnings';
import { createdAt, idColumn } from '../../../platform/db/columns';
import { users } from '../../users/table';

/**
 * The royalty lines of a month added up per dimension (creator, rights holder, channel, video, claim,
 * payee), payee and state, kept exact in the transactions that write the lines (the split run, a
 * claim's held lines settled), so the earnings reports sum a few rows per month instead of scanning
 * millions of lines. `key` is the dimension's id (a uuid, or a YouTube video id); `payee_key` the
 * payee's id, '' for the company (a key column, so it is never null).
 */
export const royaltyRollups = pgTable(
  'royalty_rollups',
  {
    period: date('period', { mode: 'string' }).notNull(),
    dimension: varchar('dimension', { length: 16 }).$type<EarningsDimension>().notNull(),
    key: varchar('key', { length: 64 }).notNull(),
    payeeKind: varchar('payee_kind', { length: 16 }).$type<PayeeKind>().notNull(),
    payeeKey: varchar('payee_key', { length: 64 }).notNull(),
    state: varchar('state', { length: 8 }).$type<RoyaltyLineState>().notNull(),
    amountMicros: bigint('amount_micros', { mode: 'bigint' }).notNull(),
    lineCount: integer('line_count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.dimension, t.period, t.key, t.payeeKind, t.payeeKey, t.state] }),
    // A payee's own rows (creators and rights holders read only theirs).
    index('royalty_rollups_payee_idx').on(t.payeeKind, t.payeeKey, t.dimension, t.period),
    // One channel's (or video's, claim's) months: the channel dashboard reads its rows alone.
    index('royalty_rollups_key_idx').on(t.dimension, t.key, t.period),
  ],
);

/**
 * A key's earnings (total, payable, held, void and their lines) and payment history (payees' lines,
 * not the company's, not void: paid, due and their lines), in micro-units: the running sums' columns
 * and the kept window's alike.
 */
const earningsFigures = () => ({
  totalMicros: bigint('total_micros', { mode: 'bigint' }).notNull(),
  payableMicros: bigint('payable_micros', { mode: 'bigint' }).notNull(),
  heldMicros: bigint('held_micros', { mode: 'bigint' }).notNull(),
  voidMicros: bigint('void_micros', { mode: 'bigint' }).notNull(),
  lineCount: bigint('line_count', { mode: 'number' }).notNull(),
  paidMicros: bigint('paid_micros', { mode: 'bigint' }).notNull(),
  dueMicros: bigint('due_micros', { mode: 'bigint' }).notNull(),
  historyLineCount: bigint('history_line_count', { mode: 'number' }).notNull(),
});

/**
 * Everyone's earnings and payment history added up from the first month to each month, per dimension
 * and key (and the whole business under `all`, key ''), so staff's reports over any range read two
 * rows per key (the range's last month minus the month before its first) instead of every month of
 * every payee or every line. Each key has a row for every month from its first to the newest. The
 * earnings' sums follow the rollups, the history's the royalty lines and their payments' states, by
 * statement triggers (migration 0055); `earnings_running_rebuild()` makes them again from both.
 * Amounts in micro-units.
 */
export const earningsRunning = pgTable(
  'earnings_running',
  {
    dimension: varchar('dimension', { length: 16 }).notNull(),
    period: date('period', { mode: 'string' }).notNull(),
    key: varchar('key', { length: 64 }).notNull(),
    ...earningsFigures(),
  },
  (t) => [
    // A month's keys in key order, the sums beside them (the migration makes it covering: INCLUDE).
    primaryKey({ columns: [t.dimension, t.period, t.key] }),
    // One key's months: a change adds its delta to every month from the changed one on.
    index('earnings_running_key_idx').on(t.dimension, t.key, t.period),
  ],
);

/**
 * Each key's figures over each of the date range picker's "Last N Month" presets (the N whole months
 * before this one, `LAST_MONTHS_PRESETS`; up to the newest month with revenue), as `earnings_running`
 * gives them: its row at the window's last month minus its row at the month before the window's first.
 * `months` is N. Kept by a statement trigger on `earnings_running` (migrations 0063, 0065: a changed
 * row at the last month moves every window by its change, one at the month before a window's first
 * that window by its opposite; a new month, a new calendar month or a truncate makes them again,
 * `earnings_window_rebuild()`), and made again by an hourly clock when the calendar month turns with
 * no revenue written. Staff's reports over exactly such a range (the day presets fall on them too:
 * Last 90 Days reaches the same months as Last 3 Month once the current month has no revenue) rank
 * these rows on their indexes instead of two reads per key.
 */
export const earningsWindow = pgTable(
  'earnings_window',
  {
    months: smallint('months').notNull(),
    dimension: varchar('dimension', { length: 16 }).notNull(),
    key: varchar('key', { length: 64 }).notNull(),
    ...earningsFigures(),
  },
  (t) => [
    primaryKey({ columns: [t.months, t.dimension, t.key] }),
    // The reports' default order (the most earned first), and their count, over keys with lines.
    index('earnings_window_total_idx')
      .on(t.months, t.dimension, t.totalMicros.desc().nullsFirst(), t.key)
      .where(sql`${t.lineCount} > 0`),
    // The payment history's default order (the most paid first, ties by key as its list orders them).
    index('earnings_window_paid_idx')
      .on(t.months, t.dimension, t.paidMicros.desc().nullsLast(), t.key.desc().nullsFirst())
      .where(sql`${t.historyLineCount} > 0`),
  ],
);

/**
 * How many keys each window holds per dimension: with lines (the reports' total) and with payment
 * history lines (the payment history's), kept by statement triggers on earnings_window itself
 * (migration 0071), so a report's first page counts no keys (100,000 videos: 10 ms a call).
 */
export const earningsWindowCounts = pgTable(
  'earnings_window_counts',
  {
    months: smallint('months').notNull(),
    dimension: varchar('dimension', { length: 16 }).notNull(),
    lineCountKeys: bigint('line_count_keys', { mode: 'number' }).notNull(),
    historyLineCountKeys: bigint('history_line_count_keys', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.months, t.dimension] })],
);

/**
 * What `earnings_window` holds now (one row): the calendar month its windows count back from, the
 * newest month they reach, and their lengths (the app's `LAST_MONTHS_PRESETS`; the clock makes the
 * windows again when they differ). Months left null: forgotten (a truncate), made again on the next
 * change. A report over other months reads the running sums.
 */
export const earningsWindowBounds = pgTable(
  'earnings_window_bounds',
  {
    id: smallint('id').primaryKey(),
    thisMonth: date('this_month', { mode: 'string' }),
    lastMonth: date('last_month', { mode: 'string' }),
    months: smallint('months').array().notNull(),
  },
  (t) => [check('earnings_window_bounds_one_row', sql`${t.id} = 1`)],
);

/**
 * The ranges of users' own (months no "Last N Month" preset holds) that a kept window holds too, under
 * a window number of their own (`id`, negative, `earnings_window.months`): staff's reports over such a
 * range rank those rows instead of two running rows per key (100,000 videos: seconds). Made on first
 * use by a job (`earnings.range`), one dimension at a time (`dimensions`: those made so far, which the
 * windows' trigger follows from then on), so a change during the making is never lost. A range that
 * no longer reaches the months it should (`reaches`: its last month, or the newest month with revenue
 * when that is older; a newer month arrived) is forgotten by the trigger; past EARNINGS_KEPT_RANGES
 * the least recently used goes (migration 0072).
 */
export const earningsRanges = pgTable(
  'earnings_ranges',
  {
    id: smallint('id').primaryKey(),
    firstMonth: date('first_month', { mode: 'string' }).notNull(),
    lastMonth: date('last_month', { mode: 'string' }).notNull(),
    reaches: date('reaches', { mode: 'string' }).notNull(),
    dimensions: varchar('dimensions', { length: 16 }).array().notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('earnings_ranges_months_idx').on(t.firstMonth, t.lastMonth),
    check('earnings_ranges_id_negative', sql`${t.id} < 0`),
  ],
);

/**
 * The audit of a split run: which month, who asked, what the run changed per video or claim and
 * payee (before and after, in micro-units) and which units it kept because a payment took their lines.
 */
export const royaltySplitAudits = pgTable(
  'royalty_split_audits',
  {
    id: idColumn(),
    period: date('period', { mode: 'string' }).notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** The revenue imported for the month and what the new lines add up to, in micro-units. */
    revenueMicros: bigint('revenue_micros', { mode: 'bigint' }).notNull(),
    linesBefore: integer('lines_before').notNull(),
    linesAfter: integer('lines_after').notNull(),
    /** How many payee amounts moved; `changes` keeps the first ones. */
    changeCount: integer('change_count').notNull(),
    changes: jsonb('changes').$type<SplitAuditChange[]>().notNull(),
    kept: jsonb('kept').$type<SplitAuditKept[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('royalty_split_audits_period_idx').on(t.period, t.createdAt)],
);

/** One payee's amount on one video or claim, before and after a run (decimal strings of micro-units). */
export interface SplitAuditChange {
  video_id: string;
  claim_id: string | null;
  payee_kind: PayeeKind;
  payee_id: string | null;
  before: string;
  after: string;
}

/** A video or claim whose lines a run kept as they were: a payment took some of them. */
export interface SplitAuditKept {
  video_id: string;
  claim_id: string | null;
  /** What the kept lines add up to and what the revenue now says (micro-units). */
  kept: string;
  revenue: string;
}
