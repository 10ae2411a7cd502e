import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChannelStatus, YOUTUBE_DAILY_QUOTA_UNITS } from '../../shared/constants';
import { channels } from '../../server/entities/channels/table';
import { VIDEO_SYNC_CLOCK, VIDEO_SYNC_JOB } from '../../server/entities/videos/jobKinds';
import { nextQuotaDay, quotaDayOf } from '../../server/entities/videos/quota';
import { queueConnectedChannels } from '../../server/entities/videos/sync';
import { videoSyncs, youtubeQuotaDays, youtubeVideos } from '../../server/entities/videos/table';
import { jobs } from '../../server/platform/jobs/table';
import { answerOf, createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let creator: string;
let admin: string;
/** The creator's connected channel: its record id and YouTube id. */
let channel: { id: string; channelId: string };

/** A YouTube channel id of 24 characters for this test file. */
const youtubeChannelId = (name: string) => `UC${name.padEnd(22, '0')}`;

async function connectChannel(token: string, channelId: string) {
  const grant = await t.googleGrant(token, channelId);
  const added = await answerOf(t.app, token, 'POST', '/channel/add', { channel_id: channelId, ...grant });
  expect(added.status, added.text).toBe(201);
  return { id: added.body.result._id as string, channelId };
}

const calls = () => ({ ...t.google.youtube.calls });
function resetCalls() {
  Object.assign(t.google.youtube.calls, { channels: 0, playlistItems: 0, videos: 0 });
}

const storedVideos = async (channelId: string) =>
  (await t.db.select({ n: count() }).from(youtubeVideos).where(eq(youtubeVideos.channelId, channelId)))[0]!.n;

const syncOf = async (channelId: string) =>
  (await t.db.select().from(videoSyncs).where(eq(videoSyncs.channelId, channelId)))[0];

/** The channel's sync jobs that are queued or running. */
const pendingJobs = (channelId: string) =>
  t.db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.subjectId, channelId),
        eq(jobs.kind, VIDEO_SYNC_JOB),
        inArray(jobs.state, ['queued', 'running']),
      ),
    );

/** Waits until the channel has no sync pending (the queue's backoff included). */
async function settled(channelId: string, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while ((await pendingJobs(channelId)).length > 0) {
    if (Date.now() > until) throw new Error('the sync did not finish in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function syncNow(token: string, channelId: string) {
  return answerOf(t.app, token, 'POST', `/youtube/video/sync/${channelId}`);
}

const quotaToday = async () =>
  (
    await t.db
      .select()
      .from(youtubeQuotaDays)
      .where(eq(youtubeQuotaDays.day, quotaDayOf(new Date())))
  )[0]?.units ?? 0;

beforeAll(async () => {
  t = await createTestApp();
  creator = await t.login('creator@example.com');
  admin = await t.login('admin@example.com');
  // The sync clock's first run (at the worker's start) is over: the syncs counted below are the tests'.
  await waitFor(async () => {
    const [clock] = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, VIDEO_SYNC_CLOCK), eq(jobs.state, 'queued')));
    return clock !== undefined && clock.runAt.getTime() > Date.now();
  });
  channel = await connectChannel(creator, youtubeChannelId('videosync'));
  t.google.youtube.setUploadCount(channel.channelId, 120);
});
afterAll(() => t.close());

