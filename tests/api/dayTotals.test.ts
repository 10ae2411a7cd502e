import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClaimStatus } from '../../shared/claims';
import { DASHBOARD_TOP } from '../../shared/dashboards';
import { presetRange } from '../../shared/dateRange';
import { MONTH_KEY_LENGTHS, refreshMonthKeyWindows } from '../../server/platform/dayTotals/windowClock';
import { keptMonthKeyWindow } from '../../server/platform/dayTotals/ranges';
import { monthsOf } from '../../server/entities/royalties/earnings/reports';
import { DELETED_STATUS, LAST_MONTHS_PRESETS, MONTHS_TO_DATE } from '../../shared/constants';
import { InquiryStatus } from '../../server/entities/inquiries/table';
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
  requests_filed: sql`select created_at from inquiries`,
  requests_approved: sql`select created_at from inquiries where status = ${InquiryStatus.APPROVED}`,
  requests_rejected: sql`select created_at from inquiries where status = ${InquiryStatus.REJECTED}`,
};

/** Each kind's count per key and UTC month, as the dashboards' top lists count it, over the table itself. */
const COUNTED_BY_KEY: Record<string, ReturnType<typeof sql>> = {
  found_by_channel: sql`select created_at, channel_id from found_videos`,
  requests_by_item: sql`select created_at, asset_id::text from inquiries`,
};

/** What the triggers keep per key and month, and a count of every kind over its table now. */
async function keptAndCountedByKey() {
  const kept = await rows(
    sql`select kind, month::text, key, n::int from month_key_totals where n <> 0 order by 1, 2, 3`,
  );
  const counted = await rows(
    sql`select * from (${sql.join(
      Object.entries(COUNTED_BY_KEY).map(
        ([kind, rowsOfKind]) => sql`select ${kind}::text as kind,
          date_trunc('month', t.at at time zone 'UTC')::date::text as month, t.key, count(*)::int as n
          from (${rowsOfKind}) t(at, key) group by 2, 3`,
      ),
      sql` union all `,
    )}) c order by 1, 2, 3`,
  );
  return { kept, counted };
}

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

    // A channel's status changing moves no day; its creation time changing moves it (migration 0083).
    await t.db.execute(sql`update channels set status = 1 - status where id = ${channel!.id}`);
    await t.db.execute(sql`update channels set created_at = ${`${day}T08:00:00Z`} where id = ${channel!.id}`);
    await t.db.execute(sql`update channels set status = 1 - status where id = ${channel!.id}`);

    const { kept, counted } = await keptAndCounted();
    expect(kept).toEqual(counted);
    await t.db.execute(sql`select day_totals_rebuild()`);
    expect((await keptAndCounted()).kept).toEqual(counted);
  });
});

describe('month_key_totals (counts per key and month kept by triggers)', () => {
  it('starts equal to the counts of the seeded rows, and follows inserts, moves, status changes and deletes', async () => {
    const first = await keptAndCountedByKey();
    expect(new Set(first.kept.map((row) => (row as { kind: string }).kind)).size).toBe(
      Object.keys(COUNTED_BY_KEY).length,
    );
    expect(first.kept).toEqual(first.counted);

    await t.db.execute(sql`insert into found_videos (video_id, channel_id, channel_title, title, published_at,
        found_via, created_at)
      select 'monthKey' || i, 'UCmonthKey' || (i % 2), 'Month key channel', 'Month key ' || i,
        '2021-03-01T00:00:00Z', 'channel', '2021-03-31T23:30:00Z'::timestamptz + i * interval '20 minutes'
      from generate_series(1, 5) i`);
    // Into the next month (UTC), to another channel, then gone.
    await t.db.execute(
      sql`update found_videos set created_at = '2021-04-02T00:00:00Z' where video_id = 'monthKey1'`,
    );
    await t.db.execute(sql`update found_videos set channel_id = 'UCmonthKey9' where video_id = 'monthKey2'`);
    await t.db.execute(sql`update found_videos set title = 'Renamed' where video_id like 'monthKey%'`);
    await t.db.execute(sql`delete from found_videos where video_id = 'monthKey4'`);
    await t.db.execute(sql`update inquiries set status = ${InquiryStatus.APPROVED}
      where id = (select id from inquiries where status = ${InquiryStatus.PENDING} order by id limit 1)`);
    await t.db.execute(sql`update inquiries set created_at = '2021-03-04T10:00:00Z'
      where id = (select id from inquiries order by id limit 1)`);

    const { kept, counted } = await keptAndCountedByKey();
    expect(kept).toContainEqual({ kind: 'found_by_channel', month: '2021-04-01', key: 'UCmonthKey1', n: 3 });
    expect(kept).toEqual(counted);
    expect((await keptAndCounted()).kept).toEqual((await keptAndCounted()).counted);
    await t.db.execute(sql`select month_key_totals_rebuild()`);
    expect((await keptAndCountedByKey()).kept).toEqual(counted);
  });
});

