import { index, pgTable, smallint, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { TITLE_MAX_LENGTH } from '../../../shared/constants';
import { createdAt, idColumn } from '../../platform/db/columns';
import { users } from '../users/table';

/*
 * The data the menu badges count for features whose pages are not built yet (contact us, pending
 * requests). Royalty payments are server/entities/payments. The counts are spec'd
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
