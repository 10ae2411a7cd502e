import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { channels } from '../../server/entities/channels/table';
import { users } from '../../server/entities/users/table';
import { call, createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(email));

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (email: string, body: object = {}) => {
  const response = await call(t.app, await token(email), 'POST', '/api/channel', {
    page: 1,
    limit: 100,
    ...body,
  });
  expect(response.statusCode).toBe(200);
  return response.json().result as { data: Array<Record<string, unknown>>; total: number };
};
const channelCount = async () => (await t.db.select({ n: count() }).from(channels))[0].n;
const channelOf = async (title: string) =>
  (await t.db.select().from(channels).where(eq(channels.channelTitle, title)))[0];
const userId = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0].id;
const newChannelId = (n: number) => `UCtestchannel${String(n).padStart(11, '0')}`;

describe('channel list', () => {
  it('shows staff every channel but the deleted ones, with the creator name', async () => {
    const all = await t.db.select().from(channels);
    const result = await list('viewer@example.com');
    expect(result.total).toBe(all.filter((c) => c.status !== 3).length);
    expect(result.data.some((c) => c.status === 3)).toBe(false);
    expect(result.data[0]).toHaveProperty('creator_name');
    expect(result.data[0]).toHaveProperty('_id');
  });

  it('shows deleted channels when asked for status 3', async () => {
    const result = await list('admin@example.com', { filter: { status: 3 } });
    expect(result.total).toBeGreaterThan(0);
    expect(result.data.every((c) => c.status === 3)).toBe(true);
  });

  it('shows a creator and their team only the creator channels', async () => {
    const creator = await userId('creator@example.com');
    for (const email of ['creator@example.com', 'creatorteam@example.com']) {
      const result = await list(email);
      expect(result.total).toBeGreaterThan(0);
      expect(result.data.every((c) => c.creator === creator)).toBe(true);
    }
  });

  it('shows a rights holder and their team the channels of creators under their agreements', async () => {
    const licensed = [
      'creator@example.com',
      'maya.lens@example.com',
      'omar.cooks@example.com',
      'ken.science@example.com',
    ];
    const creators = new Set(await Promise.all(licensed.map(userId)));
    for (const email of ['rightsholder@example.com', 'rhteam@example.com']) {
      const result = await list(email);
      expect(result.total).toBeGreaterThan(1);
      expect(result.data.every((c) => creators.has(c.creator as string))).toBe(true);
    }
    expect((await list('newrightsholder@example.com')).total).toBe(0);
  });

  it('searches, filters, sorts and pages in the database', async () => {
    const search = await list('admin@example.com', { search: 'BEAT' });
    expect(search.data.map((c) => c.channel_title).sort()).toEqual(['Beat Lab', 'Leo Beats']);
    const literal = await list('admin@example.com', { search: '%' });
    expect(literal.total).toBe(0);

    const sorted = await list('admin@example.com', { sort: 'channel_title', order: 'ASC' });
    const titles = sorted.data.map((c) => c.channel_title as string);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const page1 = await list('admin@example.com', { sort: 'channel_title', order: 'ASC', limit: 5, page: 1 });
    const page2 = await list('admin@example.com', { sort: 'channel_title', order: 'ASC', limit: 5, page: 2 });
    expect(page1.data).toHaveLength(5);
    expect(page2.data.map((c) => c.channel_title)).toEqual(titles.slice(5, 10));
    expect(page2.total).toBe(sorted.total);

    const maya = await userId('maya.lens@example.com');
    const byCreator = await list('admin@example.com', { filter: { creator: maya } });
    expect(byCreator.data.every((c) => c.creator === maya)).toBe(true);
    const inactive = await list('admin@example.com', { filter: { status: 0 } });
    expect(inactive.data.map((c) => c.channel_title)).toContain('Maya Live');

    const ids = page1.data.slice(0, 2).map((c) => c._id);
    const byIds = await list('admin@example.com', { filter: { ids } });
    expect(byIds.data.map((c) => c._id).sort()).toEqual([...ids].sort());
  });

  it('refuses unknown sort fields, filters and oversized pages with 400', async () => {
    const admin = await token('admin@example.com');
    for (const body of [
      { sort: 'password_hash' },
      { filter: { creator_id: 'x' } },
      { limit: 100000 },
      { page: 0 },
      { order: 'sideways' },
      { search: 'x'.repeat(1000) },
    ]) {
      const response = await call(t.app, admin, 'POST', '/api/channel', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().errors ?? {})).not.toHaveLength(0);
    }
  });
});

