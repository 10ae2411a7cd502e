/**
 * Royalties (issue 36), as data both the server and the pages read: who a royalty line pays and where
 * its money stands; the revenue imports (YouTube's monthly revenue report, read as a stream, checked
 * into a preview, then imported as revenue lines in exact integer micro-units, never floating point).
 */

/** The parties a video's or a claim's revenue is split between. */
export const PayeeKind = { CREATOR: 'creator', RIGHTS_HOLDER: 'rights_holder', COMPANY: 'company' } as const;
export type PayeeKind = (typeof PayeeKind)[keyof typeof PayeeKind];

/**
 * A royalty line's money: payable (due to its payee), held (its claim is disputed or not yet
 * decided), void (the claim was let go: the revenue is not ours to pay).
 */
export const RoyaltyLineState = { PAYABLE: 'payable', HELD: 'held', VOID: 'void' } as const;
export type RoyaltyLineState = (typeof RoyaltyLineState)[keyof typeof RoyaltyLineState];

/** Where revenue comes from: a report file uploaded by staff, or the YouTube Analytics API. */
export const RevenueSource = { REPORT: 'youtube_report', ANALYTICS: 'youtube_analytics' } as const;
export type RevenueSource = (typeof RevenueSource)[keyof typeof RevenueSource];
export const REVENUE_SOURCES = Object.values(RevenueSource) as readonly RevenueSource[];

/**
 * An import's life: the file is stored (uploaded), read through once (checking, then checked with
 * its preview, totals and bad rows), then imported as lines (importing, imported). An imported month
 * imported again from another file is replaced (its lines too); a failed check or import says why.
 */
export const RevenueImportStatus = {
  UPLOADED: 'uploaded',
  CHECKING: 'checking',
  CHECKED: 'checked',
  IMPORTING: 'importing',
  IMPORTED: 'imported',
  REPLACED: 'replaced',
  FAILED: 'failed',
  /** Read again from YouTube Analytics with the same figures as the month's import in force: nothing changed. */
  UNCHANGED: 'unchanged',
} as const;
export type RevenueImportStatus = (typeof RevenueImportStatus)[keyof typeof RevenueImportStatus];
export const REVENUE_IMPORT_STATUSES = Object.values(RevenueImportStatus) as readonly RevenueImportStatus[];
/**
 * The states in which an import holds a stored file that is not in force: someone's work in progress
 * (a failed one until it is discarded), held to the per-person limit.
 */
export const OPEN_REVENUE_IMPORTS: readonly RevenueImportStatus[] = [
  RevenueImportStatus.UPLOADED,
  RevenueImportStatus.CHECKING,
  RevenueImportStatus.CHECKED,
  RevenueImportStatus.IMPORTING,
  RevenueImportStatus.FAILED,
];

/** A report file's largest size (YouTube's monthly reports run to hundreds of MB). */
export const REVENUE_FILE_MAX_BYTES = 2 * 1024 * 1024 * 1024;
/** Imports one person may have open (uploaded, checked, not yet imported or discarded) at once. */
export const REVENUE_IMPORTS_OPEN_PER_PERSON = 3;
/** The rows a checked import shows before it is imported. */
export const REVENUE_PREVIEW_ROWS = 20;
/** The bad rows a checked import keeps (the count covers them all). */
export const REVENUE_ERRORS_KEPT = 100;
/** Lines written per statement while importing. */
export const REVENUE_INSERT_BATCH = 2000;
/** Rows read before the column row is given up for (the report's header block comes first). */
export const REVENUE_HEADER_SEARCH_ROWS = 50;
/** Decimal places a revenue cell may carry (micro-units); more are rounded half away from zero. */
export const REVENUE_DECIMALS = 6;

/**
 * The report's columns, each by the names YouTube's reports have used for it (compared lower case,
 * with runs of spaces, dashes and underscores as one space). Video and revenue are required.
 */
export const REVENUE_COLUMNS = {
  video: ['video id', 'video', 'videoid'],
  revenue: [
    'partner revenue',
    'estimated partner revenue',
    'partner revenue usd',
    'estimated revenue',
    'estimatedrevenue',
    'estimated revenue usd',
    'revenue',
    'revenue usd',
    'net revenue',
  ],
  channel: ['channel id', 'channel', 'channelid'],
  asset: ['asset id', 'asset', 'assetid'],
  day: ['day', 'date'],
  views: ['views', 'owned views'],
} as const;
export type RevenueColumn = keyof typeof REVENUE_COLUMNS;
export const REQUIRED_REVENUE_COLUMNS: readonly RevenueColumn[] = ['video', 'revenue'];

/**
 * A payment run's life (issue 36): opened for a period (every payee's due balance gathered), reviewed
 * and approved by staff, then paid (through Wise, or by hand), ended paid once every payment ended;
 * cancelled before payment gives its lines back.
 */
export const PaymentRunStatus = {
  OPEN: 'open',
  APPROVED: 'approved',
  PAYING: 'paying',
  PAID: 'paid',
  CANCELLED: 'cancelled',
} as const;
export type PaymentRunStatus = (typeof PaymentRunStatus)[keyof typeof PaymentRunStatus];

/**
 * One payment to one payee in a run: due (in an open run), carried over (under the minimum: its lines
 * wait for the next run), approved, paying (Wise has the transfer), sent, bounced or refunded (Wise's
 * ends; the lines of a bounced or refunded payment are due again), paid by hand (with a reference).
 */
export const PaymentStatus = {
  DUE: 'due',
  CARRIED_OVER: 'carried_over',
  APPROVED: 'approved',
  PAYING: 'paying',
  SENT: 'sent',
  BOUNCED: 'bounced',
  REFUNDED: 'refunded',
  PAID_BY_HAND: 'paid_by_hand',
} as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];

/**
 * A payee's balance under this (in micro-units: 10 USD) is carried over to the next run rather than
 * paid: a transfer's fees would eat a small one. A run may be opened with another minimum.
 */
export const PAYMENT_MINIMUM_MICROS = 10_000_000;

/** How a payment is made: through Wise (the payee's setting has a recipient account), or by hand. */
export const PaymentMethod = { WISE: 'wise', HAND: 'hand' } as const;
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod];

/** The payments still waiting for money to leave: what the run is paying. */
export const OPEN_PAYMENTS: readonly PaymentStatus[] = [
  PaymentStatus.DUE,
  PaymentStatus.APPROVED,
  PaymentStatus.PAYING,
];
/** The payments whose money reached (or left for) the payee. */
export const PAID_PAYMENTS: readonly PaymentStatus[] = [PaymentStatus.SENT, PaymentStatus.PAID_BY_HAND];
/** The runs not ended: one at a time, so no royalty line is gathered twice. */
export const ACTIVE_RUNS: readonly PaymentRunStatus[] = [
  PaymentRunStatus.OPEN,
  PaymentRunStatus.APPROVED,
  PaymentRunStatus.PAYING,
];
export const PAYMENT_STATUSES = Object.values(PaymentStatus) as readonly PaymentStatus[];
export const PAYMENT_RUN_STATUSES = Object.values(PaymentRunStatus) as readonly PaymentRunStatus[];
/** How often a run's transfers are read back from Wise while some are on their way. */
export const PAYMENT_FOLLOW_SECONDS = 300;
