import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
  type PgColumn,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';
import { DELETED_STATUS } from '../../../shared/constants';
import type {
  ImageField,
  IntegerField,
  LanguagesField,
  LongTextField,
  ReferenceField,
  SimpleField,
  SimpleResource,
  TextField,
} from '../../../shared/resources/simple';
import { createdAt, idColumn, updatedAt } from './columns';

const textColumn = (field: TextField) => varchar(field.column, { length: field.length }).notNull();
const integerColumn = (field: IntegerField) => smallint(field.column).notNull();
const referenceColumn = (field: ReferenceField) => uuid(field.column);
const longTextColumn = (field: LongTextField) => text(field.column).notNull().default('');
const languagesColumn = (field: LanguagesField) =>
  text(field.column)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);
/** The address of a picture this server stores (/api/user/picture/...), or none. */
const imageColumn = (field: ImageField) => varchar(field.column, { length: 2048 });

/** Every simple resource's own columns: its id, its status (3 keeps a deleted row) and its two times. */
const commonColumns = () => ({
  id: idColumn(),
  status: smallint('status').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

type BuilderOf<F extends SimpleField> = F extends TextField
  ? ReturnType<typeof textColumn>
  : F extends IntegerField
    ? ReturnType<typeof integerColumn>
    : F extends LongTextField
      ? ReturnType<typeof longTextColumn>
      : F extends LanguagesField
        ? ReturnType<typeof languagesColumn>
        : F extends ImageField
          ? ReturnType<typeof imageColumn>
          : ReturnType<typeof referenceColumn>;

/** parent_id -> parentId: the table's property for a column, as the hand-written tables name them. */
type Camel<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<Camel<Tail>>}`
  : S;
const camel = (column: string) => column.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());

type DeclaredColumns<Fields extends Record<string, SimpleField>> = {
  [K in keyof Fields as Camel<Fields[K]['column']>]: BuilderOf<Fields[K]>;
} & ReturnType<typeof commonColumns>;

/**
 * The Drizzle table of a simple resource, from its declared fields: the columns, the unique name
 * among live rows whatever its case, the list's indexes (status then creation, its default order, each
 * indexed field, the trigram index of the searched text) and each whole number's range. Index names follow the
 * field's name ('<table>_<field>_idx'), as the migrations already wrote them.
 */
export function tableOf<S extends SimpleResource>(simple: S) {
  const fields = Object.entries(simple.fields) as [string, SimpleField][];
  const { id, ...after } = commonColumns();
  // In the hand-written tables' order: id, the fields, then status and the times.
  const columns: Record<string, PgColumnBuilderBase> = { id };
  for (const [, field] of fields) {
    const key = camel(field.column);
    if (field.kind === 'text') columns[key] = textColumn(field);
    else if (field.kind === 'integer') columns[key] = integerColumn(field);
    else if (field.kind === 'longText') columns[key] = longTextColumn(field);
    else if (field.kind === 'languages') columns[key] = languagesColumn(field);
    else if (field.kind === 'image') columns[key] = imageColumn(field);
    // A reference keeps its record from removal while it is named: purge checks first, the key too.
    else
      columns[key] = referenceColumn(field).references((): AnyPgColumn => table.id, { onDelete: 'restrict' });
  }
  Object.assign(columns, after);
  const name = simple.table;
  // The list's default order on an index, the id breaking ties: its first page reads ten entries,
  // not a sort of the whole table (50 ms at 10,000 speakers).
  const sorted = fields.find(([fieldName]) => fieldName === simple.list.sort.field)?.[1];
  const listOrder = (column: (field: SimpleField) => PgColumn, id: PgColumn) =>
    sorted ? [index(`${name}_${simple.list.sort.field}_order_idx`).on(column(sorted), id)] : [];
  const table = pgTable(name, columns as DeclaredColumns<S['fields']>, (t) => {
    const col = (field: SimpleField) => (t as unknown as Record<string, PgColumn>)[camel(field.column)]!;
    return fields
      .flatMap(([fieldName, field]) => {
        const column = col(field);
        switch (field.kind) {
          case 'text':
            return [
              ...(field.uniqueLowercase
                ? [
                    uniqueIndex(`${name}_${fieldName}_key`)
                      .on(sql`lower(${column})`)
                      .where(sql`${t.status} <> ${sql.raw(String(DELETED_STATUS))}`),
                  ]
                : []),
              ...(field.searchable
                ? [index(`${name}_${fieldName}_trgm_idx`).using('gin', sql`lower(${column}) gin_trgm_ops`)]
                : []),
            ];
          case 'integer':
            return [
              ...(field.indexed ? [index(`${name}_${fieldName}_idx`).on(column)] : []),
              check(
                `${name}_${fieldName}_range`,
                sql`${column} between ${sql.raw(String(field.min))} and ${sql.raw(String(field.max))}`,
              ),
            ];
          case 'reference':
            return field.indexed ? [index(`${name}_${fieldName}_idx`).on(column)] : [];
          // The list's filter by one language reads it.
          case 'languages':
            return [index(`${name}_${fieldName}_idx`).using('gin', column)];
          case 'longText':
          case 'image':
            return [];
        }
      })
      .concat(index(`${name}_status_created_idx`).on(t.status, t.createdAt), ...listOrder(col, t.id));
  });
  return table;
}
