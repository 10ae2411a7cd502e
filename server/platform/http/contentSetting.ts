import { Type, type TProperties } from '@sinclair/typebox';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import { NAME_MAX_LENGTH } from '../../../shared/constants';
import type { ResourceName } from '../../../shared/resources';
import type { ResourceDeclaration } from '../../../shared/resources/types';
import { namedOf, type Named } from './crudEntity';
import type { CrudEntity } from './crudRoutes';
import { declaredList } from './listQuery';
import { NewRecordStatus, SingleLineText, Strict, Timestamp, Uuid } from './schemas';

type SettingTable = PgTable & {
  id: PgColumn;
  name: PgColumn;
  status: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
};
type Body = Record<string, unknown>;

/** What one content setting adds to the name, status and times they all have; its noun is Named's. */
export type SettingParts<F extends object> = SettingOwnParts<F> & Named;

export interface SettingOwnParts<F extends object> {
  declaration: ResourceDeclaration<ResourceName>;
  table: SettingTable;
  /** Its own answered fields (columns or SQL) and their schemas. */
  fields: SelectedFields;
  fieldSchemas: TProperties;
  /** Its own writable fields (optional in both bodies unless `required`) and their columns. */
  editable: TProperties;
  required?: string[];
  columns(body: Body): Record<string, unknown>;
  sortable?: Record<string, AnyColumn>;
  defaultSort?: { field: string; order: 'ASC' | 'DESC' };
  filters: { [K in keyof F]-?: (value: NonNullable<F[K]>) => SQL | undefined };
  filterSchemas: TProperties;
  /** The picker's fields beyond id and name, and its order (name by default). */
  lookupFields: SelectedFields;
  lookupSchemas: TProperties;
  lookupOrder?: AnyColumn;
  check?: CrudEntity<F>['check'];
  inUse: CrudEntity<F>['inUse'];
}

const Name = SingleLineText(NAME_MAX_LENGTH);

/** A content setting (speaker, category, energy level) as the CRUD kit serves it. */
export function contentSetting<F extends object>(parts: SettingParts<F>): CrudEntity<F> {
  const { table } = parts;
  const required = new Set(parts.required ?? []);
  const createFields = Object.fromEntries(
    Object.entries(parts.editable).map(([key, schema]) => [
      key,
      required.has(key) ? schema : Type.Optional(schema),
    ]),
  );
  const updateFields = Object.fromEntries(
    Object.entries(parts.editable).map(([key, schema]) => [key, Type.Optional(schema)]),
  );
  return {
    declaration: parts.declaration,
    ...namedOf(parts),
    table,
    view: {
      _id: table.id,
      name: table.name,
      ...parts.fields,
      status: table.status,
      created_at: table.createdAt,
      updated_at: table.updatedAt,
    },
    record: Type.Object({
      _id: Uuid,
      name: Type.String(),
      ...parts.fieldSchemas,
      status: Type.Integer(),
      created_at: Timestamp,
      updated_at: Timestamp,
    }),
    lookup: {
      view: { _id: table.id, name: table.name, ...parts.lookupFields },
      record: Type.Object({ _id: Uuid, name: Type.String(), ...parts.lookupSchemas }),
      order: parts.lookupOrder ?? table.name,
    },
    listSpec: declaredList(parts.declaration.whitelist, {
      sortable: {
        name: table.name,
        status: table.status,
        created_at: table.createdAt,
        updated_at: table.updatedAt,
        ...parts.sortable,
      },
      defaultSort: parts.defaultSort ?? { field: 'name', order: 'ASC' },
      searchable: [table.name],
      id: table.id,
      // The first page reads ten rows off the order's index; a window count would read them all.
      countApart: true,
      filters: parts.filters,
    }),
    filters: parts.filterSchemas,
    createBody: Strict({ name: Name, ...createFields, status: Type.Optional(NewRecordStatus) }),
    updateBody: Type.Object(
      { name: Type.Optional(Name), ...updateFields },
      { additionalProperties: false, minProperties: 1 },
    ),
    columns: (body) => ({
      ...(typeof body.name === 'string' && { name: body.name.trim() }),
      ...(body.status !== undefined && { status: body.status }),
      ...parts.columns(body),
    }),
    check: parts.check,
    inUse: parts.inUse,
    uniqueField: 'name',
  };
}
