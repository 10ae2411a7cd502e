import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import { VIDEO_SYNC_ATTEMPTS } from '../../../shared/constants';
import { caller } from '../../platform/auth/plugin';
import { conflict, notFound } from '../../platform/http/errors';
import { IdParams } from '../../platform/http/schemas';
import { enqueueJob } from '../../platform/jobs/queue';
import type { Database } from '../../platform/db/client';
import { channelForCaller } from '../channels/access';
import { VIDEO_SYNC_JOB, VIDEO_SYNC_JOBS } from './jobKinds';
import { quotaUsedToday } from './quota';
import { countChannelVideos, listVideos, videoFor } from './repository';
import { SyncQueuedAnswer, SyncStateAnswer, VideoAnswer, VideoListAnswer, VideoListBody } from './schemas';
import { pendingSync } from './sync';
import { videoSyncs, VideoSyncState } from './table';

/** The first key of the sync-now advisory locks: a constant no other lock of the app uses. */
const SYNC_NOW_LOCK = 4_242_034;

const read = { access: { resource: 'drm-youtube-videos', action: 'read' } } as const;

/** The synced YouTube videos (DRM YouTube Videos), and a channel's sync: asked for, and followed. */
export const videoRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  jobs?: { nudge(): void };
  youtubeDailyQuota: number;
}> = async (app, { db, jobs, youtubeDailyQuota }) => {
  app.post(
    '/youtube/video',
    {
      schema: {
        description:
          "The synced videos the caller may see (staff all; a creator's side its channels'; a rights holder's side those of channels under agreement with it), newest first by default; search matches the title anywhere and the video id by its start.",
        body: VideoListBody,
        response: { 200: VideoListAnswer },
      },
      config: read,
    },
    async (request) => ({ result: await listVideos(db, request.body, caller(request)) }),
  );

  app.get(
    '/youtube/video/:id',
    {
      schema: {
        description: 'One synced video the caller may see (404 otherwise).',
        params: IdParams,
        response: { 200: VideoAnswer },
      },
      config: read,
    },
    async (request) => {
      const video = await videoFor(db, request.params.id, caller(request));
      if (!video) throw notFound();
      return { result: video };
    },
  );

  app.post(
    '/youtube/video/sync/:id',
    {
      schema: {
        description:
          "Sync now: queues a sync of the channel's videos (409 while one is queued or running) and answers its job.",
        params: IdParams,
        response: { 200: SyncQueuedAnswer },
      },
      config: { access: { resource: 'drm-youtube-videos', action: 'sync' } },
    },
    async (request) => {
      const auth = caller(request);
      const channel = await channelForCaller(db, auth, request.params.id, true);
      const job = await db.transaction(async (tx) => {
        // One request at a time per channel: the check and the queueing see each other's.
        await tx.execute(
          sql`select pg_advisory_xact_lock(${sql.raw(String(SYNC_NOW_LOCK))}, hashtext(${channel.id}))`,
        );
        if (await pendingSync(tx, channel.id)) {
          throw conflict('video.sync_pending', { channel_id: 'video.sync_pending' });
        }
        return enqueueJob(
          tx,
          VIDEO_SYNC_JOB,
          { channelId: channel.id },
          {
            subjectId: channel.id,
            maxAttempts: VIDEO_SYNC_ATTEMPTS,
            requestedBy: auth.userId,
            limit: VIDEO_SYNC_JOBS,
          },
        );
      });
      jobs?.nudge();
      return { result: { job_id: job.id } };
    },
  );

  app.get(
    '/youtube/video/sync/:id',
    {
      schema: {
        description:
          "A channel's sync: its state, the pending job and its progress, when it last completed, its last error; staff also see today's YouTube quota.",
        params: IdParams,
        response: { 200: SyncStateAnswer },
      },
      config: read,
    },
    async (request) => {
      const auth = caller(request);
      const channel = await channelForCaller(db, auth, request.params.id, false);
      const [[sync], pending, videos] = await Promise.all([
        db.select().from(videoSyncs).where(eq(videoSyncs.channelId, channel.id)),
        pendingSync(db, channel.id),
        countChannelVideos(db, channel.id),
      ]);
      const staff = auth.ownerId === null;
      return {
        result: {
          state: sync?.state ?? VideoSyncState.IDLE,
          job_id: pending?.id ?? null,
          progress: pending?.progress ?? sync?.progress ?? 0,
          videos_read: sync?.videosRead ?? 0,
          videos,
          last_synced_at: sync?.lastSyncedAt ?? null,
          last_error: sync?.lastError ?? null,
          ...(staff && { quota_used_today: await quotaUsedToday(db), quota_budget: youtubeDailyQuota }),
        },
      };
    },
  );
};
