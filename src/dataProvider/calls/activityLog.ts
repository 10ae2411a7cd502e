import { apiRequest, followExport } from '../../api/httpClient';

/** A report's range (UTC days, both included) and filters (server/entities/activityLog/reportSchemas). */
export interface ActivityFilter {
  from: string;
  to: string;
  actor?: string;
  entity?: string;
  action?: string;
}

export interface ActivityReport {
  rows: {
    day: string;
    actor: string;
    actor_name: string | null;
    entity: string;
    action: string;
    count: number;
  }[];
  page: number;
  has_more: boolean;
  truncated: boolean;
  series: { day: string; action: string; count: number }[];
  total: number;
}

export interface ActivityPerson {
  id: string;
  name: string | null;
}

export interface VideoTotals {
  synced: number;
  claimed: number;
  taken_down: number;
}

export interface ActivityEntry {
  _id: string;
  created_at: string;
  actor: string;
  actor_name: string | null;
  action: string;
  entity: string;
  entity_id: string;
  kind: string;
  note: string | null;
  can_edit: boolean;
}

export interface ChainCheck {
  ok: boolean;
  checked: number;
  broken: { id: string; seq: number | null; reason: string } | null;
}

const post = async <T>(path: string, body: object) =>
  (await apiRequest<T>(path, { method: 'POST', body })).result;

/** Activity Log Reports (issue 37): the report, its video counts, entries, CSV, notes and chain check. */
export const activityLogCalls = {
  activityReport: (filter: ActivityFilter & { page?: number }) =>
    post<ActivityReport>('/activity/log/report', filter),
  activityPeople: async (range: { from: string; to: string }, q: string) =>
    (await post<{ data: ActivityPerson[] }>('/activity/log/report/people', { ...range, ...(q && { q }) }))
      .data,
  activityEntities: async (range: { from: string; to: string }) =>
    (await post<{ data: string[] }>('/activity/log/report/entities', range)).data,
  activityVideoTotals: (range: { from: string; to: string }) =>
    post<VideoTotals>('/activity/log/report/total/video/count', range),
  activityEntries: (filter: ActivityFilter & { limit?: number; before?: string }) =>
    post<{ data: ActivityEntry[]; has_more: boolean }>('/activity/log/report/entries', filter),
  exportActivity: (filter: ActivityFilter) => followExport('/activity/log/report/export', filter),
  addActivityNote: (entity: string, entityId: string, note: string) =>
    post<{ id: string }>('/activity/log/add', { entity, entity_id: entityId, note }),
  editActivityNote: async (id: string, note: string) =>
    (await apiRequest(`/activity/log/${encodeURIComponent(id)}`, { method: 'PATCH', body: { note } })).result,
  deleteActivityNote: async (id: string) =>
    (await apiRequest(`/activity/log/${encodeURIComponent(id)}`, { method: 'DELETE' })).result,
  verifyActivityChain: () => post<ChainCheck>('/activity/log/verify', {}),
};
