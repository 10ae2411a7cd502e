import { index, integer, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from '../../platform/db/columns';
import { users } from '../users/table';

/** A rights holder's document (contract scans, identity papers), kept on disk under its random name. */
export const rightsHolderDocuments = pgTable(
  'rights_holder_documents',
  {
    id: idColumn(),
    rightsHolderId: uuid('rights_holder_id')
      .notNull()
      .references(() => users.id),
    /** The stored file's random name, which the API calls `file`. */
    file: varchar('file', { length: 64 }).notNull().unique(),
    name: varchar('name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('rights_holder_documents_owner_idx').on(t.rightsHolderId, t.createdAt)],
);
