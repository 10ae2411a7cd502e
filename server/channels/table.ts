import { sql } from 'drizzle-orm';
import { date, index, pgTable, smallint, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from '../db/columns';
import { users } from '../users/table';

/** A creator's YouTube channel. Status 3 means deleted: kept, but out of the default lists. */
export const channels = pgTable(
  'channels',
  {
    id: idColumn(),
    channelId: varchar('channel_id', { length: 64 }).notNull(),
    channelTitle: varchar('channel_title', { length: 300 }).notNull(),
    channelDescription: text('channel_description').notNull().default(''),
    channelStartDate: date('channel_start_date', { mode: 'string' }),
    channelIconUrl: varchar('channel_icon_url', { length: 2048 }),
    iconType: varchar('icon_type', { length: 2 }).notNull().default('1'),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('channels_channel_id_key').on(t.channelId),
    index('channels_creator_idx').on(t.creatorId, t.status),
    index('channels_status_created_idx').on(t.status, t.createdAt),
    index('channels_lower_title_idx').on(sql`lower(${t.channelTitle})`),
    index('channels_title_trgm_idx').using('gin', sql`lower(${t.channelTitle}) gin_trgm_ops`),
    index('channels_channel_id_trgm_idx').using('gin', sql`lower(${t.channelId}) gin_trgm_ops`),
  ],
);

export type ChannelRow = typeof channels.$inferSelect;
