import { sql } from 'drizzle-orm';
import { ChannelStatus, DELETED_STATUS } from '../../../shared/constants';
import type { AuthContext } from '../../platform/auth/context';
import type { Database } from '../../platform/db/client';
import { assets, AssetStage } from '../assets/table';
import { channels, channelStatusTotals } from '../channels/table';
import { manualClaims } from '../claims/table';
import { libraryTotals } from '../library/table';
import { copyrightTakedowns } from '../takedowns/table';
import { linesByMonth } from './analytics';
import { byMonth, countOf, inMonths, monthly, revenueOf, type Dashboard, type Range } from './kit';

/**
 * /dashboard-graphs (admin): the whole business over the range, month by month: revenue from the
 * rollups, channels added, content approved, claims and takedowns filed, royalty lines; today's
 * channel and library totals from their kept counts.
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
    await monthly(
      db,
      'channels_added',
      sql`select ${byMonth(channels.createdAt)} from ${channels}
        where ${inMonths(channels.createdAt, range)} group by 1 order by 1`,
    ),
    await monthly(
      db,
      'content_approved',
      sql`select ${byMonth(assets.approvedAt)} from ${assets}
        where ${assets.stage} = ${AssetStage.APPROVED} and ${assets.status} <> ${DELETED_STATUS}
          and ${inMonths(assets.approvedAt, range)} group by 1 order by 1`,
    ),
    await monthly(
      db,
      'claims',
      sql`select ${byMonth(manualClaims.createdAt)} from ${manualClaims}
        where ${inMonths(manualClaims.createdAt, range)} group by 1 order by 1`,
    ),
    await monthly(
      db,
      'takedowns',
      sql`select ${byMonth(copyrightTakedowns.createdAt)} from ${copyrightTakedowns}
        where ${inMonths(copyrightTakedowns.createdAt, range)} group by 1 order by 1`,
    ),
    await linesByMonth(db, auth, range),
  ];
  return { stats, series, tops: [], revenue: await revenueOf(db, auth, range), untracked: [] };
}
