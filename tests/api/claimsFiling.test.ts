import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClaimStatus } from '../../shared/claims';
import { agreements } from '../../server/entities/agreements/table';
import { activityLogs } from '../../server/entities/activityLog/table';
import { assets } from '../../server/entities/assets/table';
import { channels } from '../../server/entities/channels/table';
import { CLAIM_ENTITY } from '../../server/entities/claims/takedownRequest';
import { copyrightTakedowns } from '../../server/entities/takedowns/table';
import { uploadsPlaylistOf } from '../../server/platform/google/standInYouTube';
import { answerOf, call, createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ noWorker: true });
});
afterAll(() => t.close());

const tokens = new Map<string, string>();
const as = async (who: string) => {
  if (!tokens.has(who)) tokens.set(who, await t.login(`${who}@example.com`));
  return tokens.get(who)!;
};
const api = async (who: string, method: string, url: string, body?: object) =>
  answerOf(t.app, await as(who), method, url, body);
const assetOf = async (title: string) =>
  (await t.db.select({ id: assets.id }).from(assets).where(eq(assets.title, title)))[0]!.id;
/** Videos YouTube (the stand-in) knows on a channel: listed once, as a sync would. */
const videosOf = (channelId: string) => {
  const page = t.google.youtube.playlistPage(uploadsPlaylistOf(channelId), undefined);
  if (!page || page === 'bad_token') throw new Error(`no uploads for ${channelId}`);
  return page.entries.map((entry) => entry.videoId);
};
const STRANGER = 'UCclaimsFilingStranger01';
const WHITELISTED = 'UCw4Official0Partner5Tv8';
const claim = async (overrides: object = {}) => ({
  video: videosOf(STRANGER)[0]!,
  asset_id: await assetOf('Aurora Loop'),
  segments: [{ video_start: 10, video_end: 40, asset_start: 0, asset_end: 30 }],
  content_type: 'audio',
  policy: 'monetize',
  ...overrides,
});
const file = async (who: string, overrides: object = {}) =>
  api(who, 'POST', '/manual/claim/add', await claim(overrides));

