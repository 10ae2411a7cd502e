import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { agreements } from '../agreements/table';
import { assets } from '../assets/table';
import { channels } from '../channels/table';
import { createdAt, idColumn, updatedAt } from '../../platform/db/columns';
import { users } from '../users/table';

/** An inquiry waits for staff until approved or rejected. */
export const InquiryStatus = { PENDING: 0, APPROVED: 1, REJECTED: 2 } as const;
export type InquiryStatus = (typeof InquiryStatus)[keyof typeof InquiryStatus];

/**
 * A creator's request to license one of a rights holder's licensable assets for one of its channels
 * (the Licensing Library's request, the Pending Requests page). Approving it ties it to the agreement
 * that licenses the asset to the creator for that channel.
 */
export const inquiries = pgTable(
  'inquiries',
  {
    id: idColumn(),
    /** The creator the licence is for, also when one of its team asked. */
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id),
    /** Who asked: the creator or a member of its team. */
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    rightsHolderId: uuid('rights_holder_id')
      .notNull()
      .references(() => users.id),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id),
    message: text('message').notNull().default(''),
    status: smallint('status').$type<InquiryStatus>().notNull().default(InquiryStatus.PENDING),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The staff member's reason for the decision, told to the creator. */
    reason: text('reason'),
    /** The agreement that licenses the asset, once approved. */
    agreementId: uuid('agreement_id').references(() => agreements.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('inquiries_status_idx').on(t.status, t.createdAt),
    // The list newest first (its default order): a page reads its rows off this instead of sorting them all.
    index('inquiries_created_idx').on(t.createdAt, t.id),
    index('inquiries_creator_idx').on(t.creatorId, t.status, t.createdAt),
    index('inquiries_rights_holder_idx').on(t.rightsHolderId, t.status, t.createdAt),
    index('inquiries_asset_idx').on(t.assetId),
    // One pending request per creator, asset and channel: a second one is a duplicate (409).
    uniqueIndex('inquiries_pending_key')
      .on(t.creatorId, t.assetId, t.channelId)
      .where(sql`${t.status} = 0`),
  ],
);

/**
 * Requests per status, kept by statement triggers on inquiries in the same transaction as each change
 * (migration 0058), so staff's list total and the pending badge read a row instead of counting them
 * all; `inquiry_status_totals_rebuild()` counts them again.
 */
export const inquiryStatusTotals = pgTable('inquiry_status_totals', {
  status: smallint('status').$type<InquiryStatus>().primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull().default(0),
});
