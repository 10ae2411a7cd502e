import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { TITLE_MAX_LENGTH } from '../../../shared/constants';
import { ContactUsStatus } from '../../../shared/contactUs';
import { createdAt, idColumn } from '../../platform/db/columns';
import { users } from '../users/table';

export { ContactUsStatus } from '../../../shared/contactUs';

/**
 * A thread a creator's side opened with the team (Messages for creators, Contact Us for staff): its
 * first message, its state (new until staff answer or open it, the menu badge counts those), the
 * staff member it is given to, and at most one small attachment stored under its id.
 */
export const contactUsMessages = pgTable(
  'contact_us_messages',
  {
    id: idColumn(),
    /** Who wrote it: the creator or one of its team. */
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id),
    /** The creator whose thread it is, also when a team member wrote it: its side reads it. */
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id),
    subject: varchar('subject', { length: TITLE_MAX_LENGTH }).notNull(),
    message: text('message').notNull(),
    status: smallint('status').$type<ContactUsStatus>().notNull().default(ContactUsStatus.NEW),
    assigneeId: uuid('assignee_id').references(() => users.id),
    /** The storage key (contact-us/<thread id>/<random>.<ext>), its name as sent, type and size. */
    attachmentKey: varchar('attachment_key', { length: 200 }),
    attachmentName: varchar('attachment_name', { length: 255 }),
    attachmentType: varchar('attachment_type', { length: 60 }),
    attachmentSize: integer('attachment_size'),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    /** The latest message or reply: the list's default order (most recent conversation first). */
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_us_messages_status_idx').on(t.status, t.createdAt),
    index('contact_us_messages_sender_idx').on(t.senderId, t.createdAt),
    index('contact_us_messages_creator_idx').on(t.creatorId, t.lastAt, t.id),
    index('contact_us_messages_last_idx').on(t.lastAt, t.id),
    index('contact_us_messages_assignee_idx').on(t.assigneeId, t.lastAt),
    // The per-person attachment limit counts a sender's recent ones.
    index('contact_us_messages_attached_idx')
      .on(t.senderId, t.attachedAt)
      .where(sql`${t.attachedAt} is not null`),
    index('contact_us_messages_subject_trgm_idx').using('gin', sql`lower(${t.subject}) gin_trgm_ops`),
    index('contact_us_messages_message_trgm_idx').using('gin', sql`lower(${t.message}) gin_trgm_ops`),
  ],
);

/**
 * Threads per status, kept by statement triggers on contact_us_messages in the same transaction as
 * each change (migration 0075, the functions of 0058), so staff's list total and the new messages'
 * badge read a row instead of counting every thread; `contact_us_status_totals_rebuild()` counts
 * them again.
 */
export const contactUsStatusTotals = pgTable('contact_us_status_totals', {
  status: smallint('status').$type<ContactUsStatus>().primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull().default(0),
});

/** A reply in a thread: by staff who answer, or by the creator's side. */
export const contactUsReplies = pgTable(
  'contact_us_replies',
  {
    id: idColumn(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactUsMessages.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_us_replies_message_idx').on(t.messageId, t.createdAt)],
);
