import { boolean, index, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { TITLE_MAX_LENGTH } from '../../shared/constants';
import { channels } from '../channels/table';
import { createdAt, idColumn } from '../db/columns';

/** A video of a connected channel (DRM YouTube Videos); unclaimed until a claim covers it. */
export const youtubeVideos = pgTable(
  'youtube_videos',
  {
    id: idColumn(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id),
    videoId: varchar('video_id', { length: 20 }).notNull().unique(),
    title: varchar('title', { length: TITLE_MAX_LENGTH }).notNull(),
    claimed: boolean('claimed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('youtube_videos_channel_idx').on(t.channelId),
    index('youtube_videos_claimed_idx').on(t.claimed),
  ],
);
