import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { ClaimContentType, ClaimPolicy, ClaimStatus, type TerritoryRule } from '../../../shared/claims';
import type { ReadBackRefusal } from '../../../shared/claimsReadBack';
import { TITLE_MAX_LENGTH, URL_MAX_LENGTH } from '../../../shared/constants';
import { agreements } from '../agreements/table';
import { assets } from '../assets/table';
import { createdAt, idColumn, updatedAt } from '../../platform/db/columns';
import { users } from '../users/table';

/** Which part of the video matches which part of the asset, in seconds. */
export interface ClaimSegment {
  video_start: number;
  video_end: number;
  asset_start: number;
  asset_end: number;
}

/**
 * A claim filed by hand (Manual Claiming) on a YouTube video using an asset of the library, with its
 * dispute and appeal and what YouTube Content ID knows of it. States and transitions: shared/claims.
 */
export const manualClaims = pgTable(
  'manual_claims',
  {
    id: idColumn(),
    /** The claimed video as the YouTube Data API gave it when the claim was filed. */
    videoId: varchar('video_id', { length: 20 }).notNull(),
    videoTitle: varchar('video_title', { length: TITLE_MAX_LENGTH }).notNull(),
    /** YouTube's channel id (UC…): a creator sees the claims on its connected channels' videos. */
    channelYoutubeId: varchar('channel_youtube_id', { length: 64 }).notNull(),
    channelTitle: varchar('channel_title', { length: TITLE_MAX_LENGTH }).notNull(),
    /** On YouTube's image hosts only, else null. */
    thumbnailUrl: varchar('thumbnail_url', { length: URL_MAX_LENGTH }),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id),
    /** The asset's rights holder (the claimant): a rights holder's side sees its own claims. */
    rightsHolderId: uuid('rights_holder_id')
      .notNull()
      .references(() => users.id),
    /** Who filed it (staff, the rights holder or one of its team). */
    filedBy: uuid('filed_by').references(() => users.id, { onDelete: 'set null' }),
    segments: jsonb('segments').$type<ClaimSegment[]>().notNull(),
    contentType: varchar('content_type', { length: 12 })
      .$type<ClaimContentType>()
      .notNull()
      .default(ClaimContentType.AUDIO),
    policy: varchar('policy', { length: 10 }).$type<ClaimPolicy>().notNull().default(ClaimPolicy.MONETIZE),
    /** With territories: the policy applies only in them (include) or everywhere but them (exclude). */
    territoryRule: varchar('territory_rule', { length: 8 }).$type<TerritoryRule>(),
    /** ISO 3166-1 alpha-2 codes; empty: worldwide. */
    territories: text('territories').array().notNull().default([]),
    status: smallint('status').$type<ClaimStatus>().notNull().default(ClaimStatus.PENDING),
    /** CRUD staff claimed past the licence check: the agreement (if one) and their written reason. */
    overrideReason: text('override_reason'),
    overrideAgreementId: uuid('override_agreement_id').references(() => agreements.id),
    overriddenBy: uuid('overridden_by').references(() => users.id, { onDelete: 'set null' }),
    disputeReason: text('dispute_reason'),
    disputedBy: uuid('disputed_by').references(() => users.id, { onDelete: 'set null' }),
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    /** The claimant answers by then, or the clock releases the claim. */
    disputeDueAt: timestamp('dispute_due_at', { withTimezone: true }),
    /** When the claimant upheld the dispute: from then on the uploader may appeal, once. */
    upheldAt: timestamp('upheld_at', { withTimezone: true }),
    appealReason: text('appeal_reason'),
    appealedBy: uuid('appealed_by').references(() => users.id, { onDelete: 'set null' }),
    appealedAt: timestamp('appealed_at', { withTimezone: true }),
    appealDueAt: timestamp('appeal_due_at', { withTimezone: true }),
    /** The open dispute's or appeal's due date (null when none is open): the lists and clock read it. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /** YouTube Content ID: when it was sent, the claim's id there, and the last sending's failure. */
    youtubeSentAt: timestamp('youtube_sent_at', { withTimezone: true }),
    youtubeClaimId: varchar('youtube_claim_id', { length: 64 }),
    youtubeError: text('youtube_error'),
    /** The claim's state at YouTube as the last read-back saw it: only a change of it moves the claim here. */
    youtubeStatus: varchar('youtube_status', { length: 16 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A video is claimed once per asset (deleted claims aside): the second is a 409.
    uniqueIndex('manual_claims_video_asset_key')
      .on(t.videoId, t.assetId)
      .where(sql`${t.status} <> ${sql.raw(String(ClaimStatus.DELETED))}`),
    // Lists newest first: all, by state (staff, the badge's count), a rights holder's, a channel's.
    index('manual_claims_created_idx').on(t.createdAt, t.id),
    index('manual_claims_status_idx').on(t.status, t.createdAt, t.id),
    index('manual_claims_rights_holder_idx').on(t.rightsHolderId, t.status, t.createdAt, t.id),
    index('manual_claims_channel_idx').on(t.channelYoutubeId, t.createdAt, t.id),
    index('manual_claims_asset_idx').on(t.assetId, t.createdAt),
    index('manual_claims_video_id_prefix_idx').on(t.videoId.op('varchar_pattern_ops')),
    index('manual_claims_video_title_trgm_idx').using('gin', sql`lower(${t.videoTitle}) gin_trgm_ops`),
    index('manual_claims_channel_title_trgm_idx').using('gin', sql`lower(${t.channelTitle}) gin_trgm_ops`),
    index('manual_claims_updated_idx').on(t.updatedAt, t.id),
    // The read-back finds the claims of a page of Content ID's answer by their id there.
    uniqueIndex('manual_claims_youtube_claim_key')
      .on(t.youtubeClaimId)
      .where(sql`${t.youtubeClaimId} is not null`),
    // The clock and the "answer by" order read only the open disputes and appeals.
    index('manual_claims_due_idx')
      .on(t.dueAt, t.id)
      .where(sql`${t.dueAt} is not null`),
    // The dashboards' count of open disputes and appeals, read off the index alone.
    index('manual_claims_due_status_idx')
      .on(t.status)
      .where(sql`${t.dueAt} is not null`),
    // A dispute or an appeal always has its deadline (the workflow sets it on the way in): so staff's
    // count of open ones is the kept status totals'.
    check(
      'manual_claims_open_dispute_due',
      sql`${t.status} not in (${sql.raw(String(ClaimStatus.DISPUTED))}, ${sql.raw(String(ClaimStatus.APPEALED))}) or ${t.dueAt} is not null`,
    ),
  ],
);

export type ManualClaimRow = typeof manualClaims.$inferSelect;

/**
 * The read-back from Content ID (server/entities/claims/readBack.ts), one row per content owner:
 * where an interrupted run goes on from, when the last one completed (the next asks from then) and
 * what it found.
 */
export const claimReadBacks = pgTable('claim_read_backs', {
  contentOwnerId: varchar('content_owner_id', { length: 64 }).primaryKey(),
  /** The running read-back's place: the state it searches (an index into YOUTUBE_CLAIM_STATES) and page. */
  resumeState: smallint('resume_state').notNull().default(0),
  resumePageToken: text('resume_page_token'),
  /** When the current (or last) run started. */
  runStartedAt: timestamp('run_started_at', { withTimezone: true }),
  /** When the last run completed, and when it started: the next asks for the changes from then on. */
  lastCompletedAt: timestamp('last_completed_at', { withTimezone: true }),
  changesSince: timestamp('changes_since', { withTimezone: true }),
  /** The current (or last) run's counts: claims of ours read, and moved here. */
  claimsRead: integer('claims_read').notNull().default(0),
  claimsChanged: integer('claims_changed').notNull().default(0),
  /** The changes YouTube made that the rules here refused (the last CLAIM_READ_BACK_REFUSALS_KEPT). */
  refusals: jsonb('refusals').$type<ReadBackRefusal[]>().notNull().default([]),
  lastError: text('last_error'),
  updatedAt: updatedAt(),
});

/**
 * Claims per status, kept by statement triggers (migration 0053): staff's claim list total and badge
 * read a row or a few instead of counting 200,000 claims.
 */
export const claimStatusTotals = pgTable('claim_status_totals', {
  status: smallint('status').$type<ClaimStatus>().primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull().default(0),
});
