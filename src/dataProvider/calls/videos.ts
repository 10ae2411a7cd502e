import { apiRequest } from '../../api/httpClient';

/** Where a channel's video sync stands (GET /youtube/video/sync/:id). */
export interface VideoSyncState {
  state: 'idle' | 'running' | 'waiting' | 'reauthorise' | 'failed';
  /** The pending sync's job; null when none is queued or running. */
  job_id: string | null;
  progress: number;
  videos_read: number;
  videos: number;
  last_synced_at: string | null;
  last_error: string | null;
  /** Staff only: today's YouTube units spent, and the daily budget. */
  quota_used_today?: number;
  quota_budget?: number;
}

const syncPath = (channel: string) => `/youtube/video/sync/${encodeURIComponent(channel)}`;

/** The DRM YouTube Videos page's calls beyond its list: a channel's sync, asked for and followed. */
export const videoCalls = {
  videoSyncState: async (channel: string) =>
    (await apiRequest<VideoSyncState>(syncPath(channel), { method: 'GET' })).result,
  /** Sync now: resolves with the queued job (409 with the server's message while one is pending). */
  syncChannelVideos: async (channel: string) =>
    (await apiRequest<{ job_id: string }>(syncPath(channel), { method: 'POST' })).result,
};
