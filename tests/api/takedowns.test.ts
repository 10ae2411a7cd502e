import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBusinessDays } from '../../shared/businessDays';
import {
  COUNTER_NOTICE_MAX_BUSINESS_DAYS,
  COUNTER_NOTICE_MIN_BUSINESS_DAYS,
  TAKEDOWN_SCHEDULE_DAYS,
} from '../../shared/constants';
import { TAKEDOWN_STATUSES, TAKEDOWN_TRANSITIONS, TakedownStatus } from '../../shared/takedowns';
import { activityLogs } from '../../server/entities/activityLog/table';
import { assets } from '../../server/entities/assets/table';
import { monitoredChannels } from '../../server/entities/monitoring/table';
import { runTakedownClock } from '../../server/entities/takedowns/clock';
import { applyDeadline, openTakedownForClaim } from '../../server/entities/takedowns/transitions';
import { copyrightTakedowns } from '../../server/entities/takedowns/table';
import { users } from '../../server/entities/users/table';
import { createMailer } from '../../server/platform/mail/mailer';
import { answerOf, APP_URL, call, createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const { DRAFT, SUBMITTED, SCHEDULED, DELETED, REMOVED, RETRACTED, COUNTER_NOTIFIED, RESTORED } =
  TakedownStatus;

const tokens = new Map<string, string>();
const as = async (email: string) => {
  if (!tokens.has(email)) tokens.set(email, await t.login(email));
  return tokens.get(email)!;
};
const api = async (who: string, method: string, url: string, body?: object) =>
  answerOf(t.app, await as(`${who}@example.com`), method, url, body);
const assetOf = async (title: string) =>
  (await t.db.select({ id: assets.id }).from(assets).where(eq(assets.title, title)))[0]!.id;
const userOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

const notice = async (overrides: object = {}) => ({
  video_urls: ['https://www.youtube.com/watch?v=Abc123def45', 'https://youtu.be/Xyz987uvw65'],
  asset: await assetOf('Harbour Lights'),
  owner_name: 'Northwind Audio Ltd',
  owner_address: '12 Quay Street, Bergen',
  owner_phone: '+47 55 12 34 56',
  owner_email: 'rights@northwind-audio.example.com',
  good_faith: true,
  accuracy: true,
  signature: 'Rita Holder',
  ...overrides,
});
const file = async (who = 'rightsholder', overrides: object = {}) =>
  api(who, 'POST', '/copyright/takedown/add', await notice(overrides));
const move = (who: string, id: string, status: number) =>
  api(who, 'PUT', `/copyright/takedown/change-status/${id}`, { status });
const rowOf = async (id: string) =>
  (await t.db.select().from(copyrightTakedowns).where(eq(copyrightTakedowns.id, id)))[0]!;

/** A notice brought to `status` along the allowed path, by a manager. */
async function noticeIn(status: TakedownStatus): Promise<string> {
  const draft = await file('rightsholder', { draft: true });
  const id = draft.body.result._id as string;
  const path: Record<number, number[]> = {
    [DRAFT]: [],
    [SUBMITTED]: [SUBMITTED],
    [SCHEDULED]: [SCHEDULED],
    [DELETED]: [DELETED],
    [REMOVED]: [SUBMITTED, REMOVED],
    [RETRACTED]: [SUBMITTED, RETRACTED],
    [COUNTER_NOTIFIED]: [SUBMITTED, REMOVED, COUNTER_NOTIFIED],
    [RESTORED]: [SUBMITTED, REMOVED, COUNTER_NOTIFIED, RESTORED],
  };
  for (const step of path[status]!) expect((await move('manager', id, step)).status).toBe(200);
  return id;
}

const mailsTo = (email: string) =>
  (fs.existsSync(t.outboxDir) ? fs.readdirSync(t.outboxDir) : [])
    .map((name) => fs.readFileSync(path.join(t.outboxDir, name), 'utf8'))
    .filter((mail) => mail.includes(`\r\nTo: ${email}\r\n`));

describe('filing a notice', () => {
  it('files a rights holder notice with its parsed videos, submitted at once', async () => {
    const filed = await file();
    expect(filed.status).toBe(200);
    expect(filed.body.result).toMatchObject({
      status: SUBMITTED,
      video_ids: ['Abc123def45', 'Xyz987uvw65'],
      video_urls: [
        'https://www.youtube.com/watch?v=Abc123def45',
        'https://www.youtube.com/watch?v=Xyz987uvw65',
      ],
      asset_title: 'Harbour Lights',
      due_at: null,
    });
    const [entry] = await t.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entityId, filed.body.result._id), eq(activityLogs.action, 'create')));
    expect(entry).toBeDefined();
  });

  it('schedules a takedown 7 days ahead', async () => {
    const before = Date.now();
    const filed = await file('rhteam', { scheduled: true });
    expect(filed.status).toBe(200);
    expect(filed.body.result).toMatchObject({ status: SCHEDULED, due_kind: 'removal', scheduled: true });
    const due = new Date(filed.body.result.due_at).getTime();
    expect(due - before).toBeGreaterThanOrEqual(TAKEDOWN_SCHEDULE_DAYS * DAY_MS - 1000);
    expect(due - before).toBeLessThan(TAKEDOWN_SCHEDULE_DAYS * DAY_MS + 60_000);
  });

  it('links the notice to the monitored channel its videos were found on', async () => {
    const filed = await file('manager', { video_urls: ['https://www.youtube.com/watch?v=lo3study03c'] });
    expect(filed.body.result.monitored_channel_title).toBe('Harbour Lofi Radio');
  });

  it('refuses bad input with the field and its reason (400)', async () => {
    const badUrl = await file('rightsholder', { video_urls: ['https://vimeo.com/1234'] });
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.errors).toHaveProperty('video_urls');
    const noStatements = await file('rightsholder', { good_faith: false, accuracy: false });
    expect(noStatements.status).toBe(400);
    expect(Object.keys(noStatements.body.errors).sort()).toEqual(['accuracy', 'good_faith']);
    const noSignature = await file('rightsholder', { signature: '' });
    expect(noSignature.status).toBe(400);
    expect(noSignature.body.errors).toHaveProperty('signature');
    const noAsset = await file('rightsholder', { asset: '00000000-0000-4000-8000-000000000000' });
    expect(noAsset.status).toBe(400);
    expect(noAsset.body.errors).toHaveProperty('asset');
    const noChannel = await file('manager', { monitored_channel: '00000000-0000-4000-8000-000000000000' });
    expect(noChannel.status).toBe(400);
    expect((await file('rightsholder', { video_urls: [] })).status).toBe(400);
  });

  it("refuses a rights holder's side a notice for another's asset (403), and viewers any (403)", async () => {
    expect((await file('rightsholder', { asset: await assetOf('Bloom Loop') })).status).toBe(403);
    expect((await file('rhteam', { asset: await assetOf('Bloom Loop') })).status).toBe(403);
    expect((await file('viewer')).status).toBe(403);
    expect((await file('creator')).status).toBe(403);
  });

  it('answers 401 without a token', async () => {
    const response = await call(t.app, undefined, 'POST', '/api/copyright/takedown', {});
    expect(response.statusCode).toBe(401);
  });
});

