import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES } from '../../shared/constants';
import { activityLogs } from '../../server/entities/activityLog/table';
import { agreements } from '../../server/entities/agreements/table';
import { channels } from '../../server/entities/channels/table';
import { users } from '../../server/entities/users/table';
import { call, createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const idOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const channelOf = async (title: string) =>
  (await t.db.select({ id: channels.id }).from(channels).where(eq(channels.channelTitle, title)))[0]!.id;
const counts = async () => [
  (await t.db.select({ n: count() }).from(agreements))[0]!.n,
  (await t.db.select({ n: count() }).from(activityLogs))[0]!.n,
];
const list = async (token: string, body: object = {}) =>
  (await call(t.app, token, 'POST', '/api/contract', body)).json().result;
const contractCountOf = async (email: string) =>
  (await call(t.app, await t.login(email), 'PATCH', '/api/user', {})).json().result.contractCount as number;

async function newAgreement(extra: object = {}) {
  return {
    title: 'Fresh Footage starter licence',
    rights_holder: await idOf('newrightsholder@example.com'),
    creator: await idOf('creator@example.com'),
    start_date: '2026-01-01',
    end_date: '2026-12-31',
    territory: 'Europe',
    revenue_share: 42.5,
    ...extra,
  };
}

const upload = (token: string, id: string, body: Buffer, name = 'signed.pdf') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/contract/document/${id}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/pdf', 'x-file-name': name },
    payload: body,
  });