describe('channel create', () => {
  const body = (n: number, extra: object = {}) => ({
    channel_id: newChannelId(n),
    channel_title: `Test channel ${n}`,
    channel_description: 'A channel made by a test',
    channel_start_date: '2024-05-01',
    ...extra,
  });

  it('lets staff add a channel for a creator they name', async () => {
    const creator = await userId('omar.cooks@example.com');
    const response = await call(
      t.app,
      await token('manager@example.com'),
      'POST',
      '/api/channel/add',
      body(1, { creator }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().result).toMatchObject({
      channel_id: newChannelId(1),
      creator,
      status: 1,
      icon_type: '1',
    });
    const missingCreator = await call(
      t.app,
      await token('manager@example.com'),
      'POST',
      '/api/channel/add',
      body(2),
    );
    expect(missingCreator.statusCode).toBe(400);
    expect(missingCreator.json().errors).toEqual({ creator: 'is required' });
    const notCreator = await call(t.app, await token('manager@example.com'), 'POST', '/api/channel/add', {
      ...body(2),
      creator: await userId('viewer@example.com'),
    });
    expect(notCreator.statusCode).toBe(400);
  });

  it('adds a creator channel to their own account and refuses another creator', async () => {
    const creator = await userId('creator@example.com');
    const creatorToken = await token('creator@example.com');
    const own = await call(t.app, creatorToken, 'POST', '/api/channel/add', {
      ...body(3),
      ...(await t.googleGrant(creatorToken, newChannelId(3))),
    });
    expect(own.statusCode).toBe(201);
    expect(own.json().result.creator).toBe(creator);
    const teamToken = await token('creatorteam@example.com');
    const team = await call(t.app, teamToken, 'POST', '/api/channel/add', {
      ...body(4),
      ...(await t.googleGrant(teamToken, newChannelId(4))),
    });
    expect(team.json().result.creator).toBe(creator);
    const before = await channelCount();
    const other = await call(t.app, await token('creator@example.com'), 'POST', '/api/channel/add', {
      ...body(5),
      creator: await userId('maya.lens@example.com'),
    });
    expect(other.statusCode).toBe(403);
    // Without a Google sign-in a creator cannot claim a channel id at all.
    const unproven = await call(t.app, creatorToken, 'POST', '/api/channel/add', body(5));
    expect(unproven.statusCode).toBe(400);
    expect(Object.keys(unproven.json().errors)).toEqual(['access_token']);
    expect(await channelCount()).toBe(before);
  });

  it('refuses read-only roles with 403 and writes nothing', async () => {
    const before = await channelCount();
    for (const email of [
      'viewer@example.com',
      'viewerlimited@example.com',
      'rightsholder@example.com',
      'rhteam@example.com',
    ]) {
      const response = await call(t.app, await token(email), 'POST', '/api/channel/add', body(6));
      expect(response.statusCode, email).toBe(403);
    }
    expect(await channelCount()).toBe(before);
  });

  it('refuses a registered channel id with 409', async () => {
    const taken = await channelOf('Chloe Creates');
    const before = await channelCount();
    const response = await call(t.app, await token('creator@example.com'), 'POST', '/api/channel/add', {
      ...body(7),
      channel_id: taken.channelId,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toHaveProperty('channel_id');
    expect(await channelCount()).toBe(before);
    const exists = await call(t.app, await token('creator@example.com'), 'POST', '/api/channel/exists/not', {
      channel_id: taken.channelId,
    });
    expect(exists.statusCode).toBe(409);
    const free = await call(t.app, await token('creator@example.com'), 'POST', '/api/channel/exists/not', {
      channel_id: newChannelId(99),
    });
    expect(free.statusCode).toBe(200);
    expect(free.json().result).toEqual({ exists: false });
  });

  it('refuses bad bodies with 400 naming the field, and writes nothing', async () => {
    const creatorToken = await token('creator@example.com');
    const before = await channelCount();
    const cases: Array<[object, string]> = [
      [{ ...body(8), channel_id: 'not-a-channel' }, 'channel_id'],
      [{ ...body(8), channel_title: '' }, 'channel_title'],
      [{ ...body(8), channel_title: 'x'.repeat(301) }, 'channel_title'],
      [{ ...body(8), channel_title: 'nul\u0000byte' }, 'channel_title'],
      [{ ...body(8), channel_start_date: '2024-13-45' }, 'channel_start_date'],
      [{ ...body(8), channel_icon_url: 'javascript alert(1)' }, 'channel_icon_url'],
      [{ ...body(8), status: 3 }, 'status'],
      [{ ...body(8), owner: 'me' }, 'owner'],
      [{ ...body(8), channel_description: { nested: true } }, 'channel_description'],
    ];
    for (const [payload, field] of cases) {
      const response = await call(t.app, creatorToken, 'POST', '/api/channel/add', payload);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors, field).toHaveProperty(field);
    }
    expect(await channelCount()).toBe(before);
  });
});

describe('channel read, update and status', () => {
  it('reads a visible channel, refuses another creator one with 403 and an unknown id with 404', async () => {
    const own = await channelOf('Chloe Creates');
    const other = await channelOf('Leo Beats');
    const creator = await token('creator@example.com');
    const read = await call(t.app, creator, 'PATCH', `/api/channel/detail/${own.id}`, {});
    expect(read.statusCode).toBe(200);
    expect(read.json().result.channel_title).toBe('Chloe Creates');
    expect((await call(t.app, creator, 'PATCH', `/api/channel/detail/${other.id}`, {})).statusCode).toBe(403);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(t.app, creator, 'PATCH', `/api/channel/detail/${unknown}`, {})).statusCode).toBe(404);
    expect((await call(t.app, creator, 'PATCH', '/api/channel/detail/not-a-uuid', {})).statusCode).toBe(400);
    const rightsHolder = await token('rightsholder@example.com');
    expect((await call(t.app, rightsHolder, 'PATCH', `/api/channel/detail/${own.id}`, {})).statusCode).toBe(
      200,
    );
    expect((await call(t.app, rightsHolder, 'PATCH', `/api/channel/detail/${other.id}`, {})).statusCode).toBe(
      403,
    );
  });

  it('lets a creator update their own channel but not another one', async () => {
    const own = await channelOf('Chloe Creates');
    const other = await channelOf('Leo Beats');
    const creator = await token('creator@example.com');
    const updated = await call(t.app, creator, 'PUT', `/api/channel/${own.id}`, {
      channel_title: 'Chloe Creates More',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().result.channel_title).toBe('Chloe Creates More');
    const refused = await call(t.app, creator, 'PUT', `/api/channel/${other.id}`, {
      channel_title: 'Mine now',
    });
    expect(refused.statusCode).toBe(403);
    expect((await channelOf('Leo Beats')).channelTitle).toBe('Leo Beats');
    const changeStatus = await call(t.app, creator, 'PUT', `/api/channel/change-status/${other.id}`, {
      status: 3,
    });
    expect(changeStatus.statusCode).toBe(403);
    expect((await channelOf('Leo Beats')).status).toBe(1);
  });

  it('refuses updates from read-only roles and bad update bodies', async () => {
    const own = await channelOf('Chloe Creates More');
    const viewer = await token('viewer@example.com');
    expect(
      (await call(t.app, viewer, 'PUT', `/api/channel/${own.id}`, { channel_title: 'x' })).statusCode,
    ).toBe(403);
    const rightsHolder = await token('rightsholder@example.com');
    expect(
      (await call(t.app, rightsHolder, 'PUT', `/api/channel/change-status/${own.id}`, { status: 0 }))
        .statusCode,
    ).toBe(403);
    const admin = await token('admin@example.com');
    expect((await call(t.app, admin, 'PUT', `/api/channel/${own.id}`, {})).statusCode).toBe(400);
    expect(
      (await call(t.app, admin, 'PUT', `/api/channel/${own.id}`, { channel_id: 'UCx' })).statusCode,
    ).toBe(400);
    expect(
      (await call(t.app, admin, 'PUT', `/api/channel/change-status/${own.id}`, { status: 7 })).statusCode,
    ).toBe(400);
    expect((await channelOf('Chloe Creates More')).status).toBe(1);
  });

  it('soft-deletes with status 3: out of the default list, still readable and restorable', async () => {
    const target = await channelOf('Beat Lab');
    const admin = await token('admin@example.com');
    const deleted = await call(t.app, admin, 'PUT', `/api/channel/change-status/${target.id}`, { status: 3 });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().result.status).toBe(3);
    expect((await list('admin@example.com')).data.map((c) => c._id)).not.toContain(target.id);
    expect((await list('admin@example.com', { filter: { status: 3 } })).data.map((c) => c._id)).toContain(
      target.id,
    );
    expect((await call(t.app, admin, 'PATCH', `/api/channel/detail/${target.id}`, {})).statusCode).toBe(200);
    const restored = await call(t.app, admin, 'PUT', `/api/channel/change-status/${target.id}`, {
      status: 1,
    });
    expect(restored.json().result.status).toBe(1);
  });

  it('moves a creator channel_status to 1 once their first channel is added', async () => {
    const newcomer = await t.login('newcreator@example.com');
    const before = await call(t.app, newcomer, 'PATCH', '/api/user', {});
    expect(before.json().result.channel_status).toBe('0');
    const added = await call(t.app, newcomer, 'POST', '/api/channel/add', {
      channel_id: newChannelId(50),
      ...(await t.googleGrant(newcomer, newChannelId(50))),
    });
    expect(added.statusCode).toBe(201);
    const after = await call(t.app, newcomer, 'PATCH', '/api/user', {});
    expect(after.json().result.channel_status).toBe('1');
  });
});

