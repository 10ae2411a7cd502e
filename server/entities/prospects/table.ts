import { sql } from 'drizzle-orm';
import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
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
