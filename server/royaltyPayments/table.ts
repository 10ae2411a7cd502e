import { char, index, numeric, pgTable, smallint, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from '../db/columns';
import { users } from '../users/table';

/** A royalty payment is due until it is paid out to the rights holder. */
export const RoyaltyPaymentStatus = { DUE: 0, PAID: 1 } as const;

/** Royalties a creator's licensed use earned a rights holder (Sublicensing Payment Details). */
export const royaltyPayments = pgTable(
  'royalty_payments',
  {
    id: idColumn(),
    rightsHolderId: uuid('rights_holder_id')
      .notNull()
      .references(() => users.id),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    status: smallint('status').notNull().default(RoyaltyPaymentStatus.DUE),
    createdAt: createdAt(),
  },
  (t) => [
    index('royalty_payments_rights_holder_idx').on(t.rightsHolderId, t.status),
    index('royalty_payments_creator_idx').on(t.creatorId, t.status),
  ],
);
