import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClaimStatus } from '../../shared/claims';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com');
});
afterAll(() => t.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

/** What the triggers keep, and the rebuild's own count over the three tables now. */
async function keptAndCounted() {
  const kept = await rows(
    sql`select kind, day::text, n::int from video_day_totals where n <> 0 order by 1, 2`,
  );
  const counted = await rows(sql`select * from (
      select 'synced' as kind, (created_at at time zone 'UTC')::date::text as day, count(*)::int as n
      from youtube_videos group by 2
      union all
      select 'claimed', (created_at at time zone 'UTC')::date::text, count(*)::int from manual_claims
      where status <> ${ClaimStatus.DELETED} group by 2
      union all
      select 'taken_down', (removed_at at time zone 'UTC')::date::text, count(*)::int from copyright_takedowns
      where removed_at is not null group by 2) c order by 1, 2`);
  return { kept, counted };
}

const totals = async (from: string, to: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/activity/log/report/total/video/count',
    headers: { authorization: `Bearer ${admin}` },
    payload: { from, to },
  });
  expect(response.statusCode).toBe(200);
  return response.json().result as { synced: number; claimed: number; taken_down: number };
};

describe('video_day_totals (staff video totals kept per day by triggers)', () => {
  it('starts equal to the counts of the seeded rows', async () => {
    const { kept, counted } = await keptAndCounted();
    expect(kept.length).toBeGreaterThan(0);
    expect(kept).toEqual(counted);
  });

  it('follows videos synced and removed, claims filed and deleted, takedowns removed', async () => {
    const [channel] = await rows<{ id: string }>(sql`select id from channels limit 1`);
    const day = '2021-03-04';
    const before = await totals(day, day);
    expect(before).toEqual({ synced: 0, claimed: 0, taken_down: 0 });

    await t.db.execute(sql`insert into youtube_videos (channel_id, video_id, title, created_at)
      select ${channel!.id}, 'dayTotal' || i, 'Day total ' || i, ${`${day}T10:00:00Z`}::timestamptz + i * interval '1 minute'
      from generate_series(1, 3) i`);
    await t.db.execute(sql`update manual_claims set created_at = ${`${day}T23:59:00Z`}
      where id in (select id from manual_claims where status <> ${ClaimStatus.DELETED} order by id limit 2)`);
    await t.db.execute(sql`update copyright_takedowns set removed_at = ${`${day}T00:00:00Z`}
      where id = (select id from copyright_takedowns order by id limit 1)`);
    expect(await totals(day, day)).toEqual({ synced: 3, claimed: 2, taken_down: 1 });

    // A claim deleted stops counting; a video's other fields changing moves nothing; a video removed goes.
    await t.db.execute(sql`update manual_claims set status = ${ClaimStatus.DELETED}
      where id = (select id from manual_claims where created_at = ${`${day}T23:59:00Z`} order by id limit 1)`);
    await t.db.execute(
      sql`update youtube_videos set view_count = view_count + 5 where video_id like 'dayTotal%'`,
    );
    await t.db.execute(sql`delete from youtube_videos where video_id = 'dayTotal1'`);
    expect(await totals(day, day)).toEqual({ synced: 2, claimed: 1, taken_down: 1 });
    // The day after is another day (UTC).
    expect(await totals('2021-03-05', '2021-03-05')).toEqual({ synced: 0, claimed: 0, taken_down: 0 });

    const { kept, counted } = await keptAndCounted();
    expect(kept).toEqual(counted);
    await t.db.execute(sql`select video_day_totals_rebuild()`);
    expect((await keptAndCounted()).kept).toEqual(counted);
  });
});
