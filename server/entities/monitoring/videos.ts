import type { Static } from '@sinclair/typebox';
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { FoundVideoState, MonitoredChannelType } from '../../../shared/constants';
import type { Database } from '../../platform/db/client';
import { conflict, notFound } from '../../platform/http/errors';
import { scalar, type ListSpec } from '../../platform/http/listQuery';
import { listTable } from '../../platform/http/listTable';
import type { FoundVideoFilter, FoundVideoListBody } from './schemas';
import { foundVideos, foundVideoTotals, monitoredChannels, type FoundVia } from './table';

type Filter = Omit<Static<typeof FoundVideoFilter>, 'ids'>;

const listSpec: ListSpec<Filter> = {
  // Each with an index ending in the id (table.ts).
  sortable: {
    published_at: foundVideos.publishedAt,
    title: foundVideos.title,
    channel_title: foundVideos.channelTitle,
    found_at: foundVideos.createdAt,
  },
  defaultSort: { field: 'published_at', order: 'DESC' },
  searchable: [foundVideos.title, foundVideos.channelTitle],
  id: foundVideos.id,
  countApart: true,
  filters: {
    state: (state) => eq(foundVideos.state, state),
    has_audio: (hasAudio) => eq(foundVideos.hasAudio, hasAudio),
    channel: (channelId) => eq(foundVideos.channelId, channelId),
    found_via: (via: FoundVia) => eq(foundVideos.foundVia, via),
  },
};

export const foundVideoView = {
  _id: foundVideos.id,
  video_id: foundVideos.videoId,
  channel_id: foundVideos.channelId,
  channel_title: foundVideos.channelTitle,
  title: foundVideos.title,
  thumbnail_url: foundVideos.thumbnailUrl,
  published_at: foundVideos.publishedAt,
  found_via: foundVideos.foundVia,
  hashtag: foundVideos.hashtag,
  has_audio: foundVideos.hasAudio,
  state: foundVideos.state,
  channel_type: sql<MonitoredChannelType | null>`(select m.type from ${monitoredChannels} m where m.channel_id = ${foundVideos}.channel_id and m.status <> 3)`,
  found_at: foundVideos.createdAt,
  updated_at: foundVideos.updatedAt,
  url: sql<string>`'https://www.youtube.com/watch?v=' || ${foundVideos}.video_id`,
};

/** The found videos in a state, with audio or not, found one way, from the kept totals (scalar subquery). */
function keptFoundTotal(filter: Pick<Filter, 'state' | 'has_audio' | 'found_via'>): SQL<number> {
  const where = and(
    filter.state === undefined ? undefined : eq(foundVideoTotals.state, filter.state),
    filter.has_audio === undefined ? undefined : eq(foundVideoTotals.hasAudio, filter.has_audio),
    filter.found_via === undefined ? undefined : eq(foundVideoTotals.foundVia, filter.found_via),
  );
  return sql<number>`(select coalesce(sum(${foundVideoTotals.n}), 0)::int from ${foundVideoTotals} where ${where ?? sql`true`})`;
}

/** One page of the found videos, newest first unless asked otherwise. */
export function listFoundVideos(db: Database, body: Static<typeof FoundVideoListBody>) {
  const filter = body.filter ?? {};
  // A search, an id list or one channel's videos are counted (a channel's on its index); every other
  // list reads the kept totals.
  const kept =
    !body.search?.trim() && !filter.ids && filter.channel === undefined ? keptFoundTotal(filter) : undefined;
  return listTable(db, foundVideos, foundVideoView, listSpec, body, undefined, kept);
}

export async function findFoundVideo(db: Database, id: string) {
  const [row] = await db.select(foundVideoView).from(foundVideos).where(eq(foundVideos.id, id));
  return row;
}

/** Videos of whitelisted channels among these ids: they are never claimed. */
const whitelistedAmong = (ids: readonly string[]) =>
  and(
    inArray(foundVideos.id, [...ids]),
    sql`exists (select 1 from ${monitoredChannels} m where m.channel_id = ${foundVideos}.channel_id
      and m.type = ${MonitoredChannelType.WHITELISTED} and m.status <> 3)`,
  );

/**
 * Sets the state of these videos in one transaction: all or none. Claiming a whitelisted channel's
 * video is refused (409). Answers how many rows were found and changed.
 */
export async function setFoundVideoState(
  db: Database,
  ids: readonly string[],
  state: FoundVideoState,
  hasAudio?: boolean,
  /** When given, every id must be found, else nothing changes (404). */
  expected?: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    if (state === FoundVideoState.CLAIMED) {
      const [row] = await tx.select({ n: count() }).from(foundVideos).where(whitelistedAmong(ids));
      if ((row?.n ?? 0) > 0)
        throw conflict('monitoring.whitelisted_claim', { ids: 'monitoring.whitelisted_claim' });
    }
    const updated = await tx
      .update(foundVideos)
      .set({ state, ...(hasAudio !== undefined && { hasAudio }), updatedAt: sql`now()` })
      .where(inArray(foundVideos.id, [...ids]))
      .returning({ id: foundVideos.id });
    // Rolls the others back: a bulk change is all or none.
    if (expected !== undefined && updated.length !== expected) throw notFound('not_found.found_video');
    return updated.length;
  });
}

/** New found videos with audio of ours: the monitored audio badge. */
export async function countNewAudio(db: Database): Promise<number> {
  return scalar(db, keptFoundTotal({ state: FoundVideoState.NEW, has_audio: true }));
}
