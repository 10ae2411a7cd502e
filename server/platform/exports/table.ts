import { index, jsonb, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from '../db/columns';
import { users } from '../../entities/users/table';

/**
 * An export asked for by link (server/platform/exports/routes.ts): the route, its request body and
 * the session that asked, so the signed link's GET streams what the POST named, as that session.
 */
export const exportLinks = pgTable(
  'export_links',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').notNull(),
    path: varchar('path', { length: 200 }).notNull(),
    body: jsonb('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('export_links_user_idx').on(t.userId, t.createdAt)],
);
