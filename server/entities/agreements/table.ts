import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from '../../platform/db/columns';
import { channels } from '../channels/table';
import { users } from '../users/table';

/**
 * An agreement (the API calls it a contract) licensing a rights holder's content to a creator,
 * optionally for one channel. Status 3 means deleted; ended agreements keep their history.
 */
export const agreements = pgTable(
  'contracts',
  {
    id: idColumn(),
    title: varchar('title', { length: 300 }).notNull(),
    rightsHolderId: uuid('rights_holder_id')
      .notNull()
      .references(() => users.id),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id),
    channelId: uuid('channel_id').references(() => channels.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    territory: varchar('territory', { length: 200 }).notNull().default('Worldwide'),
    /** Null until an earning admin sets it (a manager limited may not). */
    revenueShare: numeric('revenue_share', { precision: 5, scale: 2 }),
    status: smallint('status').notNull().default(1),
    /** The signed agreement, a PDF kept on disk under its agreement's id (files.ts). */
    documentName: varchar('document_name', { length: 255 }),
    documentSize: integer('document_size'),
    documentUploadedAt: timestamp('document_uploaded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('contracts_rights_holder_idx').on(t.rightsHolderId, t.status),
    index('contracts_creator_idx').on(t.creatorId, t.status),
  ],
);
