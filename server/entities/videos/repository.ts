import type { Static } from '@sinclair/typebox';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { YOUTUBE_WATCH_URL } from '../../../shared/constants';
import type { AuthContext } from '../../platform/auth/context';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Database } from '../../platform/db/client';
import { compiledView } from '../../platform/db/compiledView';
import { readNamed } from '../../platform/db/prepared';
import { rowsOf } from '../../platform/db/rows';
import { prefixPattern, scalar, type ListSpec } from '../../platform/http/listQuery';
import { listTable } from '../../platform/http/listTable';
import { SearchScope } from '../../platform/search/table';
import { wordsMatch } from '../../platform/search/words';
import { channels } from '../channels/table';
import { visibleChannels } from '../channels/visibility';
import type { VideoFilter, VideoListBody } from './schemas';
import { videoTitleWords, youtubeVideoCounts, youtubeVideos, youtubeVideoTotals } from './table';

/**
 * The videos a caller may see: staff every one, a creator's side their channels', a rights holder's
 * side those of the channels of creators under agreement with them (the channels' own rule).
 */
export function visibleVideos(auth: AuthContext): SQL | undefined {
  const channelRule = visibleChannels(auth);
  if (!channelRule) return undefined;
  return sql`${youtubeVideos.channelId} in (select ${channels.id} from ${channels} where ${channelRule})`;
}

const listSpec: ListSpec<Omit<Static<typeof VideoFilter>, 'ids'>> = {
  // Each with an index ending in the id (see table.ts).
  sortable: {
    published_at: youtubeVideos.publishedAt,
    view_count: youtubeVideos.viewCount,
    duration_seconds: youtubeVideos.durationSeconds,
    title: youtubeVideos.title,
  },
  defaultSort: { field: 'published_at', order: 'DESC' },
  searchable: [],
  // The title's words by their start (on its word index), or the video id by its start (ids are opaque).
  fullText: (search) =>
    sql`(${wordsMatch(videoTitleWords, SearchScope.VIDEO_TITLES, search)}
      or ${youtubeVideos.videoId} like ${prefixPattern(search)})`,
  id: youtubeVideos.id,
  countApart: true,
  filters: {
    channel: (id) => eq(youtubeVideos.channelId, id),
    claimed: (claimed) => eq(youtubeVideos.claimed, claimed),
    privacy_status: (status) => eq(youtubeVideos.privacyStatus, status),
  },
};

const view = {
  _id: youtubeVideos.id,
  video_id: youtubeVideos.videoId,
  title: youtubeVideos.title,
  channel: youtubeVideos.channelId,
  channel_id: sql<string>`(select c.channel_id from ${channels} c where c.id = ${youtubeVideos}.channel_id)`,
  channel_title: sql<string>`(select c.channel_title from ${channels} c where c.id = ${youtubeVideos}.channel_id)`,
  thumbnail_url: youtubeVideos.thumbnailUrl,
  published_at: youtubeVideos.publishedAt,
  duration_seconds: youtubeVideos.durationSeconds,
  view_count: youtubeVideos.viewCount,
  privacy_status: youtubeVideos.privacyStatus,
  claimed: youtubeVideos.claimed,
  synced_at: youtubeVideos.syncedAt,
  url: sql<string>`${YOUTUBE_WATCH_URL} || ${youtubeVideos}.video_id`,
};

/**
 * The number of videos the caller may see, with a claim state and of one channel when asked, from the
 * counts the triggers keep (scalar subquery): staff's over every channel from the two totals, a side's
 * over its channels' counts.
 */
function keptVideoTotal(auth: AuthContext, filter: { channel?: string; claimed?: boolean }): SQL<number> {
  const channelRule = visibleChannels(auth);
  const claimed = (column: typeof youtubeVideoTotals.claimed | typeof youtubeVideoCounts.claimed) =>
    filter.claimed === undefined ? undefined : eq(column, filter.claimed);
  if (!channelRule && !filter.channel) {
    return sql<number>`(select coalesce(sum(${youtubeVideoTotals.n}), 0) from ${youtubeVideoTotals} where ${
      claimed(youtubeVideoTotals.claimed) ?? sql`true`
    })`;
  }
  const where = and(
    filter.channel ? eq(youtubeVideoCounts.channelId, filter.channel) : undefined,
    claimed(youtubeVideoCounts.claimed),
    channelRule &&
      sql`${youtubeVideoCounts.channelId} in (select ${channels.id} from ${channels} where ${channelRule})`,
  );
  return sql<number>`(select coalesce(sum(${youtubeVideoCounts.n}), 0) from ${youtubeVideoCounts} where ${where})`;
}

/** One page of the videos the caller may see, newest first unless asked otherwise. */
export function listVideos(db: Database, body: Static<typeof VideoListBody>, auth: AuthContext) {
  const filter = body.filter ?? {};
  // A search, an id list or the privacy filter is counted; every other list reads the kept counts.
  const kept =
    !body.search?.trim() && !filter.ids && filter.privacy_status === undefined
      ? keptVideoTotal(auth, filter)
      : undefined;
  return listTable(db, youtubeVideos, view, listSpec, body, visibleVideos(auth), kept);
}

/**
 * One video, if the caller may see it: its compiled view by its id, named (a key and the caller's
 * scope; parse and plan were most of the call).
 */
export async function videoFor(db: Database, id: string, auth: AuthContext) {
  const compiled = compiledView(view);
  const [row] = rowsOf<Record<string, unknown>>(
    await readNamed(
      db,
      sql`select ${compiled.selection} from ${youtubeVideos}
        where ${and(eq(youtubeVideos.id, id), visibleVideos(auth))}`,
    ),
  );
  return row && (compiled.decode(row) as SelectResultFields<typeof view>);
}

/** Unclaimed videos among those the caller may see (the menu's badge). */
export async function countUnclaimedVideos(db: Database, auth: AuthContext): Promise<number> {
  return scalar(db, keptVideoTotal(auth, { claimed: false }));
}

/** How many videos of a channel are stored. */
export async function countChannelVideos(db: Database, channelId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(youtubeVideos)
    .where(eq(youtubeVideos.channelId, channelId));
  return row?.n ?? 0;
}
