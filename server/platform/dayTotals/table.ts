import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * What is counted per UTC day, each kind from one table's timestamp and condition (migration 0056:
 * the triggers' arguments say which): videos first synced, claims and takedowns filed (not deleted)
 * or created at all, takedowns removed, channels added, content approved, videos found; and licence
 * requests filed, and of those the ones approved and rejected (migration 0066; a request's status
 * moves it between them).
 */
export const DayKind = {
  VIDEOS_SYNCED: 'videos_synced',
  CLAIMS_FILED: 'claims_filed',
  CLAIMS_CREATED: 'claims_created',
  TAKEDOWNS_REMOVED: 'takedowns_removed',
  TAKEDOWNS_FILED: 'takedowns_filed',
  TAKEDOWNS_CREATED: 'takedowns_created',
  CHANNELS_ADDED: 'channels_added',
  CONTENT_APPROVED: 'content_approved',
  FOUND_VIDEOS: 'found_videos',
  REQUESTS_FILED: 'requests_filed',
  REQUESTS_APPROVED: 'requests_approved',
  REQUESTS_REJECTED: 'requests_rejected',
} as const;
export type DayKind = (typeof DayKind)[keyof typeof DayKind];

/**
 * Rows counted per kind and UTC day, kept by statement triggers on the counted tables, so staff's
 * counts and monthly series over a year add up at most 366 rows instead of counting a million.
 * `day_totals_rebuild()` recounts them after a bulk load.
 */
export const dayTotals = pgTable(
  'day_totals',
  {
    kind: varchar('kind', { length: 24 }).$type<DayKind>().notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.day] })],
);

/** What is counted per key and UTC month (migration 0066): videos found per YouTube channel, licence requests per item. */
export const MonthKeyKind = {
  FOUND_BY_CHANNEL: 'found_by_channel',
  REQUESTS_BY_ITEM: 'requests_by_item',
} as const;
export type MonthKeyKind = (typeof MonthKeyKind)[keyof typeof MonthKeyKind];

/**
 * Rows counted per kind, UTC month and key, kept by statement triggers on the counted tables, so a
 * dashboard's "most found channels" or "most requested items" over a year add up a row per key and
 * month instead of grouping a million rows. `month_key_totals_rebuild()` recounts them.
 */
export const monthKeyTotals = pgTable(
  'month_key_totals',
  {
    kind: varchar('kind', { length: 24 }).$type<MonthKeyKind>().notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    key: varchar('key', { length: 64 }).notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.month, t.key] }),
    // A range's rows with their counts, read from the index alone.
    index('month_key_totals_range_idx').on(t.kind, t.month, t.key, t.n),
  ],
);

/**
 * Each key's count over each of the date range picker's "Last N Month" presets (the N whole months
 * before this one, `months` = N) and over the N months up to this one that the presets ending today
 * touch (`months` = -N, MONTHS_TO_DATE: Last 90 Days touches four), added up from `month_key_totals`: a
 * dashboard over such a range (the pages open on the last twelve) reads its top keys from an index
 * instead of grouping every key's months. Kept by a statement trigger on month_key_totals (a change in
 * a window's months moves it: this month's move the windows up to it), made again by a clock when the
 * calendar month turns or the lengths change, `month_key_windows_rebuild(lengths)` (migrations 0066,
 * 0073); until then a read over the new month's presets finds no window and adds the month up.
 */
export const monthKeyWindows = pgTable(
  'month_key_windows',
  {
    kind: varchar('kind', { length: 24 }).$type<MonthKeyKind>().notNull(),
    months: smallint('months').notNull(),
    key: varchar('key', { length: 64 }).notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.months, t.key] }),
    // The top list: the most counted first, ties by key.
    index('month_key_windows_top_idx')
      .on(t.kind, t.months, t.n.desc().nullsFirst(), t.key)
      .where(sql`${t.n} > 0`),
  ],
);

/** What `month_key_windows` holds (one row): the month its windows count back from, and their lengths. */
export const monthKeyWindowBounds = pgTable(
  'month_key_window_bounds',
  {
    id: smallint('id').primaryKey(),
    thisMonth: date('this_month', { mode: 'string' }).notNull(),
    months: smallint('months').array().notNull(),
  },
  (t) => [check('month_key_window_bounds_one_row', sql`${t.id} = 1`)],
);

/**
 * The ranges of users' own (months no window of `month_key_windows`' bounds holds) whose counts per key
 * a window holds too, under a number of their own (`id`, from MONTH_KEY_RANGE_FIRST_ID up, its
 * `months` there): a dashboard over such a range reads its top keys from it instead of adding up every
 * key's months (15,000 channels over a year: half a second). Made on first use by a job, one kind at a
 * time (`kinds`: those made so far, which the windows' trigger follows from then on); past
 * MONTH_KEY_KEPT_RANGES the least recently used goes (migration 0074).
 */
export const monthKeyRanges = pgTable(
  'month_key_ranges',
  {
    id: smallint('id').primaryKey(),
    firstMonth: date('first_month', { mode: 'string' }).notNull(),
    lastMonth: date('last_month', { mode: 'string' }).notNull(),
    kinds: varchar('kinds', { length: 24 }).array().notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('month_key_ranges_months_idx').on(t.firstMonth, t.lastMonth),
    check('month_key_ranges_id', sql`${t.id} > 1000`),
  ],
);