describe('who sees what', () => {
  const listOf = async (who: string, body: object = {}) =>
    (await api(who, 'POST', '/copyright/takedown', { limit: 100, ...body })).body.result;

  it("a rights holder's side never sees another's notices; staff see all", async () => {
    const northwind = await userOf('rightsholder@example.com');
    for (const who of ['rightsholder', 'rhteam']) {
      const page = await listOf(who);
      expect(page.total).toBeGreaterThan(0);
      for (const row of page.data) expect(row.rights_holder).toBe(northwind);
    }
    const all = await listOf('viewer');
    expect(all.data.some((row: { asset_title: string }) => row.asset_title === 'Bloom Loop')).toBe(true);
    const orchid = all.data.find((row: { asset_title: string }) => row.asset_title === 'Bloom Loop');
    expect((await api('rightsholder', 'PATCH', `/copyright/takedown/detail/${orchid._id}`)).status).toBe(404);
    expect((await move('rightsholder', orchid._id, RETRACTED)).status).toBe(404);
    expect((await api('viewer', 'PATCH', `/copyright/takedown/detail/${orchid._id}`)).status).toBe(200);
  });

  it('counts, filters and sorts in SQL; the "due this week" view is staff\'s', async () => {
    const count = await api('manager', 'POST', '/copyright/takedown/count', {
      filter: { status: SCHEDULED },
    });
    expect(count.status).toBe(200);
    const scheduled = await listOf('manager', { filter: { status: SCHEDULED } });
    expect(count.body.result).toBe(scheduled.total);
    const due = await listOf('viewer', { filter: { due_this_week: true }, sort: 'due_at', order: 'ASC' });
    expect(due.total).toBeGreaterThanOrEqual(3);
    const dates = due.data.map((row: { due_at: string }) => new Date(row.due_at).getTime());
    expect([...dates].sort((a, b) => a - b)).toEqual(dates);
    for (const at of dates) expect(at).toBeLessThan(Date.now() + 7 * DAY_MS);
    expect(
      (await api('rightsholder', 'POST', '/copyright/takedown', { filter: { due_this_week: true } })).status,
    ).toBe(403);
    expect((await api('manager', 'POST', '/copyright/takedown', { sort: 'owner_phone' })).status).toBe(400);
  });

  it('viewers read only', async () => {
    const id = await noticeIn(DRAFT);
    expect((await api('viewer', 'PATCH', `/copyright/takedown/detail/${id}`)).status).toBe(200);
    expect((await api('viewer', 'PATCH', `/copyright/takedown/${id}`, { owner_name: 'X' })).status).toBe(403);
    expect((await api('viewer', 'DELETE', `/copyright/takedown/${id}`)).status).toBe(403);
    expect((await move('viewerlimited', id, SUBMITTED)).status).toBe(403);
  });
});

