import { sql } from 'drizzle-orm';
import { ClaimStatus } from '../../../shared/claims';
import { FoundVideoState } from '../../../shared/constants';
import type { AuthContext } from '../../platform/auth/context';
import { dayTotalsInMonths } from '../../platform/dayTotals/read';
import { DayKind, MonthKeyKind } from '../../platform/dayTotals/table';
import type { Database } from '../../platform/db/client';
import { scalar } from '../../platform/http/listQuery';
import { claimScope } from '../claims/scope';
import { manualClaims } from '../claims/table';
import { foundVideos, foundVideoTotals, monitoredHashtags } from '../monitoring/table';
import { keptMonitoredChannelCount } from '../monitoring/totals';
import { countNewAudio } from '../monitoring/videos';
import {
  byMonth,
  countOf,
  inMonths,
  monthKeyTopOf,
  keptSeries,
  monthly,
  type Dashboard,
  type Range,
  type TopOptions,
} from './kit';

/** A YouTube channel's title as its most recently published found video gives it (`t._id` is its id). */
const CHANNEL_TITLE = sql`(select f.channel_title from ${foundVideos} f where f.channel_id = t._id
  order by f.published_at desc, f.id desc limit 1)`;

/**
 * /dashboard-social-media: the monitored channels and hashtags (staff's: they are watched for the
 * company), what their scans found, and the claims and takedowns filed over the range. A creator has
 * no monitoring of its own: it sees the claims on its channels' videos.
 */
export async function socialMediaDashboard(
  db: Database,
  auth: AuthContext,
  range: Range,
  _channelId: string | undefined,
  options: TopOptions,
): Promise<Dashboard> {
  const claims = claimScope(auth);
  if (claims !== undefined) {
    const claimsInRange = sql`${manualClaims} where ${inMonths(manualClaims.createdAt, range)}
      and ${manualClaims.status} <> ${ClaimStatus.DELETED} and ${claims}`;
    return {
      stats: [
        { key: 'claims', count: await countOf(db, sql`select count(*)::int as n from ${claimsInRange}`) },
      ],
      series: [
        await monthly(
          db,
          'claims',
          sql`select ${byMonth(manualClaims.createdAt)} from ${claimsInRange} group by 1 order by 1`,
        ),
      ],
      tops: [],
      revenue: null,
      untracked: [],
    };
  }
  // Staff's: the range's counts and months from the kept day totals, the channels watched from their
  // kept status totals, the new matches from the kept found video totals, the channels that found the
  // most from the kept month totals per channel.
  // Each read a statement of its own, asked together (on as many of the pool's connections).
  const [kept, monitored, hashtags, newMatches, newAudio, series, top] = await Promise.all([
    dayTotalsInMonths(db, [DayKind.FOUND_VIDEOS, DayKind.CLAIMS_FILED, DayKind.TAKEDOWNS_FILED], range),
    scalar(db, keptMonitoredChannelCount()),
    countOf(db, sql`select count(*)::int as n from ${monitoredHashtags}`),
    countOf(
      db,
      sql`select coalesce(sum(${foundVideoTotals.n}), 0)::int as n from ${foundVideoTotals}
        where ${foundVideoTotals.state} = ${FoundVideoState.NEW}`,
    ),
    countNewAudio(db),
    keptSeries(db, range, [
      ['found', DayKind.FOUND_VIDEOS],
      ['claims', DayKind.CLAIMS_FILED],
      ['takedowns', DayKind.TAKEDOWNS_FILED],
    ]),
    monthKeyTopOf(db, auth, 'channels_found', MonthKeyKind.FOUND_BY_CHANNEL, range, CHANNEL_TITLE, options),
  ]);
  const stats = [
    { key: 'monitored_channels', count: monitored },
    { key: 'hashtags', count: hashtags },
    { key: 'new_matches', count: newMatches },
    { key: 'new_audio_matches', count: newAudio },
    { key: 'found', count: kept.found_videos },
    { key: 'claims', count: kept.claims_filed },
    { key: 'takedowns', count: kept.takedowns_filed },
  ];
  return 'preparing' in top
    ? { stats, series, tops: [], revenue: null, untracked: [], preparing: top.preparing }
    : { stats, series, tops: [top.top], revenue: null, untracked: [] };
}
