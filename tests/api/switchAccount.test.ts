import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../server/platform/auth/table';
import { teamMembers, users } from '../../server/entities/users/table';
import { call, createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const idOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;

interface OwnerEntry {
  content_owner_id: string;
  company: string | null;
  name: string;
  default_active: boolean;
}

async function signIn(email: string) {
  const response = await call(t.app, undefined, 'POST', '/api/user/login', {
    email,
    password: 'Demo-1234',
  });
  const body = response.json();
  return {
    token: body.token as string,
    userId: body.login_id as string,
    owners: body.content_owner_array as OwnerEntry[],
  };
}

const switchTo = (token: string, userId: string, ownerId: string) =>
  call(t.app, token, 'POST', '/api/user/content/owner/switch', {
    user_id: userId,
    content_owner_id: ownerId,
  });

const channelTotal = async (token: string) =>
  (await call(t.app, token, 'POST', '/api/channel', { page: 1, limit: 10 })).json().result.total as number;

describe('Switch Account', () => {
  it('lists a team member the owners they may act for, the active one marked', async () => {
    const { owners } = await signIn('rhteam@example.com');
    expect(owners.map((o) => [o.name, o.company, o.default_active])).toEqual([
      ['Rita Rights', 'Northwind Audio', true],
      ['Nina Owner', 'Fresh Footage Co', false],
    ]);
  });

  it('gives everyone else an empty list, at sign-in and on PATCH /user', async () => {
    for (const email of ['admin@example.com', 'rightsholder@example.com', 'creator@example.com']) {
      const { token, owners } = await signIn(email);
      expect(owners, email).toEqual([]);
      expect((await call(t.app, token, 'PATCH', '/api/user', {})).json().content_owner_array).toEqual([]);
    }
  });

  it("switches the session to another owner's data, and back", async () => {
    const { token, userId } = await signIn('rhteam@example.com');
    const rita = await idOf('rightsholder@example.com');
    const nina = await idOf('newrightsholder@example.com');
    expect(await channelTotal(token)).toBeGreaterThan(0);

    const response = await switchTo(token, userId, nina);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.type).toBe(8);
    expect(body.team_member_type).toBe('right_holder');
    expect(body.result.company).toBe('Fresh Footage Co');
    expect(body.result.asset_label.labelName).toBe('');
    expect(body.result.contractCount).toBe(0);
    expect(body.content_owner_array.find((o: OwnerEntry) => o.default_active).content_owner_id).toBe(nina);

    // The same token now works on Nina's data: she licenses nothing, so no channel is visible.
    expect(await channelTotal(token)).toBe(0);
    const current = (await call(t.app, token, 'PATCH', '/api/user', {})).json();
    expect(current.result.company).toBe('Fresh Footage Co');

    expect((await switchTo(token, userId, rita)).statusCode).toBe(200);
    expect(await channelTotal(token)).toBeGreaterThan(0);
  });

  it('refuses an owner the member does not belong to, or no longer does, with 403 and changes nothing', async () => {
    const { token, userId } = await signIn('rhteam@example.com');
    const rita = await idOf('rightsholder@example.com');
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, userId));
    for (const owner of [await idOf('creator@example.com'), await idOf('admin@example.com'), userId]) {
      expect((await switchTo(token, userId, owner)).statusCode).toBe(403);
    }
    const nina = await idOf('newrightsholder@example.com');
    const membership = and(eq(teamMembers.memberId, userId), eq(teamMembers.ownerId, nina));
    await t.db.update(teamMembers).set({ status: 0 }).where(membership);
    try {
      expect((await switchTo(token, userId, nina)).statusCode).toBe(403);
    } finally {
      await t.db.update(teamMembers).set({ status: 1 }).where(membership);
    }
    const [after] = await t.db.select().from(sessions).where(eq(sessions.id, session.id));
    expect(after.actingOwnerId).toBe(rita);
  });

  it("refuses switching another account's session with 403", async () => {
    const { token } = await signIn('rhteam@example.com');
    const other = await idOf('creatorteam@example.com');
    expect((await switchTo(token, other, await idOf('newrightsholder@example.com'))).statusCode).toBe(403);
  });

  it('refuses accounts that are not team members with 403, and bad bodies with 400', async () => {
    const { token, userId } = await signIn('rightsholder@example.com');
    expect((await switchTo(token, userId, await idOf('newrightsholder@example.com'))).statusCode).toBe(403);
    const member = await signIn('rhteam@example.com');
    const bad = await call(t.app, member.token, 'POST', '/api/user/content/owner/switch', {
      user_id: member.userId,
      content_owner_id: 'not-an-id',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('content_owner_id');
  });
});
