import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from '../../platform/db/columns';
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
    /** The channel's Google tokens, encrypted (server/platform/google/tokenCipher); null for channels added by hand. */
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    /**
     * Who proved the channel is its creator's: 'google' (a real Google sign-in), 'stand_in' (the
     * development stand-in, which proves nothing); null when staff registered it by hand.
     */
    verification: varchar('verification', { length: 16 }),
    /** When and by whom the creator's side asked staff to remove it (./removal); null when never. */
    removalRequestedAt: timestamp('removal_requested_at', { withTimezone: true }),
    removalRequestedBy: uuid('removal_requested_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('channels_channel_id_key').on(t.channelId),
    index('channels_creator_idx').on(t.creatorId, t.status),
    index('channels_status_created_idx').on(t.status, t.createdAt),
    index('channels_title_trgm_idx').using('gin', sql`lower(${t.channelTitle}) gin_trgm_ops`),
    // Channel ids are opaque and case-sensitive: they are searched by their start, not inside.
    index('channels_channel_id_prefix_idx').on(t.channelId.op('varchar_pattern_ops')),
    index('channels_created_id_idx').on(t.createdAt, t.id),
    index('channels_updated_id_idx').on(t.updatedAt, t.id),
    index('channels_title_id_idx').on(t.channelTitle, t.id),
    index('channels_start_date_id_idx').on(t.channelStartDate, t.id),
    index('channels_status_id_idx').on(t.status, t.id),
  ],
);

export type ChannelRow = typeof channels.$inferSelect;

/**
 * How many channels each creator has in each status: kept exact by a trigger on channels (migration
 * 0003), so a creator's or rights holder's list total is a sum over a few rows instead of a count
 * over every channel.
 */
export const channelCounts = pgTable(
  'channel_counts',
  {
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id),
    status: smallint('status').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.creatorId, t.status] })],
);

/**
 * Channels in each status over all creators (the staff list's total): the sum of a status's rows.
 * Each database session adds to its own shard (migration 0064), so concurrent status changes do not
 * all wait on one row per status until each commits.
 */
export const channelStatusTotals = pgTable(
  'channel_status_totals',
  {
    status: smallint('status').notNull(),
    shard: smallint('shard').notNull().default(0),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.status, t.shard] })],
);
