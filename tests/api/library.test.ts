import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const api = (token: string, method: Method, url: string, payload?: object) =>
  answerOf(t.app, token, method, url, payload);

const titles = async (token: string, body: object = {}) => {
  const { status, body: answer } = await api(token, 'POST', '/content/library', { limit: 100, ...body });
  expect(status).toBe(200);
  return (answer.result.data as { title: string }[]).map((row) => row.title).sort();
};

const idOf = async (title: string) => {
  const token = await t.login('admin@example.com');
  const { body } = await api(token, 'POST', '/content/library', { search: title, limit: 5 });
  return (body.result.data as { _id: string; title: string }[]).find((row) => row.title === title)!._id;
};

describe('who sees what in the library', () => {
  it('shows staff every approved item, and no draft or submission', async () => {
    const all = await titles(await t.login('viewerlimited@example.com'));
    expect(all).toContain('Northern Drive');
    expect(all).toContain('Petal Drums');
    expect(all).not.toContain('Harbour Lights'); // a draft
    expect(all).not.toContain('Fjord Echoes'); // pending review
  });

  it("shows a rights holder's side its own label only, and another label's item is 404", async () => {
    for (const email of ['rightsholder@example.com', 'rhteam@example.com']) {
      const own = await titles(await t.login(email));
      expect(own).toContain('Fjord Morning');
      expect(own).not.toContain('Petal Drums');
    }
    const token = await t.login('rightsholder@example.com');
    expect((await api(token, 'PATCH', `/content/library/detail/${await idOf('Petal Drums')}`)).status).toBe(
      404,
    );
  });

  it("pages a creator's licensed items with their total on every page, after a cursor or by number", async () => {
    const token = await t.login('leo.beats@example.com');
    const page = async (body: object) => {
      const { status, body: answer } = await api(token, 'POST', '/content/library', { limit: 2, ...body });
      expect(status).toBe(200);
      return answer.result as { data: { title: string }[]; total: number; cursor?: string };
    };
    const first = await page({ sort: 'title', order: 'ASC' });
    expect(first.data.map((row) => row.title)).toEqual(['Greenhouse Groove', 'Night Bloom']);
    expect(first.total).toBe(3);
    const next = await page({ sort: 'title', order: 'ASC', after: first.cursor, page: 2 });
    expect(next).toMatchObject({ data: [{ title: 'Petal Drums' }], total: 3 });
    expect(await page({ sort: 'title', order: 'ASC', page: 2 })).toMatchObject({
      data: [{ title: 'Petal Drums' }],
      total: 3,
    });
    expect((await api(token, 'POST', '/content/library/count/latest', {})).body.result).toBe(3);
  });

  it("shows a creator's side only what an active agreement licenses to it", async () => {
    for (const email of ['creator@example.com', 'creatorteam@example.com']) {
      const licensed = await titles(await t.login(email));
      expect(licensed).toContain('Northern Drive');
      // Tied to another creator's agreement, and another rights holder's label.
      expect(licensed).not.toContain('Glacier Walk');
      expect(licensed).not.toContain('Petal Drums');
    }
    expect(await titles(await t.login('leo.beats@example.com'))).toEqual([
      'Greenhouse Groove',
      'Night Bloom',
      'Petal Drums',
    ]);
    expect(await titles(await t.login('newcreator@example.com'))).toEqual([]);
    const creator = await t.login('creator@example.com');
    expect(
      (await api(creator, 'PATCH', `/content/library/detail/${await idOf('Glacier Walk')}`)).status,
    ).toBe(404);
  });
});

