import type { DateRange } from '../../../shared/dateRange';
import { apiRequest } from '../../api/httpClient';

/** What the server answers while a range of one's own is being added up (a job) instead of rows. */
export interface RangePreparing {
  _id: string;
  progress: number;
}

/** What a set of royalty lines adds up to; the amounts only for those who see money. */
export interface EarningsSums {
  currency: 'USD';
  total_micros?: string;
  payable_micros?: string;
  held_micros?: string;
  void_micros?: string;
  line_count: number;
}

export interface EarningsRow extends EarningsSums {
  _id: string;
  name: string;
  video_id?: string;
  asset_title?: string | null;
  claim_status?: number;
  rights_holder_name?: string | null;
}

export interface EarningsPage {
  data: EarningsRow[];
  total: number;
  totals: EarningsSums;
  /** Staff over a range of their own, the first time: the job adding it up (no rows yet). */
  preparing?: RangePreparing;
}

export interface EarningsOverview {
  from: string;
  to: string;
  totals: EarningsSums;
  series: (EarningsSums & { period: string })[];
  top_channels: { _id: string; name: string; total_micros: string }[];
  top_videos: { _id: string; name: string; total_micros: string }[];
  top_payees: { _id: string; name: string; total_micros: string }[];
  /** Staff over a range of their own, the first time: the job adding it up (no top lists yet). */
  preparing?: RangePreparing;
}

/** The reports' API paths, by page. */
export const EARNINGS_REPORT_PATHS = {
  creator: '/royalties/earnings/by-creator',
  rights_holder: '/royalties/earnings/by-right-holder',
  video: '/royalties/earnings/by-video',
  claim: '/claim-detail/overview',
  own_claim: '/claim-detail/owner/overview',
} as const;
export type EarningsReportKind = keyof typeof EARNINGS_REPORT_PATHS;

export interface EarningsQuery {
  range: DateRange;
  page: number;
  limit: number;
  /** Empty: the server's default order (earnings, or line counts for who sees no money). */
  sort: string;
  order: 'ASC' | 'DESC';
}

/** The earnings reports (issue 36): sums of the monthly rollups, scoped by the server. */
export const earningsCalls = {
  earningsOverview: async (range: DateRange) =>
    (await apiRequest<EarningsOverview>('/royalties/earnings/overview', { method: 'POST', body: range }))
      .result,
  earningsReport: async (kind: EarningsReportKind, query: EarningsQuery) =>
    (
      await apiRequest<EarningsPage>(EARNINGS_REPORT_PATHS[kind], {
        method: 'POST',
        body: {
          filter: query.range,
          page: query.page,
          limit: query.limit,
          ...(query.sort && { sort: query.sort }),
          order: query.order,
        },
      })
    ).result,
};
