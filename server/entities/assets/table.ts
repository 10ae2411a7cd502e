import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  customType,
  index,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { LIBRARY_FACET_SAMPLE_ID_BELOW, TITLE_MAX_LENGTH } from '../../../shared/constants';
import { agreements } from '../agreements/table';
import { categories, energyLevels, speakers } from '../../platform/db/declaredTables';
import { createdAt, idColumn, updatedAt } from '../../platform/db/columns';
import { users } from '../users/table';

/** PostgreSQL's full-text document type (drizzle has none built in). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Where an uploaded asset is on its way into the library: a draft until its uploader submits it,
 * pending until staff review it, then approved (in the library), rejected, or back with the
 * uploader's side for changes.
 */
export const AssetStage = {
  DRAFT: 'draft',
  PENDING_REVIEW: 'pending_review',
  CHANGES_REQUESTED: 'changes_requested',
  APPROVED: 'approved',
  REJECTED: 'rejected',
} as const;
export type AssetStage = (typeof AssetStage)[keyof typeof AssetStage];

export const AssetKind = { AUDIO: 'audio', FOOTAGE: 'footage', CLIP: 'clip' } as const;
export type AssetKind = (typeof AssetKind)[keyof typeof AssetKind];

/** The Content ID policy an asset's claims take by default. */
export const ContentIdPolicy = { MONETIZE: 'monetize', TRACK: 'track', BLOCK: 'block' } as const;
export type ContentIdPolicy = (typeof ContentIdPolicy)[keyof typeof ContentIdPolicy];

/** A rights holder's uploaded content (audio, footage, clip), under the rights holder's asset label. */
export const assets = pgTable(
  'assets',
  {
    id: idColumn(),
    rightsHolderId: uuid('rights_holder_id')
      .notNull()
      .references(() => users.id),
    /** The rights holder's asset label name when it was uploaded: the label it is claimed under. */
    assetLabel: varchar('asset_label', { length: 200 }).notNull(),
    /** Who uploaded it: the rights holder, one of their team, or staff. */
    uploadedBy: uuid('uploaded_by').references(() => users.id),
    kind: varchar('kind', { length: 10 }).$type<AssetKind>().notNull().default(AssetKind.AUDIO),
    title: varchar('title', { length: TITLE_MAX_LENGTH }).notNull(),
    description: text('description').notNull().default(''),
    agreementId: uuid('agreement_id').references(() => agreements.id),
    language: varchar('language', { length: 10 }),
    tags: text('tags').array().notNull().default([]),
    isrc: varchar('isrc', { length: 12 }),
    customId: varchar('custom_id', { length: 100 }),
    territory: varchar('territory', { length: 200 }).notNull().default('Worldwide'),
    policy: varchar('policy', { length: 10 })
      .$type<ContentIdPolicy>()
      .notNull()
      .default(ContentIdPolicy.MONETIZE),
    stage: varchar('stage', { length: 20 }).$type<AssetStage>().notNull().default(AssetStage.DRAFT),
    /** The reviewer's reason for a rejection or note for a change request. */
    reviewNote: text('review_note'),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** 3 = deleted, as everywhere. */
    status: smallint('status').notNull().default(1),
    // Settings in use by content cannot be removed for good (the database refuses it).
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'restrict' }),
    energyLevelId: uuid('energy_level_id').references(() => energyLevels.id, { onDelete: 'restrict' }),
    /** The original's length, from the probe: the library's duration facet. */
    durationSeconds: real('duration_seconds'),
    /**
     * What full-text search matches: title, description, tags, speakers' names and the transcript,
     * kept by triggers (migration 0020) whichever way any of them changes.
     */
    search: tsvector('search'),
    /**
     * The search document's words as 64 bits, one set per word (the first byte of its md5, migration
     * 0085): a searched page walked newest first tests it on the index and reads only the rows whose
     * bits hold every word typed. Generated, so it cannot fall out of step with the document.
     */
    searchSignature: bigint('search_signature', { mode: 'bigint' }).generatedAlwaysAs(
      sql`search_signature(search)`,
    ),
    /** Its owner offers it for licensing: approved, it is listed in the Licensing Library (/browse). */
    licensable: boolean('licensable').notNull().default(false),
    /** When it entered the library (approved), for the library's newest-first order. */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The GIN indexes are written through (fastupdate off): a pending list, merged only by a vacuum
    // (daily on PGlite), is read by every search until then (docs/performance.md, "Written through").
    index('assets_search_idx').using('gin', t.search).with({ fastupdate: false }),
    index('assets_library_idx').on(t.stage, t.status, t.approvedAt),
    // The library newest first (its default order and the CSV's): a page reads its rows off this,
    // instead of sorting every item (measured at 1,000,000 items, see docs/performance.md). The search
    // signature and the narrow facets beside them: a page many items match under a search or filters
    // tests them here before reading a row (an index-only walk, the list spec's `walk`).
    index('assets_library_newest_idx')
      .on(
        t.approvedAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
        t.searchSignature,
        t.categoryId,
        t.language,
        t.kind,
        t.energyLevelId,
      )
      .where(sql`${t.stage} = 'approved' and ${t.status} <> 3`),
    index('assets_stage_label_idx').on(t.stage, t.assetLabel),
    index('assets_rights_holder_idx').on(t.rightsHolderId, t.stage),
    index('assets_category_idx').on(t.categoryId),
    index('assets_energy_level_idx').on(t.energyLevelId),
    // The library's language facet and filter (with the category's, a bitmap of both).
    index('assets_language_idx').on(t.language),
    // The library's facet columns: counts under facet filters read this narrow index alone, not the
    // wide rows (descriptions, search documents); measured at 1,000,000 items, see docs/performance.md.
    index('assets_library_facets_idx')
      .on(t.categoryId, t.language, t.kind, t.energyLevelId, t.durationSeconds, t.rightsHolderId, t.id)
      .where(sql`${t.stage} = 'approved' and ${t.status} <> 3`),
    // The library's facet sample (about 1 in 100 items, by id): facets over a large set count it alone
    // and estimate (server/entities/library/facetSample.ts).
    index('assets_library_sample_idx')
      .on(t.id, t.kind, t.categoryId, t.energyLevelId, t.rightsHolderId, t.language, t.durationSeconds)
      .where(
        sql`${t.stage} = 'approved' and ${t.status} <> 3 and ${t.id} < ${sql.raw(`'${LIBRARY_FACET_SAMPLE_ID_BELOW}'`)}`,
      ),
    // The sample's words: a search's total is estimated from its matches there when the sample says
    // they are many (server/platform/http/listQuery.ts, `sampleEstimate`), a hundredth of the lists.
    index('assets_library_sample_search_idx')
      .using('gin', t.search)
      .with({ fastupdate: false })
      .where(
        sql`${t.stage} = 'approved' and ${t.status} <> 3 and ${t.id} < ${sql.raw(`'${LIBRARY_FACET_SAMPLE_ID_BELOW}'`)}`,
      ),
    // The Licensing Library newest first: the licensable part of the library, read off its own index.
    index('assets_licensable_newest_idx')
      .on(t.approvedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.licensable} and ${t.stage} = 'approved' and ${t.status} <> 3`),
    // The Licensing Library's search: the licensable part's own words, so a search does not AND the
    // whole library's matches with a bitmap of every licensable item (60 ms to 4 ms at a million).
    index('assets_licensable_search_idx')
      .using('gin', t.search)
      .with({ fastupdate: false })
      .where(sql`${t.licensable} and ${t.stage} = 'approved' and ${t.status} <> 3`),
    // The asset list's title search (anywhere in the title, as every list's search matches).
    index('assets_title_trgm_idx')
      .using('gin', sql`lower(${t.title}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    // The asset list newest first (its default order), deleted ones aside.
    index('assets_newest_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} <> 3`),
  ],
);