describe('agreements', () => {
  it('lets a manager add one, derives the parties agreement counts from it and logs it', async () => {
    expect(await contractCountOf('newrightsholder@example.com')).toBe(0);
    const manager = await t.login('manager@example.com');
    const response = await call(t.app, manager, 'POST', '/api/contract/add', await newAgreement());
    expect(response.statusCode).toBe(201);
    const created = response.json().result;
    expect(created).toMatchObject({
      title: 'Fresh Footage starter licence',
      rights_holder_name: 'Nina Owner',
      creator_name: 'Chloe Creator',
      revenue_share: 42.5,
      status: 1,
    });
    expect(await contractCountOf('newrightsholder@example.com')).toBe(1);
    const [entry] = await t.db.select().from(activityLogs).where(eq(activityLogs.entityId, created._id));
    expect(entry).toMatchObject({ action: 'create', entity: 'contracts' });
  });

  it('refuses bad terms with 400 naming each field, and changes nothing', async () => {
    const manager = await t.login('manager@example.com');
    const before = await counts();
    const cases: [object, string][] = [
      [{ revenue_share: 100.5 }, 'revenue_share'],
      [{ revenue_share: 12.345 }, 'revenue_share'],
      [{ end_date: '2025-12-31' }, 'end_date'],
      [{ creator: await idOf('rightsholder@example.com') }, 'creator'],
      [{ rights_holder: await idOf('creator@example.com') }, 'rights_holder'],
      [{ channel: await channelOf('Maya Lens Travel') }, 'channel'],
      [{ title: '  ' }, 'title'],
    ];
    for (const [change, field] of cases) {
      const response = await call(t.app, manager, 'POST', '/api/contract/add', await newAgreement(change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().errors, JSON.stringify(change)).toHaveProperty(field);
    }
    expect(await counts()).toEqual(before);
  });

  it('shows a creator and a rights holder only their own side, and others’ as 404', async () => {
    const creator = await t.login('creator@example.com');
    const own = await list(creator);
    expect(own.data.length).toBeGreaterThan(0);
    expect(new Set(own.data.map((a: { creator_name: string }) => a.creator_name))).toEqual(
      new Set(['Chloe Creator']),
    );
    const rita = await t.login('rightsholder@example.com');
    const hers = await list(rita);
    expect(new Set(hers.data.map((a: { rights_holder_name: string }) => a.rights_holder_name))).toEqual(
      new Set(['Rita Rights']),
    );
    const [orchid] = await t.db
      .select()
      .from(agreements)
      .where(eq(agreements.title, 'Orchid Sounds beat library'));
    expect((await call(t.app, creator, 'PATCH', `/api/contract/detail/${orchid!.id}`, {})).statusCode).toBe(
      404,
    );
    expect(
      (await call(t.app, creator, 'PUT', `/api/contract/${orchid!.id}`, { title: 'Mine' })).statusCode,
    ).toBe(403);
  });

  it('never sends the revenue share to non-earning staff, in lists, details or the log', async () => {
    const limited = await t.login('managerlimited@example.com');
    const rows = (await list(limited, { search: 'ambient' })).data;
    expect(rows).toHaveLength(1);
    expect(rows.every((row: object) => !('revenue_share' in row))).toBe(true);
    const refused = await call(t.app, limited, 'PUT', `/api/contract/${rows[0]._id}`, { revenue_share: 10 });
    expect(refused.statusCode).toBe(403);
    const renamed = await call(t.app, limited, 'PUT', `/api/contract/${rows[0]._id}`, {
      title: 'Renamed licence',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().result).not.toHaveProperty('revenue_share');

    // Creating is refused the same way: a share is set only by those shown money.
    const before = await t.db.select({ n: count() }).from(agreements);
    const withShare = await call(t.app, limited, 'POST', '/api/contract/add', await newAgreement());
    expect(withShare.statusCode).toBe(403);
    expect(await t.db.select({ n: count() }).from(agreements)).toEqual(before);
    const { revenue_share: _share, ...withoutShare } = await newAgreement({
      title: 'Share to be set',
      rights_holder: await idOf('rightsholder@example.com'),
    });
    const created = await call(t.app, limited, 'POST', '/api/contract/add', withoutShare);
    expect(created.statusCode).toBe(201);
    expect(created.json().result).not.toHaveProperty('revenue_share');
    const admin = await t.login('admin@example.com');
    const seen = await call(t.app, admin, 'PATCH', `/api/contract/detail/${created.json().result._id}`);
    expect(seen.json().result.revenue_share).toBeNull();
    const manager = await t.login('manager@example.com');
    const missing = await call(t.app, manager, 'POST', '/api/contract/add', withoutShare);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ revenue_share: 'is required' });

    const viewerLimited = await t.login('viewerlimited@example.com');
    const log = (
      await call(t.app, viewerLimited, 'POST', '/api/activity/log', { filter: { entity: 'contracts' } })
    ).json().result.data;
    expect(log.length).toBeGreaterThan(0);
    expect(JSON.stringify(log)).not.toContain('revenue_share');
    const viewer = await t.login('viewer@example.com');
    expect((await list(viewer)).data[0]).toHaveProperty('revenue_share');
    expect(
      (await call(t.app, viewer, 'PUT', `/api/contract/${rows[0]._id}`, { title: 'No' })).statusCode,
    ).toBe(403);
  });

  it('ends and deletes an agreement keeping it and its history', async () => {
    const admin = await t.login('admin@example.com');
    const target = (await list(admin, { search: 'starter licence' })).data[0];
    const ended = await call(t.app, admin, 'PUT', `/api/contract/change-status/${target._id}`, { status: 0 });
    expect(ended.json().result.status).toBe(0);
    const deleted = await call(t.app, admin, 'PUT', `/api/contract/change-status/${target._id}`, {
      status: 3,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await list(admin, { search: 'starter licence' })).total).toBe(0);
    expect((await list(admin, { search: 'starter licence', filter: { status: 3 } })).total).toBe(1);
    expect(await contractCountOf('newrightsholder@example.com')).toBe(0);
    const history = await t.db.select().from(activityLogs).where(eq(activityLogs.entityId, target._id));
    expect(history.map((e) => e.action).sort()).toEqual(['create', 'delete', 'status']);
  });

  it('keeps the signed PDF, checking its type and size, for the parties to download', async () => {
    const manager = await t.login('manager@example.com');
    const target = (await list(manager, { search: 'catalogue licence' })).data[0];
    const pdf = Buffer.from('%PDF-1.4\n% signed agreement\n%%EOF\n');
    const notPdf = await upload(manager, target._id, Buffer.from('GIF89a not a pdf'));
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().errors).toEqual({ document: 'must be a PDF file' });
    const tooBig = await upload(manager, target._id, Buffer.concat([pdf, Buffer.alloc(DOCUMENT_MAX_BYTES)]));
    expect(tooBig.statusCode).toBe(413);
    const stored = await upload(manager, target._id, pdf, 'Northwind%20signed.pdf');
    expect(stored.statusCode).toBe(200);
    expect(stored.json().result).toMatchObject({
      document_name: 'Northwind signed.pdf',
      document_size: pdf.length,
    });

    const creator = await t.login('creator@example.com');
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/contract/document/${target._id}`,
      headers: { authorization: `Bearer ${creator}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);
    const outsider = await t.login('newcreator@example.com');
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/contract/document/${target._id}`,
      headers: { authorization: `Bearer ${outsider}` },
    });
    expect(refused.statusCode).toBe(404);
  });

  it('keeps a clean name with the .pdf extension, whatever X-File-Name says', async () => {
    const manager = await t.login('manager@example.com');
    const target = (await list(manager, { search: 'catalogue licence' })).data[0];
    const pdf = Buffer.from('%PDF-1.4\n% signed agreement\n%%EOF\n');
    const stored = await upload(
      manager,
      target._id,
      pdf,
      encodeURIComponent('evil\r\nSet-Cookie: x=1\u202e.html'),
    );
    expect(stored.statusCode).toBe(200);
    expect(stored.json().result.document_name).toBe('evilSet-Cookie: x=1.pdf');
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/contract/document/${target._id}`,
      headers: { authorization: `Bearer ${manager}` },
    });
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''[^\r\n]*\.pdf$/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
  });
});
