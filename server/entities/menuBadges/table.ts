import { char, index, numeric, pgTable, smallint, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { TITLE_MAX_LENGTH } from '../../../shared/constants';
import { createdAt, idColumn } from '../../platform/db/columns';
import { users } from '../users/table';

/*
 * The data the menu badges count for features whose pages are not built yet (contact us, pending
 * requests, royalty payments). The counts are spec'd
 * and served (spec 001 §6), so the tables stay; each moves to its feature's folder with its issue.
 */

/** A contact-us message's state: new until staff read it; 3 deleted (kept and hidden). */
export const ContactUsStatus = { NEW: 0, READ: 1, DELETED: 3 } as const;

/** A message a user sent to the back-office's staff (the Contact Us and Messages pages). */
export const contactUsMessages = pgTable(
  'contact_us_messages',
  {
    id: idColumn(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id),
    subject: varchar('subject', { length: TITLE_MAX_LENGTH }).notNull(),
    message: text('message').notNull(),
    status: smallint('status').notNull().default(ContactUsStatus.NEW),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_us_messages_status_idx').on(t.status, t.createdAt),
    index('contact_us_messages_sender_idx').on(t.senderId, t.createdAt),
  ],
);

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
