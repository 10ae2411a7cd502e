import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from '../../platform/db/columns';

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    type: smallint('type').notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    /** Stored lower-cased; unique. */
    email: varchar('email', { length: 320 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    status: smallint('status').notNull().default(1),
    profilePicture: varchar('profile_picture', { length: 2048 }),
    theme: varchar('theme', { length: 5 }).notNull().default('dark'),
    company: varchar('company', { length: 200 }),
    assetLabelId: varchar('asset_label_id', { length: 100 }),
    assetLabelName: varchar('asset_label_name', { length: 200 }),
    /** The Licensing Library entry is hidden for this account (spec 001 §6): a setting, not an id. */
    browseHidden: boolean('browse_hidden').notNull().default(false),
    /** A rights holder's contact details. */
    phone: varchar('phone', { length: 40 }),
    address: varchar('address', { length: 500 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_type_name_idx').on(t.type, t.name),
    index('users_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    // People by name in byte order, the name itself kept beside: the activity report's person filter
    // reads it alone (index-only) for the first names, a prefix, or a part matched by many
    // (server/entities/activityLog/choices.ts).
    index('users_name_order_idx').on(sql`(lower(${t.name}) collate "C")`, t.id, t.name),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
  ],
);

/**
 * A team member works for one or more owners (a creator or a rights holder). A membership starts as
 * an invitation to an email address, with no account behind it: the account is made (or an existing
 * team member's account joined) only when the person accepts it from the mailed link.
 */
export const teamMembers = pgTable(
  'team_members',
  {
    id: idColumn(),
    /** The member's account; null until the invitation is accepted. */
    memberId: uuid('member_id').references(() => users.id),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    teamMemberType: varchar('team_member_type', { length: 20 }).notNull(),
    status: smallint('status').notNull().default(1),
    /** The owner a new session acts for. */
    isDefault: boolean('is_default').notNull().default(false),
    /** Whom the owner invited, as they typed it (the email lower-cased). */
    invitedEmail: varchar('invited_email', { length: 320 }),
    invitedName: varchar('invited_name', { length: 200 }),
    /** SHA-256 of the open invitation's token; null once accepted or declined. */
    invitationTokenHash: varchar('invitation_token_hash', { length: 64 }),
    invitationExpiresAt: timestamp('invitation_expires_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('team_members_member_owner_key').on(t.memberId, t.ownerId),
    index('team_members_owner_idx').on(t.ownerId),
    // One open invitation per address and team: inviting again renews it.
    uniqueIndex('team_members_invitation_key')
      .on(t.ownerId, t.invitedEmail)
      .where(sql`${t.acceptedAt} is null`),
    uniqueIndex('team_members_invitation_token_key').on(t.invitationTokenHash),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type TeamMemberRow = typeof teamMembers.$inferSelect;
