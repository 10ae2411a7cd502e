import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, smallint, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from '../db/columns';

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
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
  ],
);

/** A team member works for one or more owners (a creator or a rights holder). */
export const teamMembers = pgTable(
  'team_members',
  {
    id: idColumn(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    teamMemberType: varchar('team_member_type', { length: 20 }).notNull(),
    status: smallint('status').notNull().default(1),
    /** The owner a new session acts for. */
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('team_members_member_owner_key').on(t.memberId, t.ownerId),
    index('team_members_owner_idx').on(t.ownerId),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type TeamMemberRow = typeof teamMembers.$inferSelect;
