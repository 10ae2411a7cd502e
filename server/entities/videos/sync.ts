import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import {
  ChannelStatus,
  TITLE_MAX_LENGTH,
  URL_MAX_LENGTH,
  VIDEO_SYNC_ATTEMPTS,
  VIDEO_SYNC_EVERY_SECONDS,
} from '../../../shared/constants';
import { isAllowedChannelIcon } from '../../../shared/channelIcons';
import { msg } from '../../../shared/serverMessages';
import { channels, type ChannelRow } from '../channels/table';
import { freshAccessToken, googleSettings, type ChannelConnection } from '../channels/connection/connection';
import type { Database } from '../../platform/db/client';
import { GoogleError } from '../../platform/google/client';
import {
  playlistPage,
  uploadsPlaylistOf,
  videosById,
  type YouTubeVideo,
} from '../../platform/google/youtube';
import { HttpError } from '../../platform/http/errors';
import type { Clock } from '../../platform/jobs/clocks';
import type { JobContext, JobHandler } from '../../platform/jobs/handler';
import { enqueueJob, PermanentJobError } from '../../platform/jobs/queue';
import { jobs, JobState } from '../../platform/jobs/table';
import { VIDEO_SYNC_CLOCK, VIDEO_SYNC_JOB } from './jobKinds';
import { nextQuotaDay, QuotaSpentError, spendQuota } from './quota';
import { videoSyncs, VideoSyncState, youtubeVideos } from './table';

/** What a sync needs: the database, how to reach Google, and the daily budget of quota units. */
export interface VideoSyncSetup {
  db: Database;
  connection: ChannelConnection;
  dailyQuota: number;
}

/** A sync's job for this channel that is queued or running, if any. */
export async function pendingSync(db: Database, channelId: string) {
  const [job] = await db
    .select({ id: jobs.id, state: jobs.state, progress: jobs.progress })
    .from(jobs)
    .where(
      and(
        eq(jobs.subjectId, channelId),
        eq(jobs.kind, VIDEO_SYNC_JOB),
        inArray(jobs.state, [JobState.QUEUED, JobState.RUNNING]),
      ),
    )
    .limit(1);
  return job;
}

/** Queues a sync of every connected, active channel that has none pending (the clock's run). */
export async function queueConnectedChannels(db: Database): Promise<void> {
  await db.execute(sql`
    insert into ${jobs} (kind, payload, subject_id, max_attempts)
    select ${VIDEO_SYNC_JOB}::varchar, jsonb_build_object('channelId', c.id), c.id, ${VIDEO_SYNC_ATTEMPTS}::int
    from ${channels} c
    where c.status = ${ChannelStatus.ACTIVE}::smallint and c.refresh_token is not null
      and not exists (
        select 1 from ${jobs} j
        where j.subject_id = c.id and j.kind = ${VIDEO_SYNC_JOB}::varchar and j.state in ('queued', 'running')
      )`);
}

/** Every connected channel is synced on a schedule (VIDEO_SYNC_EVERY_SECONDS). */
export const videoSyncClock = (db: Database, everySeconds = VIDEO_SYNC_EVERY_SECONDS): Clock => ({
  kind: VIDEO_SYNC_CLOCK,
  everySeconds,
  run: () => queueConnectedChannels(db),
});

export const videoSyncHandlers = (setup: VideoSyncSetup): Record<string, JobHandler> => ({
  [VIDEO_SYNC_JOB]: (context) => syncChannelVideos(setup, context),
});

const setSync = (db: Database, channelId: string, values: PgUpdateSetSource<typeof videoSyncs>) =>
  db
    .update(videoSyncs)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(videoSyncs.channelId, channelId));

/** One channel's sync: its uploads read page by page, newest first, down to what the last run saw. */
async function syncChannelVideos(setup: VideoSyncSetup, context: JobContext): Promise<void> {
  const { db } = setup;
  const channelId = String(context.job.payload.channelId);
  const [channel] = await db.select().from(channels).where(eq(channels.id, channelId));
  // A channel deleted since: nothing to read.
  if (!channel || channel.status === ChannelStatus.DELETED) return;
  await db.insert(videoSyncs).values({ channelId }).onConflictDoNothing();
  await setSync(db, channelId, { state: VideoSyncState.RUNNING });
  try {
    await readUploads(setup, channel, context);
  } catch (error) {
    const failure = await recordFailure(setup, channel, context, error);
    if (failure) throw failure;
  }
}

