import fs from 'node:fs';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FoundVideoState, MonitoredChannelType } from '../../shared/constants';
import { agreements } from '../../server/entities/agreements/table';
import { channels } from '../../server/entities/channels/table';
import { FoundVia, foundVideos, monitoredChannels } from '../../server/entities/monitoring/table';
import { users } from '../../server/entities/users/table';
import { answerOf, createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
const tokens: Record<string, string> = {};
const STAFF = ['admin', 'manager', 'managerlimited', 'viewer', 'viewerlimited'];
const INVITERS = ['admin', 'manager', 'managerlimited'];
const OTHERS = ['creator', 'rightsholder', 'rhteam', 'creatorteam'];
let rightsHolderId = '';

const as = (who: string, method: string, url: string, body?: object) =>
  answerOf(t.app, tokens[who]!, method, url, body);
const list = async (body: object = {}) => {
  const answer = await as('viewer', 'POST', '/prospective-youtube-videos', { limit: 100, ...body });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.result as { data: Array<Record<string, unknown>>; total: number };
};
const ids = async (body: object = {}) => (await list(body)).data.map((row) => row.channel_id);
const mailsTo = (email: string) =>
  (fs.existsSync(t.outboxDir) ? fs.readdirSync(t.outboxDir) : [])
    .map((name) => fs.readFileSync(path.join(t.outboxDir, name), 'utf8'))
    .filter((mail) => mail.includes(`\r\nTo: ${email}\r\n`));
const counts = async () => ({
  users: (await t.db.select({ n: count() }).from(users))[0]!.n,
  channels: (await t.db.select({ n: count() }).from(channels))[0]!.n,
  agreements: (await t.db.select({ n: count() }).from(agreements))[0]!.n,
});
const invitee = (email: string) => ({
  email,
  first_name: 'Ada',
  last_name: 'Prospect',
  rights_holder_id: rightsHolderId,
});

// The demo seed (server/seedMonitoring): two channels typed prospect, found videos with our audio
// or claimed, and a whitelisted channel whose found video carries our audio.
const AMBIENT = 'UCm2Ambient8Study6Rooms3';
const KITCHEN = 'UCk5Kitchen1Tales7Cooks2';
const PIANO = 'UCr9Cover3Piano5Hands1Zq';
const HARBOUR = 'UCq3Lofi9Harbour0Beats1A';
const NORTHWIND = 'UCw4Official0Partner5Tv8';
const TRAVEL = 'UCt7Travel4Nordic2Vlogs9';

beforeAll(async () => {
  t = await createTestApp();
  for (const who of [...STAFF, ...OTHERS]) tokens[who] = await t.login(`${who}@example.com`);
  const [owner] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'rightsholder@example.com'));
  rightsHolderId = owner!.id;
});
afterAll(() => t.close());

describe('who may read and invite prospects', () => {
  it('lets every staff type read the list and a prospect', async () => {
    for (const who of STAFF) {
      expect((await as(who, 'POST', '/prospective-youtube-videos', {})).status, who).toBe(200);
      expect((await as(who, 'GET', `/prospective-youtube-videos/${KITCHEN}`)).status, who).toBe(200);
    }
  });

  it('refuses creators, rights holders and their teams (403), reading or inviting', async () => {
    for (const who of OTHERS) {
      expect((await as(who, 'POST', '/prospective-youtube-videos', {})).status, who).toBe(403);
      const invited = await as(
        who,
        'POST',
        `/prospective-youtube-videos/invite/${KITCHEN}`,
        invitee(`${who}-x@example.com`),
      );
      expect(invited.status, who).toBe(403);
    }
  });

  it('keeps viewers from inviting', async () => {
    const before = await counts();
    for (const who of ['viewer', 'viewerlimited']) {
      const invited = await as(
        who,
        'POST',
        `/prospective-youtube-videos/invite/${KITCHEN}`,
        invitee(`${who}-x@example.com`),
      );
      expect(invited.status, who).toBe(403);
    }
    expect(await counts()).toEqual(before);
  });
});

