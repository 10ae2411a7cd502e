import { eq, inArray } from 'drizzle-orm';
import {
  APPEAL_RESPONSE_DAYS,
  ClaimContentType,
  ClaimPolicy,
  ClaimStatus,
  DISPUTE_RESPONSE_DAYS,
  TerritoryRule,
} from '../shared/claims';
import { assets } from './entities/assets/table';
import { channels } from './entities/channels/table';
import { manualClaims, type ClaimSegment } from './entities/claims/table';
import { foundVideos } from './entities/monitoring/table';
import { users } from './entities/users/table';
import { youtubeVideos } from './entities/videos/table';
import type { Database } from './platform/db/client';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const daysAhead = (days: number) => new Date(Date.now() + days * DAY_MS);

const segment = (videoStart: number, videoEnd: number, assetStart = 0): ClaimSegment => ({
  video_start: videoStart,
  video_end: videoEnd,
  asset_start: assetStart,
  asset_end: assetStart + (videoEnd - videoStart),
});

/**
 * Demo manual claims in every state, so each account that may see claims sees some: Northwind's
 * (rightsholder@ and its team rhteam@) on videos the monitoring found, Orchid Sounds' on Chloe's
 * channel (creator@ and creatorteam@ see those, disputed and appealed by them). None was sent to
 * YouTube: the demo has no Content ID credentials.
 */
