import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETED_STATUS } from '../../shared/constants';
import { agreements } from '../../server/entities/agreements/table';
import { channels } from '../../server/entities/channels/table';
import { youtubeVideos } from '../../server/entities/videos/table';
import { users } from '../../server/entities/users/table';
import { answerOf, call, createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
const tokens = new Map<string, string>();
const tokenOf = async (email: string) => {
  if (!tokens.has(email)) tokens.set(email, await t.login(email));
  return tokens.get(email)!;
};

interface Row {
  _id: string;
  video_id: string;
  title: string;
  channel: string;
  channel_title: string;
  published_at: string;
  duration_seconds: number;
  view_count: number;
  privacy_status: string;
  claimed: boolean;
  url: string;
}

async function list(email: string, body: object = {}) {
  const answer = await answerOf(t.app, await tokenOf(email), 'POST', '/youtube/video', {
    limit: 100,
    ...body,
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.result as { data: Row[]; total: number };
}

const idOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

/** The ids of the videos of these creators' channels, straight from the tables. */
async function videosOfCreators(creatorIds: string[]) {
  if (creatorIds.length === 0) return [];
  const rows = await t.db
    .select({ id: youtubeVideos.id })
    .from(youtubeVideos)
    .innerJoin(channels, eq(channels.id, youtubeVideos.channelId))
    .where(inArray(channels.creatorId, creatorIds));
  return rows.map((row) => row.id).sort();
}

/** The creators a rights holder holds (not deleted) agreements with. */
async function licensedCreators(rightsHolderEmail: string) {
  const rows = await t.db
    .selectDistinct({ id: agreements.creatorId })
    .from(agreements)
    .where(
      and(
        eq(agreements.rightsHolderId, await idOf(rightsHolderEmail)),
        ne(agreements.status, DELETED_STATUS),
      ),
    );
  return rows.map((row) => row.id);
}

const idsOf = (rows: Row[]) => rows.map((row) => row._id).sort();

beforeAll(async () => {
  t = await createTestApp({ noWorker: true });
});
afterAll(() => t.close());

describe('DRM YouTube Videos: who sees which videos', () => {
  it('shows staff of every type every synced video', async () => {
    const all = (await t.db.select({ id: youtubeVideos.id }).from(youtubeVideos)).map((r) => r.id).sort();
    expect(all.length).toBeGreaterThanOrEqual(14);
    for (const email of [
      'admin@example.com',
      'manager@example.com',
      'managerlimited@example.com',
      'viewer@example.com',
      'viewerlimited@example.com',
    ]) {
      const page = await list(email);
      expect(page.total, email).toBe(all.length);
      expect(idsOf(page.data), email).toEqual(all);
    }
  });

  it("shows a creator and their team member the creator's channels' videos only", async () => {
    const chloe = await videosOfCreators([await idOf('creator@example.com')]);
    expect(chloe.length).toBe(6);
    for (const email of ['creator@example.com', 'creatorteam@example.com']) {
      expect(idsOf((await list(email)).data), email).toEqual(chloe);
    }
    expect(idsOf((await list('maya.lens@example.com')).data)).toEqual(
      await videosOfCreators([await idOf('maya.lens@example.com')]),
    );
    expect((await list('newcreator@example.com')).total).toBe(0);
  });

  it('shows a rights holder and their team member the videos of the channels under agreement with them', async () => {
    const northwind = await videosOfCreators(await licensedCreators('rightsholder@example.com'));
    // Chloe's six and Maya's five: Northwind holds agreements with both, not with Leo.
    expect(northwind.length).toBe(11);
    for (const email of ['rightsholder@example.com', 'rhteam@example.com']) {
      expect(idsOf((await list(email)).data), email).toEqual(northwind);
    }
    const orchid = await list('orchid.sounds@example.com');
    expect(idsOf(orchid.data)).toEqual(
      await videosOfCreators(await licensedCreators('orchid.sounds@example.com')),
    );
    expect(orchid.data.every((row) => ['Leo Beats', 'Lo-fi Study Room'].includes(row.channel_title))).toBe(
      true,
    );
    expect((await list('newrightsholder@example.com')).total).toBe(0);
  });

  it('follows a team member who switches to another owner', async () => {
    const login = await call(t.app, undefined, 'POST', '/api/user/login', {
      email: 'rhteam@example.com',
      password: 'Demo-1234',
    });
    const { token, login_id: userId } = login.json() as { token: string; login_id: string };
    const switched = await call(t.app, token, 'POST', '/api/user/content/owner/switch', {
      user_id: userId,
      content_owner_id: await idOf('newrightsholder@example.com'),
    });
    expect(switched.statusCode).toBe(200);
    const answer = await answerOf(t.app, token, 'POST', '/youtube/video', {});
    expect(answer.body.result.total).toBe(0);
  });

  it('answers one video to those who see it, 404 to the others', async () => {
    const [leo] = (await list('orchid.sounds@example.com')).data;
    const url = `/youtube/video/${leo!._id}`;
    const own = await answerOf(t.app, await tokenOf('orchid.sounds@example.com'), 'GET', url);
    expect(own.status).toBe(200);
    expect(own.body.result).toMatchObject({ _id: leo!._id, video_id: leo!.video_id });
    expect((await answerOf(t.app, await tokenOf('admin@example.com'), 'GET', url)).status).toBe(200);
    for (const email of ['creator@example.com', 'rightsholder@example.com', 'rhteam@example.com']) {
      expect((await answerOf(t.app, await tokenOf(email), 'GET', url)).status, email).toBe(404);
    }
  });

  it('refuses the sync to a rights holder, and a creator on a channel not theirs', async () => {
    const [leoChannel] = await t.db.select().from(channels).where(eq(channels.channelTitle, 'Leo Beats'));
    const path = `/youtube/video/sync/${leoChannel!.id}`;
    expect((await answerOf(t.app, await tokenOf('rightsholder@example.com'), 'POST', path)).status).toBe(403);
    expect((await answerOf(t.app, await tokenOf('viewer@example.com'), 'POST', path)).status).toBe(403);
    // A channel not theirs is someone else's to a creator (the channels' rule: 403, not 404).
    expect((await answerOf(t.app, await tokenOf('creator@example.com'), 'POST', path)).status).toBe(403);
    // Reading its state is the readers': Orchid sees Leo's channel; Chloe does not.
    expect((await answerOf(t.app, await tokenOf('orchid.sounds@example.com'), 'GET', path)).status).toBe(200);
    expect((await answerOf(t.app, await tokenOf('creator@example.com'), 'GET', path)).status).toBe(403);
  });
});

describe('DRM YouTube Videos: the list', () => {
  it('is newest first by default, each row with its channel and a YouTube link', async () => {
    const { data } = await list('admin@example.com');
    const times = data.map((row) => Date.parse(row.published_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const row of data) {
      expect(row.url).toBe(`https://www.youtube.com/watch?v=${row.video_id}`);
      expect(row.channel_title).not.toBe('');
    }
  });

  it.each([
    ['view_count', 'ASC'],
    ['view_count', 'DESC'],
    ['duration_seconds', 'ASC'],
    ['duration_seconds', 'DESC'],
    ['title', 'ASC'],
    ['published_at', 'ASC'],
  ] as const)('sorts by %s %s', async (sort, order) => {
    const { data } = await list('admin@example.com', { sort, order });
    const values = data.map((row) => (sort === 'published_at' ? Date.parse(row[sort]) : row[sort]));
    const sorted = [...values].sort((a, b) =>
      typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b)),
    );
    if (sort !== 'title') expect(values).toEqual(order === 'ASC' ? sorted : sorted.reverse());
    else expect(values.length).toBeGreaterThan(1);
  });

  it('pages with a stable order: two pages of five are the first ten', async () => {
    const ten = (await list('admin@example.com', { limit: 10 })).data.map((row) => row._id);
    const first = (await list('admin@example.com', { page: 1, limit: 5 })).data.map((row) => row._id);
    const second = (await list('admin@example.com', { page: 2, limit: 5 })).data.map((row) => row._id);
    expect([...first, ...second]).toEqual(ten);
  });

  it('filters by channel, claim state and privacy, within what the caller sees', async () => {
    const [maya] = await t.db.select().from(channels).where(eq(channels.channelTitle, 'Maya Lens Travel'));
    const byChannel = await list('admin@example.com', { filter: { channel: maya!.id } });
    expect(byChannel.total).toBe(3);
    expect(byChannel.data.every((row) => row.channel === maya!.id)).toBe(true);
    // Chloe does not see Maya's channel: the filter narrows her share, never widens it.
    expect((await list('creator@example.com', { filter: { channel: maya!.id } })).total).toBe(0);

    const claimed = await list('creator@example.com', { filter: { claimed: true } });
    const unclaimed = await list('creator@example.com', { filter: { claimed: false } });
    expect(claimed.total).toBe(2);
    expect(claimed.data.every((row) => row.claimed)).toBe(true);
    expect(unclaimed.data.every((row) => !row.claimed)).toBe(true);
    expect(claimed.total + unclaimed.total).toBe((await list('creator@example.com')).total);

    for (const privacy of ['public', 'unlisted', 'private'] as const) {
      const rows = await list('admin@example.com', { filter: { privacy_status: privacy } });
      expect(rows.total, privacy).toBeGreaterThan(0);
      expect(rows.data.every((row) => row.privacy_status === privacy)).toBe(true);
    }
  });

  it("searches the title's words by their start and the video id by its start", async () => {
    const byTitle = await list('admin@example.com', { search: 'DOURO' });
    expect(byTitle.data.map((row) => row.title)).toEqual(['Sunrise over the Douro valley']);
    const byStarts = await list('admin@example.com', { search: 'vall dou' });
    expect(byStarts.data.map((row) => row.title)).toEqual(['Sunrise over the Douro valley']);
    // Inside a word is no match.
    expect((await list('admin@example.com', { search: 'ouro' })).total).toBe(0);
    const byId = await list('admin@example.com', { search: 'chloeVid00' });
    expect(byId.data.map((row) => row.video_id).sort()).toEqual([
      'chloeVid001',
      'chloeVid002',
      'chloeVid003',
    ]);
    // Inside an id is no match: ids are opaque.
    expect((await list('admin@example.com', { search: 'Vid002' })).total).toBe(0);
    // A search is literal: LIKE's wildcards match themselves.
    expect((await list('admin@example.com', { search: '%' })).total).toBe(0);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const admin = await tokenOf('admin@example.com');
    const bad = async (body: object) => {
      const answer = await answerOf(t.app, admin, 'POST', '/youtube/video', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      return JSON.stringify(answer.body.errors ?? answer.body);
    };
    expect(await bad({ sort: 'claimed' })).toMatch(/sort/);
    expect(await bad({ filter: { privacy_status: 'secret' } })).toMatch(/privacy_status/);
    expect(await bad({ filter: { claimed: 'yes' } })).toMatch(/claimed/);
    expect(await bad({ filter: { channel: 'UC123' } })).toMatch(/channel/);
    expect(await bad({ limit: 1000 })).toMatch(/limit/);
    expect(await bad({ search: 'x'.repeat(500) })).toMatch(/search/);
    expect((await answerOf(t.app, admin, 'GET', '/youtube/video/not-a-uuid')).status).toBe(400);
    expect(
      (await answerOf(t.app, admin, 'GET', '/youtube/video/00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
  });
});

describe('the unclaimed-videos count', () => {
  it('counts what the unclaimed filter lists, for staff', async () => {
    const admin = await tokenOf('admin@example.com');
    const count = await answerOf(t.app, admin, 'GET', '/youtube/video/unclaimed-count');
    expect(count.status).toBe(200);
    const listed = await list('admin@example.com', { filter: { claimed: false } });
    expect(count.body.result).toBe(listed.total);
    expect(listed.total).toBeGreaterThan(0);

    // Claiming one takes it off both.
    await t.db.update(youtubeVideos).set({ claimed: true }).where(eq(youtubeVideos.id, listed.data[0]!._id));
    const after = await answerOf(t.app, admin, 'GET', '/youtube/video/unclaimed-count');
    expect(after.body.result).toBe(listed.total - 1);
    expect((await list('admin@example.com', { filter: { claimed: false } })).total).toBe(listed.total - 1);
    await t.db.update(youtubeVideos).set({ claimed: false }).where(eq(youtubeVideos.id, listed.data[0]!._id));
  });

  it('is the badge of admin-category users alone (spec 001 §6)', async () => {
    for (const email of [
      'manager@example.com',
      'managerlimited@example.com',
      'viewer@example.com',
      'viewerlimited@example.com',
    ]) {
      expect(
        (await answerOf(t.app, await tokenOf(email), 'GET', '/youtube/video/unclaimed-count')).status,
        email,
      ).toBe(200);
    }
    for (const email of [
      'creator@example.com',
      'creatorteam@example.com',
      'rightsholder@example.com',
      'rhteam@example.com',
    ]) {
      expect(
        (await answerOf(t.app, await tokenOf(email), 'GET', '/youtube/video/unclaimed-count')).status,
        email,
      ).toBe(403);
    }
  });

  it('counts no video twice and misses none: the total of unclaimed and claimed is every video', async () => {
    const [row] = await t.db.select({ n: count() }).from(youtubeVideos);
    const n = row!.n;
    const claimed = (await list('admin@example.com', { filter: { claimed: true } })).total;
    const unclaimed = await answerOf(
      t.app,
      await tokenOf('admin@example.com'),
      'GET',
      '/youtube/video/unclaimed-count',
    );
    expect(unclaimed.body.result + claimed).toBe(n);
  });
});

describe('the kept totals', () => {
  /** What each side's list says beside a count of the rows it lists (paged to the end). */
  async function totalsAgree(email: string, filter: object = {}) {
    const first = await list(email, { filter, limit: 100 });
    let seen = first.data.length;
    for (let page = 2; seen < first.total && page < 50; page++)
      seen += (await list(email, { filter, limit: 100, page })).data.length;
    expect(seen, `${email} ${JSON.stringify(filter)}`).toBe(first.total);
    // The same list under a search is counted row by row: it must agree with the kept total.
    return first.total;
  }

  it('follow inserts, claim changes, moves between channels and deletes, for every side', async () => {
    const [chloe] = await t.db
      .select({ id: channels.id })
      .from(channels)
      .where(eq(channels.channelTitle, 'Chloe Creates'));
    const [other] = await t.db
      .select({ id: channels.id })
      .from(channels)
      .where(and(ne(channels.channelTitle, 'Chloe Creates'), ne(channels.status, DELETED_STATUS)));
    const sides = ['admin@example.com', 'creator@example.com', 'rightsholder@example.com'];
    const check = async () => {
      for (const email of sides) {
        await totalsAgree(email);
        await totalsAgree(email, { claimed: false });
        await totalsAgree(email, { claimed: true });
        await totalsAgree(email, { channel: chloe!.id });
      }
      const [row] = await t.db
        .select({ n: count() })
        .from(youtubeVideos)
        .where(eq(youtubeVideos.claimed, false));
      const badge = await answerOf(
        t.app,
        await tokenOf('admin@example.com'),
        'GET',
        '/youtube/video/unclaimed-count',
      );
      expect(badge.body.result).toBe(row!.n);
    };
    await check();
    const before = (await list('creator@example.com')).total;
    // One statement inserting several rows, then an update that moves one and claims another.
    const inserted = await t.db
      .insert(youtubeVideos)
      .values(
        ['kept0000001', 'kept0000002', 'kept0000003'].map((videoId) => ({
          channelId: chloe!.id,
          videoId,
          title: `Kept ${videoId}`,
        })),
      )
      .returning({ id: youtubeVideos.id });
    expect((await list('creator@example.com')).total).toBe(before + 3);
    await check();
    await t.db
      .update(youtubeVideos)
      .set({ channelId: other!.id })
      .where(eq(youtubeVideos.id, inserted[0]!.id));
    await t.db.update(youtubeVideos).set({ claimed: true }).where(eq(youtubeVideos.id, inserted[1]!.id));
    // A sync's refresh of views changes no count.
    await t.db.update(youtubeVideos).set({ viewCount: 42 }).where(eq(youtubeVideos.channelId, chloe!.id));
    expect((await list('creator@example.com')).total).toBe(before + 2);
    await check();
    await t.db.delete(youtubeVideos).where(
      inArray(
        youtubeVideos.id,
        inserted.map((row) => row.id),
      ),
    );
    expect((await list('creator@example.com')).total).toBe(before);
    await check();
  });
});