describe('states', () => {
  it.each(TAKEDOWN_STATUSES.filter((s) => s !== DELETED))(
    'from state %i allows exactly its transitions (409 otherwise)',
    async (from) => {
      for (const to of TAKEDOWN_STATUSES) {
        const id = await noticeIn(from);
        const response = await move('manager', id, to);
        const allowed = TAKEDOWN_TRANSITIONS[from].includes(to);
        expect(response.status, `${from} -> ${to}: ${response.text}`).toBe(allowed ? 200 : 409);
        if (allowed) expect((await rowOf(id)).status).toBe(to);
        else expect((await rowOf(id)).status).toBe(from);
      }
    },
  );

  it('refuses any move of a deleted notice, and logs each move', async () => {
    const id = await noticeIn(DELETED);
    expect((await move('admin', id, DRAFT)).status).toBe(409);
    const entries = await t.db.select().from(activityLogs).where(eq(activityLogs.entityId, id));
    expect(entries.map((e) => e.action).sort()).toEqual(['create', 'delete']);
  });

  it("lets the filer's side submit and retract, but only CRUD staff decide", async () => {
    const id = await noticeIn(DRAFT);
    expect((await move('rhteam', id, SUBMITTED)).status).toBe(200);
    expect((await move('rightsholder', id, REMOVED)).status).toBe(403);
    expect((await move('manager', id, REMOVED)).status).toBe(200);
    expect((await move('rightsholder', id, COUNTER_NOTIFIED)).status).toBe(403);
    expect((await move('rightsholder', id, RETRACTED)).status).toBe(200);
  });

  it('edits drafts only, and a filer deletes only drafts', async () => {
    const draft = await noticeIn(DRAFT);
    const edited = await api('rightsholder', 'PATCH', `/copyright/takedown/${draft}`, {
      video_urls: ['https://youtu.be/Edited00001'],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.result.video_ids).toEqual(['Edited00001']);
    const put = await api('rhteam', 'PUT', `/copyright/takedown/${draft}`, await notice({ scheduled: true }));
    expect(put.status).toBe(200);
    const submitted = await noticeIn(SUBMITTED);
    expect(
      (await api('rightsholder', 'PATCH', `/copyright/takedown/${submitted}`, { owner_name: 'Y' })).status,
    ).toBe(409);
    expect((await api('rightsholder', 'DELETE', `/copyright/takedown/${submitted}`)).status).toBe(409);
    expect((await api('rightsholder', 'DELETE', `/copyright/takedown/${draft}`)).status).toBe(200);
    expect((await api('rightsholder', 'PATCH', `/copyright/takedown/detail/${draft}`)).status).toBe(404);
    expect(
      (await api('manager', 'DELETE', '/copyright/takedown/00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
  });

  it('a submitted draft needs both statements and the signature (409)', async () => {
    const draft = await file('rightsholder', { draft: true, good_faith: false });
    expect(draft.status).toBe(200);
    expect((await move('manager', draft.body.result._id, SUBMITTED)).status).toBe(409);
  });
});

describe('clocks', () => {
  const mailer = () => createMailer({ outboxDir: t.outboxDir, from: 'drm@example.com' });
  const tick = (at: Date) => runTakedownClock(t.db, mailer(), APP_URL, at);

  it('a counter-notification starts the 10 business-day clock, then the video is restored', async () => {
    const id = await noticeIn(COUNTER_NOTIFIED);
    const row = await rowOf(id);
    const start = row.counterNotifiedAt!;
    expect(row.dueAt!.getTime()).toBe(addBusinessDays(start, COUNTER_NOTICE_MIN_BUSINESS_DAYS).getTime());
    expect(row.restoreByAt!.getTime()).toBe(
      addBusinessDays(start, COUNTER_NOTICE_MAX_BUSINESS_DAYS).getTime(),
    );
    expect(row.dueKind).toBe('restore');
    // A minute before its time nothing happens; once it is due the video is restored.
    await tick(new Date(row.dueAt!.getTime() - 60_000));
    expect((await rowOf(id)).status).toBe(COUNTER_NOTIFIED);
    await tick(new Date(row.dueAt!.getTime() + 1000));
    expect((await rowOf(id)).status).toBe(RESTORED);
    const log = await t.db.select().from(activityLogs).where(eq(activityLogs.entityId, id));
    expect(log.some((e) => (e.after as { by?: string } | null)?.by === 'clock')).toBe(true);
  });

  it('court action recorded keeps the video down', async () => {
    const id = await noticeIn(COUNTER_NOTIFIED);
    const due = (await rowOf(id)).dueAt!;
    expect(
      (await api('rightsholder', 'PATCH', `/copyright/takedown/${id}`, { court_action_note: 'Filed.' }))
        .status,
    ).toBe(403);
    const recorded = await api('manager', 'PATCH', `/copyright/takedown/${id}`, {
      court_action_note: 'Complaint filed at the district court.',
    });
    expect(recorded.status).toBe(200);
    expect(recorded.body.result).toMatchObject({
      due_at: null,
      court_action_note: 'Complaint filed at the district court.',
    });
    await tick(new Date(due.getTime() + 30 * DAY_MS));
    expect((await rowOf(id)).status).toBe(COUNTER_NOTIFIED);
    expect((await move('manager', id, RESTORED)).status).toBe(409);
    const removed = await noticeIn(REMOVED);
    expect(
      (await api('manager', 'PATCH', `/copyright/takedown/${removed}`, { court_action_note: 'x' })).status,
    ).toBe(409);
  });

  it("court action is CRUD staff's, only once counter-notified, and logged", async () => {
    const id = await noticeIn(COUNTER_NOTIFIED);
    const note = { court_action_note: 'Complaint filed.' };
    for (const who of ['rhteam', 'viewer', 'viewerlimited']) {
      expect({ who, status: (await api(who, 'PATCH', `/copyright/takedown/${id}`, note)).status }).toEqual({
        who,
        status: 403,
      });
    }
    const blank = await api('manager', 'PATCH', `/copyright/takedown/${id}`, { court_action_note: '' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toHaveProperty('court_action_note');
    for (const state of [DRAFT, SUBMITTED, SCHEDULED, REMOVED, RETRACTED, RESTORED]) {
      const other = await noticeIn(state);
      const refused = await api('admin', 'PATCH', `/copyright/takedown/${other}`, note);
      expect({ state, status: refused.status }).toEqual({ state, status: 409 });
      expect((await rowOf(other)).courtActionAt).toBeNull();
    }
    const recorded = await api('managerlimited', 'PATCH', `/copyright/takedown/${id}`, note);
    expect(recorded.status).toBe(200);
    expect(recorded.body.result).toMatchObject({
      due_at: null,
      due_kind: null,
      court_action_note: 'Complaint filed.',
    });
    expect(recorded.body.result.court_action_at).not.toBeNull();
    const log = await t.db.select().from(activityLogs).where(eq(activityLogs.entityId, id));
    expect(log.some((e) => (e.after as { court_action_note?: string } | null)?.court_action_note)).toBe(true);
  });

  it('a court action recorded after the clock read the deadline still stops the restore, and the run goes on', async () => {
    const stopped = await noticeIn(COUNTER_NOTIFIED);
    const restored = await noticeIn(COUNTER_NOTIFIED);
    const due = (await rowOf(stopped)).dueAt!;
    const later = new Date(due.getTime() + DAY_MS);
    // The clock read both rows as due; then staff record court action on one, before the clock locks it.
    await api('manager', 'PATCH', `/copyright/takedown/${stopped}`, { court_action_note: 'Case filed.' });
    expect(await applyDeadline(t.db, stopped, 'restore', RESTORED, later)).toBe(false);
    expect(await applyDeadline(t.db, restored, 'restore', RESTORED, later)).toBe(true);
    expect((await rowOf(stopped)).status).toBe(COUNTER_NOTIFIED);
    expect((await rowOf(restored)).status).toBe(RESTORED);
    // Not due yet at that moment: left alone too.
    const early = await noticeIn(COUNTER_NOTIFIED);
    expect(await applyDeadline(t.db, early, 'restore', RESTORED, new Date())).toBe(false);
    expect((await rowOf(early)).status).toBe(COUNTER_NOTIFIED);
  });

  it('a scheduled takedown is removed after 7 days unless retracted, and the filer is mailed a day before', async () => {
    const kept = (await file('rhteam', { scheduled: true })).body.result._id as string;
    const retracted = (await file('rightsholder', { scheduled: true })).body.result._id as string;
    expect((await move('rightsholder', retracted, RETRACTED)).status).toBe(200);
    const due = (await rowOf(kept)).dueAt!;
    const before = mailsTo('rhteam@example.com').length;
    // Two days before: no mail yet; a day before: one mail, once.
    await tick(new Date(due.getTime() - 2 * DAY_MS));
    expect(mailsTo('rhteam@example.com').length).toBe(before);
    await tick(new Date(due.getTime() - DAY_MS + 60_000));
    await tick(new Date(due.getTime() - DAY_MS + 120_000));
    const mails = mailsTo('rhteam@example.com');
    expect(mails.length).toBe(before + 1);
    const last = mails.at(-1)!;
    expect(last).toContain('Subject: A copyright takedown deadline on DRM is tomorrow');
    expect(last).toContain('Harbour Lights');
    await tick(new Date(due.getTime() + 1000));
    expect((await rowOf(kept)).status).toBe(REMOVED);
    expect((await rowOf(kept)).removedAt).not.toBeNull();
    expect((await rowOf(retracted)).status).toBe(RETRACTED);
  });

  it('the typed asset title never reaches the subject', async () => {
    const id = await noticeIn(SCHEDULED);
    await t.db
      .update(assets)
      .set({ title: 'Urgent: click\r\nBcc: x@example.com' })
      .where(eq(assets.id, (await rowOf(id)).assetId));
    await tick(new Date((await rowOf(id)).dueAt!.getTime() - DAY_MS / 2));
    const mail = mailsTo('rightsholder@example.com').at(-1)!;
    const headers = mail.slice(0, mail.indexOf('\r\n\r\n'));
    expect(headers).not.toContain('Urgent');
    expect(headers).not.toContain('Bcc');
    await t.db
      .update(assets)
      .set({ title: 'Harbour Lights' })
      .where(eq(assets.id, (await rowOf(id)).assetId));
  });
});

describe('takedowns against a monitored channel', () => {
  it('lists them with the strikes of the last 90 days, for staff only', async () => {
    const [channel] = await t.db
      .select({ id: monitoredChannels.id })
      .from(monitoredChannels)
      .where(eq(monitoredChannels.channelId, 'UCq3Lofi9Harbour0Beats1A'));
    const url = `/poc/channel/take/down/${channel!.id}`;
    const before = await api('viewer', 'GET', url);
    expect(before.status).toBe(200);
    expect(before.body.result.channel_title).toBe('Harbour Lofi Radio');
    const strikes = before.body.result.strikes as number;
    expect(strikes).toBeGreaterThanOrEqual(1);
    // A new removal counts; one removed 91 days ago does not.
    const fresh = (await file('manager', { video_urls: ['https://youtu.be/lo6night06f'] })).body.result._id;
    expect((await move('manager', fresh, REMOVED)).status).toBe(200);
    const old = (await file('manager', { video_urls: ['https://youtu.be/lo3study03c'] })).body.result._id;
    expect((await move('manager', old, REMOVED)).status).toBe(200);
    await t.db
      .update(copyrightTakedowns)
      .set({ removedAt: new Date(Date.now() - 91 * DAY_MS) })
      .where(eq(copyrightTakedowns.id, old));
    const after = await api('manager', 'GET', url);
    expect(after.body.result.strikes).toBe(strikes + 1);
    expect(after.body.result.data.length).toBe(before.body.result.data.length + 2);
    expect((await api('rightsholder', 'GET', url)).status).toBe(403);
    expect(
      (await api('manager', 'GET', '/poc/channel/take/down/00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
  });
});

describe('a claim appeal answered with a takedown request', () => {
  it('opens one draft takedown per claim', async () => {
    const rightsHolderId = await userOf('rightsholder@example.com');
    const claim = {
      claimId: '11111111-1111-4111-8111-111111111111',
      assetId: await assetOf('Harbour Lights'),
      rightsHolderId,
      videoId: 'ClaimVid001',
      actorId: await userOf('manager@example.com'),
      owner: { name: 'Northwind Audio Ltd', email: 'rights@northwind-audio.example.com' },
    };
    const id = await t.db.transaction((tx) => openTakedownForClaim(tx, claim));
    expect(await t.db.transaction((tx) => openTakedownForClaim(tx, claim))).toBe(id);
    const shown = await api('rhteam', 'PATCH', `/copyright/takedown/detail/${id}`);
    expect(shown.body.result).toMatchObject({
      status: DRAFT,
      video_ids: ['ClaimVid001'],
      manual_claim: claim.claimId,
    });
  });
});

describe('the notices kept per status (takedown_status_totals)', () => {
  const keptAndCounted = async () => ({
    kept: (
      (await t.db.execute(
        sql`select status, n::int as n from takedown_status_totals where n > 0 order by status`,
      )) as unknown as { rows: unknown[] }
    ).rows,
    counted: (
      (await t.db.execute(
        sql`select status, count(*)::int as n from copyright_takedowns group by status order by status`,
      )) as unknown as { rows: unknown[] }
    ).rows,
  });
  const countOf = async (status?: number) =>
    (
      (await t.db.execute(
        status === undefined
          ? sql`select count(*)::int as n from copyright_takedowns where status <> ${DELETED}`
          : sql`select count(*)::int as n from copyright_takedowns where status = ${status}`,
      )) as unknown as { rows: Array<{ n: number }> }
    ).rows[0]!.n;

  it("follow notices filed, moved and deleted, and give staff's totals and count", async () => {
    expect((await keptAndCounted()).kept).toEqual((await keptAndCounted()).counted);
    const filed = await file('rightsholder', { draft: true });
    expect(filed.status, filed.text).toBe(200);
    const id = filed.body.result._id as string;
    let { kept, counted } = await keptAndCounted();
    expect(kept).toEqual(counted);
    expect((await api('rightsholder', 'DELETE', `/copyright/takedown/${id}`)).status).toBe(200);
    ({ kept, counted } = await keptAndCounted());
    expect(kept).toEqual(counted);
    for (const status of [undefined, DRAFT, SUBMITTED, DELETED]) {
      const body = status === undefined ? {} : { filter: { status } };
      const list = await api('viewer', 'POST', '/copyright/takedown', { limit: 1, ...body });
      expect(list.body.result.total, `list ${status}`).toBe(await countOf(status));
      const count = await api('viewer', 'POST', '/copyright/takedown/count', body);
      expect(count.body.result, `count ${status}`).toBe(await countOf(status));
    }
    await t.db.delete(copyrightTakedowns).where(eq(copyrightTakedowns.id, id));
    ({ kept, counted } = await keptAndCounted());
    expect(kept).toEqual(counted);
    await t.db.execute(sql`select takedown_status_totals_rebuild()`);
    expect((await keptAndCounted()).kept).toEqual(kept);
  });
});
