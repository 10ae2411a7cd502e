import { char, index, numeric, pgTable, smallint, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from '../../platform/db/columns';
import { users } from '../users/table';

/*
 * The data the menu badges count for features whose pages are not built yet (royalty payments;
 * contact us is server/entities/contactUs). The counts are spec'd
 * and served (spec 001 §6), so the tables stay; each moves to its feature's folder with its issue.
 */

// Manual claims have their own folder: server/entities/claims.

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
