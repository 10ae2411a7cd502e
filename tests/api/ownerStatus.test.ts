import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountStatus } from '../../shared/constants';
import { SESSION_MEMORY_MS } from '../../server/platform/auth/sessionMemory';
import { users } from '../../server/entities/users/table';
import { call, createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com');
});
afterAll(() => t.close());

const idOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const sessionMemoryRunsOut = () => new Promise((resolve) => setTimeout(resolve, SESSION_MEMORY_MS));
const setStatus = (email: string, status: number) =>
  t.db.update(users).set({ status }).where(eq(users.email, email));

describe("an owner's team while the owner is not active", () => {
  it("loses a disabled creator's channels at once: the sessions acting for them are revoked", async () => {
    const member = await t.login('creatorteam@example.com');
    const channels = (await call(t.app, member, 'POST', '/api/channel', {})).json().result.data;
    expect(channels.length).toBeGreaterThan(0);
    const channel = channels[0]._id as string;
    expect(
      (await call(t.app, member, 'PUT', `/api/channel/${channel}`, { channel_title: 'Still mine' }))
        .statusCode,
    ).toBe(200);

    const creator = await idOf('creator@example.com');
    const disabled = await call(t.app, admin, 'PUT', `/api/creator/change-status/${creator}`, {
      status: AccountStatus.INACTIVE,
    });
    expect(disabled.statusCode).toBe(200);
    const refused = await call(t.app, member, 'PUT', `/api/channel/${channel}`, {
      channel_title: 'Taken over',
    });
    expect(refused.statusCode).toBe(401);
    expect((await call(t.app, member, 'PATCH', `/api/channel/detail/${channel}`)).statusCode).toBe(401);

    await call(t.app, admin, 'PUT', `/api/creator/change-status/${creator}`, {
      status: AccountStatus.ACTIVE,
    });
  });

  it('refuses every request made for an owner who is no longer active, however the status changed', async () => {
    const member = await t.login('rhteam@example.com');
    const owner = await idOf('rightsholder@example.com');
    const calls = [
      ['POST', '/api/contract', {}],
      ['PATCH', `/api/rights/holders/payment/${owner}`, undefined],
      ['POST', `/api/rights/holders/documents/${owner}`, {}],
    ] as const;
    for (const [method, url, body] of calls) {
      expect((await call(t.app, member, method, url, body)).statusCode, url).toBe(200);
    }
    // Written past the API (another server, a script): the owner's status alone must end the access,
    // once this process's memory of the session has run out.
    await setStatus('rightsholder@example.com', AccountStatus.DELETED);
    await sessionMemoryRunsOut();
    for (const [method, url, body] of calls) {
      expect((await call(t.app, member, method, url, body)).statusCode, url).toBe(401);
    }
    await setStatus('rightsholder@example.com', AccountStatus.ACTIVE);
    expect((await call(t.app, member, 'POST', '/api/contract', {})).statusCode).toBe(200);
  });

  it("revokes a deleted rights holder's team sessions through the API too", async () => {
    const member = await t.login('rhteam@example.com');
    const owner = await idOf('rightsholder@example.com');
    const deleted = await call(t.app, admin, 'PUT', `/api/rights/holders/change-status/${owner}`, {
      status: AccountStatus.DELETED,
    });
    expect(deleted.statusCode).toBe(200);
    await setStatus('rightsholder@example.com', AccountStatus.ACTIVE);
    // Revoked, not only refused: the session stays ended once the owner is back.
    expect((await call(t.app, member, 'POST', '/api/contract', {})).statusCode).toBe(401);
  });
});
