import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs } from '../../server/entities/activityLog/table';
import { DEMO_PASSWORD } from '../../server/seed';
import { users } from '../../server/entities/users/table';
import { call, createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_RIGHTS_HOLDER = {
  name: 'Olga Owner',
  email: 'Olga.Owner@Example.com',
  company: 'Olga Sound Library',
  label_id: 'LBL-OLGA',
  labelName: 'Olga Sound',
  phone: '+44 20 7946 0000',
};

const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]!.n;
const logCount = async () => (await t.db.select({ n: count() }).from(activityLogs))[0]!.n;
const list = async (token: string, body: object = {}) =>
  (await call(t.app, token, 'POST', '/api/rights/holders/latest', body)).json().result;

describe('rights holders', () => {
  it('lets a manager add one, with the change in the activity log, and answers it in the list', async () => {
    const manager = await t.login('manager@example.com');
    const response = await call(t.app, manager, 'POST', '/api/rights/holders/add', NEW_RIGHTS_HOLDER);
    expect(response.statusCode).toBe(201);
    const created = response.json().result;
    expect(created).toMatchObject({
      name: 'Olga Owner',
      email: 'olga.owner@example.com',
      company: 'Olga Sound Library',
      labelName: 'Olga Sound',
      status: 1,
      contractCount: 0,
    });
    expect(JSON.stringify(created)).not.toMatch(/password/i);
    const found = await list(manager, { search: 'olga sound' });
    expect(found.data.map((r: { _id: string }) => r._id)).toEqual([created._id]);

    const admin = await t.login('admin@example.com');
    const log = (
      await call(t.app, admin, 'POST', '/api/activity/log', { filter: { entity_id: created._id } })
    ).json().result;
    expect(log.data).toHaveLength(1);
    expect(log.data[0]).toMatchObject({
      action: 'create',
      entity: 'right-holders',
      actor_name: 'Martin Manager',
    });
    expect(log.data[0].after.email).toBe('olga.owner@example.com');
  });

  it('refuses a duplicate email with 409 and missing fields with 400, changing nothing', async () => {
    const manager = await t.login('manager@example.com');
    const [users0, logs0] = [await userCount(), await logCount()];
    const duplicate = await call(t.app, manager, 'POST', '/api/rights/holders/add', {
      ...NEW_RIGHTS_HOLDER,
      email: 'RIGHTSHOLDER@example.com',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors).toEqual({ email: 'is already used' });
    const missing = await call(t.app, manager, 'POST', '/api/rights/holders/add', {
      name: 'No Company',
      email: 'nocompany@example.com',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('company');
    expect([await userCount(), await logCount()]).toEqual([users0, logs0]);
  });

  it('lets viewers read but not write, and shows a rights holder only their own record', async () => {
    const viewer = await t.login('viewer@example.com');
    expect((await list(viewer)).total).toBeGreaterThanOrEqual(2);
    const target = (await list(viewer, { search: 'Nina' })).data[0];
    const refused = await call(t.app, viewer, 'PUT', `/api/rights/holders/${target._id}`, {
      company: 'Nope',
    });
    expect(refused.statusCode).toBe(403);

    const rita = await t.login('rightsholder@example.com');
    const own = await list(rita);
    expect(own.data.map((r: { email: string }) => r.email)).toEqual(['rightsholder@example.com']);
    expect(own.data[0].contractCount).toBeGreaterThan(0);
    const other = await call(t.app, rita, 'PATCH', `/api/rights/holders/detail/${target._id}`, {});
    expect(other.statusCode).toBe(404);
    const counted = await call(t.app, rita, 'POST', '/api/rights/holders/latest/count', {});
    expect(counted.json().result).toBe(1);
  });

  it('updates a rights holder and logs before and after', async () => {
    const manager = await t.login('manager@example.com');
    const target = (await list(manager, { search: 'olga' })).data[0];
    const updated = await call(t.app, manager, 'PUT', `/api/rights/holders/${target._id}`, {
      company: 'Olga Sound Ltd',
      labelName: '',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().result).toMatchObject({ company: 'Olga Sound Ltd', labelName: null });
    const entries = await t.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, 'update'), eq(activityLogs.entityId, target._id)));
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect([
      (entry!.before as { company: string }).company,
      (entry!.after as { company: string }).company,
    ]).toEqual(['Olga Sound Library', 'Olga Sound Ltd']);
    const taken = await call(t.app, manager, 'PUT', `/api/rights/holders/${target._id}`, {
      email: 'newrightsholder@example.com',
    });
    expect(taken.statusCode).toBe(409);
  });

  it('deletes by status 3: kept, hidden from the list unless asked, and signed out', async () => {
    const nina = await call(t.app, undefined, 'POST', '/api/user/login', {
      email: 'newrightsholder@example.com',
      password: DEMO_PASSWORD,
    });
    const ninaToken = nina.json().token as string;
    const ninaId = nina.json().login_id as string;
    const admin = await t.login('admin@example.com');
    const deleted = await call(t.app, admin, 'PUT', `/api/rights/holders/change-status/${ninaId}`, {
      status: 3,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await list(admin)).data.map((r: { _id: string }) => r._id)).not.toContain(ninaId);
    expect((await list(admin, { filter: { status: 3 } })).data.map((r: { _id: string }) => r._id)).toContain(
      ninaId,
    );
    expect((await call(t.app, ninaToken, 'PATCH', '/api/user', {})).statusCode).toBe(401);
    const bad = await call(t.app, admin, 'PUT', `/api/rights/holders/change-status/${ninaId}`, { status: 7 });
    expect(bad.statusCode).toBe(400);
    const restored = await call(t.app, admin, 'PUT', `/api/rights/holders/change-status/${ninaId}`, {
      status: 1,
    });
    expect(restored.json().result.status).toBe(1);
  });
});
