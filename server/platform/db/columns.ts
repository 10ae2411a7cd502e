import { sql, type SQL } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Columns every entity table has. */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A text key as the uuid it names, null when it names none (a video id, the company's 'company'):
 * `id = uuidOf(key)` finds the row on the id's index, where `id::text = key` reads every row.
 */
export const uuidOf = (key: SQL) =>
  sql`(case when ${key} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then (${key})::uuid end)`;
