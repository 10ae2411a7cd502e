import { HttpError } from 'react-admin';
import { API_URL, apiRequest } from '../../api/httpClient';
import { serverText, translateApiError, type CatalogueMessage } from '../../api/serverMessages';
import { session } from '../../api/session';

/** A revenue import as the API answers it (amounts are decimal strings of micro-units). */
export interface RevenueImport {
  id: string;
  _id: string;
  source: 'youtube_report' | 'youtube_analytics';
  period: string;
  status: string;
  bytes: number;
  progress: number;
  row_count: number;
  error_count: number;
  total_micros?: string;
  currency: string;
  preview: {
    line: number;
    video_id: string;
    channel_id: string | null;
    asset_id: string | null;
    day: string | null;
    views: string;
    amount_micros: string;
  }[];
  errors: { line: number; field: string; reason: string; message?: CatalogueMessage }[];
  failure: string | null;
  failure_message: CatalogueMessage | null;
  created_by_name: string | null;
  imported_at: string | null;
  created_at: string;
  duplicate?: boolean;
}

const toRecord = (wire: Omit<RevenueImport, 'id'>): RevenueImport => ({ ...wire, id: wire._id });

/**
 * Sends the report as the body (text/csv) with XMLHttpRequest, the browser API that tells how much of
 * a request body has gone: fetch does not. Refusals come back as react-admin's HttpError, as from the
 * other calls, so a 401 still signs the person out.
 */
function uploadWithProgress(path: string, file: File, onProgress: (percent: number) => void) {
  return new Promise<RevenueImport>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_URL}${path}`);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Content-Type', 'text/csv');
    const token = session.token();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.floor((100 * event.loaded) / event.total));
    };
    request.onload = () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(request.responseText) as Record<string, unknown>;
      } catch {
        // Not JSON (a proxy's page): the status text says what happened.
      }
      if (request.status >= 200 && request.status < 300) {
        resolve(toRecord(body.result as Omit<RevenueImport, 'id'>));
        return;
      }
      const message = typeof body.message === 'string' ? body.message : request.statusText;
      reject(translateApiError(new HttpError(message, request.status, body)));
    };
    request.onerror = () => reject(new HttpError(request.statusText || 'Network error', 0, {}));
    request.send(file);
  });
}

/** The Revenue Imports page's calls (the list and one import go through getList and getOne). */
export const revenueImportCalls = {
  /** Uploads a month's report; its check runs as a job (the answer's status says where it is). */
  uploadRevenueReport: (period: string, file: File, onProgress: (percent: number) => void) =>
    uploadWithProgress(`/royalties/revenue/upload?period=${encodeURIComponent(period)}`, file, onProgress),
  /** Imports a checked report's rows; replace: the month's import in force; skipErrors: leave bad rows out. */
  importRevenue: async (id: string, options: { replace: boolean; skipErrors: boolean }) =>
    toRecord(
      (
        await apiRequest<Omit<RevenueImport, 'id'>>(
          `/royalties/revenue/imports/${encodeURIComponent(id)}/import`,
          { method: 'POST', body: { replace: options.replace, skip_errors: options.skipErrors } },
        )
      ).result,
    ),
  /** Discards an import not yet imported (and its stored file). */
  discardRevenueImport: async (id: string) => {
    await apiRequest(`/royalties/revenue/imports/${encodeURIComponent(id)}`, { method: 'DELETE' });
  },
  /** Whether the YouTube Analytics API (or its stand-in) is set up. */
  analyticsState: async () =>
    (await apiRequest<{ configured: boolean }>('/royalties/revenue/analytics', { method: 'GET' })).result,
  /** Starts reading a month from the YouTube Analytics API (a job). */
  importFromAnalytics: async (period: string) =>
    toRecord(
      (
        await apiRequest<Omit<RevenueImport, 'id'>>('/royalties/revenue/analytics', {
          method: 'POST',
          body: { period },
        })
      ).result,
    ),
};

/** A bad row's reason in the current language. */
export const rowReason = (error: RevenueImport['errors'][number]) =>
  serverText(error.message?.id, error.message?.params, error.reason);
