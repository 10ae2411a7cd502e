import { index, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from '../../platform/db/columns';
import { users } from '../users/table';

/**
 * A mailed link: to choose a password (after a reset request, or the invitation of an account staff
 * added), or to confirm a new email address.
 * Only the token's SHA-256 is kept, so the table never holds a usable link.
 */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    /** reset, invite, or email (confirms a change of address) */
    purpose: varchar('purpose', { length: 10 }).notNull(),
    /** For an email link: the address the account changes to once the link is opened. */
    newEmail: varchar('new_email', { length: 320 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_tokens_hash_key').on(t.tokenHash),
    index('password_tokens_user_idx').on(t.userId, t.createdAt),
  ],
);
