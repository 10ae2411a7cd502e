import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  NAME_MAX_LENGTH,
  TAKEDOWN_ADDRESS_MAX_LENGTH,
  TAKEDOWN_PHONE_MAX_LENGTH,
} from '../../../shared/constants';
import { TakedownStatus, type TakedownDue } from '../../../shared/takedowns';
import { assets } from '../assets/table';
import { monitoredChannels } from '../monitoring/table';
import { createdAt, idColumn, updatedAt } from '../../platform/db/columns';
import { users } from '../users/table';

/**
 * A copyright takedown notice (DMCA-style) against YouTube videos infringing an asset of the library,
 * with the elements a valid notice needs and its legal clocks: `due_at` is the next deadline (a
 * scheduled removal, or the restore after a counter-notice), which the takedown clock applies.
 */
export const copyrightTakedowns = pgTable(
  'copyright_takedowns',
  {
    id: idColumn(),
    /** The asset's rights holder: whose notice it is (a team member files for its owner). */
    rightsHolderId: uuid('rights_holder_id')
      .notNull()
      .references(() => users.id),
    /** Who filed it (the mail before a deadline goes to them). */
    filedBy: uuid('filed_by')
      .notNull()
      .references(() => users.id),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id),
    /** The monitored channel the videos belong to, when they do. */
    monitoredChannelId: uuid('monitored_channel_id').references(() => monitoredChannels.id),
    /** The manual claim whose appeal asked for this takedown (claims are linked at merge). */
    manualClaimId: uuid('manual_claim_id'),
    /** The infringing videos' YouTube ids, parsed from their addresses (never fetched). */
    videoIds: varchar('video_ids', { length: 11 }).array().notNull(),
    ownerName: varchar('owner_name', { length: NAME_MAX_LENGTH }).notNull(),
    ownerAddress: varchar('owner_address', { length: TAKEDOWN_ADDRESS_MAX_LENGTH }).notNull(),
    ownerPhone: varchar('owner_phone', { length: TAKEDOWN_PHONE_MAX_LENGTH }).notNull(),
    ownerEmail: varchar('owner_email', { length: NAME_MAX_LENGTH }).notNull(),
    /** The good-faith statement and the accuracy (under penalty of perjury) statement. */
    goodFaith: boolean('good_faith').notNull().default(false),
    accuracy: boolean('accuracy').notNull().default(false),
    /** The full legal name, as the signature. */
    signature: varchar('signature', { length: NAME_MAX_LENGTH }).notNull().default(''),
    /** The filer chose a 7-day scheduled takedown. */
    scheduled: boolean('scheduled').notNull().default(false),
    status: smallint('status').$type<TakedownStatus>().notNull().default(TakedownStatus.DRAFT),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    counterNotifiedAt: timestamp('counter_notified_at', { withTimezone: true }),
    /** The end of the counter-notice window (14 business days): the restore's latest date. */
    restoreByAt: timestamp('restore_by_at', { withTimezone: true }),
    courtActionAt: timestamp('court_action_at', { withTimezone: true }),
    courtActionNote: text('court_action_note'),
    /** The next deadline and what happens then; null when none runs. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    dueKind: varchar('due_kind', { length: 16 }).$type<TakedownDue>(),
    /** When the filer was mailed about the current deadline. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('copyright_takedowns_status_idx').on(t.status, t.createdAt, t.id),
    index('copyright_takedowns_created_idx').on(t.createdAt, t.id),
    index('copyright_takedowns_owner_idx').on(t.rightsHolderId, t.status, t.createdAt, t.id),
    index('copyright_takedowns_asset_idx').on(t.assetId),
    index('copyright_takedowns_channel_idx').on(t.monitoredChannelId, t.removedAt),
    index('copyright_takedowns_claim_idx').on(t.manualClaimId),
    // The clock and the "due this week" view read the rows with a deadline only.
    index('copyright_takedowns_due_idx')
      .on(t.dueAt, t.id)
      .where(sql`${t.dueAt} is not null`),
    index('copyright_takedowns_submitted_idx').on(t.submittedAt, t.id),
    // The videos taken down in a range (the activity log report's count).
    index('copyright_takedowns_removed_idx').on(t.removedAt),
  ],
);
export type CopyrightTakedownRow = typeof copyrightTakedowns.$inferSelect;

/**
 * Notices per status, kept by statement triggers on copyright_takedowns in the same transaction as each
 * change (migration 0059, the status-total functions of 0058), so staff's list total and count read a
 * few rows instead of counting the notices; `takedown_status_totals_rebuild()` counts them again.
 */
export const takedownStatusTotals = pgTable('takedown_status_totals', {
  status: smallint('status').$type<TakedownStatus>().primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull().default(0),
});
