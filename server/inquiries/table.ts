import { index, pgTable, smallint, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from '../db/columns';
import { users } from '../users/table';

/** An inquiry waits for staff until approved or rejected. */
export const InquiryStatus = { PENDING: 0, APPROVED: 1, REJECTED: 2 } as const;

/** A creator's request to license a rights holder's content (the Pending Requests page). */
export const inquiries = pgTable(
  'inquiries',
  {
    id: idColumn(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id),
    rightsHolderId: uuid('rights_holder_id')
      .notNull()
      .references(() => users.id),
    status: smallint('status').notNull().default(InquiryStatus.PENDING),
    createdAt: createdAt(),
  },
  (t) => [index('inquiries_status_idx').on(t.status, t.createdAt)],
);
