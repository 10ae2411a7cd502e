import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { assets } from '../assets/table';
import { createdAt, idColumn, updatedAt } from '../../platform/db/columns';
import { users } from '../users/table';
import type { TranscriptMonologue } from '../../platform/revai/transcript';

/** A note on a library item (spec 001 §7 add/edit/delete notes): its author edits and deletes it. */
export const assetNotes = pgTable(
  'asset_notes',
  {
    id: idColumn(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('asset_notes_asset_idx').on(t.assetId, t.createdAt)],
);

/** A person's like (1) or dislike (-1) of an item: one per person per item. */
export const assetReactions = pgTable(
  'asset_reactions',
  {
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    value: smallint('value').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.assetId, t.userId] }), index('asset_reactions_user_idx').on(t.userId)],
);

/** A person's starred items (the Favourites tab). */
export const assetFavourites = pgTable(
  'asset_favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.assetId] }),
    index('asset_favourites_asset_idx').on(t.assetId),
    index('asset_favourites_recent_idx').on(t.userId, t.createdAt),
  ],
);

/** What a download gave: the footage, its audio track, or a clip cut between two times. */
export const DownloadKind = { FOOTAGE: 'footage', AUDIO: 'audio', CLIP: 'clip' } as const;
export type DownloadKind = (typeof DownloadKind)[keyof typeof DownloadKind];

/** Each download a person made (the Downloaded tab); a clip's file is made by a job first. */
export const assetDownloads = pgTable(
  'asset_downloads',
  {
    id: idColumn(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).$type<DownloadKind>().notNull(),
    /** A clip's bounds, in milliseconds. */
    startMs: integer('start_ms'),
    endMs: integer('end_ms'),
    /** The stored file the link serves (the original, or a made audio track or clip). */
    storageKey: varchar('storage_key', { length: 300 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('asset_downloads_user_idx').on(t.userId, t.createdAt),
    index('asset_downloads_asset_idx').on(t.assetId),
    // Everyone's downloads of a date range: the podcast dashboard's count and monthly curve.
    index('asset_downloads_created_idx').on(t.createdAt),
  ],
);

/** The files made for downloads: footage's sound track, and clips. */
export const MadeFileKind = { AUDIO: 'audio', CLIP: 'clip' } as const;
export type MadeFileKind = (typeof MadeFileKind)[keyof typeof MadeFileKind];

/**
 * A file made for downloads (footage's sound track, or a clip between two times), one per item and
 * range whoever asks: identical requests share its job and its file, stored under a key made from the
 * item and the range. Kept while people use it: each link handed out for it moves `links_until`, and
 * a clock removes it DOWNLOAD_FILE_KEEP_HOURS after that (see server/entities/library/downloadFiles.ts).
 */
export const downloadFiles = pgTable(
  'download_files',
  {
    id: idColumn(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).$type<MadeFileKind>().notNull(),
    /** A clip's bounds, in milliseconds. */
    startMs: integer('start_ms'),
    endMs: integer('end_ms'),
    /** The stored file, once its job has made it. */
    storageKey: varchar('storage_key', { length: 300 }),
    /** When the last link handed out for it stops working (when it was asked for or made, before any). */
    linksUntil: timestamp('links_until', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('download_files_clip_key')
      .on(t.assetId, t.startMs, t.endMs)
      .where(sql`${t.kind} = 'clip'`),
    uniqueIndex('download_files_audio_key')
      .on(t.assetId)
      .where(sql`${t.kind} = 'audio'`),
    uniqueIndex('download_files_storage_key').on(t.storageKey),
    index('download_files_links_idx').on(t.linksUntil),
  ],
);

/** Where an item's transcription is at Rev AI. */
export const TranscriptState = {
  IN_PROGRESS: 'in_progress',
  TRANSCRIBED: 'transcribed',
  FAILED: 'failed',
} as const;
export type TranscriptState = (typeof TranscriptState)[keyof typeof TranscriptState];

// A transcript's shape is Rev AI's, so its client owns the types; the table stores them as they are.
export type { TranscriptElement, TranscriptMonologue } from '../../platform/revai/transcript';

/** An item's transcript, kept with it and searchable (its text feeds the item's search vector). */
export const transcripts = pgTable(
  'transcripts',
  {
    assetId: uuid('asset_id')
      .primaryKey()
      .references(() => assets.id, { onDelete: 'cascade' }),
    providerJobId: varchar('provider_job_id', { length: 100 }).notNull(),
    state: varchar('state', { length: 20 }).$type<TranscriptState>().notNull(),
    failure: text('failure'),
    text: text('text'),
    monologues: jsonb('monologues').$type<TranscriptMonologue[]>(),
    requestedBy: uuid('requested_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('transcripts_provider_job_idx').on(t.providerJobId)],
);

/** A library item's YouTube Content ID asset and reference, mapped by staff (one per item). */
export const assetContentIds = pgTable(
  'asset_content_ids',
  {
    assetId: uuid('asset_id')
      .primaryKey()
      .references(() => assets.id, { onDelete: 'cascade' }),
    contentIdAssetId: varchar('content_id_asset_id', { length: 50 }).notNull(),
    referenceId: varchar('reference_id', { length: 50 }),
    referenceStatus: varchar('reference_status', { length: 30 }),
    updatedAt: updatedAt(),
    updatedBy: uuid('updated_by').references(() => users.id),
  },
  (t) => [uniqueIndex('asset_content_ids_cid_idx').on(t.contentIdAssetId)],
);

/**
 * The library's counts kept by triggers (migration 0022): how many items it holds (facet and value
 * ''), and how many per value of each facet (kind, category, energy_level, speaker, rights_holder,
 * language, duration). The staff's unfiltered list and facets read these instead of counting a
 * million rows; everything narrower is counted on its indexes.
 */
export const libraryTotals = pgTable(
  'library_totals',
  {
    facet: varchar('facet', { length: 20 }).notNull(),
    value: varchar('value', { length: 64 }).notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.facet, t.value] }),
    // A facet's most frequent values first: its top twenty, and its largest (./facetSample), at once.
    index('library_totals_top_idx').on(t.facet, t.n.desc().nullsFirst(), t.value),
  ],
);