describe('the prospects list', () => {
  it('unites channels typed prospect with the channels of found videos using our content', async () => {
    const rows = await list();
    const byId = Object.fromEntries(rows.data.map((row) => [row.channel_id, row]));
    expect(Object.keys(byId).sort()).toEqual([AMBIENT, HARBOUR, KITCHEN, PIANO].sort());
    expect(rows.total).toBe(4);
    expect(byId[KITCHEN]).toMatchObject({
      source: 'prospect',
      title: 'Kitchen Tales',
      found_count: 1,
      invited: null,
    });
    expect(byId[PIANO]).toMatchObject({ source: 'found', title: 'Piano Hands', found_count: 1 });
    // A claimed video of a monitored channel: found, using our content.
    expect(byId[HARBOUR]).toMatchObject({ source: 'found', found_count: 1 });
  });

  it('never lists whitelisted channels, nor found videos that use none of our content', async () => {
    const listed = await ids();
    expect(listed).not.toContain(NORTHWIND);
    // Its videos are new without our audio, or ignored.
    expect(listed).not.toContain(TRAVEL);
  });

  it('drops a channel once registered with an active agreement', async () => {
    // A creator holding no agreement yet (the demo creator holds one for all its channels).
    const [owner] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'newcreator@example.com'));
    const [channel] = await t.db
      .insert(channels)
      .values({ channelId: PIANO, channelTitle: 'Piano Hands', creatorId: owner!.id })
      .returning({ id: channels.id });
    try {
      // Registered but no active agreement yet: still a prospect, shown as invited.
      const before = await list();
      expect(before.data.find((row) => row.channel_id === PIANO)).toMatchObject({ invited: owner!.id });
      const [agreement] = await t.db
        .insert(agreements)
        .values({
          title: 'Test',
          rightsHolderId,
          creatorId: owner!.id,
          channelId: channel!.id,
          startDate: '2020-01-01',
          status: 1,
        })
        .returning({ id: agreements.id });
      expect(await ids()).not.toContain(PIANO);
      expect((await as('admin', 'GET', `/prospective-youtube-videos/${PIANO}`)).status).toBe(404);
      await t.db.delete(agreements).where(eq(agreements.id, agreement!.id));
    } finally {
      await t.db.delete(channels).where(eq(channels.id, channel!.id));
    }
    expect(await ids()).toContain(PIANO);
  });

  it('searches the title or the start of the channel id, and sorts and pages in SQL', async () => {
    expect(await ids({ search: 'kitchen' })).toEqual([KITCHEN]);
    expect(await ids({ search: 'UCr9' })).toEqual([PIANO]);
    expect(await ids({ search: '9Cover' })).toEqual([]);
    expect(await ids({ search: '%' })).toEqual([]);
    expect(await ids({ sort: 'title', order: 'ASC' })).toEqual([AMBIENT, HARBOUR, KITCHEN, PIANO]);
    const page = await list({ sort: 'title', order: 'ASC', limit: 2, page: 2 });
    expect(page.data.map((row) => row.channel_id)).toEqual([KITCHEN, PIANO]);
    expect(page.total).toBe(4);
    const bad = await as('admin', 'POST', '/prospective-youtube-videos', { sort: 'email' });
    expect(bad.status).toBe(400);
  });

  it('lists a channel again when a new found video uses our content, counting it once per channel', async () => {
    await t.db.insert(foundVideos).values({
      videoId: 'zz9prospct1',
      title: 'Second kitchen video',
      channelId: KITCHEN,
      channelTitle: 'Kitchen Tales',
      publishedAt: new Date(),
      foundVia: FoundVia.CHANNEL,
      state: FoundVideoState.CLAIMED,
    });
    const rows = (await list()).data.filter((row) => row.channel_id === KITCHEN);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ found_count: 2 });
    await t.db.delete(foundVideos).where(eq(foundVideos.videoId, 'zz9prospct1'));
  });
});

