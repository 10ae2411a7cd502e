import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreements } from '../../server/entities/agreements/table';
import { manualClaims } from '../../server/entities/claims/table';
import { royaltyRollups, royaltySplitAudits } from '../../server/entities/royalties/earnings/table';
import { royaltyLines } from '../../server/entities/royalties/table';
import { ClaimStatus } from '../../shared/claims';
import { historyRunningMismatches, windowMismatches } from '../support/royaltyLines';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const who of [
    'admin',
    'manager',
    'managerlimited',
    'viewer',
    'viewerlimited',
    'creator',
    'rightsholder',
    'rhteam',
    'creatorteam',
  ]) {
    tokens[who] = await t.login(`${who}@example.com`);
  }
});
afterAll(() => t?.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read field by field
type Answer = { status: number; body: any };

const call = async (who: string, method: string, url: string, payload?: object): Promise<Answer> => {
  const response = await t.app.inject({
    method: method as 'GET',
    url: `/api${url}`,
    headers: { authorization: `Bearer ${tokens[who]}` },
    ...(payload && { payload }),
  });
  return { status: response.statusCode, body: response.json() };
};

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Per video of a month: the revenue in force and what its royalty lines add up to. */
async function sumsByVideo(period: string) {
  return rows<{ video_id: string; revenue: string; lines: string | null }>(
    await t.db.execute(sql`
      select r.video_id, r.revenue::text, (select sum(l.amount_micros)::text from royalty_lines l
        where l.period = ${period} and l.video_id = r.video_id) as lines
      from (select rl.video_id, sum(rl.amount_micros) as revenue from revenue_lines rl
        join revenue_imports ri on ri.id = rl.import_id
        where ri.period = ${period} and ri.status = 'imported' group by rl.video_id) r`),
  );
}

/** The demo's months (the seed split them with the real run). */
async function seededMonths(): Promise<string[]> {
  return rows<{ period: string }>(
    await t.db.execute(
      sql`select distinct to_char(period, 'YYYY-MM-DD') as period from royalty_lines order by 1`,
    ),
  ).map((row) => row.period);
}

/** Queues a split of the month as the manager and waits for its end. */
async function split(month: string) {
  const queued = await call('manager', 'POST', '/royalties/splits', { period: month });
  expect(queued.status).toBe(202);
  for (let i = 0; i < 150; i++) {
    const { body } = await call('manager', 'GET', `/royalties/splits/${queued.body.result._id}`);
    if (body.result.state === 'succeeded' || body.result.state === 'failed') return body.result;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the split of ${month} did not end`);
}

/** What the rollups of a month say, every line once (the payee rows), against the lines themselves. */
async function rollupsMatchLines(period: string) {
  const [fromRollups] = rows<{ total: string }>(
    await t.db.execute(
      sql`select coalesce(sum(amount_micros), 0)::text as total from ${royaltyRollups} where dimension = 'payee' and period = ${period}`,
    ),
  );
  const [fromLines] = rows<{ total: string }>(
    await t.db.execute(
      sql`select coalesce(sum(amount_micros), 0)::text as total from ${royaltyLines} where period = ${period}`,
    ),
  );
  expect(fromRollups!.total).toBe(fromLines!.total);
}

describe('the split run', () => {
  it('splits each demo month so every video’s lines add up exactly to its imported amount', async () => {
    const months = await seededMonths();
    expect(months.length).toBeGreaterThanOrEqual(3);
    for (const period of months) {
      const sums = await sumsByVideo(period);
      expect(sums.length).toBeGreaterThan(5);
      for (const video of sums) expect(video.lines, video.video_id).toBe(video.revenue);
      await rollupsMatchLines(period);
    }
  });

  it('re-runs a month after a correction: replaces the unpaid lines, keeps paid ones, audits the change', async () => {
    const period = (await seededMonths()).at(-1)!;
    const month = period.slice(0, 7);
    const [licence] = await t.db
      .select()
      .from(agreements)
      .where(eq(agreements.title, 'Northwind Audio catalogue licence'));
    // A video of the licence whose lines a payment took: kept as they were.
    const [paid] = await t.db
      .select({ videoId: royaltyLines.videoId })
      .from(royaltyLines)
      .where(and(eq(royaltyLines.period, period), eq(royaltyLines.agreementId, licence!.id)))
      .limit(1);
    const paymentId = '00000000-0000-4000-8000-000000000036';
    await t.db
      .update(royaltyLines)
      .set({ paymentId })
      .where(and(eq(royaltyLines.period, period), eq(royaltyLines.videoId, paid!.videoId)));
    const paidBefore = await t.db.select().from(royaltyLines).where(eq(royaltyLines.paymentId, paymentId));

    await t.db.update(agreements).set({ revenueShare: '50.00' }).where(eq(agreements.id, licence!.id));
    const run = await split(month);
    expect(run).toMatchObject({ state: 'succeeded', progress: 100 });
    expect(run.audit.kept).toEqual([expect.objectContaining({ video_id: paid!.videoId })]);
    expect(run.audit.change_count).toBeGreaterThan(0);
    const change = run.audit.changes.find(
      (c: { payee_kind: string; payee_id: string }) =>
        c.payee_kind === 'creator' && c.payee_id === licence!.creatorId,
    );
    expect(BigInt(change.after)).toBeLessThan(BigInt(change.before));
    // The paid lines are untouched, the others follow the new share, and every video still adds up.
    expect(await t.db.select().from(royaltyLines).where(eq(royaltyLines.paymentId, paymentId))).toEqual(
      paidBefore,
    );
    const shares = await t.db
      .selectDistinct({ share: royaltyLines.share })
      .from(royaltyLines)
      .where(
        and(
          eq(royaltyLines.period, period),
          eq(royaltyLines.agreementId, licence!.id),
          eq(royaltyLines.payeeKind, 'creator'),
          sql`${royaltyLines.paymentId} is null`,
        ),
      );
    expect(shares).toEqual([{ share: 5000 }]);
    for (const video of await sumsByVideo(period)) expect(video.lines).toBe(video.revenue);
    await rollupsMatchLines(period);
    const audits = await t.db.select().from(royaltySplitAudits).where(eq(royaltySplitAudits.period, period));
    expect(audits.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses shares over 100% with a clear message, and changes nothing', async () => {
    const period = (await seededMonths())[0]!;
    const before = await t.db.select().from(royaltyLines).where(eq(royaltyLines.period, period));
    await t.db
      .update(agreements)
      .set({ revenueShare: '120.00' })
      .where(eq(agreements.title, 'Northwind Audio travel music'));
    const run = await split(period.slice(0, 7));
    expect(run.state).toBe('failed');
    expect(run.error_message).toMatchObject({ id: 'earnings.shares_over_100' });
    expect(run.error).toContain('over 100%');
    expect(run.error).toContain('Northwind Audio travel music');
    expect(await t.db.select().from(royaltyLines).where(eq(royaltyLines.period, period))).toEqual(before);
    await t.db
      .update(agreements)
      .set({ revenueShare: '60.00' })
      .where(eq(agreements.title, 'Northwind Audio travel music'));
  });

  it('answers 409 for a month with no revenue, 404 for an unknown run, 403 to who may not split', async () => {
    expect((await call('manager', 'POST', '/royalties/splits', { period: '2019-01' })).status).toBe(409);
    expect(
      (await call('manager', 'GET', '/royalties/splits/00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
    expect((await call('viewer', 'POST', '/royalties/splits', { period: '2019-01' })).status).toBe(403);
    expect((await call('creator', 'POST', '/royalties/splits', { period: '2019-01' })).status).toBe(403);
  });
});

describe('held revenue', () => {
  const claimOf = async (title: string) =>
    (await t.db.select().from(manualClaims).where(eq(manualClaims.videoTitle, title)))[0]!;
  const statesOf = async (claimId: string) =>
    (
      await t.db
        .selectDistinct({ state: royaltyLines.state })
        .from(royaltyLines)
        .where(eq(royaltyLines.claimId, claimId))
    ).map((row) => row.state);

  it('holds a disputed claim’s revenue, releases it when upheld and voids it when let go', async () => {
    const upheld = await claimOf('Packing for a week in one backpack');
    const released = await claimOf('Rainy library ambience, 3 hours');
    expect(upheld.status).toBe(ClaimStatus.DISPUTED);
    expect(await statesOf(upheld.id)).toEqual(['held']);
    expect(await statesOf(released.id)).toEqual(['held']);
    const range = { filter: { from: '2021-01-01', to: new Date().toISOString().slice(0, 10) } };
    const heldBefore = (await call('admin', 'POST', '/claim-detail/overview', range)).body.result.totals
      .held_micros;

    const up = await call('admin', 'PUT', `/manual/claim/change-status/${upheld.id}`, {
      status: ClaimStatus.ACTIVE,
    });
    expect(up.status).toBe(200);
    expect(await statesOf(upheld.id)).toEqual(['payable']);
    const down = await call('admin', 'PUT', `/manual/claim/change-status/${released.id}`, {
      status: ClaimStatus.RELEASED,
    });
    expect(down.status).toBe(200);
    expect(await statesOf(released.id)).toEqual(['void']);

    const after = (await call('admin', 'POST', '/claim-detail/overview', range)).body.result;
    expect(BigInt(after.totals.held_micros)).toBeLessThan(BigInt(heldBefore));
    for (const period of await seededMonths()) await rollupsMatchLines(period);
    const row = after.data.find((r: { _id: string }) => r._id === released.id);
    expect(row).toMatchObject({ claim_status: ClaimStatus.RELEASED, held_micros: '0', total_micros: '0' });
    expect(BigInt(row.void_micros)).toBeGreaterThan(0n);
  });
});

describe('the earnings reports', () => {
  const range = { from: '2021-01-01', to: new Date().toISOString().slice(0, 10) };

  it('gives staff everything, sorted and paged in SQL', async () => {
    const overview = await call('viewer', 'POST', '/royalties/earnings/overview', range);
    expect(overview.status).toBe(200);
    const { totals, series, top_videos, top_payees } = overview.body.result;
    expect(series.length).toBeGreaterThanOrEqual(3);
    expect(top_videos.length).toBe(5);
    expect(top_payees.map((p: { name: string }) => p.name)).toContain('Rita Rights');
    const [revenue] = rows<{ total: string }>(
      await t.db.execute(
        sql`select sum(amount_micros)::text as total from royalty_lines where state <> 'void'`,
      ),
    );
    expect(totals.total_micros).toBe(revenue!.total);

    const page = await call('manager', 'POST', '/royalties/earnings/by-video', {
      filter: range,
      page: 1,
      limit: 3,
      sort: 'total_micros',
      order: 'DESC',
    });
    expect(page.body.result.data).toHaveLength(3);
    expect(page.body.result.total).toBeGreaterThan(3);
    const amounts = page.body.result.data.map((r: { total_micros: string }) => BigInt(r.total_micros));
    expect([...amounts].sort((a, b) => (a < b ? 1 : -1))).toEqual(amounts);
    const creators = await call('admin', 'POST', '/royalties/earnings/by-creator', { filter: range });
    expect(creators.body.result.data.map((r: { name: string }) => r.name)).toContain('Chloe Creator');
    const bad = await call('admin', 'POST', '/royalties/earnings/by-video', { filter: range, sort: 'name' });
    expect(bad.status).toBe(400);
  });

  it('gives a creator and a rights holder only their own payee lines', async () => {
    const creatorId = (await t.db.execute(
      sql`select id from users where email = 'creator@example.com'`,
    )) as unknown;
    const id = rows<{ id: string }>(creatorId)[0]!.id;
    const mine = await call('creator', 'POST', '/royalties/earnings/by-right-holder', { filter: range });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    const [own] = rows<{ total: string }>(
      await t.db.execute(
        sql`select sum(amount_micros)::text as total from royalty_lines where payee_kind = 'creator' and payee_id = ${id} and state <> 'void'`,
      ),
    );
    expect(mine.body.result.totals.total_micros).toBe(own!.total);
    const overview = await call('creator', 'POST', '/royalties/earnings/overview', range);
    expect(overview.body.result.top_payees).toEqual([expect.objectContaining({ _id: id })]);
    const holder = await call('rightsholder', 'POST', '/royalties/earnings/by-video', { filter: range });
    expect(holder.status).toBe(200);
    expect(holder.body.result.data.length).toBeGreaterThan(0);
    const claims = await call('rightsholder', 'POST', '/claim-detail/owner/overview', { filter: range });
    expect(claims.status).toBe(200);
    expect(
      claims.body.result.data.every(
        (r: { rights_holder_name: string }) => r.rights_holder_name === 'Rita Rights',
      ),
    ).toBe(true);
    // Pages their declarations keep from them.
    expect((await call('creator', 'POST', '/royalties/earnings/by-creator', { filter: range })).status).toBe(
      403,
    );
    expect(
      (await call('rightsholder', 'POST', '/royalties/earnings/by-creator', { filter: range })).status,
    ).toBe(403);
  });

  it('never answers money to types 5, 7, 8 and 9: line counts only', async () => {
    for (const who of ['managerlimited', 'viewerlimited', 'rhteam', 'creatorteam']) {
      const overview = await call(who, 'POST', '/royalties/earnings/overview', range);
      expect(overview.status, who).toBe(200);
      expect(JSON.stringify(overview.body), who).not.toMatch(/micros/);
      expect(overview.body.result.top_payees).toEqual([]);
      const videos = await call(who, 'POST', '/royalties/earnings/by-video', { filter: range });
      expect(videos.status, who).toBe(200);
      expect(JSON.stringify(videos.body), who).not.toMatch(/micros/);
      const sorted = await call(who, 'POST', '/royalties/earnings/by-video', {
        filter: range,
        sort: 'total_micros',
      });
      expect(sorted.status, who).toBe(400);
    }
    // Team members count their owner's lines.
    const team = await call('rhteam', 'POST', '/royalties/earnings/by-video', { filter: range });
    expect(team.body.result.totals.line_count).toBeGreaterThan(0);
    const limited = await call('managerlimited', 'POST', '/claim-detail/overview', { filter: range });
    expect(limited.status).toBe(200);
    expect(limited.body.result.data.length).toBeGreaterThan(0);
    expect(JSON.stringify(limited.body)).not.toMatch(/micros/);
    expect((await call('viewerlimited', 'POST', '/claim-detail/overview', { filter: range })).status).toBe(
      403,
    );
    expect((await call('rightsholder', 'POST', '/claim-detail/overview', { filter: range })).status).toBe(
      403,
    );
    expect((await call('admin', 'POST', '/claim-detail/owner/overview', { filter: range })).status).toBe(403);
  });

  it('refuses a range backwards or too long', async () => {
    const backwards = await call('admin', 'POST', '/royalties/earnings/overview', {
      from: '2026-05-01',
      to: '2026-01-01',
    });
    expect(backwards.status).toBe(400);
    const long = await call('admin', 'POST', '/royalties/earnings/overview', {
      from: '1990-01-01',
      to: '2026-01-01',
    });
    expect(long.status).toBe(400);
  });
});

// Runs last: the split runs and settled claims above have changed the rollups several times.
describe('the running sums staff read (earnings_running)', () => {
  const sumsSql = sql`coalesce(sum(amount_micros) filter (where state <> 'void'), 0)::text as total,
    coalesce(sum(amount_micros) filter (where state = 'payable'), 0)::text as payable,
    coalesce(sum(amount_micros) filter (where state = 'held'), 0)::text as held,
    coalesce(sum(amount_micros) filter (where state = 'void'), 0)::text as void,
    coalesce(sum(line_count), 0)::int as lines`;
  type Sum = {
    dimension: string;
    key: string;
    total: string;
    payable: string;
    held: string;
    void: string;
    lines: number;
  };
  const byKey = (list: Sum[]) => new Map(list.map((row) => [`${row.dimension}/${row.key}`, row]));

  it('answers every key over every range as the rollups add it up', async () => {
    const months = await seededMonths();
    const after = (month: string) => new Date(`${month}T00:00:00Z`);
    const plusMonths = (month: string, n: number) => {
      const day = after(month);
      day.setUTCMonth(day.getUTCMonth() + n);
      return day.toISOString().slice(0, 10);
    };
    // Every range over the demo's months, and ranges that start before them and end after them.
    const edges = [plusMonths(months[0]!, -2), ...months, plusMonths(months.at(-1)!, 3)];
    let compared = 0;
    for (const [i, from] of edges.entries()) {
      for (const to of edges.slice(i)) {
        const fromRollups = rows<Sum>(
          await t.db.execute(sql`select dimension, key, ${sumsSql} from ${royaltyRollups}
            where period between ${from} and ${to} group by dimension, key
            union all select 'all', '', ${sumsSql} from ${royaltyRollups}
            where dimension = 'payee' and period between ${from} and ${to} having count(*) > 0`),
        );
        const fromRunning = rows<Sum>(
          await t.db.execute(sql`select b.dimension, b.key,
              (b.total_micros - coalesce(a.total_micros, 0))::text as total,
              (b.payable_micros - coalesce(a.payable_micros, 0))::text as payable,
              (b.held_micros - coalesce(a.held_micros, 0))::text as held,
              (b.void_micros - coalesce(a.void_micros, 0))::text as void,
              (b.line_count - coalesce(a.line_count, 0))::int as lines
            from earnings_running b left join earnings_running a on a.dimension = b.dimension
              and a.key = b.key and a.period = (${from}::date - interval '1 month')::date
            where b.period = least(${to}::date, (select max(period) from earnings_running where dimension = 'all'))
              and b.period >= ${from}
              and b.line_count - coalesce(a.line_count, 0) > 0`),
        );
        expect(byKey(fromRunning), `${from} to ${to}`).toEqual(byKey(fromRollups));
        compared += fromRollups.length;
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('keeps the payment history’s sums equal to the lines after the splits and the claims', async () => {
    expect(await historyRunningMismatches(t.db)).toEqual([]);
  });

  it('is what a rebuild from the rollups and the lines makes', async () => {
    const kept = sql`select dimension, to_char(period, 'YYYY-MM') as period, key, total_micros::text,
      payable_micros::text, held_micros::text, void_micros::text, line_count::int, paid_micros::text,
      due_micros::text, history_line_count::int from earnings_running
      where (total_micros, payable_micros, held_micros, void_micros, line_count, paid_micros, due_micros,
             history_line_count) <> (0, 0, 0, 0, 0, 0, 0, 0)
      order by dimension, period, key`;
    const before = rows(await t.db.execute(kept));
    expect(before.length).toBeGreaterThan(50);
    // The reports' kept window followed the splits, the claims and the payments above.
    expect(await windowMismatches(t.db)).toEqual([]);
    await t.db.execute(sql`select earnings_running_rebuild()`);
    expect(rows(await t.db.execute(kept))).toEqual(before);
    expect(await windowMismatches(t.db)).toEqual([]);
  });

  it('a month split again with the same figures rewrites no rollup', async () => {
    const month = (await seededMonths()).at(-1)!;
    const stamps = sql`select dimension || '/' || key || '/' || payee_key || '/' || state as id, xmin::text as stamp
      from ${royaltyRollups} where period = ${month} order by 1`;
    // The first run takes in what the claims above changed; the second finds nothing to change.
    expect((await split(month.slice(0, 7))).state).toBe('succeeded');
    const before = rows(await t.db.execute(stamps));
    expect(before.length).toBeGreaterThan(10);
    expect((await split(month.slice(0, 7))).state).toBe('succeeded');
    expect(rows(await t.db.execute(stamps))).toEqual(before);
  });

  it('gives staff each creator’s lines of a range, as the lines add up', async () => {
    const months = await seededMonths();
    const range = { from: months[1]!, to: months.at(-1)! };
    const answer = await call('admin', 'POST', '/royalties/earnings/by-creator', {
      filter: range,
      limit: 100,
      sort: 'line_count',
      order: 'ASC',
    });
    expect(answer.status).toBe(200);
    const expected = rows<{ key: string; total: string; lines: number }>(
      await t.db.execute(sql`select creator_id::text as key,
          coalesce(sum(amount_micros) filter (where state <> 'void'), 0)::text as total, count(*)::int as lines
        from royalty_lines where creator_id is not null and period between ${range.from} and ${range.to}
        group by creator_id`),
    );
    expect(answer.body.result.total).toBe(expected.length);
    expect(
      new Map(
        answer.body.result.data.map((row: { _id: string; total_micros: string; line_count: number }) => [
          row._id,
          { total: row.total_micros, lines: row.line_count },
        ]),
      ),
    ).toEqual(new Map(expected.map((row) => [row.key, { total: row.total, lines: row.lines }])));
    const counts = answer.body.result.data.map((row: { line_count: number }) => row.line_count);
    expect([...counts].sort((a, b) => a - b)).toEqual(counts);
  });
});
