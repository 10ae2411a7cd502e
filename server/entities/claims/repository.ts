import type { Static } from '@sinclair/typebox';
import { and, asc, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { CLAIM_HISTORY_MAX, CLAIM_STATUS_NAMES, CLAIM_STATUSES, ClaimStatus } from '../../../shared/claims';

type ClaimStatusName = (typeof CLAIM_STATUS_NAMES)[ClaimStatus];
import type { AuthContext } from '../../platform/auth/context';
import type { Database } from '../../platform/db/client';
import { byStatusAlone, type ListSpec } from '../../platform/http/listQuery';
import { listTable } from '../../platform/http/listTable';
import { activityLogs } from '../activityLog/table';
import { assets } from '../assets/table';
import { users } from '../users/table';
import type { ClaimFilter, ClaimHistoryEntry, ClaimListBody, ClaimRecord } from './schemas';
import { claimScope } from './scope';
import { CLAIM_ENTITY } from './takedownRequest';
import { manualClaims } from './table';
import { keptClaimCount } from './totals';
import { constant } from '../../platform/db/prepared';

type Filter = Omit<Static<typeof ClaimFilter>, 'ids'>;

const listSpec: ListSpec<Filter> = {
  // Each with an index ending in the id (table.ts).
  sortable: {
    created_at: manualClaims.createdAt,
    updated_at: manualClaims.updatedAt,
    video_title: manualClaims.videoTitle,
    channel_title: manualClaims.channelTitle,
    status: manualClaims.status,
    due_at: manualClaims.dueAt,
  },
  defaultSort: { field: 'created_at', order: 'DESC' },
  searchable: [manualClaims.videoTitle, manualClaims.channelTitle],
  searchablePrefix: [manualClaims.videoId],
  id: manualClaims.id,
  countApart: true,
  filters: {
    status: (status) =>
      Array.isArray(status) ? inArray(manualClaims.status, status) : eq(manualClaims.status, status),
    asset: (id) => eq(manualClaims.assetId, id),
    rights_holder: (id) => eq(manualClaims.rightsHolderId, id),
    channel: (channelId) => eq(manualClaims.channelYoutubeId, channelId),
    video_id: (videoId) => eq(manualClaims.videoId, videoId),
    sent: (sent) => (sent ? isNotNull(manualClaims.youtubeSentAt) : isNull(manualClaims.youtubeSentAt)),
    content_type: (type) => eq(manualClaims.contentType, type),
    policy: (policy) => eq(manualClaims.policy, policy),
  },
};

const statusName = sql.join(
  Object.entries(CLAIM_STATUS_NAMES).map(([status, name]) => sql`when ${Number(status)} then ${name}`),
  sql` `,
);
const nameOf = (column: SQL | typeof manualClaims.filedBy) =>
  sql<string | null>`(select u.name from ${users} u where u.id = ${column})`;

/** What a claim answers (schemas ClaimRecord); the names come from subqueries for the page's rows only. */
const viewOf = (youtubeConfigured: boolean) => ({
  _id: manualClaims.id,
  video_id: manualClaims.videoId,
  video_title: manualClaims.videoTitle,
  video_url: sql<string>`'https://www.youtube.com/watch?v=' || ${manualClaims}.video_id`,
  thumbnail_url: manualClaims.thumbnailUrl,
  channel_id: manualClaims.channelYoutubeId,
  channel_title: manualClaims.channelTitle,
  asset_id: manualClaims.assetId,
  asset_title: sql<string>`(select a.title from ${assets} a where a.id = ${manualClaims}.asset_id)`,
  rights_holder_id: manualClaims.rightsHolderId,
  rights_holder_name: sql<string>`coalesce(${nameOf(sql`${manualClaims}.rights_holder_id`)}, '')`,
  filed_by: manualClaims.filedBy,
  filed_by_name: nameOf(sql`${manualClaims}.filed_by`),
  segments: manualClaims.segments,
  content_type: manualClaims.contentType,
  policy: manualClaims.policy,
  territory_rule: manualClaims.territoryRule,
  territories: manualClaims.territories,
  status: manualClaims.status,
  status_name: sql<ClaimStatusName>`case ${manualClaims}.status ${statusName} end`,
  override_reason: manualClaims.overrideReason,
  override_agreement_id: manualClaims.overrideAgreementId,
  dispute_reason: manualClaims.disputeReason,
  disputed_at: manualClaims.disputedAt,
  dispute_due_at: manualClaims.disputeDueAt,
  upheld_at: manualClaims.upheldAt,
  appeal_reason: manualClaims.appealReason,
  appealed_at: manualClaims.appealedAt,
  appeal_due_at: manualClaims.appealDueAt,
  due_at: manualClaims.dueAt,
  released_at: manualClaims.releasedAt,
  sent_to_youtube: sql<boolean>`${manualClaims}.youtube_sent_at is not null`,
  youtube_sent_at: manualClaims.youtubeSentAt,
  youtube_claim_id: manualClaims.youtubeClaimId,
  youtube_error: manualClaims.youtubeError,
  youtube_configured: sql<boolean>`${youtubeConfigured}::boolean`,
  created_at: manualClaims.createdAt,
  updated_at: manualClaims.updatedAt,
});
/** The two views, made once: a list's view is compiled once per view object (compiledView). */
const CLAIM_VIEWS = { configured: viewOf(true), notConfigured: viewOf(false) };
export const claimView = (youtubeConfigured: boolean) =>
  youtubeConfigured ? CLAIM_VIEWS.configured : CLAIM_VIEWS.notConfigured;

export type ClaimAnswer = Static<typeof ClaimRecord>;

/**
 * One page of the claims the caller sees (claimScope), newest first unless asked otherwise; deleted
 * ones only when the status filter names them.
 */
export function listClaims(
  db: Database,
  auth: AuthContext,
  body: Static<typeof ClaimListBody>,
  youtubeConfigured: boolean,
) {
  const status = body.filter?.status;
  const namesDeleted = Array.isArray(status)
    ? status.includes(ClaimStatus.DELETED)
    : status === ClaimStatus.DELETED;
  const scope = and(
    claimScope(auth),
    namesDeleted ? undefined : ne(manualClaims.status, constant(ClaimStatus.DELETED)),
  );
  return listTable(
    db,
    manualClaims,
    claimView(youtubeConfigured),
    listSpec,
    body,
    scope,
    keptClaimTotal(auth, body),
  );
}

/**
 * Staff's total from the counts kept per status, when the list is filtered by status alone (or not
 * at all) and not searched; undefined otherwise (counted on the indexes).
 */
function keptClaimTotal(auth: AuthContext, body: Static<typeof ClaimListBody>): SQL<number> | undefined {
  if (claimScope(auth) || !byStatusAlone(body)) return undefined;
  return keptClaimCount(body.filter?.status);
}

/** One claim the caller sees (deleted ones aside), or undefined. */
export async function findClaim(
  db: Database,
  auth: AuthContext,
  id: string,
  youtubeConfigured: boolean,
): Promise<ClaimAnswer | undefined> {
  const [row] = await db
    .select(claimView(youtubeConfigured))
    .from(manualClaims)
    .where(and(eq(manualClaims.id, id), ne(manualClaims.status, ClaimStatus.DELETED), claimScope(auth)));
  return row as ClaimAnswer | undefined;
}

type HistoryEntry = Static<typeof ClaimHistoryEntry>;
type Snapshot = Record<string, unknown> | null;
/** The terms an edit may change: the history names those that did. */
const TERMS = ['segments', 'content_type', 'policy', 'territory_rule', 'territories'] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const textOf = (snapshot: Snapshot, key: string) =>
  typeof snapshot?.[key] === 'string' ? (snapshot[key] as string) : null;
const statusOf = (snapshot: Snapshot) => {
  const status = snapshot?.status;
  return CLAIM_STATUSES.includes(status as ClaimStatus) ? (status as ClaimStatus) : null;
};

/** One activity entry as the history shows it: who, what changed, why. */
function historyEntry(row: {
  id: string;
  action: string;
  byName: string | null;
  before: Snapshot;
  after: Snapshot;
  createdAt: Date;
}): HistoryEntry {
  const { before, after } = row;
  const byClock = after?.by === 'clock';
  const takedown = textOf(after, 'takedown_id');
  return {
    _id: row.id,
    action: row.action,
    transition: textOf(after, 'transition'),
    event: textOf(after, 'event'),
    by_name: byClock ? null : row.byName,
    by_clock: byClock,
    note: textOf(after, 'note'),
    reason: textOf(after, 'reason'),
    override: textOf(after, 'override'),
    override_reason: textOf(after, 'override_reason'),
    changed:
      row.action === 'update' && before && after
        ? TERMS.filter((term) => JSON.stringify(before[term]) !== JSON.stringify(after[term]))
        : [],
    takedown_id: takedown && UUID.test(takedown) ? takedown : null,
    from_status: statusOf(before),
    to_status: statusOf(after),
    created_at: row.createdAt,
  };
}
/**
 * A claim's history, oldest first: the activity entries of a claim the caller sees (claimScope, the
 * deleted ones aside, as reading the claim), or undefined for one it may not see.
 */
export async function claimHistory(
  db: Database,
  auth: AuthContext,
  id: string,
): Promise<HistoryEntry[] | undefined> {
  const [seen] = await db
    .select({ id: manualClaims.id })
    .from(manualClaims)
    .where(and(eq(manualClaims.id, id), ne(manualClaims.status, ClaimStatus.DELETED), claimScope(auth)));
  if (!seen) return undefined;
  // The entity index (activity_logs_entity_idx) finds a claim's handful of entries.
  const rows = await db
    .select({
      id: activityLogs.id,
      action: activityLogs.action,
      byName: users.name,
      before: activityLogs.before,
      after: activityLogs.after,
      createdAt: activityLogs.createdAt,
    })
    .from(activityLogs)
    .leftJoin(users, eq(users.id, activityLogs.actorId))
    .where(and(eq(activityLogs.entity, CLAIM_ENTITY), eq(activityLogs.entityId, id)))
    // One transaction's entries share their moment: an event (the takedown request) follows the
    // transition that caused it.
    .orderBy(
      asc(activityLogs.createdAt),
      asc(sql`(${activityLogs.after} ->> 'event') is not null`),
      asc(activityLogs.id),
    )
    .limit(CLAIM_HISTORY_MAX);
  return rows.map((row) => historyEntry(row as Parameters<typeof historyEntry>[0]));
}
