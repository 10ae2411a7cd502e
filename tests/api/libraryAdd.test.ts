import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs } from '../../server/entities/activityLog/table';
import { assets, AssetStage } from '../../server/entities/assets/table';
import { uploads } from '../../server/entities/uploads/table';
import { users } from '../../server/entities/users/table';
import { sineWav } from '../support/media';
import { createTestApp, type TestApp } from '../support/testApp';
import { tusClient } from '../support/tus';

/**
 * Staff add content straight into the library (POST /content/library/add): the asset's own add from
 * one of their finished uploads, approved by them at once; nobody else may, and nothing is written
 * when it is refused.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const { upload } = tusClient(() => t.app);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const api = async (token: string | undefined, method: Method, url: string, payload?: object) => {
  const response = await t.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload,
  });
  return {
    status: response.statusCode,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read field by field
    body: response.json() as { result: any; message?: string; errors?: Record<string, string> },
  };
};

const ADD = '/content/library/add';

const userId = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

/** A finished upload of a short tone, its caller's own (each call a different tone: an upload is content once). */
let tone = 300;
const uploadOf = async (token: string, name = 'Take.wav') =>
  (await upload(token, name, sineWav({ seconds: 1, frequency: tone++ }))).id;

/** What a refused add must leave as it was: the assets, the activity log and the upload. */
const written = async (uploadId: string) => ({
  assets: (await t.db.select({ n: count() }).from(assets))[0]!.n,
  logs: (await t.db.select({ n: count() }).from(activityLogs))[0]!.n,
  claimed: (await t.db.select().from(uploads).where(eq(uploads.id, uploadId)))[0]?.claimedAt ?? null,
});

/** The library's titles for a search, as the caller lists them. */
const listed = async (token: string, search: string) => {
  const { status, body } = await api(token, 'POST', '/content/library', { search, limit: 50 });
  expect(status).toBe(200);
  return (body.result.data as { _id: string; title: string }[]).map((row) => row.title);
};

