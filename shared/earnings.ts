/**
 * The earnings reports (issue 36): royalty lines added up per month and dimension (the rollups the
 * split run keeps), read by the Royalties earnings pages and Claims Payment Details.
 */

/** What the lines are added up by; `payee` is every line once, so its rows give the totals. */
export const EarningsDimension = {
  CREATOR: 'creator',
  RIGHTS_HOLDER: 'rights_holder',
  CHANNEL: 'channel',
  VIDEO: 'video',
  CLAIM: 'claim',
  PAYEE: 'payee',
} as const;
export type EarningsDimension = (typeof EarningsDimension)[keyof typeof EarningsDimension];
export const EARNINGS_DIMENSIONS = Object.values(EarningsDimension) as readonly EarningsDimension[];

/** The report pages' dimensions, as their API path segment names them. */
export const REPORT_DIMENSIONS = ['creator', 'rights_holder', 'channel', 'video', 'claim'] as const;
export type ReportDimension = (typeof REPORT_DIMENSIONS)[number];

/** How a report's rows may be ordered. */
export const EARNINGS_SORTS = [
  'total_micros',
  'payable_micros',
  'held_micros',
  'void_micros',
  'line_count',
] as const;
export type EarningsSort = (typeof EARNINGS_SORTS)[number];

/** The rows of a report page, and how many the overview's top lists show. */
export const EARNINGS_PAGE_MAX = 100;
export const EARNINGS_TOP = 5;
/** The longest range a report covers, in months (the rollups make any range cheap; this bounds the chart). */
export const EARNINGS_MAX_MONTHS = 120;

/**
 * Staff's reports over a range of their own (no "Last N Month" preset's months): a dimension with up
 * to this many keys is read from the running sums directly (two rows per key); a larger one from the
 * range's kept window, made by a job on first use.
 */
export const EARNINGS_DIRECT_KEYS = 2000;
/** Ranges of users' own kept at once (the least recently used goes first), and making per person. */
export const EARNINGS_KEPT_RANGES = 8;
export const EARNINGS_RANGES_PER_PERSON = 2;
/** How often a page asks again while a range's window is being made. */
export const RANGE_PREPARING_POLL_MS = 1000;

/** Split runs one person may have queued or running at once. */
export const SPLIT_RUNS_PER_PERSON = 2;

/** 'YYYY-MM' of a day ('YYYY-MM-DD'): revenue is monthly, so a range covers every month it touches. */
export const monthOfDay = (day: string) => day.slice(0, 7);
