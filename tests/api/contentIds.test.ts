import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_ID_IMPORT_MAX_BYTES } from '../../shared/constants';
import { assetContentIds } from '../../server/entities/library/table';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // These tests map items themselves: they start from none (the demo seeds a few).
  await t.db.delete(assetContentIds);
});
afterAll(() => t?.close());

const LIST = '/content/library/claim/asset/original';
const IMPORT = `${LIST}/import`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read field by field
type Answer = { status: number; body: any };

const list = async (token: string, body: object = {}): Promise<Answer> => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api${LIST}`,
    headers: { authorization: `Bearer ${token}` },
    payload: { limit: 100, ...body },
  });
  return { status: response.statusCode, body: response.json() };
};

const titles = async (token: string, body: object = {}) => {
  const { status, body: answer } = await list(token, body);
  expect(status).toBe(200);
  return (answer.result.data as { title: string }[]).map((row) => row.title).sort();
};

/** Sends a CSV file as the import's body. */
const upload = async (token: string, csv: string, dryRun = false): Promise<Answer> => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api${IMPORT}${dryRun ? '?dry_run=true' : ''}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
    payload: csv,
  });
  return { status: response.statusCode, body: response.json() };
};

const ids = new Map<string, string>();
/** A library item's id by its title (as staff see it). */
const idOf = async (title: string) => {
  if (!ids.has(title)) {
    const { body } = await list(await t.login('admin@example.com'), { search: title });
    ids.set(
      title,
      (body.result.data as { _id: string; title: string }[]).find((row) => row.title === title)!._id,
    );
  }
  return ids.get(title)!;
};

/** The activity log's entries of mapping changes. */
const logged = async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/activity/log',
    headers: { authorization: `Bearer ${await t.login('admin@example.com')}` },
    payload: { filter: { entity: 'content-ids' }, limit: 100 },
  });
  return response.json().result.total as number;
};

const mapped = async () => {
  const { body } = await list(await t.login('admin@example.com'), { filter: { mapped: true } });
  return Object.fromEntries(
    (
      body.result.data as { title: string; content_id_asset_id: string; reference_status: string | null }[]
    ).map((row) => [row.title, [row.content_id_asset_id, row.reference_status]]),
  );
};

const goodFile = async () =>
  [
    'asset,content_id_asset_id,reference_id,reference_status',
    `${await idOf('Northern Drive')},A100000000001,R1000000001,active`,
    `${await idOf('Fjord Morning')},A100000000002,,`,
    `${await idOf('Petal Drums')},A100000000003,R1000000003,Inactive`,
  ].join('\n');

describe('who sees the Content ID list', () => {
  it('shows staff every library item, mapped or not, and only approved ones', async () => {
    const all = await titles(await t.login('viewerlimited@example.com'));
    expect(all).toContain('Northern Drive');
    expect(all).toContain('Petal Drums');
    expect(all).not.toContain('Harbour Lights'); // a draft
    const { body } = await list(await t.login('admin@example.com'), { limit: 1 });
    expect(body.result.total).toBe(all.length);
    expect(body.result.data[0]).toMatchObject({ content_id_asset_id: null, reference_id: null });
  });

  it("shows a rights holder's side its own label only", async () => {
    for (const email of ['rightsholder@example.com', 'rhteam@example.com']) {
      const own = await titles(await t.login(email));
      expect(own).toContain('Fjord Morning');
      expect(own).not.toContain('Petal Drums');
    }
  });

  it("refuses a creator's side (403)", async () => {
    for (const email of ['creator@example.com', 'creatorteam@example.com']) {
      expect((await list(await t.login(email))).status).toBe(403);
    }
  });

  it('refuses a cursor, an unknown filter and an unknown sort with 400 naming the field', async () => {
    const token = await t.login('admin@example.com');
    for (const [body, field] of [
      [{ after: 'abc' }, 'after'],
      [{ filter: { colour: 'red' } }, 'filter.colour'],
      [{ sort: 'colour' }, 'sort'],
      [{ filter: { reference_status: 'sleeping' } }, 'filter.reference_status'],
    ] as const) {
      const answer = await list(token, body);
      expect(answer.status, field).toBe(400);
      expect(Object.keys(answer.body.errors), field).toContain(field);
    }
  });
});

describe('importing a CSV of mappings', () => {
  it('previews a dry run row by row and writes nothing', async () => {
    const admin = await t.login('admin@example.com');
    const { status, body } = await upload(admin, await goodFile(), true);
    expect(status).toBe(200);
    expect(body.result.dry_run).toBe(true);
    expect(
      body.result.rows.map((row: { line: number; title: string; action: string }) => [
        row.line,
        row.title,
        row.action,
      ]),
    ).toEqual([
      [2, 'Northern Drive', 'add'],
      [3, 'Fjord Morning', 'add'],
      [4, 'Petal Drums', 'add'],
    ]);
    expect(body.result.totals).toEqual({ rows: 3, add: 3, update: 0, unchanged: 0, invalid: 0 });
    expect(await mapped()).toEqual({});
    expect(await logged()).toBe(0);
  });

  it('writes nothing from a file with a bad row, and names its line and reason', async () => {
    const admin = await t.login('admin@example.com');
    const file = `${await goodFile()}\n${await idOf('Glacier Walk')},=HYPERLINK("http://x"),,\n`;
    const { status, body } = await upload(admin, file);
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      'line 5.content_id_asset_id': 'must be a YouTube asset id: A followed by 12 or more letters or digits',
    });
    expect(await mapped()).toEqual({});
    const preview = await upload(admin, file, true);
    expect(preview.body.result.rows[3]).toMatchObject({
      line: 5,
      title: 'Glacier Walk',
      content_id_asset_id: '=HYPERLINK("http://x")',
      action: null,
    });
    expect(preview.body.result.totals.invalid).toBe(1);
  });

  it('refuses duplicate rows in the file', async () => {
    const admin = await t.login('admin@example.com');
    const northern = await idOf('Northern Drive');
    const file = `asset,content_id_asset_id\n${northern},A200000000001\n${northern},A200000000002\n`;
    const { status, body } = await upload(admin, file);
    expect(status).toBe(400);
    expect(body.errors).toEqual({ 'line 3.asset': 'names the same item as line 2' });
  });

  it('writes every row of a good file in one go, each logged', async () => {
    const admin = await t.login('admin@example.com');
    const { status, body } = await upload(admin, await goodFile());
    expect(status).toBe(200);
    expect(body.result.totals).toMatchObject({ add: 3, invalid: 0 });
    expect(body.message).toBe('3 added, 0 updated, 0 unchanged.');
    expect(await mapped()).toEqual({
      'Northern Drive': ['A100000000001', 'active'],
      'Fjord Morning': ['A100000000002', null],
      'Petal Drums': ['A100000000003', 'inactive'],
    });
    expect(await logged()).toBe(3);
  });

  it('changes nothing when the same file is imported again', async () => {
    const admin = await t.login('admin@example.com');
    const before = await list(admin, { filter: { mapped: true } });
    const { status, body } = await upload(admin, await goodFile());
    expect(status).toBe(200);
    expect(body.result.totals).toEqual({ rows: 3, add: 0, update: 0, unchanged: 3, invalid: 0 });
    expect(await logged()).toBe(3);
    const after = await list(admin, { filter: { mapped: true } });
    expect(after.body.result.data).toEqual(before.body.result.data);
  });

  it('updates by ISRC, keeping the stored reference when its cells are empty', async () => {
    const admin = await t.login('admin@example.com');
    const northern = await idOf('Northern Drive');
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/content/library/${northern}`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { isrc: 'USRC17607839' },
    });
    expect(edit.statusCode).toBe(200);
    const { status, body } = await upload(
      admin,
      'ISRC,Content ID Asset ID,Reference Status\nUS-RC1-76-07839,A100000000001,inactive\n',
    );
    expect(status).toBe(200);
    expect(body.result.rows[0]).toMatchObject({
      title: 'Northern Drive',
      action: 'update',
      reference_id: 'R1000000001',
    });
    expect((await mapped())['Northern Drive']).toEqual(['A100000000001', 'inactive']);
    expect(await logged()).toBe(4);
  });

  it('refuses a content id another item holds', async () => {
    const admin = await t.login('admin@example.com');
    const file = `asset,content_id_asset_id\n${await idOf('Glacier Walk')},A100000000002\n`;
    const preview = await upload(admin, file, true);
    expect(preview.body.result.rows[0].errors).toEqual([
      {
        field: 'content_id_asset_id',
        reason: 'is already mapped to another library item',
        message: { id: 'csv.already_mapped' },
      },
    ]);
    const { status, body } = await upload(admin, file);
    expect(status).toBe(400);
    expect(body.errors['line 2.content_id_asset_id']).toMatch(/already mapped/);
    expect((await mapped())['Glacier Walk']).toBeUndefined();
  });

  it('refuses what is not a CSV file, a file past its size, and a file with unknown columns', async () => {
    const admin = await t.login('admin@example.com');
    const json = await t.app.inject({
      method: 'POST',
      url: `/api${IMPORT}`,
      headers: { authorization: `Bearer ${admin}` },
      payload: {},
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors.file).toMatch(/text\/csv/);
    const big = await upload(admin, `asset,content_id_asset_id\n${'x'.repeat(CONTENT_ID_IMPORT_MAX_BYTES)}`);
    expect(big.status).toBe(413);
    const unknown = await upload(admin, 'asset,content_id,colour\n');
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.file).toMatch(/unknown column "content_id"/);
  });

  it('lets only CRUD staff import (403 for a viewer and a rights holder)', async () => {
    for (const email of ['viewer@example.com', 'rightsholder@example.com']) {
      expect((await upload(await t.login(email), await goodFile(), true)).status, email).toBe(403);
    }
  });
});

