import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETED_STATUS, FoundVideoState, YOUTUBE_DAILY_QUOTA_UNITS } from '../../shared/constants';
import { DASHBOARD_PATHS } from '../../shared/dashboards';
import { foundVideos, monitoredChannels } from '../../server/entities/monitoring/table';
import { MONITORING_SCAN_JOB } from '../../server/entities/monitoring/scan';
import { quotaDayOf } from '../../server/entities/videos/quota';
import { youtubeQuotaDays } from '../../server/entities/videos/table';
import { channelOfHandle } from '../../server/platform/google/standInYouTube';
import { jobs } from '../../server/platform/jobs/table';
import { answerOf, createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
const tokens: Record<string, string> = {};
const STAFF = ['admin', 'manager', 'managerlimited', 'viewer', 'viewerlimited'];
const OTHERS = ['creator', 'rightsholder', 'rhteam', 'creatorteam'];
const VIEWERS = ['viewer', 'viewerlimited'];

const as = (who: string, method: string, url: string, body?: object) =>
  answerOf(t.app, tokens[who]!, method, url, body);
const channelCalls = () => t.google.youtube.calls.channels;
const quotaToday = async () =>
  (
    await t.db
      .select()
      .from(youtubeQuotaDays)
      .where(eq(youtubeQuotaDays.day, quotaDayOf(new Date())))
  )[0]?.units ?? 0;
const foundOf = async (channelId: string) =>
  (await t.db.select({ n: count() }).from(foundVideos).where(eq(foundVideos.channelId, channelId)))[0]!.n;
const pendingScans = () =>
  t.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, MONITORING_SCAN_JOB), inArray(jobs.state, ['queued', 'running'])));

