import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The kept counts per stage, and the same counted from the assets now. */
const kept = () =>
  rows<{ stage: string; n: number }>(
    sql`select stage, n::int as n from asset_stage_totals where n <> 0 order by stage`,
  );
const counted = () =>
  rows<{ stage: string; n: number }>(
    sql`select stage, count(*)::int as n from assets where status <> 3 group by stage order by stage`,
  );

const list = async (payload: object) => {
  const token = await t.login('admin@example.com');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/CID/asset',
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
  expect(response.statusCode).toBe(200);
  return response.json().result as { total: number; data: { _id: string }[] };
};

describe("the assets' kept stage counts", () => {
  it('follow inserts, stage changes, soft and hard deletes', async () => {
    expect((await kept()).length).toBeGreaterThan(1);
    expect(await kept()).toEqual(await counted());
    const [{ id }] = await rows<{ id: string }>(
      // A draft no claim or takedown names (those keep their work: the hard delete would be refused).
      sql`select id from assets where stage = 'draft' and status <> 3
        and id not in (select asset_id from copyright_takedowns) and id not in (select asset_id from manual_claims)
        order by created_at limit 1`,
    );
    for (const change of [
      sql`update assets set stage = 'pending_review' where id = ${id}`,
      sql`update assets set stage = 'approved', approved_at = now() where id = ${id}`,
      sql`update assets set status = 3 where id = ${id}`,
      sql`update assets set status = 1 where id = ${id}`,
      sql`update assets set title = 'Stage count check' where id = ${id}`,
      sql`delete from assets where id = ${id}`,
    ]) {
      await t.db.execute(change);
      expect(await kept()).toEqual(await counted());
    }
  });

  it("answer the staff's list totals, all and by stage, as counting would", async () => {
    const all = await counted();
    const sum = all.reduce((total, row) => total + row.n, 0);
    expect((await list({})).total).toBe(sum);
    for (const { stage, n } of all) expect((await list({ filter: { stage } })).total, stage).toBe(n);
    // A page past the first, read from the far end with the kept total, holds the rows counting gives.
    const lastPage = Math.ceil(sum / 2);
    const far = await list({ page: lastPage, limit: 2 });
    expect(far.total).toBe(sum);
    expect(far.data.length).toBe(sum - (lastPage - 1) * 2);
  });
});
