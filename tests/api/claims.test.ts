import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClaimStatus } from '../../shared/claims';
import { expireOverdueClaims } from '../../server/entities/claims/jobs';
import { countClaims } from '../../server/entities/claims/scope';
import { call, createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ noWorker: true });
});
afterAll(() => t.close());

type Row = {
  _id: string;
  status: number;
  video_title: string;
  rights_holder_name: string;
  channel_title: string;
};
const list = async (email: string, url = '/api/manual/claim', filter: object = {}) => {
  const response = await call(t.app, await t.login(email), 'POST', url, { limit: 100, filter });
  expect(response.statusCode).toBe(200);
  return response.json().result.data as Row[];
};

describe('manual claims', () => {
  it('shows each side its own claims', async () => {
    expect((await list('admin@example.com')).length).toBe(10);
    const northwind = await list('rightsholder@example.com');
    expect(northwind.length).toBe(5);
    expect((await list('rhteam@example.com')).length).toBe(5);
    const chloe = await list('creator@example.com', '/api/manual/claim/video');
    expect(chloe.map((c) => c.channel_title)).toEqual(Array(5).fill('Chloe Creates'));
    expect((await list('creatorteam@example.com', '/api/manual/claim/video')).length).toBe(5);
    const refused = await call(t.app, await t.login('creator@example.com'), 'POST', '/api/manual/claim', {});
    expect(refused.statusCode).toBe(403);
  });

  it('follows the transition table, and the clock releases an unanswered dispute', async () => {
    const admin = await t.login('admin@example.com');
    const [pending] = await list('admin@example.com', '/api/manual/claim', { status: ClaimStatus.PENDING });
    const change = (id: string, status: number, token = admin) =>
      call(t.app, token, 'PUT', `/api/manual/claim/change-status/${id}`, { status });
    expect((await change(pending!._id, ClaimStatus.APPEALED)).statusCode).toBe(409);
    const viewer = await t.login('viewer@example.com');
    expect((await change(pending!._id, ClaimStatus.ACTIVE, viewer)).statusCode).toBe(403);
    const approved = await change(pending!._id, ClaimStatus.ACTIVE);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().result.status).toBe(ClaimStatus.ACTIVE);
    expect(approved.json().result.sent_to_youtube).toBe(false);

    const creator = await t.login('creator@example.com');
    const [active] = await list('creator@example.com', '/api/manual/claim/video', {
      status: ClaimStatus.ACTIVE,
    });
    const disputed = await call(t.app, creator, 'POST', `/api/manual/claim/dispute/${active!._id}`, {
      reason: 'I hold a licence for this beat.',
    });
    expect(disputed.statusCode).toBe(200);
    expect(disputed.json().result.status).toBe(ClaimStatus.DISPUTED);
    expect(disputed.json().result.due_at).not.toBeNull();
    const again = await call(t.app, creator, 'POST', `/api/manual/claim/dispute/${active!._id}`, {
      reason: 'x',
    });
    expect(again.statusCode).toBe(409);
    expect(await expireOverdueClaims(t.db, new Date())).toBe(0);
    expect(await expireOverdueClaims(t.db, new Date(Date.now() + 31 * 24 * 3600 * 1000))).toBeGreaterThan(0);
    const after = await call(t.app, creator, 'PATCH', `/api/manual/claim/video/${active!._id}`, {});
    expect(after.json().result.status).toBe(ClaimStatus.RELEASED);
  });

  it("keeps staff's totals per status (claim_status_totals) equal to counting the claims", async () => {
    // After the transitions above (disputes, releases by the clock), the kept rows equal a count.
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await t.db.execute(query)) as unknown as { rows: Array<{ status: number; n: number }> }).rows;
    const kept = await rows(
      sql`select status, n::int as n from claim_status_totals where n <> 0 order by status`,
    );
    const counted = await rows(
      sql`select status, count(*)::int as n from manual_claims group by status order by status`,
    );
    expect(kept.length).toBeGreaterThan(1);
    expect(kept).toEqual(counted);
    const admin = await t.login('admin@example.com');
    const total = async (filter: object) =>
      (await call(t.app, admin, 'POST', '/api/manual/claim', { limit: 1, filter })).json().result.total;
    const notDeleted = counted.filter((row) => row.status !== ClaimStatus.DELETED);
    expect(await total({})).toBe(notDeleted.reduce((sum, row) => sum + row.n, 0));
    const [first] = counted;
    expect(await total({ status: first!.status })).toBe(first!.n);
    // The menu badge's count reads the same rows.
    const pending = counted.find((row) => row.status === ClaimStatus.PENDING)?.n ?? 0;
    const staff = { userId: 'x', sessionId: 'x', type: 1, teamMemberType: null, ownerId: null } as const;
    expect(await countClaims(t.db, staff, ClaimStatus.PENDING)).toBe(pending);
  });
});