export async function seedClaims(db: Database): Promise<void> {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(users.email, [
        'admin@example.com',
        'manager@example.com',
        'rightsholder@example.com',
        'rhteam@example.com',
        'orchid.sounds@example.com',
        'creator@example.com',
        'creatorteam@example.com',
      ]),
    );
  const person = (email: string) => people.find((p) => p.email === email)!.id;
  const library = await db
    .select({ id: assets.id, title: assets.title, rightsHolderId: assets.rightsHolderId })
    .from(assets)
    .where(
      inArray(assets.title, [
        'Fjord Morning',
        'Lighthouse Keeper',
        'Aurora Loop',
        'Petal Drums',
        'Night Bloom',
      ]),
    );
  const asset = (title: string) => {
    const row = library.find((a) => a.title === title)!;
    return { assetId: row.id, rightsHolderId: row.rightsHolderId };
  };
  const found = await db
    .select({
      videoId: foundVideos.videoId,
      videoTitle: foundVideos.title,
      channelYoutubeId: foundVideos.channelId,
      channelTitle: foundVideos.channelTitle,
      thumbnailUrl: foundVideos.thumbnailUrl,
    })
    .from(foundVideos);
  const chloe = await db
    .select({
      videoId: youtubeVideos.videoId,
      videoTitle: youtubeVideos.title,
      channelYoutubeId: channels.channelId,
      channelTitle: channels.channelTitle,
      thumbnailUrl: youtubeVideos.thumbnailUrl,
    })
    .from(youtubeVideos)
    .innerJoin(channels, eq(channels.id, youtubeVideos.channelId))
    .where(eq(channels.channelTitle, 'Chloe Creates'));
  const video = (list: typeof found, title: string) => list.find((v) => v.videoTitle === title)!;

  const northwind = {
    filedBy: person('rightsholder@example.com'),
    contentType: ClaimContentType.AUDIO,
    policy: ClaimPolicy.MONETIZE,
  };
  const orchid = {
    filedBy: person('orchid.sounds@example.com'),
    contentType: ClaimContentType.AUDIO,
    policy: ClaimPolicy.MONETIZE,
  };
  await db.insert(manualClaims).values([
    // Northwind's, found by the monitoring.
    {
      ...northwind,
      ...video(found, 'Lofi beats to study to, vol. 12'),
      ...asset('Aurora Loop'),
      segments: [segment(312, 398), segment(1204, 1262, 40)],
      createdAt: daysAgo(1),
    },
    {
      ...northwind,
      filedBy: person('rhteam@example.com'),
      ...video(found, 'Bergen in 48 hours'),
      ...asset('Fjord Morning'),
      segments: [segment(15, 75)],
      contentType: ClaimContentType.AUDIOVISUAL,
      policy: ClaimPolicy.TRACK,
      createdAt: daysAgo(2),
    },
    {
      ...northwind,
      ...video(found, 'Late night harbour mix'),
      ...asset('Lighthouse Keeper'),
      segments: [segment(0, 184)],
      policy: ClaimPolicy.BLOCK,
      territoryRule: TerritoryRule.INCLUDE,
      territories: ['DE', 'AT', 'CH'],
      status: ClaimStatus.ACTIVE,
      createdAt: daysAgo(8),
    },
    {
      ...northwind,
      ...video(found, 'Rainy library ambience, 3 hours'),
      ...asset('Fjord Morning'),
      segments: [segment(3600, 3720)],
      status: ClaimStatus.DISPUTED,
      disputeReason: 'This ambience was recorded by us; the fjord sound is a public domain sample.',
      disputedAt: daysAgo(5),
      disputeDueAt: daysAhead(DISPUTE_RESPONSE_DAYS - 5),
      dueAt: daysAhead(DISPUTE_RESPONSE_DAYS - 5),
      createdAt: daysAgo(6),
    },
    {
      ...northwind,
      ...video(found, 'Harbour Lights (piano cover)'),
      ...asset('Lighthouse Keeper'),
      segments: [segment(20, 45)],
      status: ClaimStatus.RELEASED,
      releasedAt: daysAgo(0.5),
      createdAt: daysAgo(1),
    },
    // Orchid Sounds' beats on Chloe's videos: she holds no agreement with Orchid.
    {
      ...orchid,
      ...video(chloe, 'Lisbon in a day'),
      ...asset('Petal Drums'),
      segments: [segment(65, 140)],
      createdAt: daysAgo(3),
    },
    {
      ...orchid,
      ...video(chloe, 'Night train to Porto'),
      ...asset('Night Bloom'),
      segments: [segment(400, 520, 12)],
      status: ClaimStatus.ACTIVE,
      createdAt: daysAgo(20),
    },
    {
      ...orchid,
      ...video(chloe, 'Packing for a week in one backpack'),
      ...asset('Petal Drums'),
      segments: [segment(0, 48)],
      status: ClaimStatus.DISPUTED,
      disputeReason: 'I bought this beat on a stock site; the licence is attached to my channel notes.',
      disputedBy: person('creator@example.com'),
      disputedAt: daysAgo(12),
      disputeDueAt: daysAhead(DISPUTE_RESPONSE_DAYS - 12),
      dueAt: daysAhead(DISPUTE_RESPONSE_DAYS - 12),
      createdAt: daysAgo(14),
    },
    {
      ...orchid,
      ...video(chloe, 'Sunrise over the Douro valley'),
      ...asset('Night Bloom'),
      segments: [segment(1800, 1925)],
      status: ClaimStatus.APPEALED,
      disputeReason: 'The music is my own recording of a street musician.',
      disputedBy: person('creator@example.com'),
      disputedAt: daysAgo(40),
      disputeDueAt: daysAgo(10),
      upheldAt: daysAgo(25),
      appealReason: 'The musician gave written permission; the melody is not Night Bloom.',
      appealedBy: person('creatorteam@example.com'),
      appealedAt: daysAgo(9),
      appealDueAt: daysAhead(APPEAL_RESPONSE_DAYS - 9),
      dueAt: daysAhead(APPEAL_RESPONSE_DAYS - 9),
      createdAt: daysAgo(45),
    },
    {
      ...orchid,
      ...video(chloe, 'Fjord kayaking'),
      ...asset('Night Bloom'),
      segments: [segment(200, 260)],
      status: ClaimStatus.RELEASED,
      disputeReason: 'No music of Orchid Sounds is in this video.',
      disputedBy: person('creator@example.com'),
      disputedAt: daysAgo(30),
      disputeDueAt: daysAgo(0),
      releasedAt: daysAgo(28),
      createdAt: daysAgo(33),
    },
  ]);
}
