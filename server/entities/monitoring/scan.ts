import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { isAllowedChannelIcon } from '../../../shared/channelIcons';
import {
  AccountStatus,
  MONITORING_HASHTAG_MAX_PAGES,
  MONITORING_SCAN_ATTEMPTS,
  MONITORING_SCAN_EVERY_SECONDS,
  MONITORING_SCAN_JOBS_PER_PERSON,
  MONITORING_SCAN_MAX_PAGES,
  MonitoredChannelType,
  TITLE_MAX_LENGTH,
  URL_MAX_LENGTH,
} from '../../../shared/constants';
import type { Database } from '../../platform/db/client';
import { GoogleError } from '../../platform/google/client';
import {
  playlistPage,
  publicChannel,
  QUOTA_UNITS,
  searchHashtag,
  videosById,
} from '../../platform/google/youtube';
import { HttpError } from '../../platform/http/errors';
import type { Clock } from '../../platform/jobs/clocks';
import type { JobContext, JobHandler } from '../../platform/jobs/handler';
import type { JobLimit } from '../../platform/jobs/limits';
import { enqueueJob, PermanentJobError } from '../../platform/jobs/queue';
import { jobs, JobState } from '../../platform/jobs/table';
import type { ChannelConnection } from '../channels/connection/connection';
import { nextQuotaDay, QuotaSpentError, spendQuota } from '../videos/quota';
import { publicAccess, type PublicAccess } from './google';
import {
  FoundVia,
  foundVideos,
  monitoredChannels,
  monitoredHashtags,
  type MonitoredChannelRow,
} from './table';

/** A scan of every monitored channel and watched hashtag for new videos (payload `{}`). */
export const MONITORING_SCAN_JOB = 'monitoring.scan';
export const MONITORING_SCAN_CLOCK = 'monitoring.scan-clock';
/** "Scan now" requests one person may have pending. */
export const MONITORING_SCAN_JOBS: JobLimit = {
  kinds: [MONITORING_SCAN_JOB],
  max: MONITORING_SCAN_JOBS_PER_PERSON,
};

export interface ScanSetup {
  db: Database;
  connection: ChannelConnection;
  dailyQuota: number;
}

/** The scan queued or running, if any. */
export async function pendingScan(db: Database) {
  const [job] = await db
    .select({ id: jobs.id, progress: jobs.progress })
    .from(jobs)
    .where(and(eq(jobs.kind, MONITORING_SCAN_JOB), inArray(jobs.state, [JobState.QUEUED, JobState.RUNNING])))
    .limit(1);
  return job;
}

/** The clock's run: a scan, unless one is pending. */
export const monitoringScanClock = (db: Database, everySeconds = MONITORING_SCAN_EVERY_SECONDS): Clock => ({
  kind: MONITORING_SCAN_CLOCK,
  everySeconds,
  run: async () => {
    if ((await pendingScan(db)) || !(await scanDue(db, everySeconds))) return;
    await enqueueJob(db, MONITORING_SCAN_JOB, {}, { maxAttempts: MONITORING_SCAN_ATTEMPTS });
  },
});

/** Whether a monitored channel or a hashtag went unscanned for a period (a restart does not rescan). */
async function scanDue(db: Database, everySeconds: number): Promise<boolean> {
  const stale = (column: typeof monitoredChannels.lastScannedAt | typeof monitoredHashtags.lastScannedAt) =>
    or(isNull(column), lt(column, sql`now() - make_interval(secs => ${everySeconds})`));
  const channels = await db
    .select({ id: monitoredChannels.id })
    .from(monitoredChannels)
    .where(
      and(
        eq(monitoredChannels.type, MonitoredChannelType.MONITORED),
        eq(monitoredChannels.status, AccountStatus.ACTIVE),
        stale(monitoredChannels.lastScannedAt),
      ),
    )
    .limit(1);
  if (channels.length > 0) return true;
  const hashtags = await db
    .select({ id: monitoredHashtags.id })
    .from(monitoredHashtags)
    .where(stale(monitoredHashtags.lastScannedAt))
    .limit(1);
  return hashtags.length > 0;
}

