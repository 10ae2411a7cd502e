import { Type } from '@sinclair/typebox';
import { YOUTUBE_PAGE_SIZE } from '../../../shared/constants';
import { youtubeGet, type GoogleSettings, type YouTubeCredential } from './client';

/*
 * The YouTube Data API calls a channel's sync makes, each 1 quota unit: the channel's uploads
 * playlist (channels.list), its items newest first (playlistItems.list) and their videos (videos.list).
 */

/** What YouTube charges for each call made here (Google's published unit costs). */
export const QUOTA_UNITS = { channels: 1, playlistItems: 1, videos: 1, search: 100 } as const;

/** A video as the sync stores it. */
export interface YouTubeVideo {
  videoId: string;
  title: string;
  /** The medium (else high, else default) thumbnail; null when there is none. */
  thumbnailUrl: string | null;
  publishedAt: Date;
  /** Null when YouTube's duration cannot be read. */
  durationSeconds: number | null;
  viewCount: number;
  privacyStatus: string;
  /** The channel that uploaded it (YouTube's id and title); empty when YouTube left them out. */
  channelId: string;
  channelTitle: string;
}

/** A playlist entry: the video and when it was published (absent for a private or deleted video). */
export interface PlaylistEntry {
  videoId: string;
  publishedAt: Date | null;
}

export interface PlaylistPage {
  entries: PlaylistEntry[];
  nextPageToken: string | null;
  totalResults: number;
}

const Instant = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T' });
const Thumbnail = Type.Object({ url: Type.String({ minLength: 1 }) });

const ChannelDetailsAnswer = Type.Object({
  items: Type.Optional(
    Type.Array(
      Type.Object({
        id: Type.String(),
        contentDetails: Type.Object({
          relatedPlaylists: Type.Object({ uploads: Type.Optional(Type.String({ minLength: 1 })) }),
        }),
      }),
    ),
  ),
});

const PlaylistItemsAnswer = Type.Object({
  nextPageToken: Type.Optional(Type.String({ minLength: 1 })),
  pageInfo: Type.Optional(Type.Object({ totalResults: Type.Optional(Type.Integer({ minimum: 0 })) })),
  items: Type.Optional(
    Type.Array(
      Type.Object({
        contentDetails: Type.Object({
          videoId: Type.String({ minLength: 1, maxLength: 20 }),
          videoPublishedAt: Type.Optional(Instant),
        }),
      }),
    ),
  ),
});

const VideosAnswer = Type.Object({
  items: Type.Optional(
    Type.Array(
      Type.Object({
        id: Type.String({ minLength: 1, maxLength: 20 }),
        snippet: Type.Object({
          title: Type.String(),
          publishedAt: Instant,
          channelId: Type.Optional(Type.String({ maxLength: 64 })),
          channelTitle: Type.Optional(Type.String()),
          thumbnails: Type.Optional(
            Type.Object({
              default: Type.Optional(Thumbnail),
              medium: Type.Optional(Thumbnail),
              high: Type.Optional(Thumbnail),
            }),
          ),
        }),
        contentDetails: Type.Optional(Type.Object({ duration: Type.Optional(Type.String()) })),
        // YouTube sends counts as strings; viewCount is absent when the owner hides it.
        statistics: Type.Optional(
          Type.Object({ viewCount: Type.Optional(Type.String({ pattern: '^\\d+$' })) }),
        ),
        status: Type.Optional(Type.Object({ privacyStatus: Type.Optional(Type.String({ maxLength: 16 })) })),
      }),
    ),
  ),
});

const DURATION = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/** An ISO 8601 duration as YouTube gives it (PT1H2M3S, P1DT2H, P0D) in whole seconds; null if unreadable. */
export function parseDuration(text: string): number | null {
  const match = DURATION.exec(text);
  if (!match || text === 'P' || text.endsWith('T')) return null;
  const [weeks, days, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0));
  return Math.round((((weeks! * 7 + days!) * 24 + hours!) * 60 + minutes!) * 60 + seconds!);
}

/** The channel's uploads playlist (newest first); null when YouTube lists no such channel. */
export async function uploadsPlaylistOf(
  settings: GoogleSettings,
  accessToken: string,
  channelId: string,
): Promise<string | null> {
  const answer = await youtubeGet(
    settings,
    accessToken,
    'channels',
    { part: 'contentDetails', id: channelId },
    ChannelDetailsAnswer,
  );
  const channel = (answer.items ?? []).find((item) => item.id === channelId);
  return channel?.contentDetails.relatedPlaylists.uploads ?? null;
}

/** One page (of YOUTUBE_PAGE_SIZE) of a playlist's entries; the first page without a token. */
export async function playlistPage(
  settings: GoogleSettings,
  accessToken: YouTubeCredential,
  playlistId: string,
  pageToken?: string,
): Promise<PlaylistPage> {
  const answer = await youtubeGet(
    settings,
    accessToken,
    'playlistItems',
    {
      part: 'contentDetails',
      playlistId,
      maxResults: String(YOUTUBE_PAGE_SIZE),
      ...(pageToken && { pageToken }),
    },
    PlaylistItemsAnswer,
  );
  const entries = (answer.items ?? []).map(({ contentDetails }) => ({
    videoId: contentDetails.videoId,
    publishedAt: contentDetails.videoPublishedAt ? new Date(contentDetails.videoPublishedAt) : null,
  }));
  return {
    entries,
    nextPageToken: answer.nextPageToken ?? null,
    totalResults: answer.pageInfo?.totalResults ?? entries.length,
  };
}

