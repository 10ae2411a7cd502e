import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { TITLE_MAX_LENGTH } from '../../../shared/constants';

/**
 * Per YouTube channel, the found videos that use our content (claimed, or carrying our audio): how
 * many, the channel's title and when the newest was found. Kept by triggers on found_videos in the
 * same transaction as each change (migration 0045), so the prospects list reads a row per channel
 * instead of grouping the found videos on every call; `found_channel_totals_rebuild()` makes it again
 * after a bulk load.
 */
export const foundChannelTotals = pgTable(
  'found_channel_totals',
  {
    channelId: varchar('channel_id', { length: 64 }).primaryKey(),
    channelTitle: varchar('channel_title', { length: TITLE_MAX_LENGTH }).notNull(),
    foundCount: integer('found_count').notNull(),
    newestFoundAt: timestamp('newest_found_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('found_channel_totals_newest_idx').on(t.newestFoundAt, t.channelId),
    index('found_channel_totals_title_trgm_idx').using('gin', sql`lower(${t.channelTitle}) gin_trgm_ops`),
  ],
);

/**
 * One row per YouTube channel that may be a prospect: typed prospect by staff (not deleted) or with
 * found videos using our content (found_channel_totals), with what excludes it kept beside: whether
 * staff whitelisted it, and our creator when the channel is registered with us (not deleted). Whether
 * a registered channel's agreement runs today depends on the date, so the list checks that for those
 * few rows only. Kept by row triggers on found_channel_totals, monitored_channels and channels
 * (migration 0057), each making its channels' rows again; `prospect_channels_rebuild()` makes them all.
 */
export const prospectChannels = pgTable(
  'prospect_channels',
  {
    channelId: varchar('channel_id', { length: 64 }).primaryKey(),
    title: varchar('title', { length: TITLE_MAX_LENGTH }).notNull(),
    /** 'prospect' (typed by staff) or 'found' (by its found videos alone). */
    source: varchar('source', { length: 8 }).notNull(),
    foundCount: integer('found_count').notNull(),
    newestFoundAt: timestamp('newest_found_at', { withTimezone: true }),
    whitelisted: boolean('whitelisted').notNull(),
    /** The creator whose registered channel this is (not deleted), else null. */
    creatorId: uuid('creator_id'),
  },
  (t) => [
    // The list's default order (newest found first, staff-typed ones last) over the rows it may show;
    // the creator last, so that the total counts the unregistered ones off the index alone.
    index('prospect_channels_newest_idx')
      .on(t.newestFoundAt.desc().nullsLast(), t.channelId.desc(), t.creatorId)
      .where(sql`not ${t.whitelisted}`),
    index('prospect_channels_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    index('prospect_channels_channel_id_prefix_idx').on(t.channelId.op('varchar_pattern_ops')),
  ],
);
