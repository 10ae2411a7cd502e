import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Columns every entity table has. */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
