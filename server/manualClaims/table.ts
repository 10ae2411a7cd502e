import { index, pgTable, smallint, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from '../db/columns';
import { users } from '../users/table';

/** Pending manual claims have status 1 (spec 000 §9). */
export const ManualClaimStatus = { PENDING: 1, CLAIMED: 2, REJECTED: 0, DELETED: 3 } as const;

/** A claim staff or a rights holder raise by hand on a YouTube video using the rights holder's content. */
export const manualClaims = pgTable(
  'manual_claims',
  {
    id: idColumn(),
    rightsHolderId: uuid('rights_holder_id')
      .notNull()
      .references(() => users.id),
    /** The claimed YouTube video's id. */
    videoId: varchar('video_id', { length: 20 }).notNull(),
    status: smallint('status').notNull().default(ManualClaimStatus.PENDING),
    createdAt: createdAt(),
  },
  (t) => [index('manual_claims_status_idx').on(t.status, t.createdAt)],
);
