import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EARNINGS_RANGE_JOB,
  makeRange,
  rangeJobHandlers,
} from '../../server/entities/royalties/earnings/ranges';
import { EARNINGS_KEPT_RANGES, EARNINGS_RANGES_PER_PERSON } from '../../shared/earnings';
import { windowMismatches } from '../support/royaltyLines';
import { runJobsOf } from '../support/jobs';
import { createTestApp, type TestApp } from '../support/testApp';

/**
 * Staff's reports over a range of their own (no "Last N Month" preset's months): with every dimension
 * too large to read directly (`earningsDirectKeys: 0`), the first call queues the job that makes the
 * range's kept window and answers its progress; then the window answers as the rollups add up, and
 * follows changes as the presets' windows do. No worker runs unless a test starts one.
 */
let t: TestApp;
let admin: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp({ noWorker: true, earningsDirectKeys: 0 });
  admin = await t.login('admin@example.com');
  manager = await t.login('manager@example.com');
});
afterAll(() => t?.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

const monthsBack = (back: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 10);
};
/** The last day of the month `back` months before this one. */
const monthEnd = (back: number) =>
  new Date(Date.parse(`${monthsBack(back - 1)}T00:00:00Z`) - 24 * 3600 * 1000).toISOString().slice(0, 10);

async function ask(path: string, body: object, token = admin, status = 200) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(status);
  return response.json().result;
}

const runRangeJobs = () => runJobsOf(t.db, EARNINGS_RANGE_JOB, rangeJobHandlers(t.db));

/** Each video's sums over the months from the rollups, the most earned first (the report's order). */
const rolledUp = (from: string, to: string) =>
  rows<{ key: string; total: string; lines: number }>(sql`select key, sum(amount_micros)
      filter (where state <> 'void')::text as total, sum(line_count)::int as lines
    from royalty_rollups where dimension = 'video' and period between ${from} and ${to}
    group by key order by sum(amount_micros) filter (where state <> 'void') desc, key`);

// Two months no preset holds (the presets end last month).
const own = { from: monthsBack(3), to: monthEnd(2) };

