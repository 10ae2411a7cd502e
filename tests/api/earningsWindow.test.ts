import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshEarningsWindow } from '../../server/entities/royalties/earnings/windowClock';
import { LAST_MONTHS_PRESETS } from '../../shared/constants';
import { presetRange } from '../../shared/dateRange';
import { windowHolding } from '../../server/entities/royalties/earnings/running';
import { windowMismatches } from '../support/royaltyLines';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ noWorker: true });
  admin = await t.login('admin@example.com');
});
afterAll(() => t?.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
/** The preset whose kept window holds the range's months (null: none). */
const holding = async (range: { from?: string; to?: string }) => {
  const [row] = await rows<{ months: number | null }>(sql`select (${windowHolding(range)}) as months`);
  return row!.months === null ? null : Number(row!.months);
};

/** The months the reports open on (the range the browser sends first). */
const opening = () => presetRange('last_12_month');
/** Every "Last N Month" preset's range, each with a window of its own. */
const presets = () => LAST_MONTHS_PRESETS.map((months) => presetRange(`last_${months}_month`));

async function ask(path: string, body: object) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: { authorization: `Bearer ${admin}` },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result;
}

/** A change of the running sums as the split run's triggers make one (dimension, key, month, amounts). */
const apply = (dimension: string, key: string, month: string, micros: number, lines: number, paid = 0) =>
  t.db.execute(sql`select earnings_running_apply(array[row(${dimension}, ${key}, ${month}::date,
    ${micros}, ${micros}, 0, 0, ${lines}, ${paid}, 0, ${paid === 0 ? 0 : lines})::earnings_delta])`);

const monthsBack = (back: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 10);
};

describe("the earnings' kept windows", () => {
  it('hold the months of every "Last N Month" preset, as the running sums give them', async () => {
    const [bounds] = await rows<{ this: string; last: string; months: number[] }>(
      sql`select to_char(this_month, 'YYYY-MM-DD') as this, to_char(last_month, 'YYYY-MM-DD') as last, months
        from earnings_window_bounds`,
    );
    expect(bounds!.this).toBe(monthsBack(0));
    expect(bounds!.months).toEqual([...LAST_MONTHS_PRESETS]);
    expect(bounds!.last <= opening().to).toBe(true);
    for (const [i, range] of presets().entries()) {
      expect(await holding(range)).toBe(LAST_MONTHS_PRESETS[i]);
    }
    // A range that is no preset's (two months ending a month early) has no window.
    const other = presetRange('last_3_month');
    expect(await holding({ from: other.from, to: presetRange('last_6_month').from })).toBeNull();
    const kept = await rows<{ months: number; n: number }>(
      sql`select months, count(*)::int as n from earnings_window where line_count > 0 group by 1 order by 1`,
    );
    expect(kept.map((row) => row.months)).toEqual([...LAST_MONTHS_PRESETS]);
    expect(kept.at(-1)!.n).toBeGreaterThan(10);
    expect(await windowMismatches(t.db)).toEqual([]);
  });

  it('follow changes inside their months, before them and after them', async () => {
    await apply('video', 'windowVid01', monthsBack(1), 4_000_000, 1);
    await apply('video', 'windowVid01', monthsBack(3), 5_000_000, 2);
    expect(await windowMismatches(t.db)).toEqual([]);
    // The month before each window's first: that window's figures stay, the longer ones move.
    await apply('video', 'windowVid01', monthsBack(2), 2_000_000, 1);
    await apply('video', 'windowVid01', monthsBack(4), 6_000_000, 1);
    await apply('video', 'windowVid01', monthsBack(7), 1_500_000, 1);
    await apply('video', 'windowVid01', monthsBack(13), 7_000_000, 1);
    await apply('creator', '00000000-0000-4000-8000-00000000cafe', monthsBack(14), 1_000_000, 1, 1_000_000);
    expect(await windowMismatches(t.db)).toEqual([]);
    // This month (past the windows' last) and a month copied forward to it.
    await apply('video', 'windowVid02', monthsBack(0), 3_000_000, 1);
    expect(await windowMismatches(t.db)).toEqual([]);
    // A change taken back.
    await apply('video', 'windowVid01', monthsBack(3), -5_000_000, -2);
    expect(await windowMismatches(t.db)).toEqual([]);
  });

  it('are made again when the running sums are (a truncate and a load)', async () => {
    await t.db.execute(sql`select earnings_running_rebuild()`);
    expect(await windowMismatches(t.db)).toEqual([]);
  });

  it("answer staff's reports and payment history as the running sums do, and the clock makes them again", async () => {
    const reports = async () => {
      const answers = [];
      for (const filter of presets()) {
        const body = { page: 1, limit: 5, filter };
        answers.push({
          video: await ask('/royalties/earnings/by-video', body),
          creator: await ask('/royalties/earnings/by-creator', {
            ...body,
            sort: 'held_micros',
            order: 'ASC',
          }),
          overview: await ask('/royalties/earnings/overview', filter),
          history: await ask('/payment/history/by/creator', body),
          historyByLines: await ask('/payment/history/by/video', { ...body, sort: 'lines', order: 'ASC' }),
        });
      }
      return answers;
    };
    const fromWindows = await reports();
    const twelve = fromWindows.at(-1)!;
    expect(twelve.video.data.length).toBeGreaterThan(0);
    expect(twelve.video.total).toBeGreaterThan(twelve.video.data.length);

    // Forgotten (as after the calendar month turns): the same answers from the running sums.
    await t.db.execute(sql`update earnings_window_bounds set this_month = this_month - interval '1 month'`);
    for (const range of presets()) expect(await holding(range)).toBeNull();
    expect(await reports()).toEqual(fromWindows);
    expect(await windowMismatches(t.db)).not.toEqual([]);

    expect(await refreshEarningsWindow(t.db)).toBe(true);
    expect(await windowMismatches(t.db)).toEqual([]);
    expect(await refreshEarningsWindow(t.db)).toBe(false);
    expect(await reports()).toEqual(fromWindows);
  });

  it("are made again by the clock when their lengths are not the presets' (the app's changed)", async () => {
    await t.db.execute(sql`update earnings_window_bounds set months = '{12}'`);
    await t.db.execute(sql`delete from earnings_window where months <> 12`);
    expect(await windowMismatches(t.db)).not.toEqual([]);
    expect(await refreshEarningsWindow(t.db)).toBe(true);
    expect(await windowMismatches(t.db)).toEqual([]);
  });
});