async function scanNow() {
  const queued = await as('admin', 'POST', '/poc/channel/scan');
  expect(queued.status, queued.text).toBe(200);
  const until = Date.now() + 30_000;
  for (;;) {
    const [job] = await t.db.select().from(jobs).where(eq(jobs.id, queued.body.result.job_id));
    if (job!.state === 'succeeded') return job!;
    if (job!.state === 'failed' || Date.now() > until) throw new Error(`scan ${job!.state}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  t = await createTestApp();
  for (const who of [...STAFF, ...OTHERS]) tokens[who] = await t.login(`${who}@example.com`);
});
afterAll(() => t.close());

describe('who may see and change monitoring', () => {
  it('lets every staff type read channels, found videos, hashtags and the audio count', async () => {
    for (const who of STAFF) {
      for (const [method, url] of [
        ['POST', '/poc/channel'],
        ['POST', '/poc/channel/all'],
        ['POST', '/poc/video'],
        ['GET', '/poc/channel/hashtag'],
        ['GET', '/poc/channel/scan'],
        ['GET', '/poc/audio/count'],
      ] as const) {
        const answer = await as(who, method, url, method === 'POST' ? {} : undefined);
        expect(answer.status, `${who} ${url}`).toBe(200);
      }
    }
  });

  it('refuses creators, rights holders and their teams (403)', async () => {
    for (const who of OTHERS) {
      expect((await as(who, 'POST', '/poc/channel', {})).status, who).toBe(403);
      expect((await as(who, 'POST', '/poc/video', {})).status, who).toBe(403);
      expect((await as(who, 'POST', '/poc/channel/add', { channel: '@someone' })).status, who).toBe(403);
      expect((await as(who, 'GET', '/poc/audio/count')).status, who).toBe(403);
    }
  });

  it('keeps viewers read-only', async () => {
    const [seeded] = await t.db.select().from(monitoredChannels).limit(1);
    for (const who of VIEWERS) {
      expect((await as(who, 'POST', '/poc/channel/add', { channel: '@viewerpick' })).status).toBe(403);
      expect(
        (await as(who, 'PUT', `/poc/channel/type-change/${seeded!.id}`, { type: 'prospect' })).status,
      ).toBe(403);
      expect((await as(who, 'DELETE', `/poc/channel/${seeded!.id}`)).status).toBe(403);
      expect((await as(who, 'POST', '/poc/channel/hashtag', { tag: 'viewers' })).status).toBe(403);
      expect((await as(who, 'POST', '/poc/channel/scan')).status).toBe(403);
      expect(
        (await as(who, 'PUT', '/poc/video/state', { ids: [seeded!.id], state: 'reviewed' })).status,
      ).toBe(403);
    }
  });
});

describe('adding a channel by address, handle or id', () => {
  it('resolves a handle through YouTube with the API key', async () => {
    const added = await as('manager', 'POST', '/poc/channel/add', { channel: '@LofiGarden' });
    expect(added.status, added.text).toBe(201);
    expect(added.body.result).toMatchObject({
      channel_id: channelOfHandle('lofigarden'),
      handle: '@lofigarden',
      type: 'monitored',
      status: 1,
      added_by_name: expect.any(String),
    });
    expect(added.body.result.title).toContain('lofigarden');
  });

  it('resolves a channel address and a bare id, as the given type', async () => {
    const id = 'UCaddress000000000000001';
    const byUrl = await as('admin', 'POST', '/poc/channel/add', {
      channel: `https://www.youtube.com/channel/${id}/videos`,
      type: 'prospect',
    });
    expect(byUrl.status, byUrl.text).toBe(201);
    expect(byUrl.body.result).toMatchObject({ channel_id: id, type: 'prospect' });
    const byHandleUrl = await as('admin', 'POST', '/poc/channel/add', {
      channel: 'https://m.youtube.com/@tidepool',
    });
    expect(byHandleUrl.body.result.channel_id).toBe(channelOfHandle('tidepool'));
    const byId = await as('managerlimited', 'POST', '/poc/channel/add', {
      channel: 'UCbareid0000000000000001',
    });
    expect(byId.status, byId.text).toBe(201);
  });

  it('refuses any other address with 400 naming the field, and calls no one', async () => {
    const before = channelCalls();
    for (const channel of [
      'https://evil.example/@lofigarden',
      'http://169.254.169.254/latest/meta-data',
      'https://www.youtube.com.evil.example/channel/UCaddress000000000000001',
      'file:///etc/passwd',
      'not a channel',
    ]) {
      const answer = await as('admin', 'POST', '/poc/channel/add', { channel });
      expect(answer.status, channel).toBe(400);
      expect(answer.body.errors).toHaveProperty('channel');
    }
    expect(channelCalls()).toBe(before);
  });

  it('answers 409 for a channel already watched (an id without asking YouTube)', async () => {
    const again = await as('admin', 'POST', '/poc/channel/add', { channel: '@lofigarden' });
    expect(again.status).toBe(409);
    expect(again.body.errors).toHaveProperty('channel');
    const before = channelCalls();
    const byId = await as('admin', 'POST', '/poc/channel/add', { channel: 'UCaddress000000000000001' });
    expect(byId.status).toBe(409);
    expect(channelCalls()).toBe(before);
  });

  it('answers 400 for a handle YouTube does not know', async () => {
    t.google.youtube.hideChannel('@nobodyhere');
    const answer = await as('admin', 'POST', '/poc/channel/add', { channel: '@nobodyhere' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toHaveProperty('channel');
  });

  it('lists, searches, filters, edits, retypes and deletes', async () => {
    const list = await as('viewer', 'POST', '/poc/channel', {
      search: 'lofigarden',
      sort: 'title',
      order: 'ASC',
    });
    expect(list.body.result.total).toBe(1);
    const id = list.body.result.data[0]._id;
    // The handle alone matches too, and the channel id by its start, but no text across title and handle.
    const [row] = await t.db.select().from(monitoredChannels).where(eq(monitoredChannels.id, id));
    const searched = async (search: string) =>
      (await as('viewer', 'POST', '/poc/channel', { search })).body.result.data.map(
        (found: { _id: string }) => found._id,
      );
    expect(await searched(row!.handle!.slice(2, 8))).toContain(id);
    expect(await searched(row!.channelId.slice(0, 10))).toContain(id);
    expect(await searched(`${row!.title.slice(-3)} ${row!.handle!.slice(0, 3)}`)).not.toContain(id);
    const prospects = await as('viewer', 'POST', '/poc/channel', { filter: { type: 'prospect' } });
    expect(prospects.body.result.data.every((row: { type: string }) => row.type === 'prospect')).toBe(true);
    expect((await as('viewer', 'PATCH', `/poc/channel/${id}`)).body.result._id).toBe(id);
    const edited = await as('admin', 'PUT', `/poc/channel/${id}`, { title: 'Lofi Garden' });
    expect(edited.body.result.title).toBe('Lofi Garden');
    const retyped = await as('admin', 'PUT', `/poc/channel/type-change/${id}`, { type: 'whitelisted' });
    expect(retyped.status, retyped.text).toBe(200);
    expect(retyped.body.result.type).toBe('whitelisted');
    expect((await as('admin', 'PUT', `/poc/channel/type-change/${id}`, { type: 'owned' })).status).toBe(400);
    const lookup = await as('viewer', 'POST', '/poc/channel/all');
    expect(lookup.body.result.map((row: { _id: string }) => row._id)).toContain(id);
    const temporary = await as('admin', 'POST', '/poc/channel/add', { channel: '@shortlived' });
    expect((await as('admin', 'DELETE', `/poc/channel/${temporary.body.result._id}`)).status).toBe(200);
    expect((await as('admin', 'PATCH', `/poc/channel/${temporary.body.result._id}`)).status).toBe(200);
    // Added again, a deleted channel comes back.
    const back = await as('admin', 'POST', '/poc/channel/add', { channel: '@shortlived' });
    expect(back.status, back.text).toBe(201);
    expect(back.body.result).toMatchObject({ _id: temporary.body.result._id, status: 1 });
  });
});

