import { eq, gte, lte, sql } from 'drizzle-orm';
import { LIBRARY_FACET_EXACT_MAX } from '../../../shared/constants';
import { library as declaration } from '../../../shared/resources/library';
import { assetView } from '../assets/repository';
import { assetFiles, assetSpeakers, assets, MediaRole, type AssetKind } from '../assets/table';
import type { AuthContext } from '../../platform/auth/context';
import { declaredList } from '../../platform/http/listQuery';
import { categories, energyLevels, speakers } from '../../platform/db/declaredTables';
import { users } from '../users/table';
import { inSample, scaled } from './sample';
import { inLibrary, licensedSide } from './scope';
import { fullTextSearch, signatureSearch } from './search';
import { assetDownloads, assetFavourites, assetNotes, assetReactions, transcripts } from './table';

export interface LibraryFilter {
  kind?: AssetKind;
  category?: string;
  energy_level?: string;
  speaker?: string;
  rights_holder?: string;
  language?: string;
  duration_min?: number;
  duration_max?: number;
  favourite?: boolean;
  downloaded?: boolean;
}

const likes = sql<number>`(select count(*)::int from ${assetReactions} r where r.asset_id = ${assets}.id and r.value = 1)`;
const dislikes = sql<number>`(select count(*)::int from ${assetReactions} r where r.asset_id = ${assets}.id and r.value = -1)`;

/** The library's whitelist as SQL; the Favourites and Downloaded filters are the caller's own. */
export const librarySpec = (auth: AuthContext) =>
  declaredList<LibraryFilter>(declaration.whitelist, {
    sortable: {
      title: assets.title,
      kind: assets.kind,
      duration: assets.durationSeconds,
      approved_at: assets.approvedAt,
      created_at: assets.createdAt,
    },
    defaultSort: { field: 'approved_at', order: 'DESC' },
    searchable: [],
    fullText: fullTextSearch,
    id: assets.id,
    countApart: true,
    // A creator's licensed items are read once for the page and their count (42 of 1,100,000 at the
    // bench's scale: the ordered page and a count apart each planned and read them).
    fewInScope: licensedSide(auth),
    // The same bound as the facets': an estimate above it, "about 4,200"; an exact count below.
    sampleEstimate: { sample: inSample, scale: scaled, exactMax: LIBRARY_FACET_EXACT_MAX },
    // Many matches, newest first: the walk tests each item's word signature and facet columns on the
    // newest-first index (assets_library_newest_idx, whose condition is the library's) before reading
    // the item.
    walk: {
      sort: 'approved_at',
      within: inLibrary,
      mayMatch: signatureSearch,
      onIndex: {
        kind: assets.kind,
        category: assets.categoryId,
        energy_level: assets.energyLevelId,
        language: assets.language,
      },
    },
    filters: {
      kind: (kind) => eq(assets.kind, kind),
      category: (id) => eq(assets.categoryId, id),
      energy_level: (id) => eq(assets.energyLevelId, id),
      speaker: (id) =>
        sql`exists (select 1 from ${assetSpeakers} s where s.asset_id = ${assets}.id and s.artist_id = ${id})`,
      rights_holder: (id) => eq(assets.rightsHolderId, id),
      language: (language) => eq(assets.language, language),
      duration_min: (seconds) => gte(assets.durationSeconds, seconds),
      duration_max: (seconds) => lte(assets.durationSeconds, seconds),
      favourite: (on) =>
        on
          ? sql`exists (select 1 from ${assetFavourites} f where f.asset_id = ${assets}.id and f.user_id = ${auth.userId})`
          : undefined,
      downloaded: (on) =>
        on
          ? sql`exists (select 1 from ${assetDownloads} d where d.asset_id = ${assets}.id and d.user_id = ${auth.userId})`
          : undefined,
    },
  });

// The role is a constant, written into the SQL: a view the logged update reads has no parameters.
const fileOf = (role: (typeof MediaRole)[keyof typeof MediaRole]) =>
  sql<
    string | null
  >`(select f.id from ${assetFiles} f where f.asset_id = ${assets}.id and f.role = ${sql.raw(`'${role}'`)}
    order by f.created_at desc limit 1)`;

const {
  files,
  job,
  review_note: _reviewNote,
  reviewed_at: _reviewedAt,
  stage: _stage,
  uploaded_by: _uploadedBy,
  uploaded_by_name: _uploadedByName,
  ...summary
} = assetView;

/** What a library item answers in a list: its metadata, duration, counts and pictures' files. */
export const libraryView = {
  ...summary,
  // Names, since not every reader may read the settings themselves (a creator may not).
  category_name: sql<string | null>`(select c.name from ${categories} c where c.id = ${assets}.category_id)`,
  energy_level_name: sql<
    string | null
  >`(select e.name from ${energyLevels} e where e.id = ${assets}.energy_level_id)`,
  speaker_names: sql<
    string[]
  >`array(select a.name from ${assetSpeakers} s join ${speakers} a on a.id = s.artist_id
    where s.asset_id = ${assets}.id order by a.name)`,
  duration: assets.durationSeconds,
  approved_at: assets.approvedAt,
  likes,
  dislikes,
  poster_file: fileOf(MediaRole.POSTER),
  preview_file: fileOf(MediaRole.PREVIEW),
  transcript_state: sql<
    string | null
  >`(select t.state from ${transcripts} t where t.asset_id = ${assets}.id)`,
};

/** The caller's own: their like or dislike, and their star. */
export const libraryPersonal = (auth: AuthContext) => ({
  my_reaction: sql<number>`coalesce((select r.value from ${assetReactions} r where r.asset_id = ${assets}.id
    and r.user_id = ${auth.userId}), 0)::int`,
  favourite: sql<boolean>`exists (select 1 from ${assetFavourites} f where f.asset_id = ${assets}.id
    and f.user_id = ${auth.userId})`,
});

/** What only the item's own page shows: its notes, oldest first, with their authors' names. */
export const libraryDetail = {
  files,
  job,
  uploaded_by_name: assetView.uploaded_by_name,
  notes: sql<LibraryNote[]>`coalesce((select json_agg(json_build_object('id', n.id, 'body', n.body,
    'author', n.author_id, 'author_name', u.name, 'created_at', n.created_at, 'updated_at', n.updated_at)
    order by n.created_at) from ${assetNotes} n join ${users} u on u.id = n.author_id
    where n.asset_id = ${assets}.id), '[]')`,
};

export interface LibraryNote {
  id: string;
  body: string;
  author: string;
  author_name: string;
  created_at: string;
  updated_at: string;
}
