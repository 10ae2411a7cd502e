import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClaimStatus } from '../../shared/claims';
import { DASHBOARD_PATHS, type DashboardKind } from '../../shared/dashboards';
import { rolesOf } from '../../shared/resources';
import { createTestApp, type TestApp } from '../support/testApp';

/** The demo accounts by type (server/seed.ts DEMO_ACCOUNTS). */
const ACCOUNTS: Record<number, string> = {
  1: 'admin',
  2: 'manager',
  3: 'creator',
  4: 'rightsholder',
  5: 'managerlimited',
  6: 'viewer',
  7: 'viewerlimited',
  8: 'rhteam',
  9: 'creatorteam',
};
/** Each dashboard's call and the declaration action that says who may make it. */
const ACCESS: Record<DashboardKind, [Parameters<typeof rolesOf>[0], string]> = {
  analytics: ['dashboard', 'analytics'],
  creator: ['dashboard', 'creatorHome'],
  graphs: ['dashboard-graphs', 'read'],
  channel: ['dashboard-channel', 'read'],
  podcast: ['dashboard-podcast', 'read'],
  socialMedia: ['dashboard-social-media', 'read'],
  shop: ['dashboard-shop', 'read'],
};

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ noWorker: true });
  for (const who of Object.values(ACCOUNTS)) tokens[who] = await t.login(`${who}@example.com`);
});
afterAll(() => t?.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers read field by field
type Answer = { status: number; body: any };
const ask = async (who: string, kind: DashboardKind, payload: object = {}): Promise<Answer> => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api${DASHBOARD_PATHS[kind]}`,
    headers: { authorization: `Bearer ${tokens[who]}` },
    payload,
  });
  return { status: response.statusCode, body: response.json() };
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a dashboard's answer
const stat = (answer: any, key: string): number | undefined =>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a dashboard's answer
  answer.result.stats.find((s: any) => s.key === key)?.count;

const KINDS = Object.keys(DASHBOARD_PATHS) as DashboardKind[];
const allowed = (kind: DashboardKind, type: number) =>
  (rolesOf(...ACCESS[kind]) as readonly number[]).includes(type);
const RANGE = { from: '2025-12-01', to: '2026-11-30' };

describe('dashboards', () => {
  it('answers each allowed type and refuses the others (403), as the pages declare', async () => {
    for (const kind of KINDS) {
      for (const [type, who] of Object.entries(ACCOUNTS)) {
        const answer = await ask(who, kind);
        expect([kind, who, answer.status]).toEqual([kind, who, allowed(kind, Number(type)) ? 200 : 403]);
      }
    }
  });

  it('gives money to the earning types only (null for 5, 7, 8, 9)', async () => {
    for (const kind of KINDS) {
      for (const [type, who] of Object.entries(ACCOUNTS)) {
        if (!allowed(kind, Number(type))) continue;
        const { body } = await ask(who, kind);
        if ([5, 7, 8, 9].includes(Number(type)))
          expect([kind, who, body.result.revenue]).toEqual([kind, who, null]);
      }
    }
    expect((await ask('manager', 'analytics')).body.result.revenue.total_micros).toMatch(/^[1-9]\d*$/);
  });

  it('gives a creator and a rights holder their own numbers only (their earnings, their claims)', async () => {
    const overview = async (who: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/royalties/earnings/overview',
          headers: { authorization: `Bearer ${tokens[who]}` },
          payload: RANGE,
        })
      ).json().result.totals.total_micros;
    const creator = (await ask('creator', 'creator', RANGE)).body.result;
    expect(creator.revenue.total_micros).toBe(await overview('creator'));
    expect(BigInt(creator.revenue.total_micros)).toBeGreaterThan(0n);
    const holder = (await ask('rightsholder', 'analytics', RANGE)).body.result;
    expect(holder.revenue.total_micros).toBe(await overview('rightsholder'));
    const staff = (await ask('admin', 'analytics', RANGE)).body.result;
    // Staff's months come from the running sums, the report's from the same: one figure.
    expect(staff.revenue.total_micros).toBe(await overview('admin'));
    expect(BigInt(holder.revenue.total_micros)).toBeLessThan(BigInt(staff.revenue.total_micros));
    expect(stat({ result: holder }, 'content')).toBeLessThan(stat({ result: staff }, 'content')!);
    expect(stat({ result: holder }, 'claims_pending')).toBeLessThanOrEqual(
      stat({ result: staff }, 'claims_pending')!,
    );
    // Staff's waiting work, read from kept totals and partial indexes, is the rows' own count.
    const counted = async (query: ReturnType<typeof sql>) =>
      ((await t.db.execute(query)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
    const pendingRequests = await counted(sql`select count(*)::int as n from inquiries where status = 0`);
    expect(pendingRequests).toBeGreaterThan(0);
    expect(stat({ result: staff }, 'inquiries_pending')).toBe(pendingRequests);
    expect(stat({ result: staff }, 'disputes')).toBe(
      await counted(sql`select count(*)::int as n from manual_claims
        where due_at is not null and status in (${ClaimStatus.DISPUTED}, ${ClaimStatus.APPEALED})`),
    );
    expect(stat({ result: staff }, 'disputes')).toBeGreaterThan(0);
    expect(stat({ result: staff }, 'reviews_pending')).toBe(
      await counted(
        sql`select count(*)::int as n from assets where stage = 'pending_review' and status <> 3`,
      ),
    );
    // A dispute or an appeal without its deadline is refused by the database (the count above relies on it).
    await expect(
      t.db.execute(sql`update manual_claims set due_at = null
        where id = (select id from manual_claims where status = ${ClaimStatus.DISPUTED} limit 1)`),
    ).rejects.toThrow();
    // Staff's own counts (messages, channels) are not a rights holder's.
    expect(stat({ result: holder }, 'channels')).toBeUndefined();
    expect(stat({ result: staff }, 'channels')).toBeGreaterThan(0);
  });

  it("shows a creator only its own channels, and refuses another's (404)", async () => {
    const mine = (await ask('creator', 'channel')).body.result.choice;
    expect(mine.channels.length).toBeGreaterThan(0);
    const all = (await ask('admin', 'channel')).body.result.choice;
    const other = all.channels.find(
      (c: { _id: string }) => !mine.channels.some((m: { _id: string }) => m._id === c._id),
    );
    expect(other).toBeDefined();
    expect((await ask('creator', 'channel', { channel_id: other._id })).status).toBe(404);
    const shown = (await ask('admin', 'channel', { channel_id: mine.channel_id })).body.result;
    expect(shown.choice.channel_id).toBe(mine.channel_id);
    expect(stat({ result: shown }, 'videos')).toBeGreaterThan(0);
  });

  it('refuses a bad range or an unknown field (400), never a 500', async () => {
    expect((await ask('admin', 'graphs', { from: '2026-05-01', to: '2026-01-01' })).status).toBe(400);
    expect((await ask('admin', 'graphs', { from: '2000-01-01', to: '2026-01-01' })).status).toBe(400);
    expect(
      (await ask('admin', 'graphs', { channel_id: '00000000-0000-4000-8000-000000000000' })).status,
    ).toBe(400);
    expect(
      (await ask('admin', 'channel', { channel_id: '00000000-0000-4000-8000-000000000000' })).status,
    ).toBe(404);
  });

  it('says plainly what is not recorded (plays) instead of a number', async () => {
    const podcast = (await ask('admin', 'podcast')).body.result;
    expect(podcast.untracked).toEqual(['plays']);
    // Downloads are recorded (the demo creators' in the seed), so they are counted.
    expect(stat({ result: podcast }, 'downloads')).toBeGreaterThan(0);
    expect(podcast.stats.map((s: { key: string }) => s.key)).not.toContain('plays');
  });
});
