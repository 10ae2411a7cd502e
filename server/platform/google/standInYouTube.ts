import { createHash } from 'node:crypto';
import { YOUTUBE_PAGE_SIZE } from '../../../shared/constants';

/*
 * The stand-in's YouTube: every channel has uploads made up from its id alone (how many, titles,
 * durations, views, publish times), the same on every run, so a sync can be walked offline and
 * tested. Tests may set a channel's number of uploads (new ones are the newest), make the next call
 * fail as Google does, revoke a channel's grant, and count the calls made.
 */

const ADJECTIVES = [
  'Quiet',
  'Golden',
  'Wild',
  'Hidden',
  'Electric',
  'Lazy',
  'Northern',
  'Midnight',
  'Rainy',
  'Bright',
];
const SUBJECTS = [
  'harbour',
  'market',
  'mountain pass',
  'city lights',
  'forest trail',
  'kitchen',
  'studio',
  'coastline',
  'night train',
  'garden',
];
const FORMATS = [
  'walkthrough',
  'vlog',
  'timelapse',
  'in 4K',
  'diary',
  'tour',
  'session',
  'review',
  'guide',
  'stories',
];

/** The first upload of every channel; each later one follows a few hours after the one before. */
const FIRST_UPLOAD = Date.UTC(2021, 0, 4, 15, 0, 0);
const UPLOAD_SPACING_MS = 5 * 60 * 60 * 1000;

/** A failure the next YouTube call answers with, as Google words it. */
export type StandInFailure = 'quotaExceeded' | 'backendError';

export interface StandInVideo {
  videoId: string;
  channelId: string;
  title: string;
  publishedAt: string;
  duration: string;
  viewCount: number;
  privacyStatus: 'public' | 'unlisted';
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** A whole number from `text`, stable across runs. */
const numberOf = (text: string) => digest(text).readUInt32BE(0);

/** An ISO 8601 duration, as YouTube's contentDetails.duration. */
function isoDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}

/** The uploads playlist YouTube gives a channel: its id with UU for UC. */
export const uploadsPlaylistOf = (channelId: string) => `UU${channelId.slice(2)}`;
const channelOfPlaylist = (playlistId: string) =>
  playlistId.startsWith('UU') ? `UC${playlistId.slice(2)}` : undefined;

/** Page tokens are opaque to the app; here, the offset of the page's first entry. */
const pageTokenOf = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64url');
export function offsetOf(pageToken: string): number | undefined {
  const match = /^offset:(\d{1,9})$/.exec(Buffer.from(pageToken, 'base64url').toString());
  return match ? Number(match[1]) : undefined;
}

/**
 * The API key the stand-in accepts for public data (channels we monitor, searches): made from its
 * client's secret, so the app's settings and the stand-in agree on it with nothing more to configure.
 */
export const standInApiKey = (clientSecret: string) =>
  `AIza${digest(`api-key:${clientSecret}`).toString('base64url').slice(0, 35)}`;

/** The channel a handle names: made up from the handle alone (YouTube's handles ignore case). */
export const channelOfHandle = (handle: string) =>
  `UC${digest(`handle:${handle.replace(/^@/, '').toLowerCase()}`)
    .toString('base64url')
    .slice(0, 22)}`;

/** A public channel as channels.list's snippet gives it. */
export interface StandInChannel {
  id: string;
  title: string;
  handle: string;
}

/** A search result: a video tagged with the hashtag, on a channel of its own. */
export interface StandInSearchHit {
  videoId: string;
  channelId: string;
  channelTitle: string;
  title: string;
  publishedAt: string;
}

/** Hashtag results: the newest was posted this long after the first upload of every channel. */
const SEARCH_SPACING_MS = 3 * 60 * 60 * 1000;

