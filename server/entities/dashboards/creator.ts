import { sql } from 'drizzle-orm';
import { ContactUsStatus } from '../../../shared/contactUs';
import { ChannelStatus } from '../../../shared/constants';
import { DASHBOARD_SOON_DAYS } from '../../../shared/dashboards';
import type { AuthContext } from '../../platform/auth/context';
import type { Database } from '../../platform/db/client';
import { agreements } from '../agreements/table';
import { channelCounts, channels } from '../channels/table';
import { claimScope, countClaims } from '../claims/scope';
import { manualClaims } from '../claims/table';
import { contactUsMessages } from '../contactUs/table';
import { InquiryStatus, inquiries } from '../inquiries/table';
import { youtubeVideoCounts, youtubeVideos } from '../videos/table';
import { byMonth, countOf, inMonths, monthly, revenueOf, topOf, type Dashboard, type Range } from './kit';

/** An agreement in force (status 1, as the agreements' own lists). */
const ACTIVE = 1;

/**
 * /dashboard: a creator's channels (kept counts), their videos' views, the claims on them, its
 * agreements ending soon, its open requests (licence inquiries, Contact Us threads) and what it earns.
 */
export async function creatorDashboard(db: Database, auth: AuthContext, range: Range): Promise<Dashboard> {
  const owner = auth.ownerId!;
  const own = sql`(select ${channels.id} from ${channels} where ${channels.creatorId} = ${owner}
    and ${channels.status} <> ${ChannelStatus.DELETED})`;
  const claims = claimScope(auth);
  const stats = [
    {
      key: 'channels',
      count: await countOf(
        db,
        sql`select coalesce(sum(${channelCounts.n}), 0) as n from ${channelCounts}
          where ${channelCounts.creatorId} = ${owner} and ${channelCounts.status} <> ${ChannelStatus.DELETED}`,
      ),
    },
    {
      key: 'videos',
      count: await countOf(
        db,
        sql`select coalesce(sum(${youtubeVideoCounts.n}), 0) as n from ${youtubeVideoCounts}
          where ${youtubeVideoCounts.channelId} in ${own}`,
      ),
    },
    {
      key: 'views',
      count: await countOf(
        db,
        sql`select coalesce(sum(${youtubeVideos.viewCount}), 0) as n from ${youtubeVideos}
          where ${youtubeVideos.channelId} in ${own}`,
      ),
    },
    { key: 'claims', count: await countClaims(db, auth) },
    {
      key: 'agreements_ending',
      count: await countOf(
        db,
        sql`select count(*)::int as n from ${agreements} where ${agreements.creatorId} = ${owner}
          and ${agreements.status} = ${ACTIVE} and ${agreements.endDate} between current_date
          and current_date + ${DASHBOARD_SOON_DAYS}::int`,
      ),
    },
    {
      key: 'inquiries_pending',
      count: await countOf(
        db,
        sql`select count(*)::int as n from ${inquiries} where ${inquiries.creatorId} = ${owner}
          and ${inquiries.status} = ${InquiryStatus.PENDING}`,
      ),
    },
    {
      key: 'messages_open',
      count: await countOf(
        db,
        sql`select count(*)::int as n from ${contactUsMessages} where ${contactUsMessages.creatorId} = ${owner}
          and ${contactUsMessages.status} <> ${ContactUsStatus.CLOSED}`,
      ),
    },
  ];
  const series = [
    await monthly(
      db,
      'claims',
      sql`select ${byMonth(manualClaims.createdAt)} from ${manualClaims}
        where ${inMonths(manualClaims.createdAt, range)} and ${claims} group by 1 order by 1`,
    ),
  ];
  const tops = [
    await topOf(
      db,
      'videos_by_views',
      sql`select ${youtubeVideos.videoId} as "_id", ${youtubeVideos.title} as name, ${youtubeVideos.viewCount} as count
        from ${youtubeVideos} where ${youtubeVideos.channelId} in ${own}
        order by ${youtubeVideos.viewCount} desc, ${youtubeVideos.id}`,
    ),
  ];
  return { stats, series, tops, revenue: await revenueOf(db, auth, range), untracked: [] };
}
