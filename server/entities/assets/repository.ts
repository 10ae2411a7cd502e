import type { ServerMessage } from '../../../shared/messages';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { assets as declaration } from '../../../shared/resources/assets';
import { agreements } from '../agreements/table';
import type { AuthContext } from '../../platform/auth/context';
import { declaredList } from '../../platform/http/listQuery';
import { jobs } from '../../platform/jobs/table';
import { users } from '../users/table';
import {
  assetFiles,
  assetSpeakers,
  assets,
  assetStageTotals,
  type AssetKind,
  type AssetStage,
} from './table';

/** An asset's file and latest job, as its record shows them. */
interface AssetFileValue {
  id: string;
  role: string;
  file_name: string;
  mime_type: string;
  size: number;
  sha256: string | null;
  media: Record<string, unknown> | null;
}
interface AssetJobValue {
  id: string;
  kind: string;
  state: string;
  progress: number;
  attempts: number;
  error: string | null;
  error_message: ServerMessage | null;
}

type Filter = { stage?: AssetStage; kind?: AssetKind; rights_holder?: string };

export const assetListSpec = declaredList<Filter>(declaration.whitelist, {
  sortable: {
    title: assets.title,
    kind: assets.kind,
    stage: assets.stage,
    created_at: assets.createdAt,
    updated_at: assets.updatedAt,
  },
  defaultSort: { field: 'created_at', order: 'DESC' },
  searchable: [assets.title],
  id: assets.id,
  // Over a million assets (the library's among them) a window count misleads the planner: see listQuery.
  countApart: true,
  filters: {
    stage: (stage) => eq(assets.stage, stage),
    kind: (kind) => eq(assets.kind, kind),
    rights_holder: (id) => eq(assets.rightsHolderId, id),
  },
});

// Related rows are read by scalar subqueries on the outer row, named with its table.
const nameOf = (column: string) =>
  sql<string>`(select u.name from ${users} u where u.id = ${assets}.${sql.identifier(column)})`;

export const assetView = {
  _id: assets.id,
  title: assets.title,
  kind: assets.kind,
  description: assets.description,
  rights_holder: assets.rightsHolderId,
  rights_holder_name: nameOf('rights_holder_id'),
  asset_label: assets.assetLabel,
  uploaded_by: assets.uploadedBy,
  uploaded_by_name: sql<string | null>`(select u.name from ${users} u where u.id = ${assets}.uploaded_by)`,
  agreement: assets.agreementId,
  agreement_title: sql<
    string | null
  >`(select c.title from ${agreements} c where c.id = ${assets}.agreement_id)`,
  category: assets.categoryId,
  energy_level: assets.energyLevelId,
  speakers: sql<string[]>`array(select s.artist_id from ${assetSpeakers} s where s.asset_id = ${assets}.id
    order by s.artist_id)`,
  language: assets.language,
  tags: assets.tags,
  isrc: assets.isrc,
  custom_id: assets.customId,
  territory: assets.territory,
  policy: assets.policy,
  licensable: assets.licensable,
  stage: assets.stage,
  review_note: assets.reviewNote,
  reviewed_at: assets.reviewedAt,
  status: assets.status,
  files: sql<AssetFileValue[]>`coalesce((select json_agg(json_build_object('id', f.id, 'role', f.role,
    'file_name', f.file_name, 'mime_type', f.mime_type, 'size', f.size, 'sha256', f.sha256,
    'media', f.media) order by f.created_at) from ${assetFiles} f where f.asset_id = ${assets}.id), '[]')`,
  job: sql<AssetJobValue | null>`(select json_build_object('id', j.id, 'kind', j.kind, 'state', j.state,
    'progress', j.progress, 'attempts', j.attempts, 'error', j.error,
    'error_message', j.error_message) from ${jobs} j
    where j.subject_id = ${assets}.id order by j.created_at desc limit 1)`,
  created_at: assets.createdAt,
  updated_at: assets.updatedAt,
};

/** Staff see every asset; a rights holder's side (the owner or a team member acting for it) its own. */
export function visibleAssets(auth: AuthContext): SQL | undefined {
  if (!auth.ownerId) return undefined;
  return eq(assets.rightsHolderId, auth.ownerId);
}

/** The stages in which the uploader's side may still change an asset. */
export const OPEN_STAGES: readonly AssetStage[] = ['draft', 'changes_requested'];

export const assetIn = (id: string, auth: AuthContext) => and(eq(assets.id, id), visibleAssets(auth));

/**
 * The staff's list total as the trigger keeps it (asset_stage_totals): every asset not deleted, or
 * those of one stage; undefined for anything narrower (a search, another filter, a side's own).
 */
export function assetKeptTotal(
  auth: AuthContext,
  body: { search?: string; filter?: Filter & { status?: number; ids?: string[] } },
): SQL<number> | undefined {
  if (auth.ownerId || body.search?.trim()) return undefined;
  const { stage, ...others } = body.filter ?? {};
  if (Object.values(others).some((value) => value !== undefined && value !== null)) return undefined;
  const query = sql`select coalesce(sum(${assetStageTotals.n}), 0) from ${assetStageTotals}`;
  return sql<number>`(${query} ${stage === undefined ? sql`` : sql`where ${assetStageTotals.stage} = ${stage}`})::int`;
}