export function createStandInYouTube() {
  const uploadCounts = new Map<string, number>();
  const failures: StandInFailure[] = [];
  const revoked = new Set<string>();
  const calls = { channels: 0, playlistItems: 0, videos: 0 };
  /** search.list calls, apart: the sync's tests count the others exactly. */
  const searches = { calls: 0 };
  /** Channels and handles tests made unknown to YouTube. */
  const hidden = new Set<string>();
  const hashtagCounts = new Map<string, number>();
  /** Video ids back to their channel and place, for videos.list. */
  const known = new Map<string, { channelId: string; index: number }>();

  /** How many uploads a channel has: set by a test, else 5 to 64 from its id. */
  const uploadCount = (channelId: string) =>
    uploadCounts.get(channelId) ?? 5 + (numberOf(`count:${channelId}`) % 60);

  /** The channel's `index`th upload, the oldest being 0. */
  function video(channelId: string, index: number): StandInVideo {
    const seed = numberOf(`video:${channelId}:${index}`);
    const videoId = digest(`id:${channelId}:${index}`).toString('base64url').slice(0, 11);
    known.set(videoId, { channelId, index });
    const offset = numberOf(`offset:${channelId}`) % (24 * 60);
    return {
      videoId,
      channelId,
      title: `${ADJECTIVES[seed % 10]} ${SUBJECTS[(seed >>> 4) % 10]} ${FORMATS[(seed >>> 8) % 10]} #${index + 1}`,
      publishedAt: new Date(FIRST_UPLOAD + offset * 60_000 + index * UPLOAD_SPACING_MS).toISOString(),
      duration: isoDuration(20 + (seed % 3600)),
      viewCount: (seed >>> 12) % 2_000_000,
      privacyStatus: seed % 17 === 0 ? 'unlisted' : 'public',
    };
  }

  /** A channel by id, or the one a handle names (handles given as `@name`); undefined when hidden. */
  function channel(ref: { id: string } | { handle: string }): StandInChannel | undefined {
    const handle = 'handle' in ref ? ref.handle.replace(/^@/, '').toLowerCase() : undefined;
    const id = 'id' in ref ? ref.id : channelOfHandle(handle!);
    if (hidden.has(id) || (handle && hidden.has(`@${handle}`))) return undefined;
    const seed = numberOf(`channel:${id}`);
    const name = handle ?? `${SUBJECTS[seed % 10]!.replace(/ /g, '')}${seed % 1000}`;
    return {
      id,
      title: `${ADJECTIVES[(seed >>> 4) % 10]} ${SUBJECTS[seed % 10]} (${name})`,
      handle: `@${name}`,
    };
  }

  /** How many videos carry a hashtag: set by a test, else 3 to 22 from the tag. */
  const hashtagCount = (tag: string) => hashtagCounts.get(tag) ?? 3 + (numberOf(`tag:${tag}`) % 20);

  /** The `index`th video tagged so, the oldest being 0; each on one of four channels of the tag. */
  function hit(tag: string, index: number): StandInSearchHit {
    const seed = numberOf(`hit:${tag}:${index}`);
    const channelId = `UC${digest(`tag-channel:${tag}:${index % 4}`)
      .toString('base64url')
      .slice(0, 22)}`;
    return {
      videoId: digest(`hit-id:${tag}:${index}`).toString('base64url').slice(0, 11),
      channelId,
      channelTitle: channel({ id: channelId })?.title ?? channelId,
      title: `${ADJECTIVES[seed % 10]} ${SUBJECTS[(seed >>> 4) % 10]} with #${tag}`,
      publishedAt: new Date(FIRST_UPLOAD + index * SEARCH_SPACING_MS).toISOString(),
    };
  }

  return {
    calls,
    searches,
    channel,
    /** YouTube stops knowing this channel id or `@handle` (channels.list answers no item). */
    hideChannel(ref: string) {
      hidden.add(ref.startsWith('@') ? ref.toLowerCase() : ref);
    },
    /** Sets how many videos carry a hashtag (without '#'); raising it adds newer ones. */
    setHashtagCount(tag: string, count: number) {
      hashtagCounts.set(tag.toLowerCase(), count);
    },
    /** search.list for `#tag`, newest first, one page; undefined for a bad token. */
    search(tag: string, pageToken: string | undefined, size = 5) {
      const key = tag.replace(/^#/, '').toLowerCase();
      const total = hashtagCount(key);
      const offset = pageToken === undefined ? 0 : offsetOf(pageToken);
      if (offset === undefined) return undefined;
      const hits: StandInSearchHit[] = [];
      for (let place = offset; place < Math.min(total, offset + size); place += 1) {
        hits.push(hit(key, total - 1 - place));
      }
      return { hits, total, nextPageToken: offset + size < total ? pageTokenOf(offset + size) : undefined };
    },
    /** Sets how many uploads a channel has; raising it adds newer uploads, as posting does. */
    setUploadCount(channelId: string, count: number) {
      uploadCounts.set(channelId, count);
    },
    uploadCount,
    /** The next YouTube calls answer these failures, one each, in order. */
    failNext(...next: StandInFailure[]) {
      failures.push(...next);
    },
    takeFailure: () => failures.shift(),
    /** The channel's grants stop working: its access tokens answer 401, its refresh tokens invalid_grant. */
    revoke(channelId: string) {
      revoked.add(channelId);
    },
    isRevoked: (channelId: string) => revoked.has(channelId),
    uploadsPlaylistOf,
    /** A page of the uploads playlist, newest first; undefined for a playlist that is no channel's. */
    playlistPage(playlistId: string, pageToken: string | undefined, size = YOUTUBE_PAGE_SIZE) {
      const channelId = channelOfPlaylist(playlistId);
      if (!channelId) return undefined;
      const total = uploadCount(channelId);
      const offset = pageToken === undefined ? 0 : offsetOf(pageToken);
      if (offset === undefined) return 'bad_token' as const;
      const entries: StandInVideo[] = [];
      for (let place = offset; place < Math.min(total, offset + size); place += 1) {
        entries.push(video(channelId, total - 1 - place));
      }
      return {
        entries,
        total,
        nextPageToken: offset + size < total ? pageTokenOf(offset + size) : undefined,
      };
    },
    /** The videos of these ids that exist (listed in a playlist before, as the app only asks those). */
    videos(ids: readonly string[]) {
      return ids.flatMap((id) => {
        const place = known.get(id);
        return place && place.index < uploadCount(place.channelId)
          ? [video(place.channelId, place.index)]
          : [];
      });
    },
  };
}

export type StandInYouTube = ReturnType<typeof createStandInYouTube>;
