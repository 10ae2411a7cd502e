import { and, count, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { ImportAction, isContentIdAssetId } from '../../../shared/contentIds';
import { recordActivities } from '../activityLog/repository';
import { assets } from '../assets/table';
import type { AuthContext } from '../../platform/auth/context';
import type { Database } from '../../platform/db/client';
import {
  planList,
  readList,
  type ListBodyValue,
  type ListQuery,
  type PageRow,
  type ListSource,
  type ListSpec,
} from '../../platform/http/listQuery';
import { visibleLibrary } from '../library/scope';
import { assetContentIds } from '../library/table';
import {
  planRows,
  resolveRows,
  type ImportRow,
  type ItemIndex,
  type LibraryItem,
  type Mapping,
  type PlannedRow,
} from './csvImport';

/** The activity log's name for a mapping change (one entry per item changed). */
export const CONTENT_ID_ENTITY = 'content-ids';
/** Rows per statement when writing: well under PostgreSQL's 65,535 parameters a statement takes. */
const WRITE_CHUNK = 1000;
const NO_TOTAL = sql<null>`null::int`;

export interface ContentIdFilter {
  mapped?: boolean;
  reference_status?: string;
}

/** What a row of the list answers: the item, and its mapping (nulls when it has none). */
export const contentIdView = {
  _id: assets.id,
  title: assets.title,
  kind: assets.kind,
  asset_label: assets.assetLabel,
  isrc: assets.isrc,
  custom_id: assets.customId,
  approved_at: assets.approvedAt,
  content_id_asset_id: assetContentIds.contentIdAssetId,
  reference_id: assetContentIds.referenceId,
  reference_status: assetContentIds.referenceStatus,
  mapped_at: assetContentIds.updatedAt,
};
type ContentIdRow = { [K in keyof typeof contentIdView]: unknown } & { _id: string };

export const contentIdListSpec: ListSpec<ContentIdFilter> = {
  sortable: {
    title: assets.title,
    approved_at: assets.approvedAt,
    content_id_asset_id: assetContentIds.contentIdAssetId,
    reference_status: assetContentIds.referenceStatus,
    mapped_at: assetContentIds.updatedAt,
  },
  defaultSort: { field: 'approved_at', order: 'DESC' },
  searchable: [assets.title],
  searchablePrefix: [assetContentIds.contentIdAssetId],
  id: assets.id,
  filters: {
    mapped: (mapped) => (mapped ? isNotNull(assetContentIds.assetId) : isNull(assetContentIds.assetId)),
    reference_status: (status) => eq(assetContentIds.referenceStatus, status),
  },
};

/**
 * The caller's share of the library (staff all of it, a rights holder's side its label) with each
 * item's mapping, left joined: unmapped items are listed too, and the `mapped` filter tells them
 * apart. Pages go by number only: the mapping's columns are null on unmapped rows, which a cursor
 * over them would need to place.
 */
export function listContentIds(
  db: Database,
  auth: AuthContext,
  body: ListBodyValue<ContentIdFilter & { ids?: string[] }>,
) {
  const plan = planList(contentIdListSpec, { ...body, after: undefined }, visibleLibrary(auth));
  const source: ListSource<ContentIdRow> = {
    page: ({ where, orderBy, limit, offset, total }) =>
      db
        .select({
          row: contentIdView,
          sortKey: plan.sortKey,
          total: (total ?? NO_TOTAL) as SQL<number | null>,
        })
        .from(assets)
        .leftJoin(assetContentIds, eq(assetContentIds.assetId, assets.id))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset) as unknown as ListQuery<Array<PageRow<ContentIdRow>>>,
    count: (where) =>
      db
        .select({ total: count() })
        .from(assets)
        .leftJoin(assetContentIds, eq(assetContentIds.assetId, assets.id))
        .where(where),
  };
  return readList(db, plan, source);
}

const distinct = (values: Array<string | null>) => [...new Set(values.filter((v): v is string => !!v))];

