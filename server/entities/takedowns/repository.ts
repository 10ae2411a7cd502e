import { and, eq, sql, type SQL } from 'drizzle-orm';
import { TAKEDOWN_DUE_SOON_DAYS, YOUTUBE_WATCH_URL } from '../../../shared/constants';
import { copyrightTakedowns as declaration } from '../../../shared/resources/takedowns';
import type { TakedownStatus } from '../../../shared/takedowns';
import { assets } from '../assets/table';
import { monitoredChannels } from '../monitoring/table';
import type { AuthContext } from '../../platform/auth/context';
import { declaredList, likePattern } from '../../platform/http/listQuery';
import { users } from '../users/table';
import { copyrightTakedowns as takedowns } from './table';

export interface TakedownFilter {
  status?: TakedownStatus;
  asset?: string;
  rights_holder?: string;
  monitored_channel?: string;
  due_this_week?: boolean;
}

/** Deadlines within the coming week (and any overdue one the clock has not applied yet). */
export const dueThisWeek = sql`${takedowns.dueAt} is not null
  and ${takedowns.dueAt} < now() + make_interval(days => ${TAKEDOWN_DUE_SOON_DAYS})`;

export const takedownListSpec = declaredList<TakedownFilter>(declaration.whitelist, {
  sortable: {
    created_at: takedowns.createdAt,
    submitted_at: takedowns.submittedAt,
    due_at: takedowns.dueAt,
    status: takedowns.status,
  },
  defaultSort: { field: 'created_at', order: 'DESC' },
  searchable: [],
  // The asset's title, the copyright owner's name, or a video id.
  fullText: (search) => {
    const pattern = likePattern(search);
    return sql`(${takedowns.ownerName} ilike ${pattern}
      or exists (select 1 from ${assets} a where a.id = ${takedowns}.asset_id and a.title ilike ${pattern})
      or ${search.trim()} = any(${takedowns.videoIds}))`;
  },
  id: takedowns.id,
  // Unless kept (staff's, by status), the total is counted alone on its index beside the page, not
  // over a window that sorts every notice the filter keeps (the due ones: 2.4 times the floor's p99).
  countApart: true,
  filters: {
    status: (status) => eq(takedowns.status, status),
    asset: (id) => eq(takedowns.assetId, id),
    rights_holder: (id) => eq(takedowns.rightsHolderId, id),
    monitored_channel: (id) => eq(takedowns.monitoredChannelId, id),
    due_this_week: (due) => (due ? dueThisWeek : undefined),
  },
});

const nameOf = (column: string) =>
  sql<string>`(select u.name from ${users} u where u.id = ${takedowns}.${sql.identifier(column)})`;

/** A takedown as the API answers it. */
export const takedownView = {
  _id: takedowns.id,
  status: takedowns.status,
  rights_holder: takedowns.rightsHolderId,
  rights_holder_name: nameOf('rights_holder_id'),
  filed_by: takedowns.filedBy,
  filed_by_name: nameOf('filed_by'),
  asset: takedowns.assetId,
  asset_title: sql<string>`(select a.title from ${assets} a where a.id = ${takedowns}.asset_id)`,
  monitored_channel: takedowns.monitoredChannelId,
  monitored_channel_title: sql<
    string | null
  >`(select m.title from ${monitoredChannels} m where m.id = ${takedowns}.monitored_channel_id)`,
  manual_claim: takedowns.manualClaimId,
  video_ids: takedowns.videoIds,
  video_urls: sql<
    string[]
  >`(select coalesce(array_agg(${YOUTUBE_WATCH_URL} || v order by o), '{}') from unnest(${takedowns}.video_ids) with ordinality as x(v, o))`,
  owner_name: takedowns.ownerName,
  owner_address: takedowns.ownerAddress,
  owner_phone: takedowns.ownerPhone,
  owner_email: takedowns.ownerEmail,
  good_faith: takedowns.goodFaith,
  accuracy: takedowns.accuracy,
  signature: takedowns.signature,
  scheduled: takedowns.scheduled,
  submitted_at: takedowns.submittedAt,
  removed_at: takedowns.removedAt,
  counter_notified_at: takedowns.counterNotifiedAt,
  restore_by_at: takedowns.restoreByAt,
  court_action_at: takedowns.courtActionAt,
  court_action_note: takedowns.courtActionNote,
  due_at: takedowns.dueAt,
  due_kind: takedowns.dueKind,
  created_at: takedowns.createdAt,
  updated_at: takedowns.updatedAt,
};

/**
 * Staff read every notice; a rights holder's side (a team member as its owner) only the owner's.
 * Deleted notices (3) are hidden unless the status filter asks for them.
 */
export function visibleTakedowns(auth: AuthContext): SQL | undefined {
  return auth.ownerId ? eq(takedowns.rightsHolderId, auth.ownerId) : undefined;
}

export const takedownOf = (id: string, auth: AuthContext) =>
  and(eq(takedowns.id, id), visibleTakedowns(auth));