describe('channel icons', () => {
  it("keeps icons only from YouTube's image hosts, on add and on update", async () => {
    const manager = await token('manager@example.com');
    const creatorId = await userId('omar.cooks@example.com');
    const before = await channelCount();
    const added = await call(t.app, manager, 'POST', '/api/channel/add', {
      channel_id: newChannelId(90),
      channel_title: 'Icon elsewhere',
      creator: creatorId,
      channel_icon_url: 'https://attacker.example/pixel.png',
    });
    expect(added.statusCode).toBe(400);
    expect(added.json().errors).toHaveProperty('channel_icon_url');
    expect(await channelCount()).toBe(before);

    const own = await channelOf('Chloe Creates More');
    const creator = await token('creator@example.com');
    const refused = await call(t.app, creator, 'PUT', `/api/channel/${own.id}`, {
      channel_icon_url: 'https://yt3.ggpht.com.attacker.example/a.png',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toHaveProperty('channel_icon_url');
    expect((await channelOf('Chloe Creates More')).channelIconUrl).toBe(own.channelIconUrl);

    const icon = 'https://yt3.ggpht.com/chloe=s88-c-k';
    const kept = await call(t.app, creator, 'PUT', `/api/channel/${own.id}`, { channel_icon_url: icon });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().result.channel_icon_url).toBe(icon);
  });

  it("lets browsers load images only from the app, data URIs and YouTube's image hosts", async () => {
    const response = await call(t.app, undefined, 'GET', '/api/health');
    const imgSrc = /img-src ([^;]*)/.exec(response.headers['content-security-policy'] as string)?.[1];
    expect(imgSrc?.split(' ').sort()).toEqual(
      [
        "'self'",
        'data:',
        'https://i.ytimg.com',
        'https://yt3.ggpht.com',
        'https://yt3.googleusercontent.com',
      ].sort(),
    );
  });
});

describe('the activity log of channel changes', () => {
  it('records who added, changed and deleted a channel, with the record before and after', async () => {
    const creator = await token('creator@example.com');
    const added = await call(t.app, creator, 'POST', '/api/channel/add', {
      channel_id: newChannelId(990),
      ...(await t.googleGrant(creator, newChannelId(990))),
    });
    const id = added.json().result._id as string;
    await call(t.app, creator, 'PUT', `/api/channel/${id}`, { channel_title: 'Logged Channel, renamed' });
    await call(t.app, creator, 'PUT', `/api/channel/change-status/${id}`, { status: 3 });
    const log = (
      await call(t.app, await token('admin@example.com'), 'POST', '/api/activity/log', {
        filter: { entity_id: id },
        sort: 'created_at',
        order: 'ASC',
      })
    ).json().result.data;
    expect(log.map((e: { action: string }) => e.action)).toEqual(['create', 'update', 'delete']);
    expect(log[1].before.channel_title).toBe(`Title of ${newChannelId(990)}`);
    expect(log[1].after.channel_title).toBe('Logged Channel, renamed');
    expect(log[2].after.status).toBe(3);
    expect(log.every((e: { actor_name: string }) => e.actor_name === 'Chloe Creator')).toBe(true);
    // Each entry's record before is the one the entry before it left, field for field and in the same
    // format, whether written from the app (the add) or by the one-statement update (the others).
    expect(log[1].before).toEqual(log[0].after);
    expect(log[2].before).toEqual(log[1].after);
  });

  it('changes a channel and logs it in one statement, without a transaction around several', async () => {
    const admin = await token('admin@example.com');
    const [channel] = (await call(t.app, admin, 'POST', '/api/channel', { limit: 1 })).json().result.data;
    const transaction = vi.spyOn(t.db, 'transaction');
    try {
      const renamed = await call(t.app, admin, 'PUT', `/api/channel/${channel._id}`, {
        channel_title: 'One Go',
      });
      const restored = await call(t.app, admin, 'PUT', `/api/channel/change-status/${channel._id}`, {
        status: channel.status,
      });
      expect([renamed.statusCode, restored.statusCode]).toEqual([200, 200]);
      expect(renamed.json().result).toMatchObject({
        channel_title: 'One Go',
        creator_name: channel.creator_name,
      });
      expect(Date.parse(renamed.json().result.updated_at)).toBeGreaterThan(Date.parse(channel.updated_at));
      expect(transaction).not.toHaveBeenCalled();
    } finally {
      transaction.mockRestore();
    }
  });
});