describe('staff add an item straight into the library', () => {
  it.each([
    ['an admin', 'admin@example.com', 'Harbour Horn'],
    ['a manager', 'manager@example.com', 'Quay Chimes'],
    ['a limited manager', 'managerlimited@example.com', 'Dockside Hum'],
  ])('lets %s add one, approved by them at once, listed and logged', async (_who, email, title) => {
    const token = await t.login(email);
    const caller = await userId(email);
    const rightsHolder = await userId('rightsholder@example.com');
    const uploadId = await uploadOf(token, `${title}.wav`);
    const before = new Date();

    const added = await api(token, 'POST', ADD, {
      title,
      upload: uploadId,
      rights_holder: rightsHolder,
      description: 'Added by staff for the demo.',
      tags: ['harbour', 'staff'],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.message).toBe('Content added to the library.');
    const item = added.body.result;
    expect(item).toMatchObject({
      title,
      kind: 'audio',
      rights_holder: rightsHolder,
      asset_label: 'Northwind Audio',
      description: 'Added by staff for the demo.',
      tags: ['harbour', 'staff'],
    });
    expect(item.approved_at).toEqual(expect.any(String));
    expect(new Date(item.approved_at).getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);

    // Approved by the caller, in the library rather than among the drafts or the review queue.
    const [row] = await t.db.select().from(assets).where(eq(assets.id, item._id));
    expect(row).toMatchObject({
      stage: AssetStage.APPROVED,
      reviewedBy: caller,
      uploadedBy: caller,
      rightsHolderId: rightsHolder,
      status: 1,
    });
    expect(row!.approvedAt).toBeInstanceOf(Date);
    expect(row!.reviewedAt).toBeInstanceOf(Date);
    // The upload is now this item's content.
    const [used] = await t.db.select().from(uploads).where(eq(uploads.id, uploadId));
    expect(used?.claimedAt ?? null).not.toBeNull();

    // In the library for staff and for the owner's side, and on its own page.
    expect(await listed(token, title)).toContain(title);
    expect(await listed(await t.login('viewer@example.com'), title)).toContain(title);
    expect(await listed(await t.login('rightsholder@example.com'), title)).toContain(title);
    expect(await listed(await t.login('orchid.sounds@example.com'), title)).not.toContain(title);
    const detail = await api(token, 'PATCH', `/content/library/detail/${item._id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.result).toMatchObject({ _id: item._id, title, uploaded_by_name: expect.any(String) });
    const drafts = await api(token, 'POST', '/CID/asset', { filter: { stage: 'draft' }, limit: 100 });
    expect(drafts.body.result.data.map((r: { _id: string }) => r._id)).not.toContain(item._id);

    // One entry in the activity log: the caller's add, the item as approved.
    const log = await api(await t.login('admin@example.com'), 'POST', '/activity/log', {
      filter: { entity_id: item._id },
    });
    expect(log.status).toBe(200);
    expect(log.body.result.data).toHaveLength(1);
    expect(log.body.result.data[0]).toMatchObject({
      action: 'create',
      entity: 'libraries',
      actor: caller,
      before: null,
      after: expect.objectContaining({ _id: item._id, title }),
    });
    expect(log.body.result.data[0].after.approved_at).toEqual(expect.any(String));
  });

  it('processes the added file as any upload: the item gets its duration and preview', async () => {
    const token = await t.login('admin@example.com');
    const added = await api(token, 'POST', ADD, {
      title: 'Processed Bell',
      upload: await uploadOf(token),
      rights_holder: await userId('rightsholder@example.com'),
    });
    expect(added.status).toBe(201);
    await expect
      .poll(
        async () => {
          const { body } = await api(token, 'PATCH', `/content/library/detail/${added.body.result._id}`);
          return body.result.job?.state;
        },
        { timeout: 30_000, interval: 200 },
      )
      .toBe('succeeded');
    const { body } = await api(token, 'PATCH', `/content/library/detail/${added.body.result._id}`);
    expect(body.result.duration).toBeCloseTo(1, 1);
    expect(body.result.preview_file).toEqual(expect.any(String));
  });
});

describe('nobody else adds to the library', () => {
  it.each([
    'viewer@example.com',
    'viewerlimited@example.com',
    'creator@example.com',
    'creatorteam@example.com',
  ])('refuses %s with a 403, and writes nothing', async (email) => {
    const admin = await t.login('admin@example.com');
    // A body that would pass were the caller staff: an unused upload, a real rights holder.
    const uploadId = await uploadOf(admin);
    const before = await written(uploadId);
    const refused = await api(await t.login(email), 'POST', ADD, {
      title: 'Not Mine To Add',
      upload: uploadId,
      rights_holder: await userId('rightsholder@example.com'),
    });
    expect(refused.status).toBe(403);
    expect(await written(uploadId)).toEqual(before);
    expect(await listed(admin, 'Not Mine To Add')).not.toContain('Not Mine To Add');
  });

  it.each(['rightsholder@example.com', 'rhteam@example.com'])(
    'refuses %s (who may upload, and edit the library) its own upload: that goes through review',
    async (email) => {
      const token = await t.login(email);
      const uploadId = await uploadOf(token);
      const before = await written(uploadId);
      for (const body of [
        { title: 'Skipping Review', upload: uploadId },
        {
          title: 'Skipping Review',
          upload: uploadId,
          rights_holder: await userId('rightsholder@example.com'),
        },
      ]) {
        const refused = await api(token, 'POST', ADD, body);
        expect(refused.status).toBe(403);
      }
      expect(await written(uploadId)).toEqual(before);
      // The upload is still theirs to make a draft of, the way their content goes.
      const draft = await api(token, 'POST', '/CID/asset/add', {
        title: 'Skipping Review',
        upload: uploadId,
      });
      expect(draft.status).toBe(201);
      expect(draft.body.result.stage).toBe(AssetStage.DRAFT);
      expect(await listed(token, 'Skipping Review')).not.toContain('Skipping Review');
    },
  );

  it('refuses a caller with no session with a 401, and writes nothing', async () => {
    const admin = await t.login('admin@example.com');
    const uploadId = await uploadOf(admin);
    const before = await written(uploadId);
    const refused = await api(undefined, 'POST', ADD, {
      title: 'Anonymous',
      upload: uploadId,
      rights_holder: await userId('rightsholder@example.com'),
    });
    expect(refused.status).toBe(401);
    expect(await written(uploadId)).toEqual(before);
  });
});

describe('what an add must hold', () => {
  const cases: Array<[string, (valid: Record<string, unknown>) => Record<string, unknown>, string]> = [
    ['no title', ({ title: _title, ...rest }) => rest, 'title'],
    ['a blank title', (valid) => ({ ...valid, title: '   ' }), 'title'],
    ['no upload', ({ upload: _upload, ...rest }) => rest, 'upload'],
    ['no rights holder', ({ rights_holder: _rh, ...rest }) => rest, 'rights_holder'],
    [
      'an unknown rights holder',
      (valid) => ({ ...valid, rights_holder: '00000000-0000-4000-8000-000000000000' }),
      'rights_holder',
    ],
    [
      'a rights holder that is not a uuid',
      (valid) => ({ ...valid, rights_holder: 'northwind' }),
      'rights_holder',
    ],
    ['a submit field (the library skips review)', (valid) => ({ ...valid, submit: true }), 'submit'],
    ['a submit field set to false', (valid) => ({ ...valid, submit: false }), 'submit'],
    ['a kind that does not exist', (valid) => ({ ...valid, kind: 'podcast' }), 'kind'],
    ['footage for an audio file', (valid) => ({ ...valid, kind: 'footage' }), 'kind'],
    ['a clip for an audio file', (valid) => ({ ...valid, kind: 'clip' }), 'kind'],
    [
      'an unknown category',
      (valid) => ({ ...valid, category: '00000000-0000-4000-8000-000000000000' }),
      'category',
    ],
    ['a field the library does not take', (valid) => ({ ...valid, stage: 'approved' }), 'stage'],
  ];

  it.each(cases)(
    'refuses %s with a 400 naming the field, and writes nothing',
    async (_case, change, field) => {
      const token = await t.login('manager@example.com');
      const uploadId = await uploadOf(token);
      const valid = {
        title: 'Refused Take',
        upload: uploadId,
        rights_holder: await userId('rightsholder@example.com'),
      };
      const before = await written(uploadId);
      const refused = await api(token, 'POST', ADD, change(valid));
      expect(refused.status, JSON.stringify(refused.body)).toBe(400);
      expect(refused.body.errors, JSON.stringify(refused.body)).toHaveProperty(field);
      expect(await written(uploadId)).toEqual(before);
      expect(await listed(token, 'Refused Take')).not.toContain('Refused Take');
    },
  );

  it('refuses a rights holder account that is not a content owner, or has no asset label', async () => {
    const token = await t.login('admin@example.com');
    const uploadId = await uploadOf(token);
    const before = await written(uploadId);
    for (const email of ['creator@example.com', 'manager@example.com', 'newrightsholder@example.com']) {
      const refused = await api(token, 'POST', ADD, {
        title: 'Wrong Owner',
        upload: uploadId,
        rights_holder: await userId(email),
      });
      expect(refused.status, email).toBe(400);
      expect(refused.body.errors).toHaveProperty('rights_holder');
    }
    expect(await written(uploadId)).toEqual(before);
  });

  it("refuses another person's upload, and an upload already used", async () => {
    const admin = await t.login('admin@example.com');
    const manager = await t.login('manager@example.com');
    const rightsHolder = await userId('rightsholder@example.com');
    const managers = await uploadOf(manager);
    const before = await written(managers);
    const stolen = await api(admin, 'POST', ADD, {
      title: 'Borrowed',
      upload: managers,
      rights_holder: rightsHolder,
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.errors).toHaveProperty('upload');
    expect(await written(managers)).toEqual(before);

    const first = await api(manager, 'POST', ADD, {
      title: 'Used Once',
      upload: managers,
      rights_holder: rightsHolder,
    });
    expect(first.status).toBe(201);
    const again = await api(manager, 'POST', ADD, {
      title: 'Used Twice',
      upload: managers,
      rights_holder: rightsHolder,
    });
    expect(again.status).toBe(409);
    const used = await listed(manager, 'Used');
    expect(used).toContain('Used Once');
    expect(used).not.toContain('Used Twice');
  });
});
