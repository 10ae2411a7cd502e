import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECLARED_TABLES } from '../../server/platform/db/declaredTables';
import type { SimpleField } from '../../shared/resources/simple';
import type { ApiRoute, SimpleDeclaration } from '../../shared/resources/types';
import { UserType } from '../../shared/roles';
import { call, createTestApp, type TestApp } from '../support/testApp';

/**
 * The tests every declared simple resource passes, read from its declaration: its calls, fields,
 * whitelist, demo rows, the tables naming its records, and who may read and write it.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com');
});
afterAll(() => t.close());

/** A demo account of each kind the declarations' roles are checked with. */
const ACCOUNTS: [string, UserType][] = [
  ['admin@example.com', UserType.ADMIN],
  ['managerlimited@example.com', UserType.MANAGER_LIMITED],
  ['viewer@example.com', UserType.VIEWER_LIMITED],
  ['creator@example.com', UserType.CREATOR],
  ['rightsholder@example.com', UserType.RIGHT_HOLDER],
];

/** The call's method and URL under /api, its id filled in. */
const route = (api: ApiRoute, id = '') => {
  const [method, path] = api.split(' ') as [string, string];
  return [method, `/api${path.replace(':id', id)}`] as const;
};

const fieldsOf = (declaration: SimpleDeclaration) =>
  Object.entries(declaration.simple.fields as Record<string, SimpleField>);

/** A valid field value of each kind: the smallest, a reference to none, one language; an image is not written. */
const validValue = (kind: SimpleField): unknown => {
  switch (kind.kind) {
    case 'integer':
      return kind.min;
    case 'reference':
      return null;
    case 'languages':
      return [kind.codes[0]];
    case 'image':
      return undefined;
    default:
      return 'x';
  }
};

/** A valid body with a fresh name. */
const validBody = (declaration: SimpleDeclaration, name: string) =>
  Object.fromEntries(
    fieldsOf(declaration)
      .map(([field, kind]) => [field, field === 'name' ? name : validValue(kind)])
      .filter(([, value]) => value !== undefined),
  );

/** Values each kind refuses with a 400 naming the field. */
const badValues = (kind: SimpleField): unknown[] => {
  switch (kind.kind) {
    case 'integer':
      return [kind.max + 1, kind.min - 1, 1.5];
    case 'longText':
    case 'text':
      return ['x'.repeat(kind.length + 1)];
    case 'languages':
      return [['xx'], [kind.codes[0], kind.codes[0]], kind.codes.slice(0, kind.maxItems + 1), 'en'];
    case 'image':
      // Never written through the body: the picture has its own call.
      return ['/api/user/picture/elsewhere.png'];
    case 'reference':
      return ['not-an-id'];
  }
};

