import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { VideoPrivacyStatus } from '../shared/constants';
import { channels } from './entities/channels/table';
import { videoSyncs, youtubeVideos } from './entities/videos/table';
import type { Database } from './platform/db/client';

/** A YouTube-shaped video id (11 characters of base64url), stable for a title. */
const videoIdOf = (title: string) => createHash('sha256').update(title).digest('base64url').slice(0, 11);

type DemoVideo = [
  title: string,
  published: string,
  seconds: number,
  views: number,
  privacy?: VideoPrivacyStatus,
];

/**
 * The demo's synced videos beyond the three of Chloe's channel in seed.ts: a few per channel, so that
 * staff see several channels, the creator and her team hers, Northwind's side those of the creators
 * under its agreements (Chloe and Maya), Orchid's Leo's; some claimed, some unlisted or private.
 */
const DEMO_VIDEOS: Record<string, { claimed: number; videos: DemoVideo[] }> = {
  'Chloe Creates': {
    claimed: 1,
    videos: [
      ['Packing for a week in one backpack', '2024-08-05T09:00:00Z', 612, 7_310],
      ['Sunrise over the Douro valley', '2024-09-14T06:45:00Z', 3_725, 25_004, 'unlisted'],
      ['Channel update (members only)', '2024-10-01T18:00:00Z', 298, 412, 'private'],
    ],
  },
  'Maya Lens Travel': {
    claimed: 2,
    videos: [
      ['Kyoto temples at dawn', '2024-05-18T22:00:00Z', 1_104, 88_215],
      ['Street food of Hanoi', '2024-07-02T11:30:00Z', 1_487, 152_940],
      ['Iceland ring road in 4 minutes', '2024-11-20T14:00:00Z', 241, 61_377],
    ],
  },
  'City Walks 4K': {
    claimed: 0,
    videos: [
      ['Lisbon Alfama walk, rain sounds', '2024-02-11T08:00:00Z', 5_412, 33_108],
      ['Tokyo Shibuya at night', '2024-12-03T13:15:00Z', 4_020, 97_654, 'unlisted'],
    ],
  },
  'Leo Beats': {
    claimed: 1,
    videos: [
      ['Late night lo-fi mix', '2024-04-09T20:00:00Z', 3_600, 201_447],
      ['Making a beat from a kettle', '2024-10-27T17:00:00Z', 853, 12_066],
    ],
  },
  'Lo-fi Study Room': {
    claimed: 0,
    videos: [['Study with me: 2 hours, rain and piano', '2025-01-12T07:00:00Z', 7_200, 58_733]],
  },
};

/** The demo channels' synced videos, as a sync would have stored them, and when each channel last synced. */
export async function seedVideos(db: Database): Promise<void> {
  const found = await db
    .select({ id: channels.id, title: channels.channelTitle })
    .from(channels)
    .where(inArray(channels.channelTitle, Object.keys(DEMO_VIDEOS)));
  const syncedAt = new Date();
  const rows = found.flatMap(({ id, title }) =>
    DEMO_VIDEOS[title]!.videos.map(([name, published, seconds, views, privacy = 'public'], index) => {
      const videoId = videoIdOf(name);
      return {
        channelId: id,
        videoId,
        title: name,
        thumbnailUrl: `https://i.ytimg.com/vi/${videoId}/mqdefault.jpg`,
        publishedAt: new Date(published),
        durationSeconds: seconds,
        viewCount: views,
        privacyStatus: privacy,
        claimed: index < DEMO_VIDEOS[title]!.claimed,
        syncedAt,
      };
    }),
  );
  await db.transaction(async (tx) => {
    await tx.insert(youtubeVideos).values(rows);
    await tx
      .insert(videoSyncs)
      .values(found.map(({ id }) => ({ channelId: id, progress: 100, lastSyncedAt: syncedAt })))
      .onConflictDoNothing();
  });
}
