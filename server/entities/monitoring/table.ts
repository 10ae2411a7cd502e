import { sql, type AnyColumn } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  AccountStatus,
  FoundVideoState,
  MonitoredChannelType,
  TITLE_MAX_LENGTH,
  URL_MAX_LENGTH,
} from '../../../shared/constants';
import { createdAt, idColumn, updatedAt } from '../../platform/db/columns';
import { users } from '../users/table';

/**
 * What the list's search matches anywhere: the title and the handle, lower case, as one text with a
 * line break between them (no search text spans it), so that one trigram index serves the search
 * where two would be priced above reading every channel.
 */
export const searchText = (t: { title: AnyColumn; handle: AnyColumn }) =>
  sql`lower(${t.title} || E'\\n' || coalesce(${t.handle}, ''))`;

/** A YouTube channel we watch that is not ours (Monitoring Channels), as channels.list gave it. */
export const monitoredChannels = pgTable(
  'monitored_channels',
  {
    id: idColumn(),
    /** YouTube's id (UC…): a channel is watched once. */
    channelId: varchar('channel_id', { length: 24 }).notNull().unique(),
    title: varchar('title', { length: TITLE_MAX_LENGTH }).notNull(),
    /** '@name', when the channel has one. */
    handle: varchar('handle', { length: 40 }),
    /** On YouTube's image hosts only (as channel icons), else null. */
    thumbnailUrl: varchar('thumbnail_url', { length: URL_MAX_LENGTH }),
    uploadsPlaylistId: varchar('uploads_playlist_id', { length: 64 }),
    /** Monitored (scanned), prospect (a creator to invite) or whitelisted (never scanned nor claimed). */
    type: varchar('type', { length: 16 })
      .$type<MonitoredChannelType>()
      .notNull()
      .default(MonitoredChannelType.MONITORED),
    /** 1 active (scanned), 0 paused, 3 deleted (kept, and hidden). */
    status: smallint('status').notNull().default(AccountStatus.ACTIVE),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    lastScannedAt: timestamp('last_scanned_at', { withTimezone: true }),
    /** The newest upload the last scan saw: the next scan reads the uploads down to it. */
    newestPublishedAt: timestamp('newest_published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('monitored_channels_created_idx').on(t.createdAt, t.id),
    index('monitored_channels_title_idx').on(t.title, t.id),
    index('monitored_channels_handle_idx').on(t.handle, t.id),
    index('monitored_channels_type_idx').on(t.type, t.createdAt, t.id),
    index('monitored_channels_scanned_idx').on(t.lastScannedAt, t.id),
    index('monitored_channels_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    // The search's: title and handle as one text (see searchText), so one trigram index serves it.
    index('monitored_channels_search_trgm_idx').using('gin', sql`${searchText(t)} gin_trgm_ops`),
    index('monitored_channels_channel_id_prefix_idx').on(t.channelId.op('varchar_pattern_ops')),
  ],
);
export type MonitoredChannelRow = typeof monitoredChannels.$inferSelect;

/**
 * Monitored channels per status, kept by the status totals' statement triggers (migration 0077, the
 * functions of 0058): staff's list total and the social media dashboard read a row instead of
 * counting every channel; `monitored_channel_status_totals_rebuild()` counts them again.
 */
export const monitoredChannelStatusTotals = pgTable('monitored_channel_status_totals', {
  status: smallint('status').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull().default(0),
});

/** A hashtag whose videos we watch (search.list), kept lower case without its '#'. */
export const monitoredHashtags = pgTable('monitored_hashtags', {
  id: idColumn(),
  tag: varchar('tag', { length: 100 }).notNull().unique(),
  addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
  lastScannedAt: timestamp('last_scanned_at', { withTimezone: true }),
  /** The newest video the last scan saw: the next stops paging there. */
  newestPublishedAt: timestamp('newest_published_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** How a video was found. */
export const FoundVia = { CHANNEL: 'channel', HASHTAG: 'hashtag' } as const;
export type FoundVia = (typeof FoundVia)[keyof typeof FoundVia];

/** A video the scans found on a monitored channel or under a watched hashtag (Monitoring Youtube videos). */
export const foundVideos = pgTable(
  'found_videos',
  {
    id: idColumn(),
    videoId: varchar('video_id', { length: 20 }).notNull().unique(),
    /** YouTube's channel id and title (a hashtag's videos come from channels we do not watch). */
    channelId: varchar('channel_id', { length: 64 }).notNull(),
    channelTitle: varchar('channel_title', { length: TITLE_MAX_LENGTH }).notNull(),
    title: varchar('title', { length: TITLE_MAX_LENGTH }).notNull(),
    thumbnailUrl: varchar('thumbnail_url', { length: URL_MAX_LENGTH }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    foundVia: varchar('found_via', { length: 16 }).$type<FoundVia>().notNull(),
    /** The watched hashtag it carries, when found through one. */
    hashtag: varchar('hashtag', { length: 100 }),
    /**
     * Whether it carries audio of ours: a watched hashtag marks our audio (the scan sets it), or staff
     * heard it (the monitored audio badge counts new ones).
     */
    hasAudio: boolean('has_audio').notNull().default(false),
    state: varchar('state', { length: 16 }).$type<FoundVideoState>().notNull().default(FoundVideoState.NEW),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('found_videos_state_idx').on(t.state, t.publishedAt, t.id),
    index('found_videos_published_idx').on(t.publishedAt, t.id),
    index('found_videos_channel_idx').on(t.channelId, t.publishedAt, t.id),
    index('found_videos_found_idx').on(t.createdAt, t.id),
    index('found_videos_title_idx').on(t.title, t.id),
    index('found_videos_channel_title_idx').on(t.channelTitle, t.id),
    // The monitored audio badge: new ones with audio.
    index('found_videos_audio_idx').on(t.state, t.hasAudio),
    // A channel's videos that use our content: what found_channel_totals keeps per channel.
    index('found_videos_usage_idx')
      .on(t.channelId, t.createdAt)
      .where(sql`${t.state} = ${sql.raw(`'${FoundVideoState.CLAIMED}'`)} or ${t.hasAudio}`),
    index('found_videos_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    index('found_videos_channel_title_trgm_idx').using('gin', sql`lower(${t.channelTitle}) gin_trgm_ops`),
  ],
);
export type FoundVideoRow = typeof foundVideos.$inferSelect;

/**
 * Found videos per state, audio and way found, kept by statement triggers (migration 0049): the found
 * video list's total and the audio badge read a few rows instead of counting a million.
 */
export const foundVideoTotals = pgTable(
  'found_video_totals',
  {
    state: varchar('state', { length: 16 }).$type<FoundVideoState>().notNull(),
    hasAudio: boolean('has_audio').notNull(),
    foundVia: varchar('found_via', { length: 16 }).$type<FoundVia>().notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.state, t.hasAudio, t.foundVia] })],
);