describe.each(DECLARED_TABLES.map(({ declaration }) => [declaration.name, declaration as SimpleDeclaration]))(
  'declared resource %s',
  (_, declaration) => {
    const { api, simple, whitelist } = declaration;
    const send = (apiRoute: ApiRoute, id?: string, body?: unknown, token = admin) => {
      const [method, url] = route(apiRoute, id);
      return call(t.app, token, method, url, body);
    };
    const names = (response: Awaited<ReturnType<typeof send>>) =>
      response.json().result.data.map((row: { name: string }) => row.name) as string[];

    it('lists its demo rows, sorted by every sortable field, searched and filtered', async () => {
      const listed = await send(api.list, undefined, { limit: 100 });
      expect(listed.statusCode).toBe(200);
      const live = simple.seed.filter((row) => row.status !== 3).map((row) => String(row.name));
      expect(names(listed).sort()).toEqual(expect.arrayContaining([...live].sort()));
      for (const sort of whitelist.sortable) {
        for (const order of ['ASC', 'DESC']) {
          expect((await send(api.list, undefined, { sort, order })).statusCode, sort).toBe(200);
        }
      }
      const byName = await send(api.list, undefined, { sort: 'name', order: 'ASC', limit: 100 });
      expect(names(byName)).toEqual([...names(byName)].sort((a, b) => a.localeCompare(b)));
      const first = live[0]!;
      const found = await send(api.list, undefined, { search: first.toLowerCase() });
      expect(names(found)).toContain(first);
      const inactive = simple.seed.filter((row) => row.status === 0).map((row) => String(row.name));
      const filtered = await send(api.list, undefined, { filter: { status: 0 } });
      expect(names(filtered).sort()).toEqual(expect.arrayContaining(inactive.sort()));
      expect((await send(api.list, undefined, { sort: 'nothing' })).statusCode).toBe(400);
      expect((await send(api.lookup!)).statusCode).toBe(200);
    });

    it('creates, reads, updates, changes the status of and deletes a record', async () => {
      const added = await send(api.create!.route, undefined, validBody(declaration, 'Declared one'));
      expect(added.statusCode).toBe(201);
      const id = added.json().result._id as string;
      expect(added.json().result).toMatchObject({ name: 'Declared one', status: 1 });
      const read = await send(api.getOne, id, {});
      expect(read.statusCode).toBe(200);
      expect(read.json().result.name).toBe('Declared one');
      const updated = await send(api.update!.route, id, { name: 'Declared two' });
      expect(updated.json().result.name).toBe('Declared two');
      expect((await send(api.changeStatus!, id, { status: 0 })).json().result.status).toBe(0);
      expect((await send(api.delete!.route, id, api.delete!.body)).statusCode).toBe(200);
      expect(names(await send(api.list, undefined, { search: 'Declared two' }))).toEqual([]);
      expect((await send(api.purge!, id)).statusCode).toBe(200);
      expect((await send(api.getOne, id, {})).statusCode).toBe(404);
    });

    it('refuses a taken name (409) and a bad field (400), changing nothing', async () => {
      const count = async () => (await send(api.list, undefined, {})).json().result.total as number;
      const before = await count();
      const taken = String(simple.seed[0]!.name).toUpperCase();
      expect((await send(api.create!.route, undefined, validBody(declaration, taken))).statusCode).toBe(409);
      const bad = { ...validBody(declaration, 'Declared bad'), name: '   ' };
      expect((await send(api.create!.route, undefined, bad)).statusCode).toBe(400);
      const unknown = { ...validBody(declaration, 'Declared bad'), nothing: 1 };
      expect((await send(api.create!.route, undefined, unknown)).statusCode).toBe(400);
      for (const [field, kind] of fieldsOf(declaration)) {
        for (const value of field === 'name' ? [] : badValues(kind)) {
          const outside = { ...validBody(declaration, 'Declared bad'), [field]: value };
          const response = await send(api.create!.route, undefined, outside);
          expect(response.statusCode, `${field}: ${JSON.stringify(value).slice(0, 40)}`).toBe(400);
          // The field, or one of its items ('languages.0').
          const named = Object.keys(response.json().errors ?? {}).map((key) => key.split('.')[0]);
          expect([...new Set(named)], field).toEqual([field]);
        }
      }
      expect(await count()).toBe(before);
    });

    it('refuses to remove for good a record other tables name', async () => {
      for (const use of simple.usedBy) {
        const result = await t.db.execute(
          sql`select ${sql.identifier(use.column)} as id from ${sql.identifier(use.table)} where ${sql.identifier(use.column)} is not null limit 1`,
        );
        const [row] = (result as unknown as { rows: { id: string }[] }).rows;
        expect(row, `${use.table}.${use.column} names none of them in the demo data`).toBeDefined();
        const refused = await send(api.purge!, row!.id);
        expect(refused.statusCode).toBe(409);
        expect((await send(api.getOne, row!.id, {})).statusCode).toBe(200);
      }
    });

    it.each(ACCOUNTS)('lets %s read and write as its declaration says', async (email, type) => {
      const token = await t.login(email);
      const reads = (declaration.actions.read as readonly number[]).includes(type);
      const writes = (declaration.actions.create as readonly number[]).includes(type);
      expect((await send(api.list, undefined, {}, token)).statusCode).toBe(reads ? 200 : 403);
      const added = await send(api.create!.route, undefined, validBody(declaration, `By ${email}`), token);
      expect(added.statusCode).toBe(writes ? 201 : 403);
      if (writes) await send(api.purge!, added.json().result._id as string);
    });
  },
);