/** The library items the rows name, as the caller sees them, by id, ISRC and custom id. */
async function itemIndex(db: Database, auth: AuthContext, rows: ImportRow[]): Promise<ItemIndex> {
  const ids = distinct(rows.map((row) => row.asset));
  const isrcs = distinct(rows.map((row) => row.isrc));
  const customIds = distinct(rows.map((row) => row.customId));
  const fields = { id: assets.id, title: assets.title, isrc: assets.isrc, customId: assets.customId };
  const find = (condition: ReturnType<typeof inArray>) =>
    db
      .select(fields)
      .from(assets)
      .where(and(condition, visibleLibrary(auth)));
  const none = Promise.resolve([] as LibraryItem[]);
  const [byId, byIsrc, byCustomId] = await Promise.all([
    ids.length ? find(inArray(assets.id, ids)) : none,
    isrcs.length ? find(inArray(assets.isrc, isrcs)) : none,
    customIds.length ? find(inArray(assets.customId, customIds)) : none,
  ]);
  const group = (items: LibraryItem[], key: (item: LibraryItem) => string | null) => {
    const groups = new Map<string, LibraryItem[]>();
    for (const item of items) {
      const value = key(item);
      if (value) groups.set(value, [...(groups.get(value) ?? []), item]);
    }
    return groups;
  };
  return {
    byId: new Map(byId.map((item) => [item.id, item])),
    byIsrc: group(byIsrc, (item) => item.isrc),
    byCustomId: group(byCustomId, (item) => item.customId),
  };
}

const mappingFields = {
  assetId: assetContentIds.assetId,
  contentIdAssetId: assetContentIds.contentIdAssetId,
  referenceId: assetContentIds.referenceId,
  referenceStatus: assetContentIds.referenceStatus,
};

/**
 * What importing the rows would do: each row's item, its errors and its action. The content ids'
 * holders are looked up over every mapping, not the caller's share: the unique index spans them all.
 */
export async function planImport(db: Database, auth: AuthContext, rows: ImportRow[]): Promise<PlannedRow[]> {
  const resolved = resolveRows(rows, await itemIndex(db, auth, rows));
  const itemIds = distinct(resolved.map((row) => row.item?.id ?? null));
  const contentIds = distinct(rows.map((row) => row.contentIdAssetId).filter(isContentIdAssetId));
  const [mappings, holders] = await Promise.all([
    itemIds.length
      ? db.select(mappingFields).from(assetContentIds).where(inArray(assetContentIds.assetId, itemIds))
      : [],
    contentIds.length
      ? db
          .select(mappingFields)
          .from(assetContentIds)
          .where(inArray(assetContentIds.contentIdAssetId, contentIds))
      : [],
  ]);
  const current = new Map<string, Mapping>(mappings.map(({ assetId, ...mapping }) => [assetId, mapping]));
  const holderOf = new Map(holders.map((mapping) => [mapping.contentIdAssetId, mapping.assetId]));
  return planRows(resolved, current, holderOf);
}

/** The mapping as the activity log keeps it, in the wire's names. */
const snapshot = (mapping: Mapping | null) =>
  mapping
    ? {
        content_id_asset_id: mapping.contentIdAssetId,
        reference_id: mapping.referenceId,
        reference_status: mapping.referenceStatus,
      }
    : undefined;

/**
 * Writes the rows that change something (added or updated; unchanged rows are not touched), upserted
 * on the item, each with its activity entry; call it inside the import's transaction.
 */
export async function writeImport(tx: Database, auth: AuthContext, rows: PlannedRow[]): Promise<void> {
  const changed = rows.filter(
    (row): row is PlannedRow & { item: LibraryItem; after: Mapping } =>
      (row.action === ImportAction.ADD || row.action === ImportAction.UPDATE) && !!row.item && !!row.after,
  );
  for (let start = 0; start < changed.length; start += WRITE_CHUNK) {
    const chunk = changed.slice(start, start + WRITE_CHUNK);
    await tx
      .insert(assetContentIds)
      .values(
        chunk.map((row) => ({
          assetId: row.item.id,
          ...row.after,
          updatedBy: auth.userId,
        })),
      )
      .onConflictDoUpdate({
        target: assetContentIds.assetId,
        set: {
          contentIdAssetId: sql`excluded.content_id_asset_id`,
          referenceId: sql`excluded.reference_id`,
          referenceStatus: sql`excluded.reference_status`,
          updatedBy: sql`excluded.updated_by`,
          updatedAt: sql`now()`,
        },
      });
    await recordActivities(
      tx,
      auth,
      chunk.map((row) => ({
        action: row.action === ImportAction.ADD ? 'create' : 'update',
        entity: CONTENT_ID_ENTITY,
        entityId: row.item.id,
        before: snapshot(row.before),
        after: snapshot(row.after),
      })),
    );
  }
}