/** The videos of up to YOUTUBE_PAGE_SIZE ids; ids YouTube no longer knows are left out. */
export async function videosById(
  settings: GoogleSettings,
  accessToken: YouTubeCredential,
  ids: readonly string[],
): Promise<YouTubeVideo[]> {
  if (ids.length === 0) return [];
  if (ids.length > YOUTUBE_PAGE_SIZE) throw new Error(`videos.list takes at most ${YOUTUBE_PAGE_SIZE} ids`);
  const answer = await youtubeGet(
    settings,
    accessToken,
    'videos',
    {
      part: 'snippet,contentDetails,statistics,status',
      id: ids.join(','),
      maxResults: String(YOUTUBE_PAGE_SIZE),
    },
    VideosAnswer,
  );
  return (answer.items ?? []).map((item) => {
    const thumbnails = item.snippet.thumbnails;
    const duration = item.contentDetails?.duration;
    return {
      videoId: item.id,
      title: item.snippet.title,
      thumbnailUrl: (thumbnails?.medium ?? thumbnails?.high ?? thumbnails?.default)?.url ?? null,
      publishedAt: new Date(item.snippet.publishedAt),
      durationSeconds: duration === undefined ? null : parseDuration(duration),
      viewCount: Number(item.statistics?.viewCount ?? 0),
      privacyStatus: item.status?.privacyStatus ?? 'public',
      channelId: item.snippet.channelId ?? '',
      channelTitle: item.snippet.channelTitle ?? '',
    };
  });
}

/*
 * Public data the monitoring reads with the server's API key (no person's token): a channel by id
 * or handle (channels.list, 1 unit) and a hashtag's newest videos (search.list, 100 units).
 */

/** A public channel as the monitoring keeps it. */
export interface PublicChannel {
  id: string;
  title: string;
  /** '@name', when the channel has one. */
  handle: string | null;
  thumbnailUrl: string | null;
  uploadsPlaylistId: string | null;
}

const PublicChannelsAnswer = Type.Object({
  items: Type.Optional(
    Type.Array(
      Type.Object({
        id: Type.String({ pattern: '^UC[A-Za-z0-9_-]{22}$' }),
        snippet: Type.Object({
          title: Type.String(),
          customUrl: Type.Optional(Type.String({ maxLength: 100 })),
          thumbnails: Type.Optional(
            Type.Object({
              default: Type.Optional(Thumbnail),
              medium: Type.Optional(Thumbnail),
              high: Type.Optional(Thumbnail),
            }),
          ),
        }),
        contentDetails: Type.Optional(
          Type.Object({
            relatedPlaylists: Type.Object({ uploads: Type.Optional(Type.String({ minLength: 1 })) }),
          }),
        ),
      }),
    ),
  ),
});

/** The channel with this id, or the one this handle names; null when YouTube has none. */
export async function publicChannel(
  settings: GoogleSettings,
  credential: YouTubeCredential,
  ref: { id: string } | { handle: string },
): Promise<PublicChannel | null> {
  const answer = await youtubeGet(
    settings,
    credential,
    'channels',
    { part: 'snippet,contentDetails', ...('id' in ref ? { id: ref.id } : { forHandle: ref.handle }) },
    PublicChannelsAnswer,
  );
  const item = answer.items?.[0];
  if (!item) return null;
  const thumbnails = item.snippet.thumbnails;
  const custom = item.snippet.customUrl;
  return {
    id: item.id,
    title: item.snippet.title,
    handle: custom?.startsWith('@') ? custom : null,
    thumbnailUrl: (thumbnails?.medium ?? thumbnails?.high ?? thumbnails?.default)?.url ?? null,
    uploadsPlaylistId: item.contentDetails?.relatedPlaylists.uploads ?? null,
  };
}

/** A video search.list found. */
export interface SearchHit {
  videoId: string;
  channelId: string;
  channelTitle: string;
  title: string;
  publishedAt: Date;
  thumbnailUrl: string | null;
}

const SearchAnswer = Type.Object({
  nextPageToken: Type.Optional(Type.String({ minLength: 1 })),
  items: Type.Optional(
    Type.Array(
      Type.Object({
        id: Type.Object({ videoId: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })) }),
        snippet: Type.Object({
          channelId: Type.String({ minLength: 1, maxLength: 64 }),
          channelTitle: Type.String(),
          title: Type.String(),
          publishedAt: Instant,
          thumbnails: Type.Optional(
            Type.Object({ medium: Type.Optional(Thumbnail), default: Type.Optional(Thumbnail) }),
          ),
        }),
      }),
    ),
  ),
});

/** One page of the newest videos tagged `#hashtag` (search.list: 100 units a call). */
export async function searchHashtag(
  settings: GoogleSettings,
  credential: YouTubeCredential,
  hashtag: string,
  pageToken?: string,
): Promise<{ hits: SearchHit[]; nextPageToken: string | null }> {
  const answer = await youtubeGet(
    settings,
    credential,
    'search',
    {
      part: 'snippet',
      q: `#${hashtag}`,
      type: 'video',
      order: 'date',
      maxResults: String(YOUTUBE_PAGE_SIZE),
      ...(pageToken && { pageToken }),
    },
    SearchAnswer,
  );
  const hits = (answer.items ?? []).flatMap(({ id, snippet }) =>
    id.videoId
      ? [
          {
            videoId: id.videoId,
            channelId: snippet.channelId,
            channelTitle: snippet.channelTitle,
            title: snippet.title,
            publishedAt: new Date(snippet.publishedAt),
            thumbnailUrl: (snippet.thumbnails?.medium ?? snippet.thumbnails?.default)?.url ?? null,
          },
        ]
      : [],
  );
  return { hits, nextPageToken: answer.nextPageToken ?? null };
}
