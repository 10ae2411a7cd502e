import type { FoundVideoState, MonitoredChannelType } from '../../../shared/constants';
import { apiRequest } from '../../api/httpClient';

export interface Hashtag {
  _id: string;
  tag: string;
  last_scanned_at: string | null;
}

/** Monitoring's calls beyond the CRUD ones (spec 001 §7, Monitoring channels). */
export const monitoringCalls = {
  changeMonitoredType: async (id: string, type: MonitoredChannelType) =>
    (
      await apiRequest(`/poc/channel/type-change/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: { type },
      })
    ).result,
  hashtags: async () => (await apiRequest<Hashtag[]>('/poc/channel/hashtag', { method: 'GET' })).result,
  addHashtag: async (tag: string) =>
    (await apiRequest<Hashtag[]>('/poc/channel/hashtag', { method: 'POST', body: { tag } })).result,
  removeHashtag: async (id: string) => {
    await apiRequest(`/poc/channel/hashtag/${encodeURIComponent(id)}`, { method: 'DELETE' });
  },
  scanNow: async () =>
    (await apiRequest<{ job_id: string }>('/poc/channel/scan', { method: 'POST', body: {} })).result,
  setFoundVideoState: async (ids: readonly string[], state: FoundVideoState) =>
    (await apiRequest<{ updated: number }>('/poc/video/state', { method: 'PUT', body: { ids, state } }))
      .result,
};