describe('scanning for new videos', () => {
  it('reads monitored channels page by page and hashtags, never whitelisted ones, counting quota', async () => {
    expect((await as('admin', 'POST', '/poc/channel/hashtag', { tag: '#TidePoolSounds' })).status).toBe(201);
    expect((await as('admin', 'POST', '/poc/channel/hashtag', { tag: 'tidepoolsounds' })).status).toBe(409);
    expect(
      (await as('viewer', 'GET', '/poc/channel/hashtag')).body.result.map((h: { tag: string }) => h.tag),
    ).toContain('tidepoolsounds');
    t.google.youtube.setHashtagCount('tidepoolsounds', 7);
    const watched = await as('admin', 'POST', '/poc/channel/add', { channel: '@busychannel' });
    const channelId = watched.body.result.channel_id as string;
    t.google.youtube.setUploadCount(channelId, 120);
    const whitelisted = channelOfHandle('lofigarden');
    t.google.youtube.setUploadCount(whitelisted, 30);
    const hashtags = (await as('admin', 'GET', '/poc/channel/hashtag')).body.result.length as number;
    const searchesBefore = t.google.youtube.searches.calls;
    const quotaBefore = await quotaToday();

    await scanNow();
    expect(await foundOf(channelId)).toBe(120);
    expect(await foundOf(whitelisted)).toBe(0);
    // One search page per hashtag (each under 50 videos), 100 units each, beside the channels' units.
    expect(t.google.youtube.searches.calls - searchesBefore).toBe(hashtags);
    expect((await quotaToday()) - quotaBefore).toBeGreaterThanOrEqual(hashtags * 100 + 6);
    const tagged = await as('viewer', 'POST', '/poc/video', {
      filter: { found_via: 'hashtag', state: 'new' },
      search: 'tidepoolsounds',
    });
    expect(tagged.body.result.total).toBe(7);
    expect(tagged.body.result.data[0]).toMatchObject({ has_audio: true, hashtag: 'tidepoolsounds' });

    // The next scan stops at what it saw: five new uploads, one page.
    t.google.youtube.setUploadCount(channelId, 125);
    const pagesBefore = t.google.youtube.calls.playlistItems;
    await scanNow();
    expect(await foundOf(channelId)).toBe(125);
    const scanned = (
      await t.db
        .select({ n: count() })
        .from(monitoredChannels)
        .where(and(eq(monitoredChannels.type, 'monitored'), eq(monitoredChannels.status, 1)))
    )[0]!.n;
    // One page for each monitored channel: every one reaches what it saw on its first page.
    expect(t.google.youtube.calls.playlistItems - pagesBefore).toBe(scanned);
  });

  it('stops at the daily budget and goes on the next quota day', async () => {
    const day = quotaDayOf(new Date());
    await t.db
      .insert(youtubeQuotaDays)
      .values({ day, units: YOUTUBE_DAILY_QUOTA_UNITS - 50 })
      .onConflictDoUpdate({ target: youtubeQuotaDays.day, set: { units: YOUTUBE_DAILY_QUOTA_UNITS - 50 } });
    const searchesBefore = t.google.youtube.searches.calls;
    await scanNow();
    expect(t.google.youtube.searches.calls).toBe(searchesBefore);
    expect(await quotaToday()).toBeLessThanOrEqual(YOUTUBE_DAILY_QUOTA_UNITS);
    const [later] = await pendingScans();
    expect(later!.runAt.getTime()).toBeGreaterThan(Date.now());
    await t.db.delete(jobs).where(eq(jobs.id, later!.id));
    await t.db.update(youtubeQuotaDays).set({ units: 0 }).where(eq(youtubeQuotaDays.day, day));
  });

  it('refuses "Scan now" to viewers', async () => {
    expect((await as('viewer', 'POST', '/poc/channel/scan')).status).toBe(403);
  });
});

