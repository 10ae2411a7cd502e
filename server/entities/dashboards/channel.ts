import { sql } from 'drizzle-orm';
import { ChannelStatus } from '../../../shared/constants';
import { DASHBOARD_CHANNEL_CHOICES } from '../../../shared/dashboards';
import { EarningsDimension } from '../../../shared/earnings';
import { isCreatorSide } from '../../../shared/roles';
import type { AuthContext } from '../../platform/auth/context';
import type { Database } from '../../platform/db/client';
import { readNamed } from '../../platform/db/prepared';
import { notFound } from '../../platform/http/errors';
import { channels } from '../channels/table';
import { ClaimStatus } from '../../../shared/claims';
import { manualClaims } from '../claims/table';
import { youtubeVideoCounts, youtubeVideos } from '../videos/table';
import {
  byMonth,
  countOf,
  inMonths,
  monthly,
  revenueOf,
  rowsOf,
  topOf,
  type Dashboard,
  type Range,
} from './kit';

/** The channels a caller may look at: a creator's side its owner's, staff every one; deleted ones aside. */
const visible = (auth: AuthContext) =>
  auth.ownerId === null
    ? sql`${channels.status} <> ${ChannelStatus.DELETED}`
    : isCreatorSide(auth.type)
      ? sql`${channels.creatorId} = ${auth.ownerId} and ${channels.status} <> ${ChannelStatus.DELETED}`
      : sql`false`;

/** The choice with the most videos (kept counts), to open on a channel that has something to show. */
async function busiest<T extends { _id: string }>(db: Database, choices: T[]): Promise<T | undefined> {
  if (choices.length === 0) return undefined;
  const [top] = rowsOf<{ id: string }>(
    await readNamed(
      db,
      sql`select ${youtubeVideoCounts.channelId}::text as id from ${youtubeVideoCounts}
      where ${youtubeVideoCounts.channelId} in (${sql.join(
        choices.map((row) => sql`${row._id}::uuid`),
        sql`, `,
      )})
      group by 1 order by sum(${youtubeVideoCounts.n}) desc, 1 limit 1`,
    ),
  );
  return choices.find((row) => row._id === top?.id) ?? choices[0];
}

/**
 * /dashboard-channel: one channel's videos (kept counts), views, claims and revenue (what the caller
 * earns from it; staff all of it). The channel is the body's, when the caller may see it, or the
 * newest of the choices (the caller's newest channels).
 */
export async function channelDashboard(
  db: Database,
  auth: AuthContext,
  range: Range,
  channelId: string | undefined,
): Promise<Dashboard> {
  const choices = rowsOf<{ _id: string; name: string; youtube: string }>(
    await readNamed(
      db,
      sql`select ${channels.id} as "_id", ${channels.channelTitle} as name, ${channels.channelId} as youtube
      from ${channels} where ${visible(auth)}
      order by ${channels.createdAt} desc, ${channels.id} desc limit ${DASHBOARD_CHANNEL_CHOICES}`,
    ),
  );
  let chosen =
    channelId === undefined ? await busiest(db, choices) : choices.find((row) => row._id === channelId);
  if (channelId !== undefined && !chosen) {
    chosen = rowsOf<{ _id: string; name: string; youtube: string }>(
      await readNamed(
        db,
        sql`select ${channels.id} as "_id", ${channels.channelTitle} as name, ${channels.channelId} as youtube
        from ${channels} where ${channels.id} = ${channelId} and ${visible(auth)}`,
      ),
    )[0];
    if (!chosen) throw notFound('not_found.channel');
    choices.unshift(chosen);
  }
  const choice = {
    channel_id: chosen?._id ?? null,
    channels: choices.map(({ _id, name }) => ({ _id, name })),
  };
  if (!chosen) return { stats: [], series: [], tops: [], revenue: null, untracked: [], choice };
  const id = chosen._id;
  const videoCount = (claimed?: boolean) =>
    countOf(
      db,
      sql`select coalesce(sum(${youtubeVideoCounts.n}), 0) as n from ${youtubeVideoCounts}
        where ${youtubeVideoCounts.channelId} = ${id}
        ${claimed === undefined ? sql`` : sql`and ${youtubeVideoCounts.claimed} = ${claimed}`}`,
    );
  const stats = [
    { key: 'videos', count: await videoCount() },
    { key: 'claimed_videos', count: await videoCount(true) },
    {
      key: 'views',
      count: await countOf(
        db,
        sql`select coalesce(sum(${youtubeVideos.viewCount}), 0) as n from ${youtubeVideos} where ${youtubeVideos.channelId} = ${id}`,
      ),
    },
    {
      key: 'claims',
      count: await countOf(
        db,
        sql`select count(*)::int as n from ${manualClaims} where ${manualClaims.channelYoutubeId} = ${chosen.youtube}
          and ${manualClaims.status} <> ${ClaimStatus.DELETED}`,
      ),
    },
  ];
  const series = [
    await monthly(
      db,
      'videos_published',
      sql`select ${byMonth(youtubeVideos.publishedAt)} from ${youtubeVideos}
        where ${youtubeVideos.channelId} = ${id} and ${inMonths(youtubeVideos.publishedAt, range)} group by 1 order by 1`,
    ),
    await monthly(
      db,
      'claims',
      sql`select ${byMonth(manualClaims.createdAt)} from ${manualClaims}
        where ${manualClaims.channelYoutubeId} = ${chosen.youtube} and ${inMonths(manualClaims.createdAt, range)}
        group by 1 order by 1`,
    ),
  ];
  const tops = [
    await topOf(
      db,
      'videos_by_views',
      sql`select ${youtubeVideos.videoId} as "_id", ${youtubeVideos.title} as name, ${youtubeVideos.viewCount} as count
        from ${youtubeVideos} where ${youtubeVideos.channelId} = ${id}
        order by ${youtubeVideos.viewCount} desc, ${youtubeVideos.id}`,
    ),
  ];
  const revenue = await revenueOf(db, auth, range, { dimension: EarningsDimension.CHANNEL, key: id });
  return { stats, series, tops, revenue, untracked: [], choice };
}
