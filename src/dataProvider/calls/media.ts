import { API_URL, apiRequest } from '../../api/httpClient';
import { session } from '../../api/session';
import type { UploadCallbacks, UploadControl } from '../../api/resumableUpload';

export type ReviewDecision = 'approve' | 'reject' | 'request_changes';

const id = (value: string) => encodeURIComponent(value);

/**
 * Content's own calls: resumable uploads (their client loads with the upload page, not the first
 * page), submitting drafts, review decisions, links that play a file, and retrying processing.
 */
export const mediaCalls = {
  startUpload: async (file: File, callbacks: UploadCallbacks): Promise<UploadControl> =>
    (await import('../../api/resumableUpload')).startResumableUpload(file, callbacks, {
      endpoint: `${API_URL}/uploads`,
      token: () => session.token() ?? undefined,
    }),
  submitAssets: async (ids: string[]) =>
    (await apiRequest<{ submitted: number }>('/CID/asset/submit', { method: 'POST', body: { ids } })).result,
  reviewAsset: async (assetId: string, decision: ReviewDecision, note?: string) =>
    apiRequest(`/CID/asset/review/${id(assetId)}`, { method: 'POST', body: { decision, note } }),
  /** A short-lived address the player fetches without the session's token. */
  mediaLink: async (fileId: string) =>
    (await apiRequest<{ url: string }>(`/CID/asset/file/${id(fileId)}/link`, { method: 'GET' })).result.url,
  retryJob: async (jobId: string) => apiRequest(`/CID/asset/job/${id(jobId)}/retry`, { method: 'POST' }),
};
