import { sql } from 'drizzle-orm';
import { ClaimStatus } from '../../../shared/claims';
import { DELETED_STATUS, FoundVideoState } from '../../../shared/constants';
import type { AuthContext } from '../../platform/auth/context';
import type { Database } from '../../platform/db/client';
import { claimScope } from '../claims/scope';
import { manualClaims } from '../claims/table';
import { foundVideos, monitoredChannels, monitoredHashtags } from '../monitoring/table';
import { countNewAudio } from '../monitoring/videos';
import { copyrightTakedowns as t } from '../takedowns/table';
import { byMonth, countOf, inMonths, monthly, topOf, type Dashboard, type Range } from './kit';

/**
 * /dashboard-social-media: the monitored channels and hashtags (staff's: they are watched for the
 * company), what their scans found, and the claims and takedowns filed over the range. A creator has
 * no monitoring of its own: it sees the claims on its channels' videos.
 */
export async function socialMediaDashboard(
  db: Database,
  auth: AuthContext,
  range: Range,
): Promise<Dashboard> {
  const claims = claimScope(auth);
  const claimsInRange = sql`${manualClaims} where ${inMonths(manualClaims.createdAt, range)}
    and ${manualClaims.status} <> ${ClaimStatus.DELETED} ${claims ? sql`and ${claims}` : sql``}`;
  const claimStat = {
    key: 'claims',
    count: await countOf(db, sql`select count(*)::int as n from ${claimsInRange}`),
  };
  const claimSeries = await monthly(
    db,
    'claims',
    sql`select ${byMonth(manualClaims.createdAt)} from ${claimsInRange} group by 1 order by 1`,
  );
  if (auth.ownerId !== null)
    return { stats: [claimStat], series: [claimSeries], tops: [], revenue: null, untracked: [] };
  const takedownsInRange = sql`${t} where ${inMonths(t.createdAt, range)} and ${t.status} <> ${DELETED_STATUS}`;
  const found = sql`${foundVideos} where ${inMonths(foundVideos.createdAt, range)}`;
  const stats = [
    {
      key: 'monitored_channels',
      count: await countOf(
        db,
        sql`select count(*)::int as n from ${monitoredChannels} where ${monitoredChannels.status} <> ${DELETED_STATUS}`,
      ),
    },
    { key: 'hashtags', count: await countOf(db, sql`select count(*)::int as n from ${monitoredHashtags}`) },
    {
      key: 'new_matches',
      count: await countOf(
        db,
        sql`select count(*)::int as n from ${foundVideos} where ${foundVideos.state} = ${FoundVideoState.NEW}`,
      ),
    },
    { key: 'new_audio_matches', count: await countNewAudio(db) },
    { key: 'found', count: await countOf(db, sql`select count(*)::int as n from ${found}`) },
    claimStat,
    { key: 'takedowns', count: await countOf(db, sql`select count(*)::int as n from ${takedownsInRange}`) },
  ];
  const series = [
    await monthly(
      db,
      'found',
      sql`select ${byMonth(foundVideos.createdAt)} from ${found} group by 1 order by 1`,
    ),
    claimSeries,
    await monthly(
      db,
      'takedowns',
      sql`select ${byMonth(t.createdAt)} from ${takedownsInRange} group by 1 order by 1`,
    ),
  ];
  const tops = [
    await topOf(
      db,
      'channels_found',
      sql`select ${foundVideos.channelId} as "_id", max(${foundVideos.channelTitle}) as name, count(*)::int as count
        from ${found} group by ${foundVideos.channelId} order by 3 desc, 1`,
    ),
  ];
  return { stats, series, tops, revenue: null, untracked: [] };
}
