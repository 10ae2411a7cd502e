import { bigint, boolean, char, index, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/db/columns';
import { users } from '../users/table';

/**
 * A resumable (tus) upload: the protocol's own state is in its store; this row says whose it is and,
 * once every byte has arrived, what the bytes are (their type, decided by their content) and their
 * SHA-256. An asset takes finished uploads by id; `claimed_at` marks one already taken.
 */
export const uploads = pgTable(
  'uploads',
  {
    /** The tus upload id (its URL's last segment). */
    id: varchar('id', { length: 64 }).primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** 'audio' or 'video', from the bytes; null until finished. */
    kind: varchar('kind', { length: 10 }),
    mimeType: varchar('mime_type', { length: 100 }),
    ext: varchar('ext', { length: 10 }),
    sha256: char('sha256', { length: 64 }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerId, t.createdAt)],
);

/**
 * Who is working on an upload right now (tus's lock, see locker.ts), shared by every server process:
 * a lease its holder renews, taken over once it runs out (its process died). A request that wants
 * the upload sets `release_requested`, and the holder lets go.
 */
export const uploadLocks = pgTable('upload_locks', {
  /** The tus upload id; no reference, as tus locks an upload before its row is written. */
  uploadId: varchar('upload_id', { length: 64 }).primaryKey(),
  /** One acquisition's own token. */
  holder: uuid('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  releaseRequested: boolean('release_requested').notNull().default(false),
});
