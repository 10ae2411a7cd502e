import { Type, type TProperties } from '@sinclair/typebox';
import { and, arrayContains, eq, isNull, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import { DELETED_STATUS } from '../../../shared/constants';
import type { ResourceName } from '../../../shared/resources';
import type { ReferenceField, SimpleField } from '../../../shared/resources/simple';
import type { SimpleDeclaration } from '../../../shared/resources/types';
import { declaredMessageId, type AnySaid } from '../../../shared/messages';
import { contentSetting } from './contentSetting';
import type { Database } from '../db/client';
import { crudRoutes, type CrudEntity } from './crudRoutes';
import { DECLARED_TABLES } from '../db/declaredTables';
import { badRequest } from './errors';
import { Nullable, Text, Uuid } from './schemas';

type Filters = Record<string, unknown>;
type DeclaredTable = PgTable & Record<string, PgColumn>;

const camel = (column: string) => column.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());

/** Whether any row of `table` names the record in `column`: a table not declared here, named as data. */
async function named(db: Database, table: string, column: string, id: string): Promise<boolean> {
  const result = await db.execute(
    sql`select 1 from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id} limit 1`,
  );
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/**
 * A simple resource as the CRUD kit serves it, from its declaration and derived table: each field
 * adds its answer, schema, write, sort, filter and picker parts; a two-level reference its checks.
 */
export function declaredEntity(declaration: SimpleDeclaration, table: PgTable): CrudEntity<Filters> {
  const { simple } = declaration;
  // Its messages' ids, from its declaration (any it lacks fails here, when the routes are made).
  const said = (key: string) => declaredMessageId(simple, key);
  const messages = {
    notFound: declaredMessageId(simple, 'not_found'),
    duplicate: declaredMessageId(simple, 'duplicate'),
  };
  const usedBy = simple.usedBy.map((use) => ({ ...use, message: said(use.message) }));
  const t = table as DeclaredTable;
  const own = (Object.entries(simple.fields) as [string, SimpleField][]).filter(([name]) => name !== 'name');
  const columnOf = (field: SimpleField) => t[camel(field.column)]!;

  const fields: SelectedFields = {};
  const fieldSchemas: TProperties = {};
  const editable: TProperties = {};
  const required: string[] = [];
  const sortable: Record<string, AnyColumn> = {};
  const filters: Record<string, (value: never) => SQL | undefined> = {};
  const filterSchemas: TProperties = {};
  const lookupFields: SelectedFields = {};
  const lookupSchemas: TProperties = {};
  let tree: [string, ReferenceField, Record<keyof ReferenceField['twoLevels'], AnySaid>] | undefined;

  for (const [name, field] of own) {
    const column = columnOf(field);
    fields[name] = column;
    if (field.kind === 'integer') {
      fieldSchemas[name] = Type.Integer();
      editable[name] = Type.Integer({ minimum: field.min, maximum: field.max });
      required.push(name);
    } else if (field.kind === 'reference') {
      // The referenced record's name, answered beside its id for the list.
      fields[`${name}_name`] = sql<
        string | null
      >`(select p.name from ${table} p where p.id = ${table}.${sql.identifier(field.column)})`;
      fieldSchemas[name] = Nullable(Uuid);
      fieldSchemas[`${name}_name`] = Nullable(Type.String());
      editable[name] = Nullable(Uuid);
      filters[name] = (value: string) => eq(column, value);
      filterSchemas[name] = Type.Optional(Uuid);
      // A two-level tree lists its top records alone on request.
      filters.top = (top: boolean) => (top ? isNull(column) : undefined);
      filterSchemas.top = Type.Optional(Type.Boolean());
      const rules = Object.entries(field.twoLevels).map(([rule, key]) => [rule, said(key)]);
      tree = [name, field, Object.fromEntries(rules) as NonNullable<typeof tree>[2]];
    } else if (field.kind === 'longText') {
      fieldSchemas[name] = Type.String();
      editable[name] = Text(field.length);
    } else if (field.kind === 'languages') {
      const code = Type.String({ pattern: `^(${field.codes.join('|')})$` });
      fieldSchemas[name] = Type.Array(Type.String());
      editable[name] = Type.Array(code, { maxItems: field.maxItems, uniqueItems: true });
      filters[field.filter] = (language: string) => arrayContains(column, [language]);
      filterSchemas[field.filter] = Type.Optional(code);
    } else if (field.kind === 'image') {
      // Answered, never written here: its upload is the resource's own call.
      fieldSchemas[name] = Nullable(Type.String());
    } else {
      fieldSchemas[name] = Type.String();
      editable[name] = Type.String({ maxLength: field.length });
    }
    if (declaration.whitelist.sortable.includes(name)) sortable[name] = column;
    if ((simple.lookup.fields as readonly string[]).includes(name)) {
      lookupFields[name] = column;
      lookupSchemas[name] = fieldSchemas[name]!;
    }
  }

  const writes = (body: Record<string, unknown>) =>
    Object.fromEntries(
      own
        .filter(([name, field]) => body[name] !== undefined && field.kind !== 'image')
        .map(([name, field]) => {
          const value = body[name];
          return [
            camel(field.column),
            field.kind === 'longText' && typeof value === 'string' ? value.trim() : value,
          ];
        }),
    );

  const check: CrudEntity<Filters>['check'] =
    tree &&
    (async ({ db }, body, before) => {
      const [name, field, refusals] = tree!;
      const parent = body[name] as string | null | undefined;
      if (!parent) return;
      const rule = (reason: AnySaid) => badRequest('request.invalid', { [name]: reason });
      if (before && parent === before._id) throw rule(refusals.self);
      const column = columnOf(field);
      const [found] = await db
        .select({ parent: column })
        .from(table)
        .where(and(eq(t.id!, parent), ne(t.status!, DELETED_STATUS)));
      if (!found) throw rule(refusals.unknown);
      if (found.parent) throw rule(refusals.isChild);
      if (before) {
        const [child] = await db
          .select({ id: t.id! })
          .from(table)
          .where(and(eq(column, before._id), ne(t.status!, DELETED_STATUS)))
          .limit(1);
        if (child) throw rule(refusals.hasChildren);
      }
    });

  return contentSetting<Filters>({
    declaration: declaration as SimpleDeclaration & { name: ResourceName },
    noun: simple.noun,
    messages,
    table: t as unknown as Parameters<typeof contentSetting>[0]['table'],
    fields,
    fieldSchemas,
    editable,
    required,
    columns: writes,
    sortable,
    defaultSort: simple.list.sort,
    filters: filters as Parameters<typeof contentSetting<Filters>>[0]['filters'],
    filterSchemas,
    lookupFields,
    lookupSchemas,
    lookupOrder: simple.lookup.order ? columnOf(simple.fields[simple.lookup.order]!) : undefined,
    check,
    inUse: async (db, id) => {
      if (tree) {
        const [child] = await db
          .select({ id: t.id! })
          .from(table)
          .where(eq(columnOf(tree[1]), id))
          .limit(1);
        if (child) return tree[2].hasChildrenRemove;
      }
      for (const use of usedBy) if (await named(db, use.table, use.column, id)) return use.message;
      return undefined;
    },
  });
}

/** The routes of every simple resource, from its declaration and table. */
export const declaredRoutes = () =>
  DECLARED_TABLES.map(({ declaration, table }) => crudRoutes(declaredEntity(declaration, table)));
