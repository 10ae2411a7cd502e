import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Counters of attempts per key (a sign-in's account or address, an owner's invitations, a user's
 * uploads), kept in the database so every server process shares them. One row per key, updated by a
 * single upsert that locks it, so concurrent requests are counted one after the other.
 */
export const throttles = pgTable('throttles', {
  key: varchar('key', { length: 400 }).primaryKey(),
  /** Attempts counted since the window started. */
  hits: integer('hits').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  /** No attempt is taken before this time (the progressive delay of sign-ins). */
  nextAllowedAt: timestamp('next_allowed_at', { withTimezone: true }).notNull().defaultNow(),
});