describe('the kept prospect rows (prospect_channels)', () => {
  const kept = async () =>
    (
      (await t.db.execute(sql`select * from prospect_channels order by channel_id`)) as unknown as {
        rows: unknown[];
      }
    ).rows;
  /** The rows prospect_channels_rebuild() makes from the sources, read and rolled back. */
  const rebuilt = async () => {
    let rows: unknown[] = [];
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`select prospect_channels_rebuild()`);
        rows = (
          (await tx.execute(sql`select * from prospect_channels order by channel_id`)) as unknown as {
            rows: unknown[];
          }
        ).rows;
        throw new Error('roll back');
      })
      .catch((error: Error) => {
        if (error.message !== 'roll back') throw error;
      });
    return rows;
  };

  it('follow every source: types, deletions, titles, registrations and found videos', async () => {
    expect(await kept()).toEqual(await rebuilt());
    const [owner] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'newcreator@example.com'));
    const steps: Array<() => Promise<unknown>> = [
      () =>
        t.db
          .update(monitoredChannels)
          .set({ type: MonitoredChannelType.WHITELISTED })
          .where(eq(monitoredChannels.channelId, KITCHEN)),
      () =>
        t.db
          .update(monitoredChannels)
          .set({ type: MonitoredChannelType.PROSPECT, title: 'Kitchen Tales Renamed' })
          .where(eq(monitoredChannels.channelId, KITCHEN)),
      () => t.db.update(monitoredChannels).set({ status: 3 }).where(eq(monitoredChannels.channelId, AMBIENT)),
      () =>
        t.db.insert(channels).values({ channelId: PIANO, channelTitle: 'Piano Hands', creatorId: owner!.id }),
      // Inactive and active leave its creator (migration 0083); deleted and restored do not.
      () => t.db.update(channels).set({ status: 0 }).where(eq(channels.channelId, PIANO)),
      () => t.db.update(channels).set({ status: 3 }).where(eq(channels.channelId, PIANO)),
      () => t.db.update(channels).set({ status: 1 }).where(eq(channels.channelId, PIANO)),
      () => t.db.update(channels).set({ status: 3 }).where(eq(channels.channelId, PIANO)),
      () =>
        t.db.insert(foundVideos).values({
          videoId: 'zz9prospct2',
          title: 'Found elsewhere',
          channelId: 'UCzz9KeptProspect0000001',
          channelTitle: 'Kept Prospect',
          publishedAt: new Date(),
          foundVia: FoundVia.CHANNEL,
          hasAudio: true,
        }),
      () => t.db.update(foundVideos).set({ hasAudio: false }).where(eq(foundVideos.videoId, 'zz9prospct2')),
    ];
    for (const [i, step] of steps.entries()) {
      await step();
      expect(await kept(), `after step ${i}`).toEqual(await rebuilt());
    }
    // Put back as the demo had it.
    await t.db.delete(foundVideos).where(eq(foundVideos.videoId, 'zz9prospct2'));
    await t.db.delete(channels).where(eq(channels.channelId, PIANO));
    await t.db
      .update(monitoredChannels)
      .set({ title: 'Kitchen Tales' })
      .where(eq(monitoredChannels.channelId, KITCHEN));
    await t.db.update(monitoredChannels).set({ status: 1 }).where(eq(monitoredChannels.channelId, AMBIENT));
    expect(await ids()).toEqual(expect.arrayContaining([AMBIENT, HARBOUR, KITCHEN, PIANO]));
    expect(await kept()).toEqual(await rebuilt());
  });
});

