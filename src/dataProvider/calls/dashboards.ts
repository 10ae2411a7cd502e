import type { DateRange } from '../../../shared/dateRange';
import { DASHBOARD_PATHS, type DashboardKind } from '../../../shared/dashboards';
import { apiRequest } from '../../api/httpClient';
import type { RangePreparing } from './earnings';

/** A dashboard's answer (server/entities/dashboards/schemas.ts): cards of counts, curves, tops, money. */
export interface DashboardAnswer {
  from: string;
  to: string;
  stats: { key: string; count: number }[];
  series: { key: string; points: { period: string; count: number }[] }[];
  tops: { key: string; rows: { _id: string; name: string; count: number }[] }[];
  /** Null for the types that see no money. */
  revenue: {
    currency: 'USD';
    total_micros: string;
    payable_micros: string;
    held_micros: string;
    series: { period: string; total_micros: string }[];
  } | null;
  untracked: string[];
  choice?: { channel_id: string | null; channels: { _id: string; name: string }[] };
  /** A range of one's own, the first time: the job adding up its top lists (none yet). */
  preparing?: RangePreparing;
}

/** The dashboards (issue 37): one call each, scoped to the caller by the server. */
export const dashboardCalls = {
  dashboard: async (kind: DashboardKind, range: DateRange, channelId?: string) =>
    (
      await apiRequest<DashboardAnswer>(DASHBOARD_PATHS[kind], {
        method: 'POST',
        body: { ...range, ...(channelId && { channel_id: channelId }) },
      })
    ).result,
};
