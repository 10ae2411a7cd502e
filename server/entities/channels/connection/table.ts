import { index, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { sessions } from '../../../platform/auth/table';
import { createdAt } from '../../../platform/db/columns';

/**
 * A Google sign-in under way: the one-use nonce of the `state` sent through Google, bound to the
 * session that started it, with the sign-in's purpose and the PKCE verifier its code is exchanged
 * with. The verifier never leaves the server; it is useless without the code, and short-lived.
 */
export const googleSignIns = pgTable(
  'google_sign_ins',
  {
    /** The nonce: 43 base64url characters. */
    state: varchar('state', { length: 64 }).primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** The spec's state (signInStateText); '' for none. */
    purpose: varchar('purpose', { length: 200 }).notNull(),
    codeVerifier: varchar('code_verifier', { length: 128 }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('google_sign_ins_session_idx').on(t.sessionId, t.createdAt),
    index('google_sign_ins_expiry_idx').on(t.expiresAt),
  ],
);
