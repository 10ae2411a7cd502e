import { sql } from 'drizzle-orm';
import { ChannelStatus } from '../../../shared/constants';
import type { AuthContext } from '../../platform/auth/context';
import { dayTotalsByMonth } from '../../platform/dayTotals/read';
import { DayKind } from '../../platform/dayTotals/table';
import type { Database } from '../../platform/db/client';
import { channelStatusTotals } from '../channels/table';
import { libraryTotals } from '../library/table';
import { linesByMonth } from './analytics';
import { countOf, monthly, revenueOf, type Dashboard, type Range } from './kit';

/**
 * /dashboard-graphs (admin): the whole business over the range, month by month: revenue from the
 * running sums, channels added, content approved, claims and takedowns filed (kept per day),
 * royalty lines; today's channel and library totals from their kept counts.
 */
export async function graphsDashboard(db: Database, auth: AuthContext, range: Range): Promise<Dashboard> {
  const stats = [
    {
      key: 'channels',
      count: await countOf(
        db,
        sql`select coalesce(sum(${channelStatusTotals.n}), 0) as n from ${channelStatusTotals}
          where ${channelStatusTotals.status} <> ${ChannelStatus.DELETED}`,
      ),
    },
    {
      key: 'content',
      count: await countOf(
        db,
        sql`select coalesce(sum(${libraryTotals.n}), 0) as n from ${libraryTotals}
          where ${libraryTotals.facet} = '' and ${libraryTotals.value} = ''`,
      ),
    },
  ];
  const series = [
    await monthly(db, 'channels_added', dayTotalsByMonth(DayKind.CHANNELS_ADDED, range)),
    await monthly(db, 'content_approved', dayTotalsByMonth(DayKind.CONTENT_APPROVED, range)),
    await monthly(db, 'claims', dayTotalsByMonth(DayKind.CLAIMS_CREATED, range)),
    await monthly(db, 'takedowns', dayTotalsByMonth(DayKind.TAKEDOWNS_CREATED, range)),
    await linesByMonth(db, auth, range),
  ];
  return { stats, series, tops: [], revenue: await revenueOf(db, auth, range), untracked: [] };
}
