import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs } from '../../server/entities/activityLog/table';
import { assets } from '../../server/entities/assets/table';
import { categories, energyLevels, speakers } from '../../server/platform/db/declaredTables';
import { call, createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com');
});
afterAll(() => t.close());

const api = (method: string, url: string, body?: unknown, token = admin) =>
  call(t.app, token, method, url, body);
const idOf = async (table: typeof speakers | typeof categories | typeof energyLevels, name: string) =>
  (await t.db.select({ id: table.id }).from(table).where(eq(table.name, name)))[0]!.id;
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('content settings: speakers', () => {
  it('lists with search, sort and the status filter, leaving deleted ones out by default', async () => {
    const all = await api('POST', '/api/artist', { sort: 'name', order: 'ASC' });
    expect(all.statusCode).toBe(200);
    const names = all.json().result.data.map((row: { name: string }) => row.name);
    expect(names).toEqual([...names].sort());
    expect(names).toContain('Jonas Weber');
    const found = await api('POST', '/api/artist', { search: 'mateus' });
    expect(found.json().result.data.map((row: { name: string }) => row.name)).toEqual(['Mateus Lima']);
    const inactive = await api('POST', '/api/artist', { filter: { status: 0 } });
    expect(inactive.json().result.data.map((row: { name: string }) => row.name)).toEqual(['Jonas Weber']);
    const french = await api('POST', '/api/artist', { filter: { language: 'fr' } });
    expect(french.json().result.data.map((row: { name: string }) => row.name)).toEqual(['Claire Dubois']);
  });

  it('adds, edits, deactivates and soft-deletes, each in the activity log', async () => {
    const added = await api('POST', '/api/artist/add', { name: 'Ana Ruiz', bio: 'Host', languages: ['es'] });
    expect(added.statusCode).toBe(201);
    const id = added.json().result._id as string;
    expect(added.json().result).toMatchObject({
      name: 'Ana Ruiz',
      languages: ['es'],
      status: 1,
      picture: null,
    });
    const edited = await api('PUT', `/api/artist/${id}`, { bio: 'Radio host' });
    expect(edited.json().result.bio).toBe('Radio host');
    expect((await api('PUT', `/api/artist/change-status/${id}`, { status: 0 })).json().result.status).toBe(0);
    expect((await api('PUT', `/api/artist/change-status/${id}`, { status: 3 })).statusCode).toBe(200);
    const listed = await api('POST', '/api/artist', { search: 'Ana Ruiz' });
    expect(listed.json().result.total).toBe(0);
    const log = await t.db
      .select({ action: activityLogs.action })
      .from(activityLogs)
      .where(and(eq(activityLogs.entity, 'artists'), eq(activityLogs.entityId, id)));
    expect(log.map((entry) => entry.action).sort()).toEqual(['create', 'delete', 'status', 'update']);
  });

  it('refuses a name in use (409, whatever its case) and bad input (400), changing nothing', async () => {
    const before = await t.db.select().from(speakers);
    const taken = await api('POST', '/api/artist/add', { name: 'claire dubois' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ name: 'is already used' });
    const renamed = await api('PUT', `/api/artist/${await idOf(speakers, 'Mateus Lima')}`, {
      name: 'Ingrid Solheim',
    });
    expect(renamed.statusCode).toBe(409);
    const language = await api('POST', '/api/artist/add', { name: 'X', languages: ['xx'] });
    expect(language.statusCode).toBe(400);
    expect(Object.keys(language.json().errors)).toEqual(['languages.0']);
    expect((await api('POST', '/api/artist/add', { name: 'Two\nlines' })).statusCode).toBe(400);
    expect((await api('POST', '/api/artist/add', { name: '   ' })).statusCode).toBe(400);
    expect(await t.db.select().from(speakers)).toEqual(before);
  });

  it('removes an unused speaker for good and refuses one content names', async () => {
    const used = await api('DELETE', `/api/artist/${await idOf(speakers, 'Ingrid Solheim')}`);
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toContain('cannot be removed');
    const spare = (await api('POST', '/api/artist/add', { name: 'Spare Voice' })).json().result._id;
    expect((await api('DELETE', `/api/artist/${spare}`)).statusCode).toBe(200);
    expect((await api('PATCH', `/api/artist/detail/${spare}`)).statusCode).toBe(404);
  });

  it('stores a picture and refuses anything but an image', async () => {
    const id = await idOf(speakers, 'Claire Dubois');
    const upload = (payload: Buffer, type: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/artist/picture/${id}`,
        headers: { authorization: `Bearer ${admin}`, 'content-type': type },
        payload,
      });
    const saved = await upload(PNG, 'image/png');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().result.picture).toMatch(/^\/api\/user\/picture\/[a-f0-9]{32}\.png$/);
    expect((await upload(Buffer.from('not an image'), 'image/png')).statusCode).toBe(400);
  });

  it('answers the lookup with active speakers only, for the pickers', async () => {
    const lookup = await api('GET', '/api/artist/lookup');
    expect(lookup.statusCode).toBe(200);
    const names = lookup.json().result.map((row: { name: string }) => row.name);
    expect(names).toContain('Mateus Lima');
    expect(names).not.toContain('Jonas Weber');
    expect(Object.keys(lookup.json().result[0]).sort()).toEqual(['_id', 'name', 'picture']);
  });
});

describe('content settings: categories', () => {
  it('keeps two levels: a parent is a top category, and a parent stays at the top', async () => {
    const music = await idOf(categories, 'Music');
    const ambient = await idOf(categories, 'Ambient');
    const deeper = await api('POST', '/api/category/add', { name: 'Drone', parent: ambient });
    expect(deeper.statusCode).toBe(400);
    expect(deeper.json().errors.parent).toContain('two levels');
    const demoted = await api('PUT', `/api/category/${music}`, { parent: await idOf(categories, 'Speech') });
    expect(demoted.json().errors.parent).toContain('sub-categories');
    const own = await api('PUT', `/api/category/${music}`, { parent: music });
    expect(own.statusCode).toBe(400);
    const child = await api('POST', '/api/category/add', { name: 'Lo-fi', parent: music });
    expect(child.statusCode).toBe(201);
    expect(child.json().result).toMatchObject({ parent: music, parent_name: 'Music' });
    const listed = await api('POST', '/api/category', {
      filter: { parent: music },
      sort: 'name',
      order: 'ASC',
    });
    expect(listed.json().result.data.map((row: { name: string }) => row.name)).toEqual([
      'Ambient',
      'Electronic',
      'Lo-fi',
    ]);
    const tops = await api('POST', '/api/category', { filter: { top: true } });
    expect(tops.json().result.data.every((row: { parent: string | null }) => row.parent === null)).toBe(true);
  });

  it('refuses removing a category in use by content or holding sub-categories', async () => {
    const [asset] = await t.db
      .select({ category: assets.categoryId })
      .from(assets)
      .where(eq(assets.title, 'Harbour Lights'));
    expect((await api('DELETE', `/api/category/${asset!.category}`)).statusCode).toBe(409);
    expect((await api('DELETE', `/api/category/${await idOf(categories, 'Speech')}`)).statusCode).toBe(409);
    const unused = await idOf(categories, 'Audiobooks');
    expect((await api('DELETE', `/api/category/${unused}`)).statusCode).toBe(200);
  });
});

describe('content settings: energy levels', () => {
  it('lists in ordinal order and keeps the ordinal between 1 and 10', async () => {
    const listed = await api('POST', '/api/energy/level', {});
    const ordinals = listed.json().result.data.map((row: { ordinal: number }) => row.ordinal);
    expect(ordinals).toEqual([...ordinals].sort((a, b) => a - b));
    for (const ordinal of [0, 11, 2.5]) {
      const refused = await api('POST', '/api/energy/level/add', { name: `Level ${ordinal}`, ordinal });
      expect(refused.statusCode, String(ordinal)).toBe(400);
      expect(Object.keys(refused.json().errors)).toEqual(['ordinal']);
    }
    expect((await api('POST', '/api/energy/level/add', { name: 'No ordinal' })).statusCode).toBe(400);
    const added = await api('POST', '/api/energy/level/add', { name: 'Lively', ordinal: 6 });
    expect(added.statusCode).toBe(201);
    const lookup = (await api('GET', '/api/energy/level/lookup')).json().result;
    expect(lookup.map((row: { name: string }) => row.name)).toEqual([
      'Calm',
      'Relaxed',
      'Steady',
      'Lively',
      'Upbeat',
      'Intense',
    ]);
  });

  it('refuses removing a level content uses', async () => {
    const [asset] = await t.db
      .select({ level: assets.energyLevelId })
      .from(assets)
      .where(eq(assets.title, 'Harbour Lights'));
    expect((await api('DELETE', `/api/energy/level/${asset!.level}`)).statusCode).toBe(409);
  });
});

describe('content settings: who may', () => {
  it.each([
    ['viewer@example.com', 200, 403],
    ['managerlimited@example.com', 200, 201],
    ['creator@example.com', 403, 403],
    // A rights holder's side describes its uploads with them.
    ['rightsholder@example.com', 200, 403],
  ])('%s reads %i and writes %i', async (email, reads, writes) => {
    const token = await t.login(email);
    expect((await api('POST', '/api/category', {}, token)).statusCode).toBe(reads);
    expect((await api('GET', '/api/category/lookup', undefined, token)).statusCode).toBe(reads);
    const added = await api('POST', '/api/category/add', { name: `By ${email}` }, token);
    expect(added.statusCode).toBe(writes);
  });
});
