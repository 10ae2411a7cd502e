import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets } from '../../server/entities/assets/table';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

interface Entry {
  action: string;
  entity: string;
  name: string | null;
  stage: string | null;
  actor_name: string | null;
  own: boolean;
}

const recent = async (token: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/activity/log/recent',
    headers: { authorization: `Bearer ${token}` },
    payload: {},
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { result: Entry[] }).result;
};

const idOf = async (title: string) =>
  (await t.db.select({ id: assets.id }).from(assets).where(eq(assets.title, title)))[0]!.id;

describe('the notification sidebar’s recent activity', () => {
  it("shows a person their own actions, and staff everyone's, named, with the stage content moved to", async () => {
    const owner = await t.login('rightsholder@example.com');
    const manager = await t.login('manager@example.com');
    // A creator with no entry of its own (the demo creator has the seed's activity notes, issue 37).
    const creator = await t.login('newcreator@example.com');
    const ferry = await idOf('Morning Ferry');
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/CID/asset/submit',
      headers: { authorization: `Bearer ${owner}` },
      payload: { ids: [ferry] },
    });
    expect(submitted.statusCode).toBe(200);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/CID/asset/review/${ferry}`,
      headers: { authorization: `Bearer ${manager}` },
      payload: { decision: 'approve' },
    });
    expect(approved.statusCode).toBe(200);

    // The rights holder sees the submission, not the manager's approval: only their own actions.
    expect(await recent(owner)).toEqual([
      expect.objectContaining({
        entity: 'assets',
        name: 'Morning Ferry',
        stage: 'pending_review',
        actor_name: 'Rita Rights',
        own: true,
      }),
    ]);
    // Staff see both, newest first, theirs marked as their own.
    const staff = await recent(manager);
    expect(staff.slice(0, 2)).toEqual([
      expect.objectContaining({
        name: 'Morning Ferry',
        stage: 'approved',
        actor_name: 'Martin Manager',
        own: true,
      }),
      expect.objectContaining({
        name: 'Morning Ferry',
        stage: 'pending_review',
        actor_name: 'Rita Rights',
        own: false,
      }),
    ]);
    // No snapshot leaves: names and stages only.
    expect(Object.keys(staff[0]!).sort()).toEqual(
      ['_id', 'action', 'actor_name', 'created_at', 'entity', 'entity_id', 'name', 'own', 'stage'].sort(),
    );
    // Someone who did nothing yet sees nothing of the others'.
    expect(await recent(creator)).toEqual([]);
  });

  it('refuses a caller without a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/activity/log/recent', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});