/** First day of the month `back` months before this one (UTC). */
const monthsBack = (back: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 10);
};

/**
 * Where the kept windows differ from month_key_totals added up per key over each window's months: a
 * preset's N months before this one (N), and the N months up to this one (-N).
 */
async function windowMismatches(thisMonth = monthsBack(0)) {
  const lengths = `{${MONTH_KEY_LENGTHS.join(',')}}`;
  const t = sql`${thisMonth}::date`;
  const expected = await rows<{
    row: string;
  }>(sql`select m.kind || ':' || g.months || ':' || m.key || '=' || sum(m.n) as row
    from unnest(${`{${LAST_MONTHS_PRESETS.join(',')}}`}::int[]) g(months)
    join month_key_totals m on m.month >= (${t} - make_interval(months => g.months))::date
      and m.month < ${t}
    group by m.kind, g.months, m.key having sum(m.n) <> 0
    union all
    select m.kind || ':' || -g.months || ':' || m.key || '=' || sum(m.n) as row
    from unnest(${`{${MONTHS_TO_DATE.join(',')}}`}::int[]) g(months)
    join month_key_totals m
      on m.month >= (${t} - make_interval(months => g.months - 1))::date and m.month <= ${t}
    group by m.kind, g.months, m.key having sum(m.n) <> 0 order by 1`);
  const kept = await rows<{ row: string }>(sql`select kind || ':' || months || ':' || key || '=' || n as row
    from month_key_windows where n <> 0 order by 1`);
  const [bounds] = await rows<{ fresh: boolean }>(sql`select this_month = ${t}
      and months = ${lengths}::smallint[] as fresh from month_key_window_bounds`);
  const keptSet = new Set(kept.map((r) => r.row));
  const expectedSet = new Set(expected.map((r) => r.row));
  return [
    ...(bounds?.fresh ? [] : ['bounds']),
    ...expected.filter((r) => !keptSet.has(r.row)).map((r) => `missing ${r.row}`),
    ...kept.filter((r) => !expectedSet.has(r.row)).map((r) => `extra ${r.row}`),
  ];
}

