import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from '@sinclair/typebox';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { DELETED_STATUS, MONITORING_SCAN_ATTEMPTS } from '../../../shared/constants';
import { caller } from '../../platform/auth/plugin';
import type { Database } from '../../platform/db/client';
import { activityLog } from '../../platform/http/activity';
import { conflict, notFound } from '../../platform/http/errors';
import { Answer, IdParams, MessageAnswer } from '../../platform/http/schemas';
import { enqueueJob } from '../../platform/jobs/queue';
import { quotaUsedToday } from '../videos/quota';
import { channelView } from './resource';
import { MONITORING_SCAN_JOB, MONITORING_SCAN_JOBS, pendingScan } from './scan';
import {
  BulkStateAnswer,
  BulkStateBody,
  FoundVideoAnswer,
  FoundVideoListAnswer,
  FoundVideoListBody,
  HashtagBody,
  HashtagsAnswer,
  MonitoredChannelRecord,
  ScanQueuedAnswer,
  ScanStateAnswer,
  StateBody,
  TypeChangeBody,
} from './schemas';
import { monitoredChannels, monitoredHashtags } from './table';
import { findFoundVideo, listFoundVideos, setFoundVideoState } from './videos';

/** The first key of the scan-now advisory lock: a constant no other lock of the app uses. */
const SCAN_NOW_LOCK = 4_242_035;

const channels = (action: 'read' | 'changeType' | 'hashtags' | 'editHashtags' | 'scan') =>
  ({ access: { resource: 'monitoring-channels', action } }) as const;
const videos = (action: 'read' | 'changeState') =>
  ({ access: { resource: 'monitoring-youtube-videos', action } }) as const;

const hashtagView = {
  _id: monitoredHashtags.id,
  tag: monitoredHashtags.tag,
  last_scanned_at: monitoredHashtags.lastScannedAt,
  created_at: monitoredHashtags.createdAt,
};
const listHashtags = (db: Database) =>
  db.select(hashtagView).from(monitoredHashtags).orderBy(asc(monitoredHashtags.tag));

/**
 * Monitoring's calls beyond the channels' CRUD (resource.ts): a channel's type, the watched hashtags,
 * the scan, and the videos found.
 */
