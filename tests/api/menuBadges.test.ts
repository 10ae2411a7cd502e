import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { MenuBadge } from '../../shared/menu';
import { BADGE_CALLS, ReviewCountType } from '../../shared/menuBadges';
import { contactUsMessages, ContactUsStatus } from '../../server/entities/contactUs/table';
import { users } from '../../server/entities/users/table';
import { RoyaltyLineState } from '../../shared/royalties';
import { addLines } from '../support/royaltyLines';
import { call, createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function countAs(email: string, badge: MenuBadge, body?: Record<string, unknown>) {
  const { method, path } = BADGE_CALLS[badge];
  const response = await call(
    t.app,
    await t.login(email),
    method,
    `/api${path}`,
    method === 'POST' ? (body ?? {}) : undefined,
  );
  return { status: response.statusCode, result: response.json().result as number };
}

describe('menu badge counts', () => {
  it("counts every owner's work for staff, from the seeded rows", async () => {
    // What is due comes from royalty lines (the test below adds its own).
    const expected: Record<Exclude<MenuBadge, 'paymentsOverview'>, number> = {
      contactUs: 2,
      inquiries: 2,
      pendingReview: 2,
      claims: 10, // server/seedClaims.ts, every state but deleted
      monitoredAudio: 2,
      unclaimedVideos: 9, // seed.ts two, server/seedVideos.ts seven
      uploads: 3,
    };
    for (const [badge, n] of Object.entries(expected) as Array<[MenuBadge, number]>) {
      expect(await countAs('admin@example.com', badge), badge).toEqual({ status: 200, result: n });
    }
    expect((await countAs('viewerlimited@example.com', 'contactUs')).result).toBe(2);
  });

  it('counts pending manual claims when asked for status 1', async () => {
    expect((await countAs('manager@example.com', 'claims', { status: 1 })).result).toBe(3);
  });

  it("counts only a rights holder's own label and payments, whatever the body asks", async () => {
    expect((await countAs('rightsholder@example.com', 'uploads')).result).toBe(2);
    expect(
      (await countAs('rightsholder@example.com', 'uploads', { asset_label: 'Orchid Sounds' })).result,
    ).toBe(0);
    expect(
      (await countAs('rightsholder@example.com', 'pendingReview', { type: ReviewCountType.STAFF })).result,
    ).toBe(1);
    // A team member counts for the owner they act for.
    expect((await countAs('rhteam@example.com', 'uploads')).result).toBe(2);
    expect((await countAs('orchid.sounds@example.com', 'uploads')).result).toBe(1);
    // No asset label: nothing was uploaded under one.
    expect((await countAs('newrightsholder@example.com', 'uploads')).result).toBe(0);
  });

  it('counts what is due: the payees owed money for staff, the months owed for a payee', async () => {
    const nina = (
      await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'newrightsholder@example.com'))
    )[0].id;
    const staffBefore = (await countAs('admin@example.com', 'paymentsOverview')).result;
    const ninaBefore = (await countAs('newrightsholder@example.com', 'paymentsOverview')).result;
    await addLines(t.db, [
      { payee: nina, period: '2025-01', dollars: 10 },
      { payee: nina, period: '2025-01', dollars: 2 },
      { payee: nina, period: '2025-02', dollars: 5 },
      // Held money is not due yet.
      { payee: nina, period: '2025-03', dollars: 8, state: RoyaltyLineState.HELD },
    ]);
    expect((await countAs('admin@example.com', 'paymentsOverview')).result).toBe(staffBefore + 1);
    expect((await countAs('manager@example.com', 'paymentsOverview')).result).toBe(staffBefore + 1);
    expect((await countAs('newrightsholder@example.com', 'paymentsOverview')).result).toBe(ninaBefore + 2);
  });

  it('narrows staff counts by label and title search', async () => {
    expect((await countAs('admin@example.com', 'uploads', { asset_label: 'Orchid Sounds' })).result).toBe(1);
    expect((await countAs('admin@example.com', 'uploads', { search: 'ferry' })).result).toBe(1);
    expect((await countAs('admin@example.com', 'uploads', { search: '%' })).result).toBe(0);
  });

  it('follows the data: a message read is no longer counted', async () => {
    const before = (await countAs('admin@example.com', 'contactUs')).result;
    const [creator] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'creator@example.com'));
    const [row] = await t.db
      .insert(contactUsMessages)
      .values({ senderId: creator.id, creatorId: creator.id, subject: 'Another', message: 'One more.' })
      .returning();
    expect((await countAs('admin@example.com', 'contactUs')).result).toBe(before + 1);
    await t.db
      .update(contactUsMessages)
      .set({ status: ContactUsStatus.OPEN })
      .where(eq(contactUsMessages.id, row.id));
    expect((await countAs('admin@example.com', 'contactUs')).result).toBe(before);
  });

  it('refuses the counts to those not entitled, and bad bodies with the field', async () => {
    expect((await countAs('rightsholder@example.com', 'claims')).status).toBe(403);
    expect((await countAs('creator@example.com', 'contactUs')).status).toBe(403);
    expect((await countAs('viewer@example.com', 'paymentsOverview')).status).toBe(403);
    expect((await countAs('rhteam@example.com', 'paymentsOverview')).status).toBe(403);
    const bad = await call(t.app, await t.login('admin@example.com'), 'POST', '/api/CID/asset/draft/count', {
      type: 3,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['type']);
    const unknown = await call(t.app, await t.login('admin@example.com'), 'POST', '/api/manual/claim/count', {
      owner: 'x',
    });
    expect(unknown.statusCode).toBe(400);
  });
});
