import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshEarningsWindow } from '../../server/entities/royalties/earnings/windowClock';
import { presetRange } from '../../shared/dateRange';
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

/** The months the reports open on (the range the browser sends first). */
const opening = () => presetRange('last_12_month');

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

describe("the earnings' kept window", () => {
  it('holds the months the reports open on, as the running sums give them', async () => {
    const [bounds] = await rows<{ first: string; last: string }>(
      sql`select to_char(first_month, 'YYYY-MM-DD') as first, to_char(last_month, 'YYYY-MM-DD') as last
        from earnings_window_bounds`,
    );
    expect(bounds!.first).toBe(opening().from);
    expect(bounds!.last <= opening().to).toBe(true);
    const [kept] = await rows<{ n: number }>(
      sql`select count(*)::int as n from earnings_window where line_count > 0`,
    );
    expect(kept!.n).toBeGreaterThan(10);
    expect(await windowMismatches(t.db)).toEqual([]);
  });

  it('follows changes inside its months, before them and after them', async () => {
    await apply('video', 'windowVid01', monthsBack(3), 5_000_000, 2);
    expect(await windowMismatches(t.db)).toEqual([]);
    // The month before the window's first: the window's figures stay, the running rows move.
    await apply('video', 'windowVid01', monthsBack(13), 7_000_000, 1);
    await apply('creator', '00000000-0000-4000-8000-00000000cafe', monthsBack(14), 1_000_000, 1, 1_000_000);
    expect(await windowMismatches(t.db)).toEqual([]);
    // This month (past the window's last) and a month copied forward to it.
    await apply('video', 'windowVid02', monthsBack(0), 3_000_000, 1);
    expect(await windowMismatches(t.db)).toEqual([]);
    // A change taken back.
    await apply('video', 'windowVid01', monthsBack(3), -5_000_000, -2);
    expect(await windowMismatches(t.db)).toEqual([]);
  });

  it('is made again when the running sums are (a truncate and a load)', async () => {
    await t.db.execute(sql`select earnings_running_rebuild()`);
    expect(await windowMismatches(t.db)).toEqual([]);
  });

  it("answers staff's reports and payment history as the running sums do, and the clock makes it again", async () => {
    const body = { page: 1, limit: 5, filter: opening() };
    const reports = async () => ({
      video: await ask('/royalties/earnings/by-video', body),
      creator: await ask('/royalties/earnings/by-creator', { ...body, sort: 'held_micros', order: 'ASC' }),
      overview: await ask('/royalties/earnings/overview', opening()),
      history: await ask('/payment/history/by/creator', body),
      historyByLines: await ask('/payment/history/by/video', { ...body, sort: 'lines', order: 'ASC' }),
    });
    const fromWindow = await reports();
    expect(fromWindow.video.data.length).toBeGreaterThan(0);
    expect(fromWindow.video.total).toBeGreaterThan(fromWindow.video.data.length);

    // Forgotten (as after the calendar month turns): the same answers from the running sums.
    await t.db.execute(sql`update earnings_window_bounds set first_month = first_month - interval '1 month'`);
    expect(await reports()).toEqual(fromWindow);
    expect(await windowMismatches(t.db)).not.toEqual([]);

    expect(await refreshEarningsWindow(t.db)).toBe(true);
    expect(await windowMismatches(t.db)).toEqual([]);
    expect(await refreshEarningsWindow(t.db)).toBe(false);
    expect(await reports()).toEqual(fromWindow);
  });
});
