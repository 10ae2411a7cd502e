import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeMonthKeyRange,
  MONTH_KEY_RANGE_JOB,
  monthKeyRangeJobHandlers,
} from '../../server/platform/dayTotals/ranges';
import { MONTH_KEY_LENGTHS } from '../../server/platform/dayTotals/windowClock';
import { DASHBOARD_TOP, MONTH_KEY_KEPT_RANGES } from '../../shared/dashboards';
import { runJobsOf } from '../support/jobs';
import { createTestApp, type TestApp } from '../support/testApp';

/**
 * The shop and social media dashboards over a range of the user's own (months no kept window holds):
 * with every range too large to add up on each call (`monthKeyDirectRows: 0`), the first call queues
 * the job making the range's window and answers its progress; then the window answers as grouping the
 * rows does, and follows changes. No worker runs unless a test starts one.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ noWorker: true, monthKeyDirectRows: 0 });
  admin = await t.login('admin@example.com');
  // Requests and found videos spread over the last months (the demo's are this month's).
  await t.db.execute(sql`insert into found_videos (video_id, channel_id, channel_title, title, published_at,
      found_via, created_at)
    select 'rangeV' || i, 'UCrange' || (i % 4), 'Range channel ' || (i % 4), 'Range video ' || i, now(),
      'channel', date_trunc('month', now()) - (i % 6) * interval '1 month' + interval '2 days'
    from generate_series(1, 24) i`);
  await t.db.execute(sql`update inquiries set created_at = date_trunc('month', now()) - interval '3 months'
      + interval '5 days' where id in (select id from inquiries order by id limit 4)`);
}, 120_000);
afterAll(() => t?.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

const monthsBack = (back: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 10);
};
const monthEnd = (back: number) =>
  new Date(Date.parse(`${monthsBack(back - 1)}T00:00:00Z`) - 24 * 3600 * 1000).toISOString().slice(0, 10);

type Answer = {
  tops: { key: string; rows: { _id: string; name: string; count: number }[] }[];
  stats: { key: string; count: number }[];
  preparing?: { _id: string; progress: number };
};
async function ask(path: string, range: { from: string; to: string }): Promise<Answer> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/dashboards/${path}`,
    headers: { authorization: `Bearer ${admin}` },
    payload: range,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result;
}

const runRangeJobs = () => runJobsOf(t.db, MONTH_KEY_RANGE_JOB, monthKeyRangeJobHandlers(t.db));

/** Each range's window against its months of month_key_totals added up per key (its made kinds). */
async function rangeMismatches() {
  const expected = await rows<{
    row: string;
  }>(sql`select m.kind || ':' || r.id || ':' || m.key || '=' || sum(m.n) as row
    from month_key_ranges r join month_key_totals m on m.month between r.first_month and r.last_month
      and m.kind = any(r.kinds)
    group by m.kind, r.id, m.key having sum(m.n) <> 0 order by 1`);
  const kept = await rows<{ row: string }>(sql`select kind || ':' || months || ':' || key || '=' || n as row
    from month_key_windows where months > 1000 and n <> 0 order by 1`);
  return {
    missing: expected.map((r) => r.row).filter((r) => !kept.some((k) => k.row === r)),
    extra: kept.map((r) => r.row).filter((r) => !expected.some((k) => k.row === r)),
  };
}

// Four months no window holds (the bounds' end last month or this one).
const own = { from: monthsBack(5), to: monthEnd(2) };

describe("dashboards' top lists over a range of the user's own", () => {
  it('first answer the job making the range, then the lists as grouping the rows gives them', async () => {
    const first = await ask('social-media', own);
    expect(first.tops).toEqual([]);
    expect(first.preparing).toMatchObject({ progress: 0 });
    expect(first.stats.find((s) => s.key === 'found')!.count).toBeGreaterThan(0);
    // The shop's list is the same range's window: the same job.
    expect((await ask('shop', own)).preparing!._id).toBe(first.preparing!._id);

    await runRangeJobs();
    const social = await ask('social-media', own);
    expect(social.preparing).toBeUndefined();
    const channels = await rows(sql`select channel_id as "_id", count(*)::int as count from found_videos
      where created_at >= ${own.from}::date and created_at < ${monthsBack(1)}::date
      group by 1 order by 2 desc, 1 limit ${DASHBOARD_TOP}`);
    expect(channels.length).toBeGreaterThan(2);
    expect(social.tops[0]!.rows.map(({ _id, count }) => ({ _id, count }))).toEqual(channels);
    const shop = await ask('shop', own);
    const items = await rows(sql`select asset_id::text as "_id", count(*)::int as count from inquiries
      where created_at >= ${own.from}::date and created_at < ${monthsBack(1)}::date
      group by 1 order by 2 desc, 1 limit ${DASHBOARD_TOP}`);
    expect(items.length).toBeGreaterThan(0);
    expect(shop.tops[0]!.rows.map(({ _id, count }) => ({ _id, count }))).toEqual(items);
    expect(await rangeMismatches()).toEqual({ missing: [], extra: [] });
  });

  it('follow changes in their months, and outlive the bounds’ windows being made again', async () => {
    await t.db.execute(sql`insert into found_videos (video_id, channel_id, channel_title, title, published_at,
        found_via, created_at)
      values ('rangeX1', 'UCrangeNew', 'New', 'X', now(), 'channel', ${monthsBack(3)}::date + interval '1 day'),
        ('rangeX2', 'UCrangeNew', 'New', 'X', now(), 'channel', ${monthsBack(3)}::date + interval '2 days'),
        ('rangeX3', 'UCrangeNew', 'New', 'X', now(), 'channel', ${monthsBack(0)}::date + interval '2 days')`);
    await t.db.execute(sql`delete from found_videos where video_id = 'rangeV1'`);
    expect(await rangeMismatches()).toEqual({ missing: [], extra: [] });
    await t.db.execute(
      sql`select month_key_windows_rebuild(${`{${MONTH_KEY_LENGTHS.join(',')}}`}::smallint[])`,
    );
    expect(await rangeMismatches()).toEqual({ missing: [], extra: [] });
    const [kept] = await rows<{ n: number }>(
      sql`select count(*)::int as n from month_key_windows where months > 1000`,
    );
    expect(kept!.n).toBeGreaterThan(0);
  });

  it('keep the ranges used last', async () => {
    for (let i = 0; i < MONTH_KEY_KEPT_RANGES + 1; i++) {
      await makeMonthKeyRange(t.db, { first: monthsBack(30 + i), last: monthsBack(20) });
    }
    const [kept] = await rows<{ n: number; oldest: boolean }>(sql`select count(*)::int as n,
        bool_or(first_month = ${monthsBack(30)}) as oldest from month_key_ranges`);
    expect(kept).toEqual({ n: MONTH_KEY_KEPT_RANGES, oldest: false });
    expect(await rangeMismatches()).toEqual({ missing: [], extra: [] });
  });
});
