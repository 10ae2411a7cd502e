import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets } from '../../server/entities/assets/table';
import { categories } from '../../server/platform/db/declaredTables';
import { call, createTestApp, type TestApp } from '../support/testApp';

/**
 * The simple resources' messages live in their declarations: the API answers them as it did when
 * they were the catalogue's, the same English, ids and field reasons.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com');
});
afterAll(() => t.close());

const api = (method: string, url: string, body?: unknown) => call(t.app, admin, method, url, body);
const categoryId = async (name: string) =>
  (await t.db.select({ id: categories.id }).from(categories).where(eq(categories.name, name)))[0]!.id;
const NOBODY = '00000000-0000-4000-8000-000000000000';

describe("a simple resource's messages, from its declaration", () => {
  it('answers 404 and a taken name (409) with its own ids', async () => {
    const missing = await api('PATCH', `/api/category/detail/${NOBODY}`, {});
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Category not found.', message_id: 'not_found.category' });
    const level = await api('PUT', `/api/energy/level/${NOBODY}`, { name: 'Nowhere' });
    expect(level.statusCode).toBe(404);
    expect(level.json()).toEqual({
      message: 'Energy level not found.',
      message_id: 'not_found.energy_level',
    });

    const taken = await api('POST', '/api/category/add', { name: 'MUSIC' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: 'A category with this name already exists.',
      message_id: 'category.duplicate',
      errors: { name: 'is already used' },
      field_messages: { name: { id: 'field.already_used' } },
    });
    const levelTaken = await api('POST', '/api/energy/level/add', { name: 'calm', ordinal: 2 });
    expect(levelTaken.statusCode).toBe(409);
    expect(levelTaken.json()).toMatchObject({
      message: 'A energy level with this name already exists.',
      message_id: 'energy_level.duplicate',
    });
  });

  it("refuses a two-level tree's broken rules with its field's reason", async () => {
    const music = await categoryId('Music');
    const ambient = await categoryId('Ambient');
    const refusal = (reason: string, id: string) => ({
      message: 'The request is not valid.',
      message_id: 'request.invalid',
      errors: { parent: reason },
      field_messages: { parent: { id } },
    });
    const self = await api('PUT', `/api/category/${music}`, { parent: music });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual(refusal('must be another category', 'category.parent_self'));
    const unknown = await api('POST', '/api/category/add', { name: 'Orphan', parent: NOBODY });
    expect(unknown.json()).toEqual(refusal('is not a category', 'category.parent_unknown'));
    const child = await api('POST', '/api/category/add', { name: 'Deep', parent: ambient });
    expect(child.json()).toEqual(
      refusal('is a sub-category: categories have two levels', 'category.parent_is_child'),
    );
    const speech = await categoryId('Speech');
    const parenting = await api('PUT', `/api/category/${music}`, { parent: speech });
    expect(parenting.json()).toEqual(
      refusal('cannot be set: this category has sub-categories', 'category.has_children'),
    );
  });

  it('refuses to remove for good a record in use, saying why', async () => {
    const withChildren = await api('DELETE', `/api/category/${await categoryId('Music')}`);
    expect(withChildren.statusCode).toBe(409);
    expect(withChildren.json()).toEqual({
      message: 'This category has sub-categories and cannot be removed.',
      message_id: 'category.has_children_remove',
    });
    const [used] = await t.db
      .select({ level: assets.energyLevelId })
      .from(assets)
      .where(isNotNull(assets.energyLevelId))
      .limit(1);
    const inUse = await api('DELETE', `/api/energy/level/${used!.level}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toEqual({
      message: 'This energy level is used by content and cannot be removed: deactivate it instead.',
      message_id: 'energy_level.in_use',
    });
  });
});
