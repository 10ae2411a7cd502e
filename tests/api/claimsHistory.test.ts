import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClaimStatus } from '../../shared/claims';
import { channels } from '../../server/entities/channels/table';
import { assets } from '../../server/entities/assets/table';
import { expireOverdueClaims } from '../../server/entities/claims/jobs';
import { uploadsPlaylistOf } from '../../server/platform/google/standInYouTube';
import { answerOf, createTestApp, type TestApp } from '../support/testApp';

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

type Entry = {
  action: string;
  transition: string | null;
  event: string | null;
  by_name: string | null;
  by_clock: boolean;
  note: string | null;
  reason: string | null;
  override: string | null;
  override_reason: string | null;
  changed: string[];
  takedown_id: string | null;
  from_status: number | null;
  to_status: number | null;
  created_at: string;
};
const history = async (who: string, id: string, page: 'manual' | 'video' = 'manual') => {
  const url = page === 'manual' ? `/manual/claim/history/${id}` : `/manual/claim/video/history/${id}`;
  return api(who, 'GET', url);
};
const entriesOf = async (who: string, id: string, page: 'manual' | 'video' = 'manual') => {
  const answer = await history(who, id, page);
  expect(answer.status).toBe(200);
  return answer.body.result as Entry[];
};
const seeded = async (title: string) => {
  const answer = await api('admin', 'POST', '/manual/claim', { limit: 100, filter: {} });
  const rows = answer.body.result.data as { _id: string; video_title: string }[];
  return rows.find((c) => c.video_title === title)!._id;
};
const move = (who: string, id: string, status: number, note?: string) =>
  api(who, 'PUT', `/manual/claim/change-status/${id}`, note ? { status, note } : { status });

describe("a claim's history", () => {
  it('lists edits and decisions oldest first, with who and why, to the claim’s own side', async () => {
    const id = await seeded('Lofi beats to study to, vol. 12');
    expect(await entriesOf('rightsholder', id)).toEqual([]);
    expect((await api('rhteam', 'PUT', `/manual/claim/${id}`, { policy: 'track' })).status).toBe(200);
    expect((await move('manager', id, ClaimStatus.ACTIVE, 'Matches the master.')).status).toBe(200);

    const entries = await entriesOf('rightsholder', id);
    expect(entries.map((e) => [e.action, e.transition])).toEqual([
      ['update', null],
      ['status', 'approve'],
    ]);
    expect(entries[0]!.changed).toEqual(['policy']);
    expect(entries[1]).toMatchObject({
      from_status: ClaimStatus.PENDING,
      to_status: ClaimStatus.ACTIVE,
      note: 'Matches the master.',
      by_clock: false,
    });
    expect(entries[1]!.by_name).toBeTruthy();
    expect(entries[1]!.by_name).not.toBe(entries[0]!.by_name);
    expect(new Date(entries[0]!.created_at) <= new Date(entries[1]!.created_at)).toBe(true);
    // The team member reads its owner's claim's history; staff (viewers too) read every claim's.
    expect(await entriesOf('rhteam', id)).toEqual(entries);
    expect(await entriesOf('viewer', id)).toEqual(entries);
    expect(await entriesOf('admin', id, 'video')).toEqual(entries);
  });

  it("answers 404 for another side's claim, on either page, and 403 to the creator on Manual Claiming", async () => {
    const orchid = await seeded('Lisbon in a day');
    const northwind = await seeded('Bergen in 48 hours');
    expect((await history('rightsholder', orchid)).status).toBe(404);
    expect((await history('rhteam', orchid, 'video')).status).toBe(404);
    expect((await history('creator', northwind, 'video')).status).toBe(404);
    expect((await history('creatorteam', northwind, 'video')).status).toBe(404);
    expect((await history('creator', orchid)).status).toBe(403);
    expect((await history('creator', orchid, 'video')).status).toBe(200);
    expect((await history('creatorteam', orchid, 'video')).status).toBe(200);
    // An unknown claim is the same 404; a malformed id names the field.
    expect((await history('admin', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const bad = await history('admin', 'not-an-id');
    expect(bad.status).toBe(400);
  });

  it('tells a takedown request with its notice, and is gone with a deleted claim', async () => {
    const id = await seeded('Sunrise over the Douro valley');
    expect((await move('admin', id, ClaimStatus.TAKEDOWN)).status).toBe(200);
    const entries = await entriesOf('orchid.sounds', id);
    expect(entries.map((e) => e.transition ?? e.event)).toEqual(['takedown', 'takedown requested']);
    expect(entries[1]!.takedown_id).toMatch(/^[0-9a-f-]{36}$/);

    const released = await seeded('Fjord kayaking');
    expect((await api('admin', 'DELETE', `/manual/claim/${released}`)).status).toBe(200);
    expect((await history('admin', released)).status).toBe(404);
  });

  // After the takedown request: the clock moved forward releases every open dispute and appeal.
  it('tells a dispute with its reason, and a release by the clock', async () => {
    const id = await seeded('Night train to Porto');
    const reason = 'The beat is licensed to me directly.';
    expect((await api('creatorteam', 'POST', `/manual/claim/dispute/${id}`, { reason })).status).toBe(200);
    await expireOverdueClaims(t.db, new Date(Date.now() + 31 * 24 * 3600 * 1000));
    const entries = await entriesOf('creator', id, 'video');
    expect(entries.map((e) => e.transition)).toEqual(['dispute', 'expire']);
    expect(entries[0]).toMatchObject({
      reason,
      from_status: ClaimStatus.ACTIVE,
      to_status: ClaimStatus.DISPUTED,
    });
    expect(entries[1]).toMatchObject({ by_clock: true, by_name: null, to_status: ClaimStatus.RELEASED });
  });

  it('keeps the override of the licence check with its written reason', async () => {
    const [chloe] = await t.db
      .select({ channelId: channels.channelId })
      .from(channels)
      .where(eq(channels.channelTitle, 'Chloe Creates'));
    const page = t.google.youtube.playlistPage(uploadsPlaylistOf(chloe!.channelId), undefined);
    if (!page || page === 'bad_token') throw new Error('no uploads');
    const [asset] = await t.db.select({ id: assets.id }).from(assets).where(eq(assets.title, 'Aurora Loop'));
    const reason = 'The agreement excludes this asset since the June amendment.';
    const filed = await api('admin', 'POST', '/manual/claim/add', {
      video: page.entries.at(-1)!.videoId,
      asset_id: asset!.id,
      segments: [{ video_start: 10, video_end: 40, asset_start: 0, asset_end: 30 }],
      content_type: 'audio',
      policy: 'monetize',
      override_reason: reason,
    });
    expect(filed.status).toBe(201);
    const [created] = await entriesOf('rightsholder', filed.body.result._id);
    expect(created).toMatchObject({
      action: 'create',
      to_status: ClaimStatus.PENDING,
      override_reason: reason,
    });
    expect(created!.override).toMatch(/^agreement /);
  });
});
