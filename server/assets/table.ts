import { index, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { TITLE_MAX_LENGTH } from '../../shared/constants';
import { createdAt, idColumn } from '../db/columns';
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
    createdAt: createdAt(),
  },
  (t) => [index('assets_stage_label_idx').on(t.stage, t.assetLabel)],
);
