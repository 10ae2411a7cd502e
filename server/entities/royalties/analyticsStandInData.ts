import { createHash } from 'node:crypto';
import { and, asc, inArray, lte, sql } from 'drizzle-orm';
import { ClaimStatus } from '../../../shared/claims';
import type { Database } from '../../platform/db/client';
import type { StandInRevenueDay, StandInRevenueSource } from '../../platform/google/standInAnalytics';
import { manualClaims } from '../claims/table';
import { youtubeVideos } from '../videos/table';

/** Videos the stand-in reports on at most (the demo has far fewer; a scale seed is not read whole). */
const STAND_IN_VIDEOS = 5000;
const DAY_MS = 86_400_000;

/** Each day of [from, to], YYYY-MM-DD. */
function* daysOf(from: string, to: string) {
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += DAY_MS) {
    yield new Date(at).toISOString().slice(0, 10);
  }
}

/**
 * A video's day as the stand-in tells it: views and revenue drawn from a hash of the video and the
 * day (never random, so a month reads the same each time): 50 to 999 views at 1 to 8 USD a thousand.
 */
export function standInDay(videoId: string, day: string): StandInRevenueDay {
  const hash = createHash('sha256').update(`${videoId}|${day}`).digest();
  const views = 50 + (hash.readUInt32BE(0) % 950);
  const perThousand = 1_000_000n + BigInt(hash.readUInt32BE(4) % 7_000_000);
  const revenueMicros = (BigInt(views) * perThousand) / 1000n;
  return { videoId, day, views, revenueMicros, adRevenueMicros: (revenueMicros * 55n) / 100n };
}

/**
 * The revenue the Analytics stand-in serves: the synced videos of the connected channels (uploader
 * self) and the videos of claims in force (third party), each day from its publication or claim on,
 * up to yesterday (YouTube reports a day once it is over).
 */
export function standInRevenueSource(db: Database): StandInRevenueSource {
  return async ({ startDate, endDate, uploaderType }) => {
    const yesterday = new Date(Date.now() - DAY_MS).toISOString().slice(0, 10);
    const last = endDate < yesterday ? endDate : yesterday;
    if (last < startDate) return [];
    const until = new Date(`${last}T23:59:59.999Z`);
    const videos =
      uploaderType === 'self'
        ? await db
            .select({ videoId: youtubeVideos.videoId, since: youtubeVideos.publishedAt })
            .from(youtubeVideos)
            .where(lte(youtubeVideos.publishedAt, until))
            .orderBy(asc(youtubeVideos.videoId))
            .limit(STAND_IN_VIDEOS)
        : await db
            .select({ videoId: manualClaims.videoId, since: sql<Date>`min(${manualClaims.createdAt})` })
            .from(manualClaims)
            .where(
              and(
                inArray(manualClaims.status, [
                  ClaimStatus.ACTIVE,
                  ClaimStatus.DISPUTED,
                  ClaimStatus.APPEALED,
                ]),
                lte(manualClaims.createdAt, until),
                // A claimed video of our own channels is the uploader's (self), never reported twice.
                sql`not exists (select 1 from ${youtubeVideos} v where v.video_id = ${manualClaims.videoId})`,
              ),
            )
            .groupBy(manualClaims.videoId)
            .orderBy(asc(manualClaims.videoId))
            .limit(STAND_IN_VIDEOS);
    const days: StandInRevenueDay[] = [];
    for (const video of videos) {
      // Only YouTube's 11-character ids: anything else would not be a video YouTube reports on.
      if (!/^[\w-]{11}$/.test(video.videoId)) continue;
      const since = new Date(video.since).toISOString().slice(0, 10);
      for (const day of daysOf(since > startDate ? since : startDate, last)) {
        days.push(standInDay(video.videoId, day));
      }
    }
    return days;
  };
}