export const monitoringScanHandlers = (setup: ScanSetup): Record<string, JobHandler> => ({
  [MONITORING_SCAN_JOB]: (context) => scanAll(setup, context),
});

interface NewVideo {
  videoId: string;
  channelId: string;
  channelTitle: string;
  title: string;
  thumbnailUrl: string | null;
  publishedAt: Date;
  foundVia: FoundVia;
  hashtag: string | null;
  hasAudio: boolean;
}

/** Stores what is new; a video found before (by its YouTube id) keeps its state. */
async function storeFound(db: Database, videos: readonly NewVideo[]) {
  if (videos.length === 0) return;
  await db
    .insert(foundVideos)
    .values(
      videos.map((video) => ({
        ...video,
        title: video.title.slice(0, TITLE_MAX_LENGTH),
        channelTitle: video.channelTitle.slice(0, TITLE_MAX_LENGTH),
        // Shown in staff browsers: only YouTube's image hosts (shared/channelIcons).
        thumbnailUrl:
          video.thumbnailUrl &&
          video.thumbnailUrl.length <= URL_MAX_LENGTH &&
          isAllowedChannelIcon(video.thumbnailUrl)
            ? video.thumbnailUrl
            : null,
      })),
    )
    .onConflictDoNothing({ target: foundVideos.videoId });
}

/** Every monitored channel (never a whitelisted or prospect one), then every hashtag. */
async function scanAll(setup: ScanSetup, context: JobContext): Promise<void> {
  const { db } = setup;
  let access: PublicAccess;
  try {
    access = publicAccess(setup.connection);
  } catch {
    throw new PermanentJobError('monitoring.not_configured');
  }
  const channels = await db
    .select()
    .from(monitoredChannels)
    .where(
      and(
        eq(monitoredChannels.type, MonitoredChannelType.MONITORED),
        eq(monitoredChannels.status, AccountStatus.ACTIVE),
      ),
    )
    .orderBy(sql`${monitoredChannels.lastScannedAt} asc nulls first`, monitoredChannels.id);
  const hashtags = await db.select().from(monitoredHashtags).orderBy(monitoredHashtags.tag);
  const total = Math.max(channels.length + hashtags.length, 1);
  let done = 0;
  const spend = (units: number) => spendQuota(db, units, setup.dailyQuota);
  try {
    for (const channel of channels) {
      context.signal.throwIfAborted();
      await skippingGone(() => scanChannel(db, access, channel, spend));
      await context.progress(Math.floor((++done / total) * 100));
    }
    for (const hashtag of hashtags) {
      context.signal.throwIfAborted();
      await skippingGone(() => scanHashtag(db, access, hashtag, spend));
      await context.progress(Math.floor((++done / total) * 100));
    }
  } catch (error) {
    if (!(error instanceof QuotaSpentError)) throw error;
    // Our day's units are spent: the scan goes on when the next quota day starts.
    await enqueueJob(
      db,
      MONITORING_SCAN_JOB,
      {},
      { maxAttempts: MONITORING_SCAN_ATTEMPTS, runAt: nextQuotaDay() },
    );
  }
}

/**
 * A channel or hashtag Google refuses (gone, private) is skipped, the others scanned; Google's quota
 * and outages stop the scan for the queue to retry with backoff.
 */
async function skippingGone(work: () => Promise<void>) {
  try {
    await work();
  } catch (error) {
    const passing = error instanceof GoogleError && (error.kind === 'quota' || error.kind === 'unavailable');
    if (error instanceof GoogleError && !passing) return;
    if (error instanceof HttpError && error.statusCode < 500) return;
    throw error;
  }
}