describe('syncing a channel from YouTube', () => {
  it('reads a channel of 120 videos page by page, 1 quota unit a call, newest first', async () => {
    resetCalls();
    const before = await quotaToday();
    const queued = await syncNow(creator, channel.id);
    expect(queued.status, queued.text).toBe(200);
    expect(queued.body.result.job_id).toMatch(/^[0-9a-f-]{36}$/);
    await settled(channel.id);

    // The uploads playlist once, then 3 pages of playlist items and 3 batches of videos (50, 50, 20).
    expect(calls()).toEqual({ channels: 1, playlistItems: 3, videos: 3 });
    expect(await quotaToday()).toBe(before + 7);
    expect(await storedVideos(channel.id)).toBe(120);
    const [job] = await t.db.select().from(jobs).where(eq(jobs.id, queued.body.result.job_id));
    expect(job).toMatchObject({ state: 'succeeded', progress: 100 });

    const state = await answerOf(t.app, admin, 'GET', `/youtube/video/sync/${channel.id}`);
    expect(state.status).toBe(200);
    expect(state.body.result).toMatchObject({
      state: 'idle',
      job_id: null,
      progress: 100,
      videos: 120,
      videos_read: 120,
      last_error: null,
      quota_used_today: before + 7,
      quota_budget: YOUTUBE_DAILY_QUOTA_UNITS,
    });
    expect(state.body.result.last_synced_at).not.toBeNull();
    // The quota is staff's to see.
    const own = await answerOf(t.app, creator, 'GET', `/youtube/video/sync/${channel.id}`);
    expect(own.body.result).not.toHaveProperty('quota_used_today');

    const list = await answerOf(t.app, creator, 'POST', '/youtube/video', {
      filter: { channel: channel.id },
      limit: 60,
    });
    expect(list.status, list.text).toBe(200);
    const { data, total } = list.body.result;
    expect(total).toBe(120);
    const times = data.map((row: { published_at: string }) => Date.parse(row.published_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(data[0]).toMatchObject({
      channel: channel.id,
      channel_id: channel.channelId,
      channel_title: `Title of ${channel.channelId}`,
      thumbnail_url: expect.stringMatching(/^https:\/\/i\.ytimg\.com\/vi\//),
      privacy_status: expect.stringMatching(/^(public|unlisted)$/),
      claimed: false,
      url: `https://www.youtube.com/watch?v=${data[0].video_id}`,
    });
    expect(data[0].duration_seconds).toBeGreaterThan(0);
    expect(data[0].title).toMatch(/#120$/);
  });

  it('reads only the new page on the next run, stopping at the videos already seen', async () => {
    t.google.youtube.setUploadCount(channel.channelId, 125);
    resetCalls();
    const queued = await syncNow(creator, channel.id);
    expect(queued.status).toBe(200);
    await settled(channel.id);
    expect(calls()).toEqual({ channels: 0, playlistItems: 1, videos: 1 });
    expect(await storedVideos(channel.id)).toBe(125);
    expect((await syncOf(channel.id))!.videosRead).toBe(5);
  });

  it('backs off after a YouTube server error, refuses a second sync meanwhile (409), then completes', async () => {
    t.google.youtube.setUploadCount(channel.channelId, 128);
    t.google.youtube.failNext('backendError');
    const queued = await syncNow(creator, channel.id);
    expect(queued.status).toBe(200);
    await waitFor(async () => (await syncOf(channel.id))!.state === 'waiting');
    expect((await syncOf(channel.id))!.lastError).toMatch(/Backend Error/);

    const again = await syncNow(creator, channel.id);
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ channel_id: expect.any(String) });

    await settled(channel.id);
    expect(await storedVideos(channel.id)).toBe(128);
    expect(await syncOf(channel.id)).toMatchObject({ state: 'idle', lastError: null });
    const [job] = await t.db.select().from(jobs).where(eq(jobs.id, queued.body.result.job_id));
    expect(job).toMatchObject({ state: 'succeeded', attempts: 2 });
  });

  it('backs off when YouTube answers quotaExceeded, and goes on once it answers again', async () => {
    t.google.youtube.setUploadCount(channel.channelId, 131);
    t.google.youtube.failNext('quotaExceeded');
    const queued = await syncNow(creator, channel.id);
    expect(queued.status).toBe(200);
    await waitFor(async () => (await syncOf(channel.id))!.state === 'waiting');
    expect((await syncOf(channel.id))!.lastError).toMatch(/quotaExceeded/);
    await settled(channel.id);
    expect(await storedVideos(channel.id)).toBe(131);
    const [job] = await t.db.select().from(jobs).where(eq(jobs.id, queued.body.result.job_id));
    expect(job).toMatchObject({ state: 'succeeded', attempts: 2 });
  });

  it("stops at the daily budget without calling YouTube, and waits for Google's next quota day", async () => {
    t.google.youtube.setUploadCount(channel.channelId, 134);
    // One unit left today: the playlist's page takes it, its videos would be the next.
    const day = quotaDayOf(new Date());
    await t.db
      .insert(youtubeQuotaDays)
      .values({ day, units: YOUTUBE_DAILY_QUOTA_UNITS - 1 })
      .onConflictDoUpdate({ target: youtubeQuotaDays.day, set: { units: YOUTUBE_DAILY_QUOTA_UNITS - 1 } });
    resetCalls();
    const queued = await syncNow(creator, channel.id);
    expect(queued.status).toBe(200);
    await waitFor(async () => {
      const [job] = await t.db.select().from(jobs).where(eq(jobs.id, queued.body.result.job_id));
      return job!.state === 'succeeded';
    });
    expect(calls()).toEqual({ channels: 0, playlistItems: 1, videos: 0 });
    expect(await quotaToday()).toBe(YOUTUBE_DAILY_QUOTA_UNITS);
    expect(await storedVideos(channel.id)).toBe(131);
    expect(await syncOf(channel.id)).toMatchObject({
      state: 'waiting',
      lastError: expect.stringMatching(/quota/),
    });
    // The sync goes on at the next quota day (midnight Pacific), from where it was.
    const [next] = await pendingJobs(channel.id);
    expect(next!.runAt.getTime()).toBe(nextQuotaDay().getTime());
    expect((await syncNow(creator, channel.id)).status).toBe(409);

    // Once the day has turned: the same job runs and completes.
    await t.db.update(youtubeQuotaDays).set({ units: 0 }).where(eq(youtubeQuotaDays.day, day));
    await t.db.update(jobs).set({ runAt: new Date(), turnAt: new Date() }).where(eq(jobs.id, next!.id));
    await settled(channel.id);
    expect(await storedVideos(channel.id)).toBe(134);
  });

  it('marks a channel whose access was revoked for re-authorisation, keeping its videos', async () => {
    const other = await connectChannel(creator, youtubeChannelId('revoked'));
    t.google.youtube.setUploadCount(other.channelId, 12);
    expect((await syncNow(creator, other.id)).status).toBe(200);
    await settled(other.id);
    expect(await storedVideos(other.id)).toBe(12);

    // The access token is refused (401).
    t.google.youtube.revoke(other.channelId);
    const queued = await syncNow(creator, other.id);
    await settled(other.id);
    const [job] = await t.db.select().from(jobs).where(eq(jobs.id, queued.body.result.job_id));
    expect(job).toMatchObject({ state: 'failed', attempts: 1 });
    expect(job!.error).toMatch(/revoked/);
    const [row] = await t.db.select().from(channels).where(eq(channels.id, other.id));
    expect(row!.status).toBe(ChannelStatus.INACTIVE);
    expect(await syncOf(other.id)).toMatchObject({ state: 'reauthorise' });
    expect(await storedVideos(other.id)).toBe(12);

    // The refresh token is refused too (invalid_grant), once the access token has expired.
    await t.db
      .update(channels)
      .set({ status: ChannelStatus.ACTIVE, tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(channels.id, other.id));
    await syncNow(creator, other.id);
    await settled(other.id);
    const [again] = await t.db.select().from(channels).where(eq(channels.id, other.id));
    expect(again!.status).toBe(ChannelStatus.INACTIVE);
    expect(await storedVideos(other.id)).toBe(12);
    // An inactive channel is left out of the scheduled syncs.
    await queueConnectedChannels(t.db);
    expect(await pendingJobs(other.id)).toHaveLength(0);
  });

  it('queues a sync of every connected active channel on its clock, one at a time', async () => {
    await queueConnectedChannels(t.db);
    await queueConnectedChannels(t.db);
    const pending = await pendingJobs(channel.id);
    expect(pending.length).toBeLessThanOrEqual(1);
    await settled(channel.id);
    const [sync] = await t.db.select().from(videoSyncs).where(eq(videoSyncs.channelId, channel.id));
    expect(sync!.state).toBe('idle');
  });
});

describe('the videos list, its count and sync now, by role', () => {
  const channelTotal = async (email: string) => {
    const answer = await answerOf(t.app, await t.login(email), 'POST', '/youtube/video', {
      filter: { channel: channel.id },
    });
    expect(answer.status, answer.text).toBe(200);
    return answer.body.result.total as number;
  };

  it("shows a channel's videos to staff, its creator's side and the rights holders under agreement only", async () => {
    const all = await storedVideos(channel.id);
    expect(all).toBeGreaterThan(100);
    for (const email of [
      'admin@example.com',
      'viewerlimited@example.com',
      'creator@example.com',
      'creatorteam@example.com',
    ])
      expect(await channelTotal(email), email).toBe(all);
    // Northwind holds an agreement with this creator; Orchid does not; Maya is another creator.
    expect(await channelTotal('rightsholder@example.com')).toBe(all);
    expect(await channelTotal('orchid.sounds@example.com')).toBe(0);
    expect(await channelTotal('maya.lens@example.com')).toBe(0);

    const maya = await t.login('maya.lens@example.com');
    expect((await answerOf(t.app, maya, 'GET', `/youtube/video/sync/${channel.id}`)).status).toBe(403);
    expect((await syncNow(maya, channel.id)).status).toBe(403);
    // Rights holders see the videos but do not sync them.
    expect((await syncNow(await t.login('rightsholder@example.com'), channel.id)).status).toBe(403);
  });

  it('searches titles, filters by claim and sorts by views', async () => {
    const [video] = await t.db
      .select()
      .from(youtubeVideos)
      .where(eq(youtubeVideos.channelId, channel.id))
      .orderBy(sql`${youtubeVideos.publishedAt} desc`)
      .limit(1);
    await t.db.update(youtubeVideos).set({ claimed: true }).where(eq(youtubeVideos.id, video!.id));
    const search = await answerOf(t.app, admin, 'POST', '/youtube/video', { search: video!.title });
    expect(search.body.result.data.map((row: { _id: string }) => row._id)).toContain(video!.id);
    for (const row of search.body.result.data)
      expect(row.title.toLowerCase()).toContain(video!.title.toLowerCase());

    const claimed = await answerOf(t.app, admin, 'POST', '/youtube/video', {
      filter: { channel: channel.id, claimed: true },
    });
    expect(claimed.body.result.total).toBe(1);

    const byViews = await answerOf(t.app, admin, 'POST', '/youtube/video', {
      sort: 'view_count',
      order: 'DESC',
    });
    const views = byViews.body.result.data.map((row: { view_count: number }) => row.view_count);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  it('counts the unclaimed videos', async () => {
    const [{ n }] = await t.db
      .select({ n: count() })
      .from(youtubeVideos)
      .where(eq(youtubeVideos.claimed, false));
    const answer = await answerOf(t.app, admin, 'GET', '/youtube/video/unclaimed-count');
    expect(answer.status).toBe(200);
    expect(answer.body.result).toBe(n);
    expect(n).toBeGreaterThan(100);
  });

  it('refuses bad input with 400 naming the field, and unknown channels with 404', async () => {
    const sort = await answerOf(t.app, admin, 'POST', '/youtube/video', { sort: 'password' });
    expect(sort.status).toBe(400);
    expect(sort.body.errors).toHaveProperty('sort');
    const filter = await answerOf(t.app, admin, 'POST', '/youtube/video', { filter: { channel: 'nope' } });
    expect(filter.status).toBe(400);
    expect(JSON.stringify(filter.body.errors)).toMatch(/channel/);
    const unknownFilter = await answerOf(t.app, admin, 'POST', '/youtube/video', { filter: { owner: 'x' } });
    expect(unknownFilter.status).toBe(400);
    expect((await syncNow(admin, 'not-a-uuid')).status).toBe(400);
    expect((await syncNow(admin, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect(
      (await answerOf(t.app, admin, 'GET', '/youtube/video/sync/00000000-0000-4000-8000-000000000000'))
        .status,
    ).toBe(404);
  });
});