describe('reading the mappings', () => {
  it('filters by mapped, searches titles and content ids, and counts what it lists', async () => {
    const token = await t.login('manager@example.com');
    expect(await titles(token, { filter: { mapped: true } })).toEqual([
      'Fjord Morning',
      'Northern Drive',
      'Petal Drums',
    ]);
    const unmapped = await titles(token, { filter: { mapped: false } });
    expect(unmapped).toContain('Glacier Walk');
    expect(unmapped).not.toContain('Northern Drive');
    expect(await titles(token, { search: 'A100000000003' })).toEqual(['Petal Drums']);
    expect(await titles(token, { search: 'fjord morn' })).toEqual(['Fjord Morning']);
    expect(await titles(token, { filter: { reference_status: 'inactive' } })).toEqual([
      'Northern Drive',
      'Petal Drums',
    ]);
    const sorted = await list(token, {
      filter: { mapped: true },
      sort: 'content_id_asset_id',
      order: 'DESC',
    });
    expect(sorted.body.result.data.map((row: { title: string }) => row.title)).toEqual([
      'Petal Drums',
      'Fjord Morning',
      'Northern Drive',
    ]);
    const count = await t.app.inject({
      method: 'POST',
      url: `/api${LIST}/count`,
      headers: { authorization: `Bearer ${token}` },
      payload: { filter: { mapped: false } },
    });
    expect(count.json().result).toBe(unmapped.length);
  });

  it("shows a rights holder its own label's mappings only", async () => {
    const token = await t.login('rightsholder@example.com');
    expect(await titles(token, { filter: { mapped: true } })).toEqual(['Fjord Morning', 'Northern Drive']);
  });
});