export const monitoringRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  jobs?: { nudge(): void };
  youtubeDailyQuota: number;
}> = async (app, { db, jobs, youtubeDailyQuota }) => {
  app.put(
    '/poc/channel/type-change/:id',
    {
      schema: {
        description:
          'Makes a monitored channel monitored (scanned), prospect (a creator to invite) or whitelisted (never scanned nor claimed).',
        params: IdParams,
        body: TypeChangeBody,
        response: { 200: Answer(MonitoredChannelRecord) },
      },
      config: channels('changeType'),
    },
    async (request) => {
      const auth = caller(request);
      const { id } = request.params;
      const after = await db.transaction(async (tx) => {
        const where = and(eq(monitoredChannels.id, id), ne(monitoredChannels.status, DELETED_STATUS));
        const [before] = await tx.select(channelView).from(monitoredChannels).where(where).for('update');
        if (!before) throw notFound('not_found.monitored_channel');
        await tx
          .update(monitoredChannels)
          .set({ type: request.body.type, updatedAt: sql`now()` })
          .where(where);
        const [row] = await tx.select(channelView).from(monitoredChannels).where(where);
        await activityLog().record(tx, auth.userId, [
          { action: 'update', entity: 'monitoring-channels', entityId: id, before, after: row },
        ]);
        return row as Static<typeof MonitoredChannelRecord>;
      });
      return { result: after, message: 'Monitored channel updated.' };
    },
  );

  app.get(
    '/poc/channel/hashtag',
    {
      schema: { description: 'The watched hashtags, by name.', response: { 200: HashtagsAnswer } },
      config: channels('hashtags'),
    },
    async () => ({ result: await listHashtags(db) }),
  );

  app.post(
    '/poc/channel/hashtag',
    {
      schema: {
        description:
          "Watches a hashtag (kept lower case, without its '#'): each scan searches it (search.list, 100 quota units a page). Answers every watched hashtag; 409 when it is watched already.",
        body: HashtagBody,
        response: { 201: HashtagsAnswer },
      },
      config: channels('editHashtags'),
    },
    async (request, reply) => {
      const tag = request.body.tag.replace(/^#/, '').toLowerCase();
      const added = await db
        .insert(monitoredHashtags)
        .values({ tag, addedBy: caller(request).userId })
        .onConflictDoNothing()
        .returning({ id: monitoredHashtags.id });
      if (added.length === 0) throw conflict('monitoring.hashtag_exists', { tag: 'field.already_used' });
      reply.status(201);
      return { result: await listHashtags(db) };
    },
  );

  app.delete(
    '/poc/channel/hashtag/:id',
    {
      schema: {
        description: 'Stops watching a hashtag.',
        params: IdParams,
        response: { 200: MessageAnswer },
      },
      config: channels('editHashtags'),
    },
    async (request) => {
      const removed = await db
        .delete(monitoredHashtags)
        .where(eq(monitoredHashtags.id, request.params.id))
        .returning({ id: monitoredHashtags.id });
      if (removed.length === 0) throw notFound('not_found.hashtag');
      return { message: 'Hashtag removed.' };
    },
  );

  app.post(
    '/poc/channel/scan',
    {
      schema: {
        description:
          'Scan now: queues a scan of the monitored channels and watched hashtags for new videos (409 while one is queued or running).',
        response: { 200: ScanQueuedAnswer },
      },
      config: channels('scan'),
    },
    async (request) => {
      const auth = caller(request);
      const job = await db.transaction(async (tx) => {
        // One request at a time: the check and the queueing see each other's.
        await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(SCAN_NOW_LOCK))}, 0)`);
        if (await pendingScan(tx)) throw conflict('monitoring.scan_pending');
        return enqueueJob(
          tx,
          MONITORING_SCAN_JOB,
          {},
          { maxAttempts: MONITORING_SCAN_ATTEMPTS, requestedBy: auth.userId, limit: MONITORING_SCAN_JOBS },
        );
      });
      jobs?.nudge();
      return { result: { job_id: job.id } };
    },
  );

  app.get(
    '/poc/channel/scan',
    {
      schema: {
        description: "The pending scan and its progress, and today's YouTube quota use.",
        response: { 200: ScanStateAnswer },
      },
      config: channels('read'),
    },
    async () => {
      const [pending, used] = await Promise.all([pendingScan(db), quotaUsedToday(db)]);
      return {
        result: {
          job_id: pending?.id ?? null,
          progress: pending?.progress ?? 0,
          quota_used_today: used,
          quota_budget: youtubeDailyQuota,
        },
      };
    },
  );

  app.post(
    '/poc/video',
    {
      schema: {
        description:
          'The videos the scans found, newest first by default; filtered by state, audio, channel and how they were found; search matches the title and the channel.',
        body: FoundVideoListBody,
        response: { 200: FoundVideoListAnswer },
      },
      config: videos('read'),
    },
    async (request) => ({ result: await listFoundVideos(db, request.body) }),
  );

  app.patch(
    '/poc/video/:id',
    {
      schema: { description: 'One found video.', params: IdParams, response: { 200: FoundVideoAnswer } },
      config: videos('read'),
    },
    async (request) => {
      const found = await findFoundVideo(db, request.params.id);
      if (!found) throw notFound('not_found.found_video');
      return { result: found };
    },
  );

  app.put(
    '/poc/video/state/:id',
    {
      schema: {
        description:
          "Sets a found video's state (new, reviewed, claimed, ignored) and, when given, whether it has our audio; a whitelisted channel's video is never claimed (409).",
        params: IdParams,
        body: StateBody,
        response: { 200: FoundVideoAnswer },
      },
      config: videos('changeState'),
    },
    async (request) => {
      const { state, has_audio: hasAudio } = request.body;
      const changed = await setFoundVideoState(db, [request.params.id], state, hasAudio);
      const found = changed ? await findFoundVideo(db, request.params.id) : undefined;
      if (!found) throw notFound('not_found.found_video');
      return { result: found, message: 'Video updated.' };
    },
  );

  app.put(
    '/poc/video/state',
    {
      schema: {
        description:
          'Sets the state of several found videos in one transaction: all or none (404 if one is missing, 409 if one of a whitelisted channel is to be claimed).',
        body: BulkStateBody,
        response: { 200: BulkStateAnswer },
      },
      config: videos('changeState'),
    },
    async (request) => {
      const { ids, state } = request.body;
      const updated = await setFoundVideoState(db, ids, state, undefined, ids.length);
      return { result: { updated }, message: 'Videos updated.' };
    },
  );
};