describe("staff's reports over a range of their own", () => {
  it('first answer the job making the range, then its rows as the rollups add them up', async () => {
    const first = await ask('/royalties/earnings/by-video', { page: 1, limit: 100, filter: own });
    expect(first.data).toEqual([]);
    expect(first.preparing).toMatchObject({ progress: 0 });
    // The totals do not wait (one running row).
    expect(BigInt(first.totals.total_micros)).toBeGreaterThan(0n);
    // Asked again, the same job (none queued twice).
    const again = await ask('/royalties/earnings/by-video', { page: 1, limit: 100, filter: own });
    expect(again.preparing._id).toBe(first.preparing._id);
    const [job] = await rows<{ requested_by: string }>(
      sql`select requested_by from jobs where id = ${first.preparing._id}`,
    );
    expect(job!.requested_by).not.toBeNull();

    await runRangeJobs();
    const made = await ask('/royalties/earnings/by-video', { page: 1, limit: 100, filter: own });
    expect(made.preparing).toBeUndefined();
    const expected = await rolledUp(own.from, monthsBack(2));
    expect(expected.length).toBeGreaterThan(3);
    expect(made.total).toBe(expected.length);
    expect(
      made.data.map((row: { _id: string; total_micros: string; line_count: number }) => [
        row._id,
        row.total_micros,
        row.line_count,
      ]),
    ).toEqual(expected.map((row) => [row.key, row.total, row.lines]));
    const [range] = await rows<{ id: number; dimensions: string[] }>(
      sql`select id, dimensions from earnings_ranges where first_month = ${own.from}`,
    );
    expect(range!.id).toBeLessThan(0);
    expect(range!.dimensions).toHaveLength(7);
    expect(await windowMismatches(t.db)).toEqual([]);
  });

  it("serve the overview's top lists and the payment history from the same window", async () => {
    const overview = await ask('/royalties/earnings/overview', own);
    expect(overview.preparing).toBeUndefined();
    const expected = await rolledUp(own.from, monthsBack(2));
    expect(overview.top_videos[0]._id).toBe(expected[0]!.key);
    const history = await ask('/payment/history/by/video', { page: 1, limit: 50, filter: own });
    expect(history.preparing).toBeUndefined();
    const paid = await rows<{ key: string; lines: number }>(sql`select key,
        (b.history_line_count - coalesce((select a.history_line_count from earnings_running a
          where a.dimension = 'video' and a.key = b.key and a.period = ${monthsBack(4)}), 0))::int as lines
      from earnings_running b where b.dimension = 'video' and b.period = ${monthsBack(2)}`);
    const withLines = paid.filter((row) => row.lines > 0);
    expect(history.total).toBe(withLines.length);
  });

  it('follow changes of the running sums inside and before the range', async () => {
    const apply = (month: string, micros: number) =>
      t.db.execute(sql`select earnings_running_apply(array[row('video', 'rangeVid01', ${month}::date,
        ${micros}, ${micros}, 0, 0, 1, 0, 0, 0)::earnings_delta])`);
    await apply(monthsBack(2), 9_000_000_000);
    await apply(monthsBack(4), 1_000_000);
    expect(await windowMismatches(t.db)).toEqual([]);
    const page = await ask('/royalties/earnings/by-video', { page: 1, limit: 1, filter: own });
    expect(page.data[0]).toMatchObject({ _id: 'rangeVid01', total_micros: '9000000000' });
    await apply(monthsBack(2), -9_000_000_000);
    expect(await windowMismatches(t.db)).toEqual([]);
  });

  it('hold one person to their number of ranges being made', async () => {
    const ranges = Array.from({ length: EARNINGS_RANGES_PER_PERSON + 1 }, (_, i) => ({
      from: monthsBack(4),
      to: monthEnd(2 + i),
    })).filter((range) => range.to !== monthEnd(1));
    for (const [i, filter] of ranges.entries()) {
      const status = i < EARNINGS_RANGES_PER_PERSON ? 200 : 429;
      await ask('/royalties/earnings/by-creator', { page: 1, limit: 5, filter }, manager, status);
    }
    await runRangeJobs();
    expect(await windowMismatches(t.db)).toEqual([]);
  });

  it('keep the ranges used last, and forget a range when a newer month arrives in it', async () => {
    for (let i = 0; i < EARNINGS_KEPT_RANGES + 1; i++) {
      await makeRange(t.db, { first: monthsBack(30 + i), last: monthsBack(2) });
    }
    const [kept] = await rows<{ n: number; oldest: boolean }>(sql`select count(*)::int as n,
        bool_or(first_month = ${monthsBack(30)}) as oldest from earnings_ranges`);
    expect(kept).toEqual({ n: EARNINGS_KEPT_RANGES, oldest: false });
    expect(await windowMismatches(t.db)).toEqual([]);

    // A range reaching this month holds the newest month with revenue (last month) until this month
    // has revenue too: then it is forgotten, and the next report over it is made again.
    const reaching = { from: monthsBack(2), to: new Date().toISOString().slice(0, 10) };
    await ask('/royalties/earnings/by-video', { page: 1, limit: 5, filter: reaching });
    await runRangeJobs();
    expect(
      (await ask('/royalties/earnings/by-video', { page: 1, limit: 5, filter: reaching })).preparing,
    ).toBeUndefined();
    await t.db
      .execute(sql`select earnings_running_apply(array[row('video', 'rangeVid02', ${monthsBack(0)}::date,
      9000000000000, 9000000000000, 0, 0, 1, 0, 0, 0)::earnings_delta])`);
    const [gone] = await rows<{ n: number }>(
      sql`select count(*)::int as n from earnings_ranges where first_month = ${monthsBack(2)} and last_month = ${monthsBack(0)}`,
    );
    expect(gone!.n).toBe(0);
    expect(await windowMismatches(t.db)).toEqual([]);
    expect(
      (await ask('/royalties/earnings/by-video', { page: 1, limit: 5, filter: reaching })).preparing,
    ).toBeDefined();
    await runRangeJobs();
    const remade = await ask('/royalties/earnings/by-video', { page: 1, limit: 5, filter: reaching });
    expect(remade.data.map((row: { _id: string }) => row._id)).toContain('rangeVid02');
    expect(await windowMismatches(t.db)).toEqual([]);
  });
});
