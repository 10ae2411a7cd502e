import { index, pgTable, primaryKey, uuid, varchar } from 'drizzle-orm/pg-core';
import { TITLE_MAX_LENGTH } from '../../shared/constants';
import { artists } from '../artists/table';
import { categories } from '../categories/table';
import { createdAt, idColumn } from '../db/columns';
import { energyLevels } from '../energyLevels/table';
import { users } from '../users/table';

/**
 * Where an uploaded asset is on its way into the library: a draft until its uploader submits it,
 * then pending until staff review it, then published.
 */
export const AssetStage = {
  DRAFT: 'draft',
  PENDING_REVIEW: 'pending_review',
  PUBLISHED: 'published',
} as const;
export type AssetStage = (typeof AssetStage)[keyof typeof AssetStage];

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
    title: varchar('title', { length: TITLE_MAX_LENGTH }).notNull(),
    stage: varchar('stage', { length: 20 }).$type<AssetStage>().notNull().default(AssetStage.DRAFT),
    // Settings in use by content cannot be removed for good (the database refuses it).
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'restrict' }),
    energyLevelId: uuid('energy_level_id').references(() => energyLevels.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('assets_stage_label_idx').on(t.stage, t.assetLabel),
    index('assets_category_idx').on(t.categoryId),
    index('assets_energy_level_idx').on(t.energyLevelId),
  ],
);

/** The speakers heard in an asset. */
export const assetSpeakers = pgTable(
  'asset_speakers',
  {
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    artistId: uuid('artist_id')
      .notNull()
      .references(() => artists.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.assetId, t.artistId] }),
    index('asset_speakers_artist_idx').on(t.artistId),
  ],
);