describe('inviting a prospect', () => {
  it('refuses bad input naming the field (400) and unknown channels (404)', async () => {
    const url = `/prospective-youtube-videos/invite/${AMBIENT}`;
    const noEmail = await as('admin', 'POST', url, { ...invitee('x'), email: 'not-an-email' });
    expect(noEmail.status).toBe(400);
    expect(noEmail.text).toContain('email');
    const noName = await as('admin', 'POST', url, { ...invitee('blank@example.com'), first_name: ' ' });
    expect(noName.status).toBe(400);
    expect(noName.text).toContain('first_name');
    const notOwner = await as('admin', 'POST', url, {
      ...invitee('owner@example.com'),
      // Flipping the last digit always names another (unknown) id; replacing it with a fixed one did not
      // when the id already ended in it.
      rights_holder_id: rightsHolderId.replace(/.$/, (last) => (last === '0' ? '1' : '0')),
    });
    expect(notOwner.status).toBe(400);
    expect(notOwner.text).toContain('rights_holder_id');
    const unknown = await as(
      'admin',
      'POST',
      `/prospective-youtube-videos/invite/UCnobody`,
      invitee('nobody@example.com'),
    );
    expect(unknown.status).toBe(404);
    const whitelisted = await as(
      'admin',
      'POST',
      `/prospective-youtube-videos/invite/${NORTHWIND}`,
      invitee('nw@example.com'),
    );
    expect(whitelisted.status).toBe(404);
  });

  it('refuses a taken email (409), creating nothing', async () => {
    const before = await counts();
    const taken = await as(
      'admin',
      'POST',
      `/prospective-youtube-videos/invite/${AMBIENT}`,
      invitee('creator@example.com'),
    );
    expect(taken.status).toBe(409);
    expect(taken.text).toContain('email');
    expect(await counts()).toEqual(before);
  });

  it('rolls everything back when a step fails', async () => {
    const before = await counts();
    await t.db.execute(sql`create function prospects_test_fail() returns trigger language plpgsql as $$
      begin raise exception 'forced failure'; end $$`);
    await t.db.execute(sql`create trigger prospects_test_fail before insert on contracts
      for each row execute function prospects_test_fail()`);
    try {
      const failed = await as(
        'admin',
        'POST',
        `/prospective-youtube-videos/invite/${AMBIENT}`,
        invitee('rollback@example.com'),
      );
      expect(failed.status).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger prospects_test_fail on contracts`);
      await t.db.execute(sql`drop function prospects_test_fail()`);
    }
    expect(await counts()).toEqual(before);
    expect(mailsTo('rollback@example.com')).toHaveLength(0);
  });

  it('creates the creator, its channel and a draft agreement together, and mails the invitation', async () => {
    const before = await counts();
    const invited = await as(
      'manager',
      'POST',
      `/prospective-youtube-videos/invite/${AMBIENT}`,
      invitee('Ada.Prospect@example.com'),
    );
    expect(invited.status, invited.text).toBe(201);
    const { creator_id, channel_id, agreement_id } = invited.body.result;
    expect(await counts()).toEqual({
      users: before.users + 1,
      channels: before.channels + 1,
      agreements: before.agreements + 1,
    });
    const [creator] = await t.db.select().from(users).where(eq(users.id, creator_id));
    expect(creator).toMatchObject({ email: 'ada.prospect@example.com', name: 'Ada Prospect', type: 3 });
    const [channel] = await t.db.select().from(channels).where(eq(channels.id, channel_id));
    expect(channel).toMatchObject({
      channelId: AMBIENT,
      channelTitle: 'Ambient Study Rooms',
      creatorId: creator_id,
      verification: null,
    });
    const [agreement] = await t.db.select().from(agreements).where(eq(agreements.id, agreement_id));
    expect(agreement).toMatchObject({
      creatorId: creator_id,
      channelId: channel_id,
      rightsHolderId,
      status: 0,
    });
    expect(mailsTo('ada.prospect@example.com')).toHaveLength(1);
    // Still a prospect (the agreement is a draft), now shown as invited.
    const row = (await list()).data.find((r) => r.channel_id === AMBIENT);
    expect(row).toMatchObject({ invited: creator_id });
    // The channel is registered now: a second invitation is refused.
    const again = await as(
      'admin',
      'POST',
      `/prospective-youtube-videos/invite/${AMBIENT}`,
      invitee('other@example.com'),
    );
    expect(again.status).toBe(409);
    expect(await counts()).toEqual({
      users: before.users + 1,
      channels: before.channels + 1,
      agreements: before.agreements + 1,
    });
  });

  it('lets each CRUD admin invite', async () => {
    const channelIds = ['UCinvite0Manager1Limited', 'UCinvite0Admin2Account00', 'UCinvite0Manager3Account'];
    for (const [i, who] of INVITERS.entries()) {
      await t.db
        .insert(monitoredChannels)
        .values({ channelId: channelIds[i]!, title: `Invite ${who}`, type: MonitoredChannelType.PROSPECT });
      const invited = await as(
        who,
        'POST',
        `/prospective-youtube-videos/invite/${channelIds[i]}`,
        invitee(`invite-${who}@example.com`),
      );
      expect(invited.status, `${who}: ${invited.text}`).toBe(201);
    }
  });
});