describe('filing a manual claim', () => {
  it("files a rights holder's claim on its own asset, by address and by id, once", async () => {
    const [first, second] = videosOf(STRANGER);
    const byUrl = await file('rightsholder', { video: `https://www.youtube.com/watch?v=${first}` });
    expect(byUrl.status).toBe(201);
    expect(byUrl.body.result).toMatchObject({
      video_id: first,
      channel_id: STRANGER,
      asset_id: await assetOf('Aurora Loop'),
      status: ClaimStatus.PENDING,
      sent_to_youtube: false,
      youtube_configured: false,
      override_reason: null,
    });
    const byId = await file('rhteam', { video: second });
    expect(byId.status).toBe(201);
    expect(byId.body.result.video_id).toBe(second);

    const twice = await file('rightsholder', { video: `https://youtu.be/${first}` });
    expect(twice.status).toBe(409);
    expect(twice.body.errors).toHaveProperty('video');
    // Not configured: nothing can be sent to Content ID.
    const send = await api('rightsholder', 'POST', `/manual/claim/send/${byUrl.body.result._id}`);
    expect(send.status).toBe(503);
  });

  it('refuses bad input naming the field, and callers who may not file', async () => {
    const unknown = await file('rightsholder', { video: 'AAAAAAAAAAA' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toHaveProperty('video');
    const notYouTube = await file('rightsholder', { video: 'https://example.com/watch?v=AAAAAAAAAAA' });
    expect(notYouTube.status).toBe(400);
    expect(notYouTube.body.errors).toHaveProperty('video');

    const backwards = await file('rightsholder', {
      video: videosOf(STRANGER)[2],
      segments: [{ video_start: 40, video_end: 10, asset_start: 0, asset_end: 30 }],
    });
    expect(backwards.status).toBe(400);
    expect(Object.keys(backwards.body.errors)).toEqual(['segments.0.video_end']);

    // Orchid's asset is not Northwind's to claim: refused as not claimable (no hint it exists).
    const theirs = await file('rightsholder', {
      video: videosOf(STRANGER)[2],
      asset_id: await assetOf('Petal Drums'),
    });
    expect(theirs.status).toBe(400);
    expect(theirs.body.errors).toHaveProperty('asset_id');

    expect((await file('creator', { video: videosOf(STRANGER)[2] })).status).toBe(403);
    expect((await file('viewer', { video: videosOf(STRANGER)[2] })).status).toBe(403);
    const anonymous = await call(t.app, undefined, 'POST', '/api/manual/claim/add', await claim());
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the licence check', () => {
  const chloeVideo = async (index = 0) => {
    const [chloe] = await t.db
      .select({ channelId: channels.channelId })
      .from(channels)
      .where(eq(channels.channelTitle, 'Chloe Creates'));
    return videosOf(chloe!.channelId)[index]!;
  };

  it("refuses a licensed channel's video (naming the agreement) and a whitelisted channel's", async () => {
    const licensed = await file('rightsholder', { video: await chloeVideo() });
    expect(licensed.status).toBe(409);
    expect(licensed.body.message).toContain('Northwind Audio');
    const whitelisted = await file('rightsholder', { video: videosOf(WHITELISTED)[0] });
    expect(whitelisted.status).toBe(409);
  });

  it('lets CRUD staff override with a written reason, stored and logged; nobody else', async () => {
    const video = await chloeVideo();
    const reason = 'The agreement excludes this asset since the June amendment.';
    expect((await file('rightsholder', { video, override_reason: reason })).status).toBe(403);
    const blank = await file('admin', { video, override_reason: '' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toHaveProperty('override_reason');
    expect((await file('admin', { video })).status).toBe(409);

    const overridden = await file('admin', { video, override_reason: reason });
    expect(overridden.status).toBe(201);
    expect(overridden.body.result.override_reason).toBe(reason);
    expect(overridden.body.result.override_agreement_id).not.toBeNull();
    // The refusal named the very agreement the override went past.
    const [agreement] = await t.db
      .select({ title: agreements.title })
      .from(agreements)
      .where(eq(agreements.id, overridden.body.result.override_agreement_id));
    const refused = await file('rightsholder', { video: await chloeVideo(1) });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(agreement!.title);
    const [logged] = await t.db
      .select({ after: activityLogs.after })
      .from(activityLogs)
      .where(
        and(eq(activityLogs.entity, CLAIM_ENTITY), eq(activityLogs.entityId, overridden.body.result._id)),
      );
    expect(logged!.after).toMatchObject({ override_reason: reason });

    const whitelisted = await file('manager', { video: videosOf(WHITELISTED)[1], override_reason: reason });
    expect(whitelisted.status).toBe(201);
    expect(whitelisted.body.result.override_agreement_id).toBeNull();
  });
});

type Claim = { _id: string; status: number; rights_holder_name: string; video_title: string };
const listOf = async (who: string, url: string, filter: object = {}) => {
  const answer = await api(who, 'POST', url, { limit: 100, filter });
  expect(answer.status).toBe(200);
  return answer.body.result.data as Claim[];
};
const seeded = async (title: string) =>
  (await listOf('admin', '/manual/claim')).find((c) => c.video_title === title)!._id;
const move = (who: string, id: string, status: number) =>
  api(who, 'PUT', `/manual/claim/change-status/${id}`, { status });

describe('transitions', () => {
  it('upholds a dispute, takes one appeal, and answers it with a takedown that opens a draft notice', async () => {
    const id = await seeded('Packing for a week in one backpack');
    const upheld = await move('orchid.sounds', id, ClaimStatus.ACTIVE);
    expect(upheld.status).toBe(200);
    expect(upheld.body.result.status).toBe(ClaimStatus.ACTIVE);
    expect(upheld.body.result.upheld_at).not.toBeNull();
    // Disputed once already: the uploader's next step is an appeal.
    expect((await api('creator', 'POST', `/manual/claim/dispute/${id}`, { reason: 'x' })).status).toBe(409);

    const appealed = await api('creator', 'POST', `/manual/claim/appeal/${id}`, { reason: 'Licensed.' });
    expect(appealed.status).toBe(200);
    expect(appealed.body.result.status).toBe(ClaimStatus.APPEALED);
    expect(appealed.body.result.due_at).not.toBeNull();
    const again = await api('creatorteam', 'POST', `/manual/claim/appeal/${id}`, { reason: 'Again.' });
    expect(again.status).toBe(409);

    const takedown = await move('admin', id, ClaimStatus.TAKEDOWN);
    expect(takedown.status).toBe(200);
    expect(takedown.body.result.status).toBe(ClaimStatus.TAKEDOWN);
    const drafts = await t.db
      .select({ id: copyrightTakedowns.id })
      .from(copyrightTakedowns)
      .where(eq(copyrightTakedowns.manualClaimId, id));
    expect(drafts.length).toBe(1);
    const notices = await api('admin', 'POST', '/copyright/takedown', { limit: 100 });
    expect(notices.status).toBe(200);
    const notice = (notices.body.result.data as { _id: string; manual_claim: string | null }[]).find(
      (n) => n._id === drafts[0]!.id,
    );
    expect(notice?.manual_claim).toBe(id);
  });

  it('refuses an appeal of a claim never disputed', async () => {
    const id = await seeded('Night train to Porto');
    const refused = await api('creator', 'POST', `/manual/claim/appeal/${id}`, { reason: 'Mine.' });
    expect(refused.status).toBe(409);
  });

  it('releases, then deletes (status 3) out of the lists; a claim in force is not deleted', async () => {
    const id = await seeded('Late night harbour mix');
    expect((await api('rightsholder', 'DELETE', `/manual/claim/${id}`)).status).toBe(409);
    const released = await move('rightsholder', id, ClaimStatus.RELEASED);
    expect(released.status).toBe(200);
    expect(released.body.result.status).toBe(ClaimStatus.RELEASED);
    expect(released.body.result.released_at).not.toBeNull();
    expect((await api('rightsholder', 'DELETE', `/manual/claim/${id}`)).status).toBe(200);
    expect((await listOf('rightsholder', '/manual/claim')).map((c) => c._id)).not.toContain(id);
    expect((await listOf('admin', '/manual/claim')).map((c) => c._id)).not.toContain(id);
    expect((await api('admin', 'PATCH', `/manual/claim/${id}`)).status).toBe(404);
  });
});

describe('who sees and changes which claims', () => {
  it("keeps Orchid's claims from Northwind, and Northwind's from the creator", async () => {
    const northwind = await listOf('rightsholder', '/manual/claim');
    expect(northwind.length).toBeGreaterThan(0);
    expect(northwind.every((c) => !c.rights_holder_name.includes('Orchid'))).toBe(true);
    const orchid = await seeded('Lisbon in a day');
    expect((await api('rightsholder', 'PATCH', `/manual/claim/${orchid}`)).status).toBe(404);
    expect((await move('rhteam', orchid, ClaimStatus.RELEASED)).status).toBe(404);
    expect((await api('rightsholder', 'DELETE', `/manual/claim/${orchid}`)).status).toBe(404);

    const theirs = await seeded('Bergen in 48 hours');
    expect((await api('creator', 'PATCH', `/manual/claim/video/${theirs}`)).status).toBe(404);
    const chloe = await listOf('creator', '/manual/claim/video');
    expect(chloe.map((c) => c._id)).not.toContain(theirs);
    expect((await api('creator', 'PATCH', `/manual/claim/video/${orchid}`)).status).toBe(200);
  });

  it('lets viewers read, and refuses them every write', async () => {
    const id = await seeded('Lofi beats to study to, vol. 12');
    expect((await listOf('viewer', '/manual/claim')).length).toBeGreaterThan(0);
    expect((await api('viewer', 'PATCH', `/manual/claim/${id}`)).status).toBe(200);
    const writes: [string, string, object?][] = [
      ['POST', '/manual/claim/add', await claim({ video: videosOf(STRANGER)[3] })],
      ['PUT', `/manual/claim/${id}`, { policy: 'track' }],
      ['DELETE', `/manual/claim/${id}`],
      ['PUT', `/manual/claim/change-status/${id}`, { status: ClaimStatus.ACTIVE }],
      ['POST', `/manual/claim/send/${id}`],
      ['POST', `/manual/claim/dispute/${id}`, { reason: 'No.' }],
      ['POST', `/manual/claim/appeal/${id}`, { reason: 'No.' }],
    ];
    for (const [method, url, body] of writes) {
      expect({ url, status: (await api('viewer', method, url, body)).status }).toEqual({ url, status: 403 });
    }
  });
});
