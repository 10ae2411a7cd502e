import type { AuthContext } from '../../platform/auth/context';
import { DayKind } from '../../platform/dayTotals/table';
import type { Database } from '../../platform/db/client';
import { linesByMonth } from './analytics';
import { seriesOf } from '../royalties/earnings/reports';
import {
  countsOf,
  keptChannels,
  keptContent,
  keptSeries,
  revenueOf,
  type Dashboard,
  type Range,
} from './kit';

/**
 * /dashboard-graphs (admin): the whole business over the range, month by month: revenue from the
 * running sums, channels added, content approved, claims and takedowns filed (kept per day),
 * royalty lines; today's channel and library totals from their kept counts.
 */
export async function graphsDashboard(db: Database, auth: AuthContext, range: Range): Promise<Dashboard> {
  const stats = await countsOf(db, { channels: keptChannels, content: keptContent });
  // Everyone's months, read once for the royalty lines' chart and the revenue.
  const months = await seriesOf(db, range);
  const series = [
    ...(await keptSeries(db, range, [
      ['channels_added', DayKind.CHANNELS_ADDED],
      ['content_approved', DayKind.CONTENT_APPROVED],
      ['claims', DayKind.CLAIMS_CREATED],
      ['takedowns', DayKind.TAKEDOWNS_CREATED],
    ])),
    await linesByMonth(db, auth, range, months),
  ];
  const revenue = await revenueOf(db, auth, range, undefined, months);
  return { stats, series, tops: [], revenue, untracked: [] };
}
