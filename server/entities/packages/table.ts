import { bigint, index, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { TITLE_MAX_LENGTH } from '../../../shared/constants';
import { createdAt, idColumn } from '../../platform/db/columns';
import { users } from '../users/table';

export const PackageState = { BUILDING: 'building', READY: 'ready', FAILED: 'failed' } as const;
export type PackageState = (typeof PackageState)[keyof typeof PackageState];

/** A zip package a staff user prepared for download; the file lives in the files folder. */
export const packages = pgTable(
  'packages',
  {
    id: idColumn(),
    /** Whose download list it is in. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    title: varchar('title', { length: TITLE_MAX_LENGTH }).notNull(),
    /** Zips of footage pass 2 GB: a bigint. 0 until built. */
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    /** Building (a job zips the items), ready, or failed (the job says why). */
    state: varchar('state', { length: 10 }).$type<PackageState>().notNull().default('ready'),
    /** The library items it holds, in the order chosen. */
    assetIds: uuid('asset_ids').array().notNull().default([]),
    /** Where the built zip is in the file storage; null for a zip of the files folder (older). */
    storageKey: varchar('storage_key', { length: 300 }),
    /** After this the zip is removed by a clock (PACKAGE_KEEP_HOURS). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('packages_user_created_idx').on(t.userId, t.createdAt),
    index('packages_expires_idx').on(t.expiresAt),
  ],
);

export type PackageRow = typeof packages.$inferSelect;