describe('found videos', () => {
  const idsOf = async (state: string, limit: number) =>
    (await as('admin', 'POST', '/poc/video', { filter: { state }, limit })).body.result.data.map(
      (row: { _id: string }) => row._id,
    ) as string[];

  it('changes the state of several in one transaction, all or none', async () => {
    const ids = await idsOf('new', 3);
    const bulk = await as('manager', 'PUT', '/poc/video/state', { ids, state: 'reviewed' });
    expect(bulk.status, bulk.text).toBe(200);
    expect(bulk.body.result.updated).toBe(3);
    const missing = await as('manager', 'PUT', '/poc/video/state', {
      ids: [...(await idsOf('new', 2)), '00000000-0000-4000-8000-000000000000'],
      state: 'ignored',
    });
    expect(missing.status).toBe(404);
    expect(
      (await t.db.select({ n: count() }).from(foundVideos).where(eq(foundVideos.state, 'ignored')))[0]!.n,
    ).toBe(1);
    expect((await as('manager', 'PUT', '/poc/video/state', { ids: [], state: 'reviewed' })).status).toBe(400);
  });

  it('never claims a whitelisted channel video', async () => {
    const [whitelistedVideo] = await t.db
      .select()
      .from(foundVideos)
      .where(eq(foundVideos.videoId, 'nw8launch8h'));
    const other = (await idsOf('new', 1))[0]!;
    const claim = await as('admin', 'PUT', '/poc/video/state', {
      ids: [other, whitelistedVideo!.id],
      state: 'claimed',
    });
    expect(claim.status).toBe(409);
    const [still] = await t.db.select().from(foundVideos).where(eq(foundVideos.id, other));
    expect(still!.state).toBe('new');
    const one = await as('admin', 'PUT', `/poc/video/state/${other}`, { state: 'claimed' });
    expect(one.status, one.text).toBe(200);
    expect(one.body.result.state).toBe('claimed');
  });

  it('counts new videos with audio of ours for the badge', async () => {
    const expected = (
      await t.db
        .select({ n: count() })
        .from(foundVideos)
        .where(and(eq(foundVideos.state, FoundVideoState.NEW), eq(foundVideos.hasAudio, true)))
    )[0]!.n;
    const badge = await as('viewerlimited', 'GET', '/poc/audio/count');
    expect(badge.body.result).toBe(expected);
    expect(expected).toBeGreaterThan(0);
    const [withAudio] = (
      await as('admin', 'POST', '/poc/video', { filter: { state: 'new', has_audio: true } })
    ).body.result.data;
    await as('admin', 'PUT', `/poc/video/state/${withAudio._id}`, { state: 'reviewed' });
    expect((await as('admin', 'GET', '/poc/audio/count')).body.result).toBe(expected - 1);
  });
});

describe('the channels kept per status (monitored_channel_status_totals)', () => {
  const keptAndCounted = async () => ({
    kept: (
      (await t.db.execute(
        sql`select status, n::int as n from monitored_channel_status_totals where n > 0 order by status`,
      )) as unknown as { rows: unknown[] }
    ).rows,
    counted: (
      (await t.db.execute(
        sql`select status, count(*)::int as n from monitored_channels group by status order by status`,
      )) as unknown as { rows: unknown[] }
    ).rows,
  });
  const watched = async () =>
    (
      await t.db
        .select({ n: count() })
        .from(monitoredChannels)
        .where(ne(monitoredChannels.status, DELETED_STATUS))
    )[0]!.n;
  const listTotal = async (filter: object = {}) =>
    (await as('viewer', 'POST', '/poc/channel', { limit: 1, filter })).body.result.total as number;
  const dashboardCount = async () => {
    const answer = await as('viewer', 'POST', `${DASHBOARD_PATHS.socialMedia}`, {});
    expect(answer.status, answer.text).toBe(200);
    return (answer.body.result.stats as Array<{ key: string; count: number }>).find(
      (s) => s.key === 'monitored_channels',
    )!.count;
  };

  it('follow channels added, deleted and added again, and give staff the list total and the dashboard', async () => {
    expect((await keptAndCounted()).kept).toEqual((await keptAndCounted()).counted);
    const added = await as('admin', 'POST', '/poc/channel/add', { channel: '@keptcount' });
    expect(added.status, added.text).toBe(201);
    let { kept, counted } = await keptAndCounted();
    expect(kept).toEqual(counted);
    expect(await listTotal()).toBe(await watched());
    expect(await dashboardCount()).toBe(await watched());
    expect((await as('admin', 'DELETE', `/poc/channel/${added.body.result._id}`)).status).toBe(200);
    ({ kept, counted } = await keptAndCounted());
    expect(kept).toEqual(counted);
    expect(await listTotal()).toBe(await watched());

    // Read from the kept rows: a change made to them behind the app shows, until they are rebuilt;
    // a list narrowed by type is counted on its index.
    await t.db.execute(sql`update monitored_channel_status_totals set n = n + 1000 where status = 1`);
    expect(await listTotal()).toBe((await watched()) + 1000);
    expect(await dashboardCount()).toBe((await watched()) + 1000);
    const prospects = (
      await t.db
        .select({ n: count() })
        .from(monitoredChannels)
        .where(and(eq(monitoredChannels.type, 'prospect'), ne(monitoredChannels.status, DELETED_STATUS)))
    )[0]!.n;
    expect(await listTotal({ type: 'prospect' })).toBe(prospects);
    await t.db.execute(sql`select monitored_channel_status_totals_rebuild()`);
    expect(await listTotal()).toBe(await watched());
  });
});
