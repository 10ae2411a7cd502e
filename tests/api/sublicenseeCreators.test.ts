import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreements } from '../../server/entities/agreements/table';
import { royaltyLines } from '../../server/entities/royalties/table';
import { addLines } from '../support/royaltyLines';
import { sublicenseeListQuery } from '../../server/entities/sublicenseeCreators/repository';
import { users } from '../../server/entities/users/table';
import { answerOf, createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db.select({ id: users.id, email: users.email }).from(users);
  for (const row of rows) ids[row.email] = row.id;
  // The demo seed's split lines go: these tests name every line they count.
  await t.db.delete(royaltyLines);
  // What Omar's and Ken's videos earned Northwind (the split writes such lines in the product).
  const northwind = ids['rightsholder@example.com'];
  const omar = ids['omar.cooks@example.com'];
  await addLines(t.db, [
    { payee: northwind, creator: omar, period: '2025-09', dollars: 150 },
    { payee: northwind, creator: omar, period: '2025-10', dollars: 42.3 },
    {
      payee: northwind,
      creator: ids['ken.science@example.com'],
      period: '2025-10',
      dollars: 88,
      currency: 'EUR',
    },
    {
      payee: ids['orchid.sounds@example.com'],
      creator: ids['leo.beats@example.com'],
      period: '2025-10',
      dollars: 48.2,
    },
  ]);
});
afterAll(() => t.close());

type Row = {
  _id: string;
  creator_name: string;
  channel_count: number;
  channel_titles: string[];
  agreement_count: number;
  latest_start_date: string;
  earnings?: Array<{ currency: string | null; amount: number }>;
};

async function list(email: string, body: object = {}) {
  return answerOf(t.app, await t.login(email), 'POST', '/sublicensee-creators', body);
}
const names = (rows: Row[]) => rows.map((row) => row.creator_name);

