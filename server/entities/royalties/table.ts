import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  RevenueImportStatus,
  type PayeeKind,
  type RevenueSource,
  type RoyaltyLineState,
} from '../../../shared/royalties';
import type { ServerMessage } from '../../../shared/messages';
import { createdAt, idColumn, updatedAt } from '../../platform/db/columns';
import { users } from '../users/table';

/** A bad row of a checked report, as the preview shows it. */
export interface StoredRowError {
  line: number;
  field: string;
  reason: ServerMessage;
}

/** A row of the preview, as the wire names it (amounts as decimal strings of micro-units). */
export interface PreviewRow {
  line: number;
  video_id: string;
  channel_id: string | null;
  asset_id: string | null;
  day: string | null;
  views: string;
  amount_micros: string;
}

/**
 * One month's revenue from one source: the stored report file (under `revenue-imports/<id>.csv`,
 * named by the import, never by the person's file name), what its check found, and once imported
 * its lines. One import per month and source is in force (imported); importing the same file again
 * changes nothing, another file replaces it with an audit entry.
 */
export const revenueImports = pgTable(
  'revenue_imports',
  {
    id: idColumn(),
    source: varchar('source', { length: 20 }).$type<RevenueSource>().notNull(),
    /** The month, as its first day. */
    period: date('period', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 12 })
      .$type<RevenueImportStatus>()
      .notNull()
      .default(RevenueImportStatus.UPLOADED),
    sha256: char('sha256', { length: 64 }).notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    /** How far the running check or import is, 0 to 100. */
    progress: integer('progress').notNull().default(0),
    rowCount: integer('row_count').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    /** The good rows' sum, in micro-units. */
    totalMicros: bigint('total_micros', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    preview: jsonb('preview').$type<PreviewRow[]>().notNull().default([]),
    errors: jsonb('errors').$type<StoredRowError[]>().notNull().default([]),
    /** Why the check or the import failed. */
    failure: jsonb('failure').$type<ServerMessage>(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    importedBy: uuid('imported_by').references(() => users.id, { onDelete: 'set null' }),
    importedAt: timestamp('imported_at', { withTimezone: true }),
    /** The import that replaced this one. */
    replacedBy: uuid('replaced_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('revenue_imports_in_force_key')
      .on(t.source, t.period)
      .where(sql`${t.status} = ${sql.raw(`'${RevenueImportStatus.IMPORTED}'`)}`),
    index('revenue_imports_created_idx').on(t.createdAt, t.id),
    index('revenue_imports_period_idx').on(t.period, t.createdAt, t.id),
    index('revenue_imports_creator_idx').on(t.createdBy, t.status),
  ],
);
export type RevenueImportRow = typeof revenueImports.$inferSelect;

/** One row of an imported report: a video's revenue (for a day, or the month) in micro-units. */
export const revenueLines = pgTable(
  'revenue_lines',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    importId: uuid('import_id')
      .notNull()
      .references(() => revenueImports.id, { onDelete: 'cascade' }),
    period: date('period', { mode: 'string' }).notNull(),
    day: date('day', { mode: 'string' }),
    videoId: varchar('video_id', { length: 11 }).notNull(),
    channelYoutubeId: varchar('channel_youtube_id', { length: 64 }),
    assetYoutubeId: varchar('asset_youtube_id', { length: 64 }),
    views: bigint('views', { mode: 'bigint' }).notNull(),
    amountMicros: bigint('amount_micros', { mode: 'bigint' }).notNull(),
    /** Reports are in USD (YouTube's estimated revenue); kept per line for other sources. */
    currency: char('currency', { length: 3 }).notNull().default('USD'),
    /** The report's line, so a figure can be traced back to the file. */
    line: integer('line').notNull(),
  },
  (t) => [
    index('revenue_lines_import_idx').on(t.importId),
    index('revenue_lines_period_video_idx').on(t.period, t.videoId),
    index('revenue_lines_video_idx').on(t.videoId, t.period),
  ],
);

/** Where the report files are stored: by the import's id only. */
export const REVENUE_FILE_PREFIX = 'revenue-imports/';
export const revenueFileKey = (id: string) => `${REVENUE_FILE_PREFIX}${id}.csv`;

/**
 * A royalty line: one payee's part of one month's revenue of a video (or of a claim), as the split
 * made it (server/entities/royalties/split.ts). The lines of a video's month add up exactly to its
 * imported amount. A re-run of the month replaces them (while unpaid) and audits the change. Who the
 * revenue concerns (channel, creator, rights holder, agreement, claim) is kept on each line so every
 * report filters one table; `payment_id` is set once a payment run takes the line.
 */
export const royaltyLines = pgTable(
  'royalty_lines',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    period: date('period', { mode: 'string' }).notNull(),
    videoId: varchar('video_id', { length: 20 }).notNull(),
    /** The manual claim whose revenue this is; null for a creator's own video under an agreement. */
    claimId: uuid('claim_id'),
    /** Our channel the video is on, its creator, the content owner and the agreement, where known. */
    channelId: uuid('channel_id'),
    creatorId: uuid('creator_id'),
    rightsHolderId: uuid('rights_holder_id'),
    agreementId: uuid('agreement_id'),
    payeeKind: varchar('payee_kind', { length: 16 }).$type<PayeeKind>().notNull(),
    /** The creator or rights holder paid; null for the company. */
    payeeId: uuid('payee_id'),
    /** Basis points of the revenue (7,000 is 70.00%). */
    share: integer('share').notNull(),
    amountMicros: bigint('amount_micros', { mode: 'bigint' }).notNull(),
    currency: char('currency', { length: 3 }).notNull().default('USD'),
    state: varchar('state', { length: 8 }).$type<RoyaltyLineState>().notNull(),
    /** The payment that took the line (server/entities/payments/table.ts). */
    paymentId: uuid('payment_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('royalty_lines_period_video_idx').on(t.period, t.videoId),
    index('royalty_lines_payee_idx').on(t.payeeKind, t.payeeId, t.state, t.period),
    index('royalty_lines_claim_idx')
      .on(t.claimId)
      .where(sql`${t.claimId} is not null`),
    index('royalty_lines_payment_idx')
      .on(t.paymentId)
      .where(sql`${t.paymentId} is not null`),
  ],
);
export type RoyaltyLineRow = typeof royaltyLines.$inferSelect;
