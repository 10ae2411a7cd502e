import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChannelStatus } from '../../shared/constants';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ noWorker: true });
});
afterAll(() => t?.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Each status's kept total (its shards added up) beside the channels counted. */
const totals = () =>
  rows<{ status: number; kept: number | null; counted: number | null }>(sql`
    select status, kept.n::int as kept, counted.n::int as counted
    from (select status, sum(n) as n from channel_status_totals group by status having sum(n) <> 0) kept
    full join (select status, count(*) as n from channels group by status) counted using (status)
    order by status`);

describe("the channels' kept status totals", () => {
  it('add up to the channels in each status after concurrent status changes, on any connection', async () => {
    const admin = await t.login('admin@example.com');
    const active = await rows<{ id: string }>(
      sql`select id from channels where status = ${ChannelStatus.ACTIVE} order by id limit 6`,
    );
    expect(active.length).toBeGreaterThan(1);
    const change = (id: string, status: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/channel/change-status/${id}`,
        headers: { authorization: `Bearer ${admin}` },
        payload: { status },
      });
    for (const status of [ChannelStatus.INACTIVE, ChannelStatus.ACTIVE, ChannelStatus.INACTIVE]) {
      const answers = await Promise.all(active.map(({ id }) => change(id, status)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(active.map(() => 200));
      const now = await totals();
      expect(now.every((row) => row.kept === row.counted)).toBe(true);
      expect(now.find((row) => row.status === ChannelStatus.INACTIVE)?.counted).toBeGreaterThanOrEqual(
        status === ChannelStatus.INACTIVE ? active.length : 0,
      );
    }
    // The staff list's total reads the same sums.
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/channel',
      headers: { authorization: `Bearer ${admin}` },
      payload: { page: 1, limit: 1, filter: { status: ChannelStatus.INACTIVE } },
    });
    const counted = (await totals()).find((row) => row.status === ChannelStatus.INACTIVE)!.counted;
    expect(list.json().result.total).toBe(counted);
    // Made again from the channels: one shard per status, the same sums.
    await t.db.execute(sql`select channel_counts_rebuild()`);
    expect((await totals()).every((row) => row.kept === row.counted)).toBe(true);
  });
});