describe('sublicensee creators', () => {
  it('shows the rights holder the creators under its active agreements, with what each earned it', async () => {
    const { status, body } = await list('rightsholder@example.com', { limit: 50 });
    expect(status).toBe(200);
    const rows = body.result.data as Row[];
    expect(names(rows)).toEqual(['Chloe Creator', 'Ken Explains', 'Maya Lens', 'Omar Cooks']);
    expect(body.result.total).toBe(4);
    const omar = rows.find((row) => row.creator_name === 'Omar Cooks')!;
    expect(omar).toMatchObject({
      channel_count: 4,
      channel_titles: ['Bake With Omar', 'Five Minute Meals', 'Omar Cooks'],
      agreement_count: 2,
      latest_start_date: '2025-10-15',
    });
    // Summed from the rights holder's payable royalty lines, per currency.
    expect(omar.earnings).toEqual([{ currency: 'USD', amount: 192.3 }]);
    const sums = await t.db.execute(sql`
      select creator_id, currency, (sum(amount_micros) / 1000000.0)::float8 as amount from ${royaltyLines}
      where payee_id = ${ids['rightsholder@example.com']} and state = 'payable'
      group by creator_id, currency`);
    for (const row of rows) {
      const expected = (
        sums as unknown as { rows: Array<{ creator_id: string; currency: string; amount: number }> }
      ).rows
        .filter((sum) => sum.creator_id === row._id)
        .map((sum) => ({ currency: sum.currency.trim(), amount: sum.amount }));
      // None earned: 0 in Northwind's payment currency.
      const none = [{ currency: 'EUR', amount: 0 }];
      expect(row.earnings, row.creator_name).toEqual(expected.length ? expected : none);
    }
    // Maya's deleted channel is not there, her inactive one is.
    const maya = rows.find((row) => row.creator_name === 'Maya Lens')!;
    expect(maya.channel_count).toBe(5);
    // Creators licensed by another rights holder only are not there.
    expect(names(rows)).not.toContain('Leo Beats');
  });

  it('shows 0 in the rights holder currency for a creator it paid nothing, never another figure', async () => {
    const [added] = await t.db
      .insert(agreements)
      .values({
        title: 'Northwind Audio game loops',
        rightsHolderId: ids['rightsholder@example.com'],
        creatorId: ids['sofia.games@example.com'],
        startDate: '2025-02-01',
      })
      .returning({ id: agreements.id });
    try {
      const rows = (await list('rightsholder@example.com', { search: 'sofia' })).body.result.data as Row[];
      expect(rows).toHaveLength(1);
      expect(rows[0].earnings).toEqual([{ currency: 'EUR', amount: 0 }]);
    } finally {
      await t.db.delete(agreements).where(eq(agreements.id, added.id));
    }
  });

  it('lists only active agreements: inactive, deleted and ended ones are left out', async () => {
    const values = [
      { status: 0, endDate: null },
      { status: 3, endDate: null },
      { status: 1, endDate: '2024-12-31' },
    ].map((v, i) => ({
      title: `Northwind Audio old deal ${i}`,
      rightsHolderId: ids['rightsholder@example.com'],
      creatorId: ids['leo.beats@example.com'],
      startDate: '2024-01-01',
      ...v,
    }));
    const added = await t.db.insert(agreements).values(values).returning({ id: agreements.id });
    try {
      const rows = (await list('rightsholder@example.com', { limit: 50 })).body.result.data as Row[];
      expect(names(rows)).not.toContain('Leo Beats');
      const detail = await answerOf(
        t.app,
        await t.login('rightsholder@example.com'),
        'GET',
        `/sublicensee-creators/${ids['leo.beats@example.com']}`,
      );
      expect(detail.status).toBe(404);
    } finally {
      await t.db.delete(agreements).where(
        inArray(
          agreements.id,
          added.map((a) => a.id),
        ),
      );
    }
  });

  it('shows a team member acting for the rights holder the same creators, without money', async () => {
    const owner = (await list('rightsholder@example.com', { limit: 50 })).body.result;
    const { status, body } = await list('rhteam@example.com', { limit: 50 });
    expect(status).toBe(200);
    expect(names(body.result.data)).toEqual(names(owner.data));
    expect(body.result.total).toBe(owner.total);
    for (const row of body.result.data as Row[]) expect(row).not.toHaveProperty('earnings');
    const detail = await answerOf(
      t.app,
      await t.login('rhteam@example.com'),
      'GET',
      `/sublicensee-creators/${ids['omar.cooks@example.com']}`,
    );
    expect(detail.status).toBe(200);
    expect(detail.body.result).not.toHaveProperty('earnings');
    expect(detail.text).not.toMatch(/earnings|192\.3/);
  });

  it('shows another rights holder only its own creators', async () => {
    const rows = (await list('orchid.sounds@example.com')).body.result.data as Row[];
    expect(names(rows)).toEqual(['Leo Beats']);
    expect(rows[0].earnings).toEqual([{ currency: 'USD', amount: 48.2 }]);
    expect((await list('newrightsholder@example.com')).body.result).toEqual({ data: [], total: 0 });
  });

  it.each([
    'admin@example.com',
    'manager@example.com',
    'managerlimited@example.com',
    'viewer@example.com',
    'viewerlimited@example.com',
    'creator@example.com',
    'creatorteam@example.com',
  ])('refuses %s (not in the route table)', async (email) => {
    expect((await list(email)).status).toBe(403);
    const detail = await answerOf(
      t.app,
      await t.login(email),
      'GET',
      `/sublicensee-creators/${ids['creator@example.com']}`,
    );
    expect(detail.status).toBe(403);
  });

  it("details one creator's channels and agreements with this rights holder, and 404s for a stranger", async () => {
    const token = await t.login('rightsholder@example.com');
    const { status, body } = await answerOf(
      t.app,
      token,
      'GET',
      `/sublicensee-creators/${ids['omar.cooks@example.com']}`,
    );
    expect(status).toBe(200);
    expect(body.result.creator_name).toBe('Omar Cooks');
    expect(body.result.channels.map((c: { channel_title: string }) => c.channel_title)).toEqual([
      'Bake With Omar',
      'Five Minute Meals',
      'Omar Cooks',
      'Street Food Atlas',
    ]);
    expect(body.result.agreements.map((a: { title: string }) => a.title)).toEqual([
      'Northwind Audio street ambience',
      'Northwind Audio kitchen sounds',
    ]);
    expect(body.result.agreements[1].channel_title).toBe('Five Minute Meals');
    expect(body.result.earnings).toEqual([{ currency: 'USD', amount: 192.3 }]);
    // Leo holds an agreement with another rights holder only; Sofia none at all; Nina holds none with him.
    for (const email of ['leo.beats@example.com', 'sofia.games@example.com', 'admin@example.com']) {
      const stranger = await answerOf(t.app, token, 'GET', `/sublicensee-creators/${ids[email]}`);
      expect(stranger.status, email).toBe(404);
    }
    const nina = await t.login('newrightsholder@example.com');
    const other = await answerOf(
      t.app,
      nina,
      'GET',
      `/sublicensee-creators/${ids['omar.cooks@example.com']}`,
    );
    expect(other.status).toBe(404);
    const bad = await answerOf(t.app, token, 'GET', '/sublicensee-creators/not-a-uuid');
    expect(bad.status).toBe(400);
  });

  it('sorts, searches and pages in the database', async () => {
    const byChannels = await list('rightsholder@example.com', { sort: 'channel_count', order: 'DESC' });
    expect(names(byChannels.body.result.data)).toEqual([
      'Maya Lens',
      'Omar Cooks',
      'Ken Explains',
      'Chloe Creator',
    ]);
    const byStart = await list('rightsholder@example.com', { sort: 'latest_start_date', order: 'ASC' });
    expect(names(byStart.body.result.data)).toEqual([
      'Maya Lens',
      'Chloe Creator',
      'Ken Explains',
      'Omar Cooks',
    ]);
    const byName = await list('rightsholder@example.com', { sort: 'creator_name', order: 'DESC' });
    expect(names(byName.body.result.data)).toEqual([
      'Omar Cooks',
      'Maya Lens',
      'Ken Explains',
      'Chloe Creator',
    ]);

    const page2 = await list('rightsholder@example.com', {
      sort: 'creator_name',
      order: 'ASC',
      page: 2,
      limit: 3,
    });
    expect(names(page2.body.result.data)).toEqual(['Omar Cooks']);
    expect(page2.body.result.total).toBe(4);
    const past = await list('rightsholder@example.com', { page: 5, limit: 3 });
    expect(past.body.result).toEqual({ data: [], total: 4 });

    expect(names((await list('rightsholder@example.com', { search: 'MAYA' })).body.result.data)).toEqual([
      'Maya Lens',
    ]);
    // Wildcards are matched literally.
    expect((await list('rightsholder@example.com', { search: '%' })).body.result.total).toBe(0);

    const refused = await list('rightsholder@example.com', { sort: 'earnings' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toHaveProperty('sort');
    const unknown = await list('rightsholder@example.com', {
      filter: { creator: ids['creator@example.com'] },
    });
    expect(unknown.status).toBe(400);
  });

  it("reads the rights holder's agreements on contracts_rights_holder_idx", async () => {
    const query = sublicenseeListQuery(ids['rightsholder@example.com'], { sort: 'channel_count' });
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain ${query}`);
      return (result as unknown as { rows: Array<Record<string, string>> }).rows
        .map((row) => row['QUERY PLAN'])
        .join('\n');
    });
    expect(plan).toContain('contracts_rights_holder_idx');
    expect(plan).not.toMatch(/Seq Scan on (contracts|channels|royalty_lines)/);
  });
});
