import { API_URL, apiDownload, apiRequest } from '../../api/httpClient';
import type { RangePreparing } from './earnings';

/** A run as the API answers it (server/entities/payments/schemas.ts PaymentRunRecord). */
export interface PaymentRun {
  _id: string;
  period: string;
  status: 'open' | 'approved' | 'paying' | 'paid' | 'cancelled';
  minimum_micros: string;
  total_micros: string;
  paid_micros: string;
  currency: string;
  payments: number;
  carried_over: number;
  by_wise: number;
  by_hand: number;
  ended: number;
  refused: number;
  progress: number;
  wise_configured: boolean;
  failure: string | null;
  created_by_name: string | null;
  created_at: string;
}

/** A payment of a run, or one payment's page (with its lines). */
export interface RunPayment {
  _id: string;
  run_id: string;
  period: string;
  payee_kind: 'creator' | 'rights_holder';
  payee_id: string;
  payee_name: string | null;
  amount_micros: string | null;
  currency: string;
  status: string;
  method: 'wise' | 'hand';
  line_count: number;
  payment_setting: {
    payment_type: number;
    currency: string | null;
    form_title: string | null;
    data: { accountHolderName?: string; details?: Record<string, string> };
    details_hidden: boolean;
    recipient_id: string | null;
    updated_at: string;
  } | null;
  setting_is_current: boolean;
  reference: string | null;
  customer_transaction_id: string;
  wise_transfer_id: string | null;
  transfer_status: string | null;
  failure: string | null;
  paid_at: string | null;
  created_at: string;
}

export interface TransactionLine {
  period: string;
  video_id: string;
  video_title: string | null;
  channel_title: string | null;
  share: number;
  amount_micros: string | null;
}
export type Transaction = RunPayment & { lines: TransactionLine[] };

export interface HistoryRow {
  _id: string;
  name: string | null;
  paid_micros: string | null;
  due_micros: string | null;
  line_count: number;
}

export interface HistoryOverview {
  currency: string;
  paid_micros: string | null;
  due_micros: string | null;
  line_count: number;
  series: { month: string; paid_micros: string | null; due_micros: string | null; line_count: number }[];
}

export interface ListPage {
  page: number;
  limit: number;
  sort?: string;
  order?: 'ASC' | 'DESC';
  search?: string;
  filter?: Record<string, string | undefined>;
}
type Page<T> = { data: T[]; total: number };
export type HistoryDimension = 'creator' | 'channel' | 'right-holder' | 'video';

const id = encodeURIComponent;
const post = async <T>(path: string, body: object = {}) =>
  (await apiRequest<T>(path, { method: 'POST', body })).result;
const range = (filter: { from?: string; to?: string }) =>
  new URLSearchParams(
    Object.entries(filter).filter((entry): entry is [string, string] => !!entry[1]),
  ).toString();

/** Payment runs and the payment history (issue 36), through the dataProvider. */
export const paymentRunCalls = {
  paymentRuns: (page: ListPage) => post<Page<PaymentRun>>('/payment/runs', page),
  paymentRun: async (runId: string) =>
    (await apiRequest<PaymentRun>(`/payment/runs/${id(runId)}`, { method: 'GET' })).result,
  runPayments: (runId: string, page: ListPage) =>
    post<Page<RunPayment>>(`/payment/runs/${id(runId)}/payments`, page),
  openPaymentRun: (period: string, minimumMicros?: string) =>
    post<PaymentRun>('/payment/runs/open', {
      period,
      ...(minimumMicros && { minimum_micros: minimumMicros }),
    }),
  /** approve, pay, cancel or follow: the run as it is after. */
  paymentRunStep: (runId: string, step: 'approve' | 'pay' | 'cancel' | 'follow') =>
    post<PaymentRun>(`/payment/runs/${id(runId)}/${step}`),
  payByHand: (paymentId: string, reference: string) =>
    post<PaymentRun>(`/payment/payments/${id(paymentId)}/paid`, { reference }),
  paymentHistoryOverview: async (filter: { from?: string; to?: string }) =>
    (await apiRequest<HistoryOverview>(`/payment/history/overview?${range(filter)}`, { method: 'GET' }))
      .result,
  paymentHistoryBy: (dimension: HistoryDimension, page: ListPage) =>
    post<Page<HistoryRow> & { preparing?: RangePreparing }>(`/payment/history/by/${dimension}`, page),
  paymentHistoryPayments: (page: ListPage) => post<Page<RunPayment>>('/payment/history/payments', page),
  transaction: async (paymentId: string) =>
    (await apiRequest<Transaction>(`/payment/history/payments/${id(paymentId)}`, { method: 'GET' })).result,
  downloadStatement: (paymentId: string, format: 'pdf' | 'csv') =>
    apiDownload(
      `${API_URL}/payment/history/payments/${id(paymentId)}/statement?format=${format}`,
      `statement-${paymentId.slice(0, 8)}.${format}`,
    ),
};
