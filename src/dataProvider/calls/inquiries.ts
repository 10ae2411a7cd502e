import { apiRequest } from '../../api/httpClient';

/** A licence request as the API answers it (server/entities/inquiries/schemas). */
export interface Inquiry {
  _id: string;
  asset_title: string;
  channel_title: string;
  status: 0 | 1 | 2;
  reason: string | null;
}

/** The Licensing Library's requests and staff's decisions on them (spec 001 §7, Inquiries). */
export const inquiryCalls = {
  /** A creator's side asks for a licence of an item for one of the creator's channels. */
  requestLicence: async (body: { asset: string; channel: string; message?: string }) =>
    (await apiRequest<Inquiry>('/browse/request', { method: 'POST', body })).result,
  /** Approves (1) or rejects (2) a request, with the reason told to the creator. */
  decideInquiry: async (id: string, status: 1 | 2, reason?: string) =>
    (
      await apiRequest<Inquiry>(`/inquiry-list/change-status/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: { status, ...(reason ? { reason } : {}) },
      })
    ).result,
};