/** A channel's uploads, newest first, down to the newest the last scan saw (at most a few pages). */
async function scanChannel(
  db: Database,
  { settings, credential }: PublicAccess,
  channel: MonitoredChannelRow,
  spend: (units: number) => Promise<void>,
) {
  let playlistId = channel.uploadsPlaylistId;
  if (!playlistId) {
    await spend(QUOTA_UNITS.channels);
    playlistId =
      (await publicChannel(settings, credential, { id: channel.channelId }))?.uploadsPlaylistId ?? null;
    if (!playlistId) return;
    await db
      .update(monitoredChannels)
      .set({ uploadsPlaylistId: playlistId })
      .where(eq(monitoredChannels.id, channel.id));
  }
  const seenUpTo = channel.newestPublishedAt;
  let pageToken: string | undefined;
  for (let page = 0; page < MONITORING_SCAN_MAX_PAGES; page += 1) {
    await spend(QUOTA_UNITS.playlistItems);
    const { entries, nextPageToken } = await playlistPage(settings, credential, playlistId, pageToken);
    const reached = seenUpTo
      ? entries.findIndex((entry) => entry.publishedAt !== null && entry.publishedAt <= seenUpTo)
      : -1;
    const fresh = (reached === -1 ? entries : entries.slice(0, reached)).map((entry) => entry.videoId);
    if (fresh.length > 0) {
      await spend(QUOTA_UNITS.videos);
      const videos = await videosById(settings, credential, fresh);
      await storeFound(
        db,
        videos.map((video) => ({
          videoId: video.videoId,
          channelId: channel.channelId,
          channelTitle: channel.title,
          title: video.title,
          thumbnailUrl: video.thumbnailUrl,
          publishedAt: video.publishedAt,
          foundVia: FoundVia.CHANNEL,
          hashtag: null,
          hasAudio: false,
        })),
      );
    }
    if (reached !== -1 || !nextPageToken) break;
    pageToken = nextPageToken;
  }
  await db
    .update(monitoredChannels)
    .set({
      lastScannedAt: sql`now()`,
      newestPublishedAt: sql`(select max(v.published_at) from ${foundVideos} v where v.channel_id = ${channel.channelId})`,
    })
    .where(eq(monitoredChannels.id, channel.id));
}

/**
 * A hashtag's newest videos (search.list, 100 units a page) down to the newest the last scan saw.
 * Videos of whitelisted channels are left out: they are never claimed. A watched hashtag marks our
 * audio, so its videos are found with audio.
 */
async function scanHashtag(
  db: Database,
  { settings, credential }: PublicAccess,
  hashtag: typeof monitoredHashtags.$inferSelect,
  spend: (units: number) => Promise<void>,
) {
  const whitelisted = new Set(
    (
      await db
        .select({ id: monitoredChannels.channelId })
        .from(monitoredChannels)
        .where(eq(monitoredChannels.type, MonitoredChannelType.WHITELISTED))
    ).map((row) => row.id),
  );
  const seenUpTo = hashtag.newestPublishedAt;
  let newest = seenUpTo;
  let pageToken: string | undefined;
  for (let page = 0; page < MONITORING_HASHTAG_MAX_PAGES; page += 1) {
    await spend(QUOTA_UNITS.search);
    const { hits, nextPageToken } = await searchHashtag(settings, credential, hashtag.tag, pageToken);
    const reached = seenUpTo ? hits.findIndex((hit) => hit.publishedAt <= seenUpTo) : -1;
    const fresh = reached === -1 ? hits : hits.slice(0, reached);
    for (const hit of fresh) if (!newest || hit.publishedAt > newest) newest = hit.publishedAt;
    await storeFound(
      db,
      fresh
        .filter((hit) => !whitelisted.has(hit.channelId))
        .map((hit) => ({
          ...hit,
          foundVia: FoundVia.HASHTAG,
          hashtag: hashtag.tag,
          hasAudio: true,
        })),
    );
    if (reached !== -1 || !nextPageToken) break;
    pageToken = nextPageToken;
  }
  await db
    .update(monitoredHashtags)
    .set({ lastScannedAt: sql`now()`, newestPublishedAt: newest })
    .where(eq(monitoredHashtags.id, hashtag.id));
}
