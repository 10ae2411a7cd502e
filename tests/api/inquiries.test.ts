import fs from 'node:fs';
import path from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INQUIRY_PENDING_LIMIT } from '../../shared/constants';
import { visibleMenu, type MenuEntry } from '../../shared/menu';
import { agreements } from '../../server/entities/agreements/table';
import { assets } from '../../server/entities/assets/table';
import { channels } from '../../server/entities/channels/table';
import { InquiryStatus, inquiries } from '../../server/entities/inquiries/table';
import { users } from '../../server/entities/users/table';
import { answerOf, createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const idOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const channelOf = async (title: string) =>
  (await t.db.select({ id: channels.id }).from(channels).where(eq(channels.channelTitle, title)))[0]!.id;
const assetOf = async (title: string) =>
  (await t.db.select({ id: assets.id }).from(assets).where(eq(assets.title, title)))[0]!.id;
const tokens = new Map<string, string>();
const as = async (email: string) => {
  if (!tokens.has(email)) tokens.set(email, await t.login(email));
  return tokens.get(email)!;
};
const api = async (email: string, method: string, url: string, body?: object) =>
  answerOf(t.app, await as(email), method, url, body);
const browseTitles = async (email: string, body: object = {}) =>
  (
    (await api(email, 'POST', '/browse', { limit: 100, ...body })).body.result.data as { title: string }[]
  ).map((row) => row.title);
const libraryTitles = async (email: string) =>
  (
    (await api(email, 'POST', '/content/library', { limit: 100 })).body.result.data as { title: string }[]
  ).map((row) => row.title);
const agreementCount = async () => (await t.db.select({ n: count() }).from(agreements))[0]!.n;

/** The mails sent to an address: header lines and body. */
const mailsTo = (email: string) =>
  (fs.existsSync(t.outboxDir) ? fs.readdirSync(t.outboxDir) : [])
    .map((name) => fs.readFileSync(path.join(t.outboxDir, name), 'utf8'))
    .filter((mail) => mail.includes(`\r\nTo: ${email}\r\n`))
    .map((mail) => {
      const split = mail.indexOf('\r\n\r\n');
      return { headers: mail.slice(0, split), body: mail.slice(split + 4) };
    });

const request = async (email: string, asset: string, channel: string, message = 'For my videos.') =>
  api(email, 'POST', '/browse/request', {
    asset: await assetOf(asset),
    channel: await channelOf(channel),
    message,
  });

describe('the Licensing Library (/browse)', () => {
  it('lists only the approved, licensable, not deleted items of every rights holder', async () => {
    const titles = await browseTitles('creator@example.com');
    // Both rights holders' licensable items, and nothing their owners did not offer.
    expect(titles).toEqual(expect.arrayContaining(['Petal Drums', 'Aurora Loop', 'Glacier Walk']));
    expect(titles).not.toContain('Lighthouse Keeper');
    // A draft stays out even when marked licensable.
    await t.db.update(assets).set({ licensable: true }).where(eq(assets.title, 'Harbour Lights'));
    expect(await browseTitles('manager@example.com')).not.toContain('Harbour Lights');
    // A deleted item leaves it.
    await t.db.update(assets).set({ status: 3 }).where(eq(assets.title, 'Le Phare'));
    expect(await browseTitles('viewer@example.com')).not.toContain('Le Phare');
    await t.db.update(assets).set({ status: 1 }).where(eq(assets.title, 'Le Phare'));
    // The library's search and filters work on it.
    expect(await browseTitles('creator@example.com', { search: 'petal' })).toEqual(['Petal Drums']);
  });

  it("lets the owner's side offer an approved item through the library's edit", async () => {
    const id = await assetOf('Lighthouse Keeper');
    const set = await api('rightsholder@example.com', 'PUT', `/content/library/${id}`, { licensable: true });
    expect(set.status).toBe(200);
    expect(set.body.result.licensable).toBe(true);
    expect(await browseTitles('creator@example.com')).toContain('Lighthouse Keeper');
    // Another rights holder cannot change it.
    const foreign = await api('orchid.sounds@example.com', 'PUT', `/content/library/${id}`, {
      licensable: false,
    });
    expect([403, 404]).toContain(foreign.status);
    await api('manager@example.com', 'PUT', `/content/library/${id}`, { licensable: false });
    expect(await browseTitles('creator@example.com')).not.toContain('Lighthouse Keeper');
  });

  it('is read by the route table roles and refused to rights holders', async () => {
    for (const email of [
      'admin@example.com',
      'manager@example.com',
      'managerlimited@example.com',
      'viewer@example.com',
      'viewerlimited@example.com',
      'creator@example.com',
      'creatorteam@example.com',
    ]) {
      expect((await api(email, 'POST', '/browse', {})).status, email).toBe(200);
    }
    expect((await api('rightsholder@example.com', 'POST', '/browse', {})).status).toBe(403);
    expect((await api('rhteam@example.com', 'POST', '/browse', {})).status).toBe(403);
  });

  it('hides its menu entry for the accounts set to hide it, by a setting', async () => {
    const hidden = await api('newcreator@example.com', 'PATCH', '/user', {});
    expect(hidden.body.result.browse_hidden).toBe(true);
    const shown = await api('creator@example.com', 'PATCH', '/user', {});
    expect(shown.body.result.browse_hidden).toBe(false);
    const keys = (entries: readonly MenuEntry[]): string[] =>
      entries.flatMap((entry) => [entry.key, ...keys(entry.children ?? [])]);
    const menu = (browseHidden: boolean) =>
      keys(visibleMenu({ type: 3, assetLabelName: '', contractCount: 1, browseHidden }));
    expect(menu(false)).toContain('licensing_library');
    expect(menu(true)).not.toContain('licensing_library');
    // The setting is data: turning it on for another account hides the entry there too.
    await t.db.update(users).set({ browseHidden: true }).where(eq(users.email, 'maya.lens@example.com'));
    const maya = await answerOf(t.app, await t.login('maya.lens@example.com'), 'PATCH', '/user', {});
    expect(maya.body.result.browse_hidden).toBe(true);
  });

  it('is closed through the API too, to a hidden account and to the team acting for it; staff set it on the creator', async () => {
    const creator = await idOf('creator@example.com');
    const set = (hidden: boolean) =>
      api('admin@example.com', 'PUT', `/creator/${creator}`, { browse_hidden: hidden });
    const item = await assetOf('Northern Drive');
    try {
      const saved = await set(true);
      expect(saved.status).toBe(200);
      expect(saved.body.result.browse_hidden).toBe(true);
      expect(
        (await api('manager@example.com', 'PATCH', `/creator/detail/${creator}`, {})).body.result
          .browse_hidden,
      ).toBe(true);
      for (const email of ['creator@example.com', 'creatorteam@example.com']) {
        const list = await api(email, 'POST', '/browse', {});
        expect(list.status).toBe(403);
        expect(list.body.message).toBe('The Licensing Library is not open to this account.');
        // The page is read beside the check: whatever it answers, the refusal is what the caller gets.
        expect((await api(email, 'POST', '/browse', { page: 9999, limit: 10, search: 'x' })).status).toBe(
          403,
        );
        expect((await api(email, 'PATCH', `/browse/detail/${item}`, {})).status).toBe(403);
        expect((await request(email, 'Greenhouse Groove', 'Chloe Creates')).status).toBe(403);
      }
      // Only CRUD staff change it; a viewer may not, and a wrong value is a 400 naming the field.
      expect(
        (await api('viewer@example.com', 'PUT', `/creator/${creator}`, { browse_hidden: false })).status,
      ).toBe(403);
      const bad = await api('admin@example.com', 'PUT', `/creator/${creator}`, { browse_hidden: 'yes' });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain('browse_hidden');
    } finally {
      expect((await set(false)).status).toBe(200);
    }
    expect((await api('creator@example.com', 'POST', '/browse', {})).status).toBe(200);
    expect((await api('creatorteam@example.com', 'POST', '/browse', {})).status).toBe(200);
  });
});

describe('licence requests', () => {
  it("makes a team member's request the creator's, and lists it for the creator's side only", async () => {
    const made = await request('creatorteam@example.com', 'Greenhouse Groove', 'Chloe Creates');
    expect(made.status).toBe(200);
    expect(made.body.result).toMatchObject({
      creator: await idOf('creator@example.com'),
      requested_by: await idOf('creatorteam@example.com'),
      rights_holder: await idOf('orchid.sounds@example.com'),
      asset_title: 'Greenhouse Groove',
      channel_title: 'Chloe Creates',
      status: InquiryStatus.PENDING,
    });
    const own = await api('creator@example.com', 'POST', '/inquiry-list', { limit: 100 });
    const creatorId = await idOf('creator@example.com');
    expect(own.body.result.data.length).toBeGreaterThan(0);
    expect(own.body.result.data.every((row: { creator: string }) => row.creator === creatorId)).toBe(true);
    const maya = await api('maya.lens@example.com', 'POST', '/inquiry-list', { limit: 100 });
    expect(maya.body.result.data.some((row: { _id: string }) => row._id === made.body.result._id)).toBe(
      false,
    );
  });

  it('refuses a duplicate of a pending request with 409', async () => {
    const again = await request('creator@example.com', 'Greenhouse Groove', 'Chloe Creates');
    expect(again.status).toBe(409);
    expect(again.body.message_id).toBe('inquiry.duplicate');
  });

  it("refuses another creator's channel (400 naming it) and staff or rights holders (403)", async () => {
    const foreign = await request('creator@example.com', 'Aurora Loop', 'Maya Lens Travel');
    expect(foreign.status).toBe(400);
    expect(JSON.stringify(foreign.body)).toContain('channel');
    for (const email of ['manager@example.com', 'viewer@example.com', 'rightsholder@example.com']) {
      expect((await request(email, 'Aurora Loop', 'Chloe Creates')).status, email).toBe(403);
    }
    // An item that is not offered for licensing does not exist for the request.
    expect((await request('creator@example.com', 'Midnight Ferry', 'Chloe Creates')).status).toBe(404);
  });

  it('limits the pending requests of one creator', async () => {
    const leo = await idOf('leo.beats@example.com');
    const [pending] = await t.db
      .select({ n: count() })
      .from(inquiries)
      .where(and(eq(inquiries.creatorId, leo), eq(inquiries.status, InquiryStatus.PENDING)));
    const titles = [
      'Northern Drive',
      'Fjord Morning',
      'Glacier Walk',
      'Le Phare',
      'Petal Drums',
      'Night Bloom',
    ];
    const channelTitles = ['Leo Beats', 'Lo-fi Study Room', 'Beat Lab', 'Synth Sundays', 'Leo Unplugged'];
    let made = pending!.n;
    outer: for (const channel of channelTitles) {
      for (const title of titles) {
        if (made >= INQUIRY_PENDING_LIMIT) break outer;
        expect((await request('leo.beats@example.com', title, channel)).status).toBe(200);
        made += 1;
      }
    }
    const over = await request('leo.beats@example.com', 'Aurora Loop', 'Leo Beats');
    expect(over.status).toBe(409);
    expect(over.body.message_id).toBe('inquiry.limit');
  });

  it('lists, sorts, filters and searches for staff, and refuses rights holders', async () => {
    const all = await api('viewer@example.com', 'POST', '/inquiry-list', {
      filter: { status: InquiryStatus.PENDING },
      sort: 'created_at',
      order: 'ASC',
      search: 'groove',
    });
    expect(all.status).toBe(200);
    expect(all.body.result.data.map((row: { asset_title: string }) => row.asset_title)).toEqual([
      'Greenhouse Groove',
    ]);
    const orchid = await api('manager@example.com', 'POST', '/inquiry-list', {
      filter: { rights_holder: await idOf('orchid.sounds@example.com') },
      limit: 100,
    });
    expect(
      orchid.body.result.data.every(
        (row: { rights_holder_name: string }) => row.rights_holder_name === 'Orla Orchid',
      ),
    ).toBe(true);
    expect((await api('rightsholder@example.com', 'POST', '/inquiry-list', {})).status).toBe(403);
    expect((await api('manager@example.com', 'POST', '/inquiry-list', { sort: 'password' })).status).toBe(
      400,
    );
  });

  it('counts the pending requests for the badge from the real rows', async () => {
    const badge = await api('admin@example.com', 'GET', '/inquiry-list/badge/count');
    const [pending] = await t.db
      .select({ n: count() })
      .from(inquiries)
      .where(eq(inquiries.status, InquiryStatus.PENDING));
    expect(badge.body.result).toBe(pending!.n);
    expect(badge.body.result).toBeGreaterThan(1);
    expect((await api('creator@example.com', 'GET', '/inquiry-list/badge/count')).status).toBe(403);
  });
});

describe('deciding a licence request', () => {
  const pendingOf = async (asset: string, email: string) =>
    (
      await t.db
        .select({ id: inquiries.id })
        .from(inquiries)
        .where(
          and(
            eq(inquiries.assetId, await assetOf(asset)),
            eq(inquiries.creatorId, await idOf(email)),
            eq(inquiries.status, InquiryStatus.PENDING),
          ),
        )
    )[0]!.id;

  it('lets only CRUD staff decide', async () => {
    const id = await pendingOf('Greenhouse Groove', 'creator@example.com');
    for (const email of ['viewer@example.com', 'viewerlimited@example.com', 'creator@example.com']) {
      const refused = await api(email, 'PUT', `/inquiry-list/change-status/${id}`, { status: 1 });
      expect(refused.status, email).toBe(403);
    }
    const noReason = await api('manager@example.com', 'PUT', `/inquiry-list/change-status/${id}`, {
      status: 2,
    });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain('reason');
  });

  it('keeps the request pending when the agreement cannot be written (one transaction)', async () => {
    const id = await pendingOf('Greenhouse Groove', 'creator@example.com');
    const before = await agreementCount();
    // Every new agreement fails; the request's own change, made first, must be undone with it.
    await t.db.execute(
      sql`alter table contracts add constraint test_no_new_contract check (false) not valid`,
    );
    try {
      const failed = await api('manager@example.com', 'PUT', `/inquiry-list/change-status/${id}`, {
        status: 1,
      });
      expect(failed.status).toBeGreaterThanOrEqual(400);
    } finally {
      await t.db.execute(sql`alter table contracts drop constraint test_no_new_contract`);
    }
    const [row] = await t.db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(row!.status).toBe(InquiryStatus.PENDING);
    expect(row!.decidedBy).toBeNull();
    expect(await agreementCount()).toBe(before);
  });

  it("approving creates the creator's agreement for the channel, shows the item in its library and mails it", async () => {
    expect(await libraryTitles('creator@example.com')).not.toContain('Greenhouse Groove');
    const id = await pendingOf('Greenhouse Groove', 'creator@example.com');
    const before = await agreementCount();
    const approved = await api('managerlimited@example.com', 'PUT', `/inquiry-list/change-status/${id}`, {
      status: 1,
    });
    expect(approved.status).toBe(200);
    expect(approved.body.result.status).toBe(InquiryStatus.APPROVED);
    expect(await agreementCount()).toBe(before + 1);
    const [agreement] = await t.db
      .select()
      .from(agreements)
      .where(eq(agreements.id, approved.body.result.agreement));
    expect(agreement).toMatchObject({
      rightsHolderId: await idOf('orchid.sounds@example.com'),
      creatorId: await idOf('creator@example.com'),
      channelId: await channelOf('Chloe Creates'),
      status: 1,
    });
    expect(await libraryTitles('creator@example.com')).toContain('Greenhouse Groove');
    expect(await libraryTitles('creatorteam@example.com')).toContain('Greenhouse Groove');
    // Both sides read the agreement.
    const mine = await api('creator@example.com', 'POST', '/contract', { limit: 100 });
    expect(mine.body.result.data.map((row: { _id: string }) => row._id)).toContain(agreement!.id);
    await t.app.deferredTasksSettled();
    const mail = mailsTo('creator@example.com').find((m) => m.headers.includes('licence request'));
    expect(mail?.headers).toContain('Subject: Your licence request on DRM was approved');
    expect(mail?.body).toContain('Greenhouse Groove');
  });

  it('approving extends the running agreement for the channel rather than writing another', async () => {
    // Glacier Walk is tied to another creator's agreement: Chloe does not see it yet.
    expect(await libraryTitles('creator@example.com')).not.toContain('Glacier Walk');
    const made = await request('creator@example.com', 'Glacier Walk', 'Chloe Creates');
    const before = await agreementCount();
    const approved = await api('admin@example.com', 'PUT', '/browse/approved/rejected', {
      id: made.body.result._id,
      status: 1,
      reason: 'Cleared by Northwind.',
    });
    expect(approved.status).toBe(200);
    expect(await agreementCount()).toBe(before);
    expect(approved.body.result.agreement_title).toBe('Northwind Audio catalogue licence');
    expect(await libraryTitles('creator@example.com')).toContain('Glacier Walk');
  });

  it('rejects with a reason, mails it without putting typed text in the subject, and refuses a second decision', async () => {
    const made = await request('creator@example.com', 'Aurora Loop', 'Chloe Creates');
    const id = made.body.result._id;
    const rejected = await api('manager@example.com', 'PUT', `/inquiry-list/change-status/${id}`, {
      status: 2,
      reason: 'Subject: Urgent https://evil.example',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.result).toMatchObject({ status: InquiryStatus.REJECTED, agreement: null });
    const again = await api('admin@example.com', 'PUT', `/inquiry-list/change-status/${id}`, { status: 1 });
    expect(again.status).toBe(409);
    expect(again.body.message_id).toBe('inquiry.already_decided');
    const unknown = await api(
      'admin@example.com',
      'PUT',
      `/inquiry-list/change-status/${made.body.result.asset}`,
      {
        status: 1,
      },
    );
    expect(unknown.status).toBe(404);
    await t.app.deferredTasksSettled();
    const mail = mailsTo('creator@example.com').find((m) => m.headers.includes('not approved'));
    expect(mail).toBeDefined();
    expect(mail!.headers).not.toMatch(/evil|urgent|Aurora/i);
    expect(mail!.body).not.toContain('https://evil.example');
    // The creator sees the decision on its own list.
    const own = await api('creatorteam@example.com', 'POST', '/inquiry-list', { filter: { status: 2 } });
    expect(own.body.result.data.map((row: { _id: string }) => row._id)).toContain(id);
  });
});

describe('the requests kept per status (inquiry_status_totals)', () => {
  const keptAndCounted = async () => ({
    kept: (
      (await t.db.execute(
        sql`select status, n::int as n from inquiry_status_totals where n > 0 order by status`,
      )) as unknown as { rows: unknown[] }
    ).rows,
    counted: (
      (await t.db.execute(
        sql`select status, count(*)::int as n from inquiries group by status order by status`,
      )) as unknown as { rows: unknown[] }
    ).rows,
  });

  it('follow requests made, decided and deleted, and give staff their totals and badge', async () => {
    let { kept, counted } = await keptAndCounted();
    expect(kept).toEqual(counted);
    const made = await request('creator@example.com', 'Aurora Loop', 'Chloe Creates', 'Kept totals.');
    expect(made.status).toBe(200);
    ({ kept, counted } = await keptAndCounted());
    expect(kept).toEqual(counted);
    const id = made.body.result._id as string;
    await t.db.update(inquiries).set({ status: InquiryStatus.REJECTED }).where(eq(inquiries.id, id));
    ({ kept, counted } = await keptAndCounted());
    expect(kept).toEqual(counted);
    // A bulk change touching rows whose status stays moves nothing.
    await t.db.update(inquiries).set({ message: sql`message` });
    ({ kept, counted } = await keptAndCounted());
    expect(kept).toEqual(counted);

    const pending = (
      await t.db.select({ n: count() }).from(inquiries).where(eq(inquiries.status, InquiryStatus.PENDING))
    )[0]!.n;
    const all = (await t.db.select({ n: count() }).from(inquiries))[0]!.n;
    expect((await api('admin@example.com', 'GET', '/inquiry-list/badge/count')).body.result).toBe(pending);
    const staffAll = await api('viewer@example.com', 'POST', '/inquiry-list', { limit: 1 });
    expect(staffAll.body.result.total).toBe(all);
    const staffPending = await api('viewer@example.com', 'POST', '/inquiry-list', {
      limit: 1,
      filter: { status: InquiryStatus.PENDING },
    });
    expect(staffPending.body.result.total).toBe(pending);

    await t.db.delete(inquiries).where(eq(inquiries.id, id));
    ({ kept, counted } = await keptAndCounted());
    expect(kept).toEqual(counted);
    await t.db.execute(sql`select inquiry_status_totals_rebuild()`);
    expect((await keptAndCounted()).kept).toEqual(kept);
  });
});
