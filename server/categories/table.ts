import { sql } from 'drizzle-orm';
import { index, pgTable, smallint, uniqueIndex, uuid, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { NAME_MAX_LENGTH } from '../../shared/constants';
import { createdAt, idColumn, updatedAt } from '../db/columns';

/** Content categories, two levels: a top category (no parent) or a sub-category of one. */
export const categories = pgTable(
  'categories',
  {
    id: idColumn(),
    name: varchar('name', { length: NAME_MAX_LENGTH }).notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('categories_name_key')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.status} <> 3`),
    index('categories_parent_idx').on(t.parentId),
    index('categories_status_created_idx').on(t.status, t.createdAt),
    index('categories_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);
