import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs } from '../../server/entities/activityLog/table';
import { users } from '../../server/entities/users/table';
import { call, createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const idOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

describe('admins (staff accounts)', () => {
  it('lists staff of types 1, 2, 5, 6 and 7 to the super admin only', async () => {
    const admin = await t.login('admin@example.com');
    const list = (await call(t.app, admin, 'POST', '/api/admin', { limit: 100 })).json().result;
    expect(new Set(list.data.map((a: { type: number }) => a.type))).toEqual(new Set([1, 2, 5, 6, 7]));
    const viewers = (await call(t.app, admin, 'POST', '/api/admin', { filter: { type: 6 } })).json().result;
    expect(viewers.data.map((a: { email: string }) => a.email)).toEqual(['viewer@example.com']);
    const manager = await t.login('manager@example.com');
    expect((await call(t.app, manager, 'POST', '/api/admin', {})).statusCode).toBe(403);
    expect((await call(t.app, admin, 'POST', '/api/admin', { filter: { type: 3 } })).statusCode).toBe(400);
  });

  it('adds a staff account of a chosen role, refuses a taken email and a non-staff role', async () => {
    const admin = await t.login('admin@example.com');
    const body = { name: 'Nora Newstaff', email: 'nora@example.com', type: 5 };
    const created = await call(t.app, admin, 'POST', '/api/admin/add', body);
    expect(created.statusCode).toBe(201);
    expect(created.json().result).toMatchObject({ name: 'Nora Newstaff', type: 5, status: 1 });
    expect((await call(t.app, admin, 'POST', '/api/admin/add', body)).statusCode).toBe(409);
    const creatorRole = await call(t.app, admin, 'POST', '/api/admin/add', {
      ...body,
      email: 'x@example.com',
      type: 3,
    });
    expect(creatorRole.statusCode).toBe(400);
    expect(creatorRole.json().errors).toHaveProperty('type');
  });

  it('never lets an account change its own role or status', async () => {
    const admin = await t.login('admin@example.com');
    const self = await idOf('admin@example.com');
    expect((await call(t.app, admin, 'PUT', `/api/admin/${self}`, { type: 2 })).statusCode).toBe(403);
    expect(
      (await call(t.app, admin, 'PUT', `/api/admin/change-status/${self}`, { status: 3 })).statusCode,
    ).toBe(403);
    expect((await call(t.app, admin, 'PUT', `/api/admin/${self}`, { name: 'Ada A. Admin' })).statusCode).toBe(
      200,
    );
    const [row] = await t.db.select().from(users).where(eq(users.id, self));
    expect([row!.type, row!.status, row!.name]).toEqual([1, 1, 'Ada A. Admin']);
  });
});

describe('a signed-in staff member whose role or status changes', () => {
  it('has the new role from their very next call, though their session was just looked up', async () => {
    const admin = await t.login('admin@example.com');
    const manager = await t.login('manager@example.com');
    const managerId = await idOf('manager@example.com');
    // Twice: the second call is answered from the session remembered by the first.
    for (let i = 0; i < 2; i++) {
      expect((await call(t.app, manager, 'POST', '/api/creator/add', {})).statusCode).toBe(400);
    }
    expect((await call(t.app, admin, 'PUT', `/api/admin/${managerId}`, { type: 6 })).statusCode).toBe(200);
    const asViewer = await call(t.app, manager, 'POST', '/api/creator/add', {
      name: 'Not Allowed',
      email: 'not-allowed@example.com',
    });
    expect(asViewer.statusCode).toBe(403);
    expect(
      (await call(t.app, admin, 'PUT', `/api/admin/change-status/${managerId}`, { status: 0 })).statusCode,
    ).toBe(200);
    expect((await call(t.app, manager, 'PATCH', '/api/user', {})).statusCode).toBe(401);
    await call(t.app, admin, 'PUT', `/api/admin/${managerId}`, { type: 2 });
    await call(t.app, admin, 'PUT', `/api/admin/change-status/${managerId}`, { status: 1 });
  });
});

describe('creators', () => {
  it('lists creators to staff with their channel, agreement and team counts', async () => {
    const viewer = await t.login('viewer@example.com');
    const list = (await call(t.app, viewer, 'POST', '/api/creator', { search: 'chloe' })).json().result;
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({
      name: 'Chloe Creator',
      type: 3,
      channelCount: 1,
      contractCount: 2,
      teamCount: 1,
    });
    const creator = await t.login('creator@example.com');
    expect((await call(t.app, creator, 'POST', '/api/creator', {})).statusCode).toBe(403);
  });

  it('lets CRUD staff add, edit and deactivate a creator, logging each change; viewers only read', async () => {
    const manager = await t.login('manager@example.com');
    const created = await call(t.app, manager, 'POST', '/api/creator/add', {
      name: 'Ivy Vlogs',
      email: 'ivy@example.com',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().result._id as string;
    expect(
      (await call(t.app, manager, 'PUT', `/api/creator/${id}`, { company: 'Ivy Media' })).json().result
        .company,
    ).toBe('Ivy Media');
    expect(
      (await call(t.app, manager, 'PUT', `/api/creator/change-status/${id}`, { status: 0 })).json().result
        .status,
    ).toBe(0);
    const history = await t.db.select().from(activityLogs).where(eq(activityLogs.entityId, id));
    expect(history.map((entry) => entry.action).sort()).toEqual(['create', 'status', 'update']);
    const viewer = await t.login('viewer@example.com');
    expect((await call(t.app, viewer, 'PUT', `/api/creator/${id}`, { company: 'No' })).statusCode).toBe(403);
  });
});
