import { index, integer, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { TITLE_MAX_LENGTH } from '../../shared/constants';
import { createdAt, idColumn } from '../db/columns';
import { users } from '../users/table';

/** A zip package a staff user prepared for download; the file lives in the files folder. */
export const packages = pgTable(
  'packages',
  {
    id: idColumn(),
    /** Whose download list it is in. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    title: varchar('title', { length: TITLE_MAX_LENGTH }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('packages_user_created_idx').on(t.userId, t.createdAt)],
);

export type PackageRow = typeof packages.$inferSelect;