/**
 * How many assets, deleted ones aside, are in each stage, kept by a trigger (migration 0024): the
 * staff's asset list answers its total from here, whatever the number of assets.
 */
export const assetStageTotals = pgTable('asset_stage_totals', {
  stage: varchar('stage', { length: 20 }).primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull().default(0),
});

/** The speakers heard in an asset. */
export const assetSpeakers = pgTable(
  'asset_speakers',
  {
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    artistId: uuid('artist_id')
      .notNull()
      .references(() => speakers.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.assetId, t.artistId] }),
    index('asset_speakers_artist_idx').on(t.artistId),
  ],
);

/** What a media file is to its asset: the upload itself, or what processing made of it. */
export const MediaRole = {
  ORIGINAL: 'original',
  PREVIEW: 'preview',
  POSTER: 'poster',
  WAVEFORM: 'waveform',
  /** Footage's sound track, extracted the first time someone downloads it (server/entities/library/downloadJobs). */
  AUDIO: 'audio',
} as const;
export type MediaRole = (typeof MediaRole)[keyof typeof MediaRole];

/** An asset's files, kept in the file storage under `storage_key`. */
export const assetFiles = pgTable(
  'asset_files',
  {
    id: idColumn(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 10 }).$type<MediaRole>().notNull(),
    storageKey: varchar('storage_key', { length: 300 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: char('sha256', { length: 64 }),
    /** What probing found: duration, codecs, sample rate, resolution, bitrate. */
    media: jsonb('media').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('asset_files_asset_idx').on(t.assetId, t.role), index('asset_files_sha256_idx').on(t.sha256)],
);
