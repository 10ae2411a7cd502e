import { sql, type AnyColumn } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { TITLE_MAX_LENGTH, URL_MAX_LENGTH } from '../../../shared/constants';
import { channels } from '../channels/table';
import { createdAt, idColumn, updatedAt } from '../../platform/db/columns';

/** A title's words as the search reads them (the word index is on this very expression). */
const titleWords = (title: AnyColumn) => sql`to_tsvector('simple', ${title})`;

/** A video of a connected channel, as the sync last read it from YouTube (DRM YouTube Videos). */
export const youtubeVideos = pgTable(
  'youtube_videos',
  {
    id: idColumn(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id),
    videoId: varchar('video_id', { length: 20 }).notNull().unique(),
    title: varchar('title', { length: TITLE_MAX_LENGTH }).notNull(),
    /** The medium thumbnail on YouTube's image hosts; null when YouTube gave none there. */
    thumbnailUrl: varchar('thumbnail_url', { length: URL_MAX_LENGTH }),
    // Rows from before the sync existed take the migration's time; the sync writes YouTube's.
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    viewCount: bigint('view_count', { mode: 'number' }).notNull().default(0),
    /** YouTube's status.privacyStatus: public, unlisted or private. */
    privacyStatus: varchar('privacy_status', { length: 16 }).notNull().default('public'),
    /** Unclaimed until a claim covers it (the unclaimed-videos badge counts the others). */
    claimed: boolean('claimed').notNull().default(false),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    // A channel's videos newest first (the list's default order under a channel filter or scope).
    index('youtube_videos_channel_idx').on(t.channelId, t.publishedAt, t.id),
    // Every video newest first (staff's default order).
    index('youtube_videos_published_idx').on(t.publishedAt, t.id),
    // The videos first synced in a range (the activity log report's count).
    index('youtube_videos_created_idx').on(t.createdAt),
    index('youtube_videos_views_idx').on(t.viewCount, t.id),
    index('youtube_videos_title_id_idx').on(t.title, t.id),
    index('youtube_videos_claimed_idx').on(t.claimed),
    index('youtube_videos_duration_idx').on(t.durationSeconds, t.id),
    // The claim-state and privacy filters, newest first.
    index('youtube_videos_claimed_published_idx').on(t.claimed, t.publishedAt, t.id),
    index('youtube_videos_privacy_published_idx').on(t.privacyStatus, t.publishedAt, t.id),
    // The unclaimed count of a creator's or rights holder's channels reads this alone.
    index('youtube_videos_unclaimed_channel_idx')
      .on(t.channelId)
      .where(sql`not ${t.claimed}`),
    // Video ids are opaque and case-sensitive: searched by their start (as channel ids are).
    index('youtube_videos_video_id_prefix_idx').on(t.videoId.op('varchar_pattern_ops')),
    // The title's words (searched by their start, as the library's are). Written through at once: a
    // sync's rows left in GIN's pending list would be read by every search until a vacuum.
    index('youtube_videos_title_words_idx').using('gin', titleWords(t.title)).with({ fastupdate: false }),
  ],
);

/** A video's title as the search reads it: its 'simple' lexemes. */
export const videoTitleWords = titleWords(youtubeVideos.title);

export type YouTubeVideoRow = typeof youtubeVideos.$inferSelect;

/**
 * Videos per channel and claim state, kept exact by statement triggers on youtube_videos (migration
 * 0036): the lists' totals and the unclaimed badge read these instead of counting a million rows.
 */
export const youtubeVideoCounts = pgTable(
  'youtube_video_counts',
  {
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    claimed: boolean('claimed').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.claimed] })],
);

/** Videos per claim state over every channel: staff's totals, two rows. */
export const youtubeVideoTotals = pgTable('youtube_video_totals', {
  claimed: boolean('claimed').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull().default(0),
});

/** Where a channel's sync stands. */
export const VideoSyncState = {
  /** Never synced, or finished. */
  IDLE: 'idle',
  RUNNING: 'running',
  /** Google is over quota or failing: the job backs off and goes on from the page it reached. */
  WAITING: 'waiting',
  /** The channel's Google access was revoked: it syncs again once re-authorised. */
  REAUTHORISE: 'reauthorise',
  FAILED: 'failed',
} as const;
export type VideoSyncState = (typeof VideoSyncState)[keyof typeof VideoSyncState];

/**
 * A channel's sync: its uploads playlist, how far the last complete run reached (the newest upload's
 * time, where the next run stops paging) and, in an unfinished run, the page to go on from.
 */
export const videoSyncs = pgTable('video_syncs', {
  channelId: uuid('channel_id')
    .primaryKey()
    .references(() => channels.id, { onDelete: 'cascade' }),
  uploadsPlaylistId: varchar('uploads_playlist_id', { length: 64 }),
  state: varchar('state', { length: 16 }).$type<VideoSyncState>().notNull().default(VideoSyncState.IDLE),
  /** 0 to 100 within the current run. */
  progress: smallint('progress').notNull().default(0),
  /** Videos read in the current run. */
  videosRead: integer('videos_read').notNull().default(0),
  /** The playlist page an interrupted run goes on from; null between runs. */
  resumePageToken: varchar('resume_page_token', { length: 200 }),
  /** The newest upload when the last run completed: the next run reads the playlist down to it. */
  newestPublishedAt: timestamp('newest_published_at', { withTimezone: true }),
  lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
  lastError: text('last_error'),
  updatedAt: updatedAt(),
});

/** Units of the YouTube Data API spent per Pacific day (Google's quota day), across every channel. */
export const youtubeQuotaDays = pgTable('youtube_quota_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  units: integer('units').notNull().default(0),
});
