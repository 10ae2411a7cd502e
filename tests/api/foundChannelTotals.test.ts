import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FoundVideoState } from '../../shared/constants';
import { foundVideos } from '../../server/entities/monitoring/table';
import { answerOf, createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

/** What the triggers keep, and what a count over found_videos says now (the rebuild's own query). */
async function keptAndCounted() {
  const kept = await rows(sql`select channel_id, channel_title, found_count, newest_found_at::text as newest
    from found_channel_totals order by channel_id`);
  const counted = await rows(sql`
    select channel_id, (array_agg(channel_title order by created_at desc, id desc))[1] as channel_title,
           count(*)::int as found_count, max(created_at)::text as newest
    from found_videos where state = ${FoundVideoState.CLAIMED} or has_audio group by channel_id order by channel_id`);
  return { kept, counted };
}

let n = 0;
const video = (channel: string, changes: Partial<typeof foundVideos.$inferInsert> = {}) => ({
  videoId: `kept${String(++n).padStart(7, '0')}`,
  channelId: channel,
  channelTitle: `Title of ${channel}`,
  title: `Found ${n}`,
  publishedAt: new Date(),
  foundVia: 'channel' as const,
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)),
  ...changes,
});

describe('found_channel_totals (kept per channel by triggers)', () => {
  it('follows inserts, state and audio changes, title changes and deletes', async () => {
    const [a, b] = await t.db
      .insert(foundVideos)
      .values([
        video('UCkeptA', { state: FoundVideoState.CLAIMED }),
        video('UCkeptA', { hasAudio: true }),
        video('UCkeptA'),
        video('UCkeptB', { state: FoundVideoState.NEW }),
        video('UCkeptC', { state: FoundVideoState.CLAIMED }),
      ])
      .returning({ id: foundVideos.id });
    let { kept, counted } = await keptAndCounted();
    expect(kept).toEqual(counted);
    expect(
      kept.filter((row) => (row as { channel_id: string }).channel_id.startsWith('UCkept')),
    ).toHaveLength(2);

    // A's claimed one un-claimed and its audio one deleted (A has none left), B's gaining audio, C renamed.
    await t.db.update(foundVideos).set({ state: FoundVideoState.REVIEWED }).where(eq(foundVideos.id, a!.id));
    await t.db.update(foundVideos).set({ hasAudio: true }).where(eq(foundVideos.channelId, 'UCkeptB'));
    await t.db.delete(foundVideos).where(eq(foundVideos.id, b!.id));
    await t.db
      .update(foundVideos)
      .set({ channelTitle: 'Renamed C' })
      .where(eq(foundVideos.channelId, 'UCkeptC'));
    ({ kept, counted } = await keptAndCounted());
    expect(kept).toEqual(counted);
    const ours = await rows<{ channel_id: string; found_count: number; channel_title: string }>(sql`
      select channel_id, found_count, channel_title from found_channel_totals
      where channel_id like 'UCkept%' order by channel_id`);
    expect(ours).toEqual([
      { channel_id: 'UCkeptB', found_count: 1, channel_title: 'Title of UCkeptB' },
      { channel_id: 'UCkeptC', found_count: 1, channel_title: 'Renamed C' },
    ]);
  });

  it('is made again the same by found_channel_totals_rebuild()', async () => {
    const before = await rows(sql`select * from found_channel_totals order by channel_id`);
    await t.db.execute(sql`select found_channel_totals_rebuild()`);
    expect(await rows(sql`select * from found_channel_totals order by channel_id`)).toEqual(before);
  });
});

describe('found_video_totals (kept per state, audio and way found by triggers)', () => {
  const totals = async () => ({
    kept: await rows(sql`select state, has_audio, found_via, n::int as n from found_video_totals
      where n > 0 order by state, has_audio, found_via`),
    counted: await rows(sql`select state, has_audio, found_via, count(*)::int as n from found_videos
      group by state, has_audio, found_via order by state, has_audio, found_via`),
  });

  it('follows inserts, bulk state changes and deletes, and the list and badge read it', async () => {
    const made = await t.db
      .insert(foundVideos)
      .values([
        video('UCtotA', { hasAudio: true }),
        video('UCtotA', { hasAudio: true, foundVia: 'hashtag' }),
        video('UCtotB'),
        video('UCtotB', { state: FoundVideoState.IGNORED }),
      ])
      .returning({ id: foundVideos.id });
    let { kept, counted } = await totals();
    expect(kept).toEqual(counted);
    await t.db
      .update(foundVideos)
      .set({ state: FoundVideoState.CLAIMED })
      .where(eq(foundVideos.channelId, 'UCtotA'));
    await t.db.update(foundVideos).set({ title: 'Renamed' }).where(eq(foundVideos.channelId, 'UCtotB'));
    await t.db.delete(foundVideos).where(eq(foundVideos.id, made[2]!.id));
    ({ kept, counted } = await totals());
    expect(kept).toEqual(counted);

    // The list's total and the audio badge are the kept figures, equal to a count.
    const newWithAudio = await rows<{ n: number }>(
      sql`select count(*)::int as n from found_videos where state = 'new' and has_audio`,
    );
    const admin = await t.login('admin@example.com');
    const badge = await answerOf(t.app, admin, 'GET', '/poc/audio/count');
    expect(badge.body.result).toBe(newWithAudio[0]!.n);
    const claimed = await rows<{ n: number }>(
      sql`select count(*)::int as n from found_videos where state = 'claimed'`,
    );
    const list = await answerOf(t.app, admin, 'POST', '/poc/video', {
      page: 1,
      limit: 1,
      filter: { state: 'claimed' },
    });
    expect(list.body.result.total).toBe(claimed[0]!.n);
  });

  it('is made again the same by found_video_totals_rebuild()', async () => {
    const before = await rows(sql`select * from found_video_totals where n > 0 order by 1, 2, 3`);
    await t.db.execute(sql`select found_video_totals_rebuild()`);
    expect(await rows(sql`select * from found_video_totals where n > 0 order by 1, 2, 3`)).toEqual(before);
  });
});
