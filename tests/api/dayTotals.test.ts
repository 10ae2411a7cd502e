import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClaimStatus } from '../../shared/claims';
import { DELETED_STATUS } from '../../shared/constants';
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

/** Each kind's count per UTC day, as the dashboards and the report count it, over the table itself. */
const COUNTED: Record<string, ReturnType<typeof sql>> = {
  videos_synced: sql`select created_at as at from youtube_videos`,
  claims_filed: sql`select created_at from manual_claims where status <> ${ClaimStatus.DELETED}`,
  claims_created: sql`select created_at from manual_claims`,
  takedowns_removed: sql`select removed_at from copyright_takedowns where removed_at is not null`,
  takedowns_filed: sql`select created_at from copyright_takedowns where status <> ${DELETED_STATUS}`,
  takedowns_created: sql`select created_at from copyright_takedowns`,
  channels_added: sql`select created_at from channels`,
  content_approved: sql`select approved_at from assets
    where stage = 'approved' and status <> ${DELETED_STATUS} and approved_at is not null`,
  found_videos: sql`select created_at from found_videos`,
};

/** What the triggers keep, and a count of every kind over its table now. */
async function keptAndCounted() {
  const kept = await rows(sql`select kind, day::text, n::int from day_totals where n <> 0 order by 1, 2`);
  const counted = await rows(
    sql`select * from (${sql.join(
      Object.entries(COUNTED).map(
        ([kind, times]) => sql`select ${kind}::text as kind, (t.at at time zone 'UTC')::date::text as day,
        count(*)::int as n from (${times}) t(at) group by 2`,
      ),
      sql` union all `,
    )}) c order by 1, 2`,
  );
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

describe('day_totals (staff video totals kept per day by triggers)', () => {
  it('starts equal to the counts of the seeded rows, every kind', async () => {
    const { kept, counted } = await keptAndCounted();
    expect(new Set(kept.map((row) => (row as { kind: string }).kind)).size).toBe(Object.keys(COUNTED).length);
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
    await t.db.execute(sql`select day_totals_rebuild()`);
    expect((await keptAndCounted()).kept).toEqual(counted);
  });
});

describe('dashboards over the kept day totals', () => {
  const RANGE = { from: '2021-01-01', to: new Date().toISOString().slice(0, 10) };
  const ask = async (path: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/dashboards/${path}`,
      headers: { authorization: `Bearer ${admin}` },
      payload: RANGE,
    });
    expect(response.statusCode).toBe(200);
    return response.json().result as {
      stats: { key: string; count: number }[];
      series: { key: string; points: { period: string; count: number }[] }[];
    };
  };
  /** A kind's months counted over its table (UTC), the months with none left out. */
  const months = async (kind: string) =>
    rows<{ period: string; count: number }>(sql`select to_char(t.at at time zone 'UTC', 'YYYY-MM') as period,
        count(*)::int as count from (${COUNTED[kind]!}) t(at) where t.at >= ${RANGE.from}::date
      group by 1 order by 1`);

  it('answers staff the months a count over each table gives', async () => {
    const graphs = await ask('graphs');
    const series = (answer: typeof graphs, key: string) => answer.series.find((s) => s.key === key)!.points;
    expect(series(graphs, 'channels_added')).toEqual(await months('channels_added'));
    expect(series(graphs, 'content_approved')).toEqual(await months('content_approved'));
    expect(series(graphs, 'claims')).toEqual(await months('claims_created'));
    expect(series(graphs, 'takedowns')).toEqual(await months('takedowns_created'));
    const social = await ask('social-media');
    const found = await months('found_videos');
    expect(found.length).toBeGreaterThan(0);
    expect(series(social, 'found')).toEqual(found);
    expect(series(social, 'claims')).toEqual(await months('claims_filed'));
    expect(social.stats.find((s) => s.key === 'found')!.count).toBe(
      found.reduce((sum, month) => sum + month.count, 0),
    );
  });
});
