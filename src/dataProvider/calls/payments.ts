import type {
  AccountRequirement,
  FormRequest,
  PaymentSetting,
  PaymentSettingHistoryEntry,
  PaymentSubmission,
} from '../../../shared/paymentSettings';
import { apiRequest } from '../../api/httpClient';

/** A rights holder's payment setting through Wise's forms (spec 001 §5). */
export const paymentCalls = {
  /** The bank forms for a currency, or the provider's refresh of one form (`type` and `details`). */
  paymentForms: async (request: FormRequest) => {
    const { result } = await apiRequest<AccountRequirement[] | null>('/payment/history/wise/dynamic/form', {
      method: 'POST',
      body: request,
    });
    return Array.isArray(result) ? result : [];
  },
  /** A rights holder's current payment setting, or null when none was set. */
  paymentSetting: async (rightsHolderId: string) =>
    (
      await apiRequest<PaymentSetting | null>(
        `/rights/holders/payment/${encodeURIComponent(rightsHolderId)}`,
        {
          method: 'PATCH',
        },
      )
    ).result ?? null,
  /** One page of a rights holder's earlier settings, newest first (none when the answer holds no list). */
  paymentSettingHistory: async (rightsHolderId: string, page: { page: number; limit: number }) => {
    const id = encodeURIComponent(rightsHolderId);
    const { result } = await apiRequest<{ data: PaymentSettingHistoryEntry[]; total: number } | null>(
      `/rights/holders/payment/history/${id}?page=${page.page}&limit=${page.limit}`,
      { method: 'GET' },
    );
    return result && Array.isArray(result.data) ? result : { data: [], total: 0 };
  },
  /** Stores a payment setting: the stored setting and the server's message. */
  addPaymentSetting: (submission: PaymentSubmission) =>
    apiRequest<PaymentSetting>('/rights/holders/payment/add', { method: 'POST', body: submission }),
};