describe('searching and filtering', () => {
  it('finds by any word of title, description, tags or speaker, as prefixes, in full text', async () => {
    const token = await t.login('manager@example.com');
    expect(await titles(token, { search: 'gulls' })).toEqual(['Fjord Morning']);
    expect(await titles(token, { search: 'ingrid' })).toEqual([
      'Fjord Morning',
      'Glacier Walk',
      'Lighthouse Keeper',
    ]);
    expect(await titles(token, { search: 'lofo' })).toEqual(['Lighthouse Keeper']);
    expect(await titles(token, { search: 'ferry night' })).toEqual(['Midnight Ferry']);
    // Operators are words, never query syntax.
    expect(await titles(token, { search: "') | !(" })).toEqual([]);
  });

  it('follows a speaker renamed after the fact', async () => {
    const admin = await t.login('admin@example.com');
    const { body } = await api(admin, 'POST', '/artist', { search: 'Claire', limit: 5 });
    const claire = body.result.data[0];
    expect((await api(admin, 'PUT', `/artist/${claire._id}`, { name: 'Claire Le Goff' })).status).toBe(200);
    expect(await titles(admin, { search: 'goff' })).toEqual(['Le Phare']);
  });

  it('filters by kind, category, speaker and language, and refuses an unknown filter', async () => {
    const token = await t.login('admin@example.com');
    expect(await titles(token, { filter: { kind: 'footage' } })).toEqual(['Glacier Walk', 'Harbour Market']);
    expect(await titles(token, { filter: { language: 'pt' } })).toEqual(['Porto Stories']);
    const { status, body } = await api(token, 'POST', '/content/library', { filter: { colour: 'red' } });
    expect(status).toBe(400);
    expect(Object.keys(body.errors ?? {}).join()).toMatch(/filter/);
  });

  it('counts each facet under the search and the other filters, ignoring its own', async () => {
    const token = await t.login('rightsholder@example.com');
    const { status, body } = await api(token, 'POST', '/content/library/facets', {
      filter: { kind: 'footage' },
    });
    expect(status).toBe(200);
    const facets = body.result;
    // Its own filter aside: both kinds stay in sight, with their counts in the owner's label.
    expect(
      Object.fromEntries(facets.kind.map((f: { value: string; count: number }) => [f.value, f.count])),
    ).toEqual({
      audio: 7,
      footage: 2,
    });
    // The others count footage only.
    expect(facets.speaker).toEqual([expect.objectContaining({ label: 'Ingrid Solheim', count: 1 })]);
    // A rights holder's side has no owner facet: it only ever sees its own.
    expect(facets.rights_holder).toEqual([]);
    const search = await api(token, 'POST', '/content/library/facets', { search: 'ferry' });
    // Midnight Ferry, and Fjord Morning's ferry horn.
    expect(search.body.result.kind).toEqual([expect.objectContaining({ value: 'audio', count: 2 })]);
  });

  it('lists newest first on /latest, and counts what it lists', async () => {
    const token = await t.login('creator@example.com');
    const { body } = await api(token, 'POST', '/content/library/latest', { limit: 3 });
    const dates = (body.result.data as { approved_at: string }[]).map((row) => row.approved_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const count = await api(token, 'POST', '/content/library/count/latest', {});
    expect(count.body.result).toBe(body.result.total);
  });
});

describe('likes, favourites and notes', () => {
  it('keeps one like or dislike per person, and counts them', async () => {
    const token = await t.login('creatorteam@example.com');
    const asset = await idOf('Aurora Loop');
    const like = await api(token, 'POST', '/content/library/download/like/dislike', { asset, value: 1 });
    expect(like.body.result).toEqual({ likes: 2, dislikes: 0, my_reaction: 1 });
    const dislike = await api(token, 'POST', '/content/library/download/like/dislike', { asset, value: -1 });
    expect(dislike.body.result).toEqual({ likes: 1, dislikes: 1, my_reaction: -1 });
    const back = await api(token, 'POST', '/content/library/download/like/dislike', { asset, value: 0 });
    expect(back.body.result).toEqual({ likes: 1, dislikes: 0, my_reaction: 0 });
    const other = await api(token, 'POST', '/content/library/download/like/dislike', {
      asset: await idOf('Petal Drums'),
      value: 1,
    });
    expect(other.status).toBe(404);
  });

  it("stars an item for its person only: the Favourites filter is each person's own", async () => {
    const token = await t.login('maya.lens@example.com');
    const asset = await idOf('Glacier Walk');
    expect((await api(token, 'POST', '/content/library/favourite', { asset, favourite: true })).status).toBe(
      200,
    );
    expect(await titles(token, { filter: { favourite: true } })).toEqual(['Glacier Walk']);
    expect(await titles(await t.login('creator@example.com'), { filter: { favourite: true } })).toEqual([
      'Aurora Loop',
      'Northern Drive',
    ]);
    const detail = await api(token, 'PATCH', `/content/library/detail/${asset}`);
    expect(detail.body.result.favourite).toBe(true);
  });

  it('lets an author edit and delete their note, CRUD staff any, and nobody else', async () => {
    const creator = await t.login('creator@example.com');
    const asset = await idOf('Northern Drive');
    const added = await api(creator, 'POST', '/content/library/add/notes', {
      asset,
      body: 'Great for intros.',
    });
    expect(added.status).toBe(201);
    const id = added.body.result.id;
    const detail = await api(creator, 'PATCH', `/content/library/detail/${asset}`);
    expect(detail.body.result.notes.map((note: { body: string }) => note.body)).toContain(
      'Great for intros.',
    );
    const team = await t.login('creatorteam@example.com');
    expect((await api(team, 'POST', '/content/library/edit/notes', { id, body: 'Mine now' })).status).toBe(
      403,
    );
    expect((await api(creator, 'POST', '/content/library/edit/notes', { id, body: '  ' })).status).toBe(400);
    expect(
      (await api(creator, 'POST', '/content/library/edit/notes', { id, body: 'Great for outros.' })).status,
    ).toBe(200);
    const viewer = await t.login('viewer@example.com');
    expect((await api(viewer, 'POST', '/content/library/add/notes', { asset, body: 'x' })).status).toBe(403);
    const manager = await t.login('manager@example.com');
    expect((await api(manager, 'POST', '/content/library/delete/notes', { id })).status).toBe(200);
    expect((await api(creator, 'POST', '/content/library/delete/notes', { id })).status).toBe(404);
  });
});

describe('changing the library', () => {
  it("lets the owner's side edit its item, not a creator or a viewer", async () => {
    const asset = await idOf('Midnight Ferry');
    const owner = await t.login('rhteam@example.com');
    const edited = await api(owner, 'PUT', `/content/library/${asset}`, { tags: ['ferry', 'engine'] });
    expect(edited.status).toBe(200);
    expect(edited.body.result.tags).toEqual(['ferry', 'engine']);
    expect(await titles(owner, { search: 'engine' })).toEqual(['Midnight Ferry']);
    for (const email of ['creator@example.com', 'viewer@example.com']) {
      const token = await t.login(email);
      expect((await api(token, 'PUT', `/content/library/${asset}`, { title: 'x' })).status).toBe(403);
    }
  });

  it('moves an item to another rights holder (staff only), clearing an agreement that was not theirs', async () => {
    const asset = await idOf('Night Bloom');
    const admin = await t.login('admin@example.com');
    const { body } = await api(admin, 'POST', '/rights/holders/latest', { search: 'Rita', limit: 5 });
    const northwind = (body.result.data as { _id: string; name: string }[]).find(
      (r) => r.name === 'Rita Rights',
    );
    const rightsHolder = await t.login('rightsholder@example.com');
    expect(
      (
        await api(rightsHolder, 'PUT', `/content/library/content/owner/${asset}`, {
          rights_holder: northwind!._id,
        })
      ).status,
    ).toBe(403);
    const moved = await api(admin, 'PUT', `/content/library/content/owner/${asset}`, {
      rights_holder: northwind!._id,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.result.asset_label).toBe('Northwind Audio');
    expect(await titles(rightsHolder, { search: 'bloom' })).toEqual(['Night Bloom']);
  });

  it('deletes softly: the item leaves every list', async () => {
    const asset = await idOf('Harbour Market');
    const admin = await t.login('admin@example.com');
    expect((await api(admin, 'DELETE', `/content/library/${asset}`)).status).toBe(200);
    expect(await titles(admin, { search: 'market' })).toEqual([]);
    expect((await api(admin, 'PATCH', `/content/library/detail/${asset}`)).status).toBe(404);
  });
});

describe('the CSV of the library', () => {
  it('streams past its first page, every row once', async () => {
    const admin = await t.login('admin@example.com');
    // More rows than one page of the stream (1,000), with equal times: the cursor's tie-breaker works.
    await t.db.execute(sql`insert into assets (rights_holder_id, asset_label, title, stage, approved_at)
      select a.rights_holder_id, a.asset_label, 'Bulk take ' || n, 'approved', a.approved_at
      from generate_series(1, 1100) n, (select * from assets where title = 'Petal Drums') a`);
    const { text } = await api(admin, 'POST', '/content/library/latest/csv', { search: 'bulk' });
    const titles = text
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[0]);
    expect(titles).toHaveLength(1100);
    expect(new Set(titles).size).toBe(1100);
  });

  it('streams every row of the filtered list, with formula-like text neutralised', async () => {
    const admin = await t.login('admin@example.com');
    const asset = await idOf('Aurora Loop');
    await api(admin, 'PUT', `/content/library/${asset}`, { description: 'x', title: '=HYPERLINK("x")' });
    const { status, text, headers } = await api(admin, 'POST', '/content/library/latest/csv', {});
    expect(status).toBe(200);
    expect(headers['content-type']).toMatch(/text\/csv/);
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toMatch(/^Title,Kind,/);
    const count = await api(admin, 'POST', '/content/library/count/latest', {});
    expect(lines.length - 1).toBe(count.body.result);
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('writes readable values: words for kinds and policies, language names, dates in the reader’s language', async () => {
    const admin = await t.login('admin@example.com');
    const english = await api(admin, 'POST', '/content/library/latest/csv', { search: 'Fjord Morning' });
    const [heading, ...rows] = english.text.trim().split('\r\n');
    const row = rows.find((line) => line.startsWith('Fjord Morning,'));
    expect(heading).toBe(
      'Title,Kind,Duration,Content owner,Asset label,Language,Tags,ISRC,Custom id,Ownership territories,Content ID policy,Likes,Dislikes,In the library since',
    );
    expect(row).toMatch(
      /^Fjord Morning,Audio,[^,]*,Rita Rights,Northwind Audio,English,[^,]*,[^,]*,[^,]*,Worldwide,Monetize,\d+,\d+,"\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M"$/,
    );
    // Raw codes and ISO times are gone.
    expect(row).not.toMatch(/,audio,|,en,|,monetize,|\d{4}-\d{2}-\d{2}T/);

    // In the reader's words, language and time zone.
    const french = await api(admin, 'POST', '/content/library/latest/csv', {
      search: 'Fjord Morning',
      csv: {
        locale: 'fr',
        time_zone: 'Europe/Paris',
        words: {
          title: 'Titre',
          kind: 'Type',
          kind_audio: 'Audio',
          policy: 'Règle',
          policy_monetize: 'Monétiser',
        },
      },
    });
    const [frHeading, ...frRows] = french.text.trim().split('\r\n');
    const frRow = frRows.find((line) => line.startsWith('Fjord Morning,'));
    expect(frHeading).toMatch(/^Titre,Type,Duration,/);
    expect(frRow).toMatch(
      /^Fjord Morning,Audio,[^,]*,Rita Rights,Northwind Audio,anglais,.*,Monétiser,\d+,\d+,"?\d{1,2} \S+ \d{4}/,
    );

    const refused = await api(admin, 'POST', '/content/library/latest/csv', {
      csv: { time_zone: 'Mars/Olympus' },
    });
    expect(refused.status).toBe(400);
    const unknownWord = await api(admin, 'POST', '/content/library/latest/csv', {
      csv: { words: { x: 'y' } },
    });
    expect(unknownWord.status).toBe(400);
  });
});