describe("month_key_windows (each preset's counts per key, kept)", () => {
  const insertFound = (id: string, channel: string, at: string) =>
    t.db
      .execute(sql`insert into found_videos (video_id, channel_id, channel_title, title, published_at, found_via,
        created_at) values (${id}, ${channel}, 'Window channel', 'Window video', ${at}, 'channel', ${at})`);

  it('hold every preset as the month totals add up, and follow changes in their months', async () => {
    expect(await windowMismatches()).toEqual([]);
    await insertFound('windowV1', 'UCwindow1', `${monthsBack(0)}T01:00:00Z`);
    await insertFound('windowV2', 'UCwindow1', `${monthsBack(2)}T01:00:00Z`);
    await insertFound('windowV3', 'UCwindow2', `${monthsBack(7)}T01:00:00Z`);
    await insertFound('windowV4', 'UCwindow2', `${monthsBack(13)}T01:00:00Z`);
    expect(await windowMismatches()).toEqual([]);
    await t.db.execute(sql`update found_videos set created_at = ${`${monthsBack(1)}T05:00:00Z`}
      where video_id in ('windowV1', 'windowV3')`);
    await t.db.execute(sql`delete from found_videos where video_id = 'windowV2'`);
    expect(await windowMismatches()).toEqual([]);
    const [kept] = await rows<{ n: number }>(sql`select n::int from month_key_windows
      where kind = 'found_by_channel' and months = 1 and key = 'UCwindow1'`);
    expect(kept!.n).toBe(1);
    const lengths = await rows<{ months: number }>(sql`select distinct months from month_key_windows
      where key = 'UCwindow2' order by 1`);
    // Moved to last month: in every window but the one of this month alone.
    expect(lengths.map((k) => k.months)).toEqual(
      [...LAST_MONTHS_PRESETS, ...MONTHS_TO_DATE.filter((m) => m > 1).map((m) => -m)].sort((a, b) => a - b),
    );
    // This month's: in every window up to it.
    await insertFound('windowV6', 'UCwindow4', `${monthsBack(0)}T03:00:00Z`);
    expect(await windowMismatches()).toEqual([]);
    const thisMonth = await rows<{ months: number }>(sql`select distinct months from month_key_windows
      where key = 'UCwindow4' order by 1`);
    expect(thisMonth.map((k) => k.months)).toEqual(MONTHS_TO_DATE.map((m) => -m).sort((a, b) => a - b));
  });

  it('follow changes as their bounds say after the calendar month turned, until the clock makes them again', async () => {
    const lastThree = monthsOf(presetRange('last_3_month').from, presetRange('last_3_month').to);
    expect(await keptMonthKeyWindow(t.db, lastThree)).toBe(3);
    const toDate = monthsOf(monthsBack(3), monthsBack(0));
    expect(await keptMonthKeyWindow(t.db, toDate)).toBe(-4);
    // The windows as they were last month: made over those months, they hold them.
    await t.db.execute(sql`update month_key_window_bounds set this_month = ${monthsBack(1)}`);
    await t.db.execute(sql`delete from month_key_windows`);
    await t.db.execute(sql`insert into month_key_windows (kind, months, key, n)
      select m.kind, g.months, m.key, sum(m.n) from unnest(${`{${MONTH_KEY_LENGTHS.join(',')}}`}::smallint[]) g(months)
        join month_key_totals m on m.month >= month_key_window_first(${monthsBack(1)}::date, g.months)
          and m.month <= month_key_window_last(${monthsBack(1)}::date, g.months)
      group by 1, 2, 3 having sum(m.n) <> 0`);
    expect(await windowMismatches(monthsBack(1))).toEqual([]);
    // Until the clock runs, this month's windows are last month's: Last 3 Month is the three months up
    // to it, Last 1 Month none (the month totals added up).
    expect(await keptMonthKeyWindow(t.db, lastThree)).toBe(-3);
    const lastOne = monthsOf(presetRange('last_1_month').from, presetRange('last_1_month').to);
    expect(await keptMonthKeyWindow(t.db, lastOne)).toBe(-1);
    expect(await keptMonthKeyWindow(t.db, toDate)).toBeUndefined();
    // Changes are followed as the bounds say: this month's is past them, last month's in them.
    await insertFound('windowV5', 'UCwindow3', `${monthsBack(0)}T02:00:00Z`);
    await insertFound('windowV7', 'UCwindow3', `${monthsBack(2)}T02:00:00Z`);
    await insertFound('windowV8', 'UCwindow1', `${monthsBack(1)}T02:00:00Z`);
    expect(await windowMismatches(monthsBack(1))).toEqual([]);
    expect(await refreshMonthKeyWindows(t.db)).toBe(true);
    expect(await windowMismatches()).toEqual([]);
    expect(await keptMonthKeyWindow(t.db, lastThree)).toBe(3);
  });

  it('are made again when the clock finds the calendar month turned or the lengths changed', async () => {
    await t.db.execute(sql`update month_key_window_bounds set this_month = this_month - interval '1 month'`);
    expect(await refreshMonthKeyWindows(t.db)).toBe(true);
    expect(await windowMismatches()).toEqual([]);
    expect(await refreshMonthKeyWindows(t.db)).toBe(false);

    await t.db.execute(sql`update month_key_window_bounds set months = '{12}'`);
    await t.db.execute(sql`delete from month_key_windows where months <> 12`);
    expect(await windowMismatches()).not.toEqual([]);
    expect(await refreshMonthKeyWindows(t.db)).toBe(true);
    expect(await windowMismatches()).toEqual([]);
  });
});

