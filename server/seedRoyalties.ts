import { createHash } from 'node:crypto';
import { eq, inArray, ne } from 'drizzle-orm';
import { ClaimStatus } from '../shared/claims';
import { ChannelStatus } from '../shared/constants';
import { RevenueImportStatus, RevenueSource } from '../shared/royalties';
import { channels } from './entities/channels/table';
import { manualClaims } from './entities/claims/table';
import { runSplit } from './entities/royalties/earnings/splitRun';
import { revenueImports, revenueLines } from './entities/royalties/table';
import { users } from './entities/users/table';
import { youtubeVideos } from './entities/videos/table';
import type { Database } from './platform/db/client';

/** The demo's months of revenue: the ones before the current month. */
const MONTHS = 4;

/** 'YYYY-MM' of the month `back` months before now's (UTC). */
function monthBack(back: number, now = new Date()): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return date.toISOString().slice(0, 7);
}

/** A stable number from 0 to 1 for a text: the demo's figures vary, the same on every seed. */
const unit = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0) / 0xffffffff;

/**
 * A video's month: views around a share of its lifetime views, earning an RPM of 0.80 to 4.80 USD
 * per thousand views (YouTube's usual range), in micro-units with cents and below, as reports have.
 */
function figuresOf(videoId: string, month: string, lifetimeViews: number) {
  const views = Math.max(50, Math.round((lifetimeViews / 18) * (0.6 + unit(`${videoId}:${month}:v`))));
  const rpmMicros = 800_000 + Math.round(unit(`${videoId}:${month}:r`) * 4_000_000);
  return { views: BigInt(views), amountMicros: (BigInt(views) * BigInt(rpmMicros)) / 1000n };
}

/**
 * A few months of revenue from the YouTube Analytics API as an import would store it (the demo has
 * no API access, so no job fetched them): the demo channels' videos and the third-party videos a
 * demo claim covers. Each month is then split by the real split run (earnings/splitRun.ts), so the
 * earnings pages show its lines: held for claims under dispute, void for released ones.
 */
export async function seedRoyalties(db: Database): Promise<void> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.com'));
  const own = await db
    .select({ videoId: youtubeVideos.videoId, views: youtubeVideos.viewCount, channel: channels.channelId })
    .from(youtubeVideos)
    .innerJoin(channels, eq(channels.id, youtubeVideos.channelId))
    .where(ne(channels.status, ChannelStatus.DELETED));
  const ownIds = new Set(own.map((video) => video.videoId));
  const claimed = await db
    .selectDistinct({ videoId: manualClaims.videoId, channel: manualClaims.channelYoutubeId })
    .from(manualClaims)
    .where(
      inArray(manualClaims.status, [
        ClaimStatus.ACTIVE,
        ClaimStatus.DISPUTED,
        ClaimStatus.RELEASED,
        ClaimStatus.PENDING,
      ]),
    );
  const videos = [
    ...own,
    ...claimed.filter((video) => !ownIds.has(video.videoId)).map((video) => ({ ...video, views: 40_000 })),
  ].sort((a, b) => a.videoId.localeCompare(b.videoId));

  for (let back = MONTHS; back >= 1; back--) {
    const month = monthBack(back);
    const lines = videos.map((video, index) => ({
      ...figuresOf(video.videoId, month, video.views),
      videoId: video.videoId,
      channelYoutubeId: video.channel,
      line: index + 2,
    }));
    const total = lines.reduce((sum, line) => sum + line.amountMicros, 0n);
    const text = lines
      .map((l) => `${l.videoId},${l.channelYoutubeId},${l.views},${l.amountMicros}`)
      .join('\n');
    const [row] = await db
      .insert(revenueImports)
      .values({
        source: RevenueSource.ANALYTICS,
        period: `${month}-01`,
        status: RevenueImportStatus.IMPORTED,
        sha256: createHash('sha256').update(text).digest('hex'),
        bytes: Buffer.byteLength(text),
        progress: 100,
        rowCount: lines.length,
        totalMicros: total,
        createdBy: admin!.id,
        importedBy: admin!.id,
        importedAt: new Date(),
      })
      .returning({ id: revenueImports.id });
    await db
      .insert(revenueLines)
      .values(lines.map((line) => ({ ...line, importId: row!.id, period: `${month}-01` })));
    await runSplit(db, month, admin!.id);
  }
}