async function readUploads(setup: VideoSyncSetup, channel: ChannelRow, context: JobContext) {
  const { db, connection, dailyQuota } = setup;
  const settings = googleSettings(connection);
  const accessToken = await freshAccessToken(db, connection, channel);
  const [sync] = await db.select().from(videoSyncs).where(eq(videoSyncs.channelId, channel.id));
  const spend = () => spendQuota(db, 1, dailyQuota);

  let playlistId = sync!.uploadsPlaylistId;
  if (!playlistId) {
    await spend();
    playlistId = await uploadsPlaylistOf(settings, accessToken, channel.channelId);
    if (playlistId) await setSync(db, channel.id, { uploadsPlaylistId: playlistId });
  }
  // An interrupted run goes on from the page it reached; a new one starts at the newest upload.
  let pageToken = sync!.resumePageToken ?? undefined;
  let read = pageToken ? sync!.videosRead : 0;
  const seenUpTo = sync!.newestPublishedAt;
  while (playlistId) {
    context.signal.throwIfAborted();
    await spend();
    const page = await playlistPage(settings, accessToken, playlistId, pageToken);
    // The playlist is newest first: past the newest upload the last run stored, the rest is stored too.
    const reachedIndex = seenUpTo
      ? page.entries.findIndex(
          (entry) => entry.publishedAt !== null && entry.publishedAt.getTime() <= seenUpTo.getTime(),
        )
      : -1;
    const fresh = (reachedIndex === -1 ? page.entries : page.entries.slice(0, reachedIndex)).map(
      (entry) => entry.videoId,
    );
    let videos: YouTubeVideo[] = [];
    if (fresh.length > 0) {
      await spend();
      videos = await videosById(settings, accessToken, fresh);
    }
    read += fresh.length;
    const next = reachedIndex === -1 ? page.nextPageToken : null;
    const progress = next ? Math.min(99, Math.floor((read / Math.max(page.totalResults, 1)) * 100)) : 100;
    // The page's videos and the place to go on from are stored together: a retry neither skips nor repeats.
    await db.transaction(async (tx) => {
      await storeVideos(tx, channel.id, videos);
      await setSync(tx, channel.id, { resumePageToken: next, videosRead: read, progress });
    });
    await context.progress(progress);
    if (!next) break;
    pageToken = next;
  }
  await setSync(db, channel.id, {
    state: VideoSyncState.IDLE,
    progress: 100,
    resumePageToken: null,
    lastSyncedAt: sql`now()`,
    lastError: null,
    newestPublishedAt: sql`(select max(v.published_at) from ${youtubeVideos} v where v.channel_id = ${channel.id})`,
  });
}

/** A page's videos, inserted or brought up to date (by their YouTube id) in one statement. */
async function storeVideos(tx: Database, channelId: string, videos: readonly YouTubeVideo[]) {
  if (videos.length === 0) return;
  const now = new Date();
  await tx
    .insert(youtubeVideos)
    .values(
      videos.map((video) => ({
        channelId,
        videoId: video.videoId,
        title: video.title.slice(0, TITLE_MAX_LENGTH),
        // Shown in the page: only from YouTube's image hosts, as channel icons (shared/channelIcons).
        thumbnailUrl:
          video.thumbnailUrl &&
          video.thumbnailUrl.length <= URL_MAX_LENGTH &&
          isAllowedChannelIcon(video.thumbnailUrl)
            ? video.thumbnailUrl
            : null,
        publishedAt: video.publishedAt,
        durationSeconds: video.durationSeconds ?? 0,
        viewCount: video.viewCount,
        privacyStatus: video.privacyStatus.slice(0, 16),
        syncedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: youtubeVideos.videoId,
      set: {
        title: sql`excluded.title`,
        thumbnailUrl: sql`excluded.thumbnail_url`,
        publishedAt: sql`excluded.published_at`,
        durationSeconds: sql`excluded.duration_seconds`,
        viewCount: sql`excluded.view_count`,
        privacyStatus: sql`excluded.privacy_status`,
        syncedAt: sql`excluded.synced_at`,
      },
    });
}

const isRevoked = (error: unknown) =>
  (error instanceof HttpError && error.messageId === 'channel.access_revoked') ||
  (error instanceof GoogleError && error.kind === 'unauthorized');

/** Google may recover from these: the job backs off (the queue's retry) and goes on from its page. */
const isPassing = (error: unknown) =>
  (error instanceof GoogleError && (error.kind === 'quota' || error.kind === 'unavailable')) ||
  (error instanceof HttpError && error.statusCode >= 500);

/**
 * What a failed run leaves: the channel marked for re-authorisation when its access was revoked
 * (its videos kept), a wait for the next quota day when our budget is spent, a retry with backoff
 * when Google is over quota or failing. Answers the error the job ends with; none when it ends well.
 */
async function recordFailure(
  { db }: VideoSyncSetup,
  channel: ChannelRow,
  context: JobContext,
  error: unknown,
): Promise<Error | undefined> {
  const english = error instanceof Error ? error.message : String(error);
  // The worker stopping (or the job's time running out): the queue takes it again, from its page.
  if (context.signal.aborted) {
    await setSync(db, channel.id, { state: VideoSyncState.WAITING });
    return error instanceof Error ? error : new Error(english);
  }
  if (isRevoked(error)) {
    await db.transaction(async (tx) => {
      // Inactive until re-authorised (PUT /channel/access-token/:id makes it active again).
      await tx
        .update(channels)
        .set({ status: ChannelStatus.INACTIVE, updatedAt: sql`now()` })
        .where(eq(channels.id, channel.id));
      await setSync(tx, channel.id, { state: VideoSyncState.REAUTHORISE, lastError: english });
    });
    return new PermanentJobError('channel.access_revoked');
  }
  if (error instanceof QuotaSpentError) {
    await db.transaction(async (tx) => {
      await setSync(tx, channel.id, { state: VideoSyncState.WAITING, lastError: english });
      await enqueueJob(
        tx,
        VIDEO_SYNC_JOB,
        { channelId: channel.id },
        { subjectId: channel.id, maxAttempts: VIDEO_SYNC_ATTEMPTS, runAt: nextQuotaDay() },
      );
    });
    return undefined;
  }
  if (isPassing(error)) {
    const last = context.job.attempts >= context.job.maxAttempts;
    await setSync(db, channel.id, {
      state: last ? VideoSyncState.FAILED : VideoSyncState.WAITING,
      lastError: english,
    });
    return new Error(english);
  }
  await setSync(db, channel.id, { state: VideoSyncState.FAILED, lastError: english });
  return error instanceof GoogleError || error instanceof HttpError
    ? new PermanentJobError(msg('job.failed', { detail: english }))
    : error instanceof Error
      ? error
      : new Error(english);
}