describe('dashboards over the kept day totals', () => {
  const RANGE = { from: '2021-01-01', to: new Date().toISOString().slice(0, 10) };
  const ask = async (path: string, range: { from: string; to: string } = RANGE) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/dashboards/${path}`,
      headers: { authorization: `Bearer ${admin}` },
      payload: range,
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
    const shop = await ask('shop');
    expect(series(shop, 'requests')).toEqual(await months('requests_filed'));
    expect(series(shop, 'approved')).toEqual(await months('requests_approved'));
    const stat = (answer: typeof shop, key: string) => answer.stats.find((s) => s.key === key)!.count;
    const total = async (kind: string) => (await months(kind)).reduce((sum, month) => sum + month.count, 0);
    expect(stat(shop, 'requests')).toBe(await total('requests_filed'));
    expect(stat(shop, 'rejected')).toBe(await total('requests_rejected'));
  });

  beforeAll(async () => {
    // Rows in the last twelve whole months (the demo's are this month's): found videos of three
    // channels, and requests moved back.
    await t.db.execute(sql`insert into found_videos (video_id, channel_id, channel_title, title, published_at,
        found_via, created_at)
      select 'topV' || i, 'UCtop' || (i % 3), 'Top channel ' || (i % 3), 'Top video ' || i, ${monthsBack(6)},
        'channel', ${monthsBack(5)}::timestamptz + i * interval '9 days'
      from generate_series(1, 8) i`);
    await t.db.execute(sql`update inquiries set created_at = ${monthsBack(3)}::timestamptz + interval '1 hour'
      where id in (select id from inquiries order by id limit 3)`);
  });

  it.each([
    ['a range of its own', RANGE],
    ['a preset (its kept window)', presetRange('last_12_month')],
    ['Last 90 Days (a window up to this month)', presetRange('last_90_days')],
  ])("answers staff's top lists over %s as grouping the rows does", async (_, range) => {
    const top = async (path: string, key: string) =>
      ((await ask(path, range)) as unknown as { tops: { key: string; rows: unknown[] }[] }).tops.find(
        (list) => list.key === key,
      )!.rows;
    // Every month the range touches, whole.
    const inRange = (column: string) => sql`${sql.raw(column)} >= date_trunc('month', ${range.from}::date)
      and ${sql.raw(column)} < (date_trunc('month', ${range.to}::date) + interval '1 month')`;
    const grouped = (query: ReturnType<typeof sql>) =>
      rows(sql`select * from (${query}) g limit ${DASHBOARD_TOP}`);
    const channels = await grouped(sql`select channel_id as "_id", (select f.channel_title from found_videos f
        where f.channel_id = v.channel_id order by f.published_at desc, f.id desc limit 1) as name, count(*)::int as count
      from found_videos v where ${inRange('created_at')} group by 1 order by 3 desc, 1`);
    expect(channels.length).toBeGreaterThan(0);
    expect(await top('social-media', 'channels_found')).toEqual(channels);
    const items = await grouped(sql`select i.asset_id::text as "_id", a.title as name, count(*)::int as count
      from inquiries i join assets a on a.id = i.asset_id where ${inRange('i.created_at')}
      group by 1, 2 order by 3 desc, 1`);
    expect(items.length).toBeGreaterThan(0);
    expect(await top('shop', 'requested_items')).toEqual(items);
  });
});
