import { and, Column, eq, getTableColumns, getTableName, is, sql, SQL, type AnyColumn } from 'drizzle-orm';
import { PgDialect, type SelectedFields } from 'drizzle-orm/pg-core';
import { activityLog, type ActivityAction } from './activity';
import type { Database } from '../db/client';
import { ALL_NEUTRAL, executeNamed } from '../db/prepared';
import type { CrudTable, Row } from './crudEntity';

/** jsonb_build_object takes at most 100 arguments: larger snapshots are joined from parts with ||. */
const PAIRS_PER_OBJECT = 50;
const FIELD_NAME = /^[a-z_][a-z0-9_]*$/;
const dialect = new PgDialect();

type View = SelectedFields & { _id: AnyColumn };
type Decode = (value: unknown) => unknown;

/**
 * A field's value in an activity snapshot, as JSON.stringify writes the value drizzle reads for it,
 * so entries written here read like those written from JavaScript (recordActivity): a timestamp as
 * Date#toJSON writes it, numeric and string-mode timestamps as their text.
 */
function snapshotValue(field: unknown, value: SQL): SQL {
  if (!is(field, Column)) return value;
  switch (field.columnType) {
    case 'PgTimestamp':
      return sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    case 'PgNumeric':
    case 'PgTimestampString':
      return sql`${value}::text`;
    default:
      return value;
  }
}

/** SQL text with no parameters (the statement's fixed parts, rendered once). */
function text(query: SQL): string {
  const rendered = dialect.sqlToQuery(query);
  if (rendered.params.length > 0)
    throw new Error(`a logged update's fixed part has parameters: ${rendered.sql}`);
  return rendered.sql;
}

/**
 * The parts of the statement that depend only on the table and its view, rendered to SQL text once:
 * each call then renders only its id, scope, columns and log entry (drizzle's query builder spent more
 * time building this statement than PGlite spent running it).
 */
interface Parts {
  table: string;
  /** The view's fields under their own names (from the table, or from the updated row of its name). */
  fields: string;
  /** The table's columns, for the updated row's RETURNING. */
  columns: string;
  beforeSnapshot: string;
  afterSnapshot: string;
  decoders: [key: string, decode: Decode][];
}

const partsOf = new WeakMap<View, Parts>();

function parts(table: CrudTable, view: View): Parts {
  const known = partsOf.get(view);
  if (known) return known;
  const entries = Object.entries(view);
  for (const [key] of entries)
    if (!FIELD_NAME.test(key)) throw new Error(`view field ${key} is not a plain name`);
  const snapshot = (valueOf: (key: string, field: unknown) => SQL) => {
    const pairs = entries.map(
      ([key, field]) => sql`${sql.raw(`'${key}'`)}, ${snapshotValue(field, valueOf(key, field))}`,
    );
    const objects: SQL[] = [];
    for (let at = 0; at < pairs.length; at += PAIRS_PER_OBJECT) {
      objects.push(sql`jsonb_build_object(${sql.join(pairs.slice(at, at + PAIRS_PER_OBJECT), sql`, `)})`);
    }
    return text(sql.join(objects, sql` || `));
  };
  const built: Parts = {
    table: text(sql`${table}`),
    fields: text(
      sql.join(
        entries.map(([key, field]) => sql`${field} as ${sql.identifier(key)}`),
        sql`, `,
      ),
    ),
    columns: text(
      sql.join(
        Object.values(getTableColumns(table)).map((column) => sql`${column}`),
        sql`, `,
      ),
    ),
    beforeSnapshot: snapshot((key) => sql`"before".${sql.identifier(key)}`),
    afterSnapshot: snapshot((key) => sql`"after".${sql.identifier(key)}`),
    // What drizzle's select would make of each value (a timestamp's text becomes a Date, say).
    decoders: entries.map(([key, field]) => [
      key,
      is(field, Column)
        ? (value) => field.mapFromDriverValue(value)
        : (value) =>
            (field as { decoder?: { mapFromDriverValue: Decode } }).decoder?.mapFromDriverValue(value) ??
            value,
    ]),
  };
  partsOf.set(view, built);
  return built;
}

/** `column = value` for each column to set, values mapped as drizzle's update would map them. */
function assignments(table: CrudTable, set: Record<string, unknown>): SQL {
  const columns = getTableColumns(table);
  const pairs = Object.entries({ ...set, updatedAt: sql`now()` }).map(([key, value]) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return sql`${sql.identifier(column.name)} = ${is(value, SQL) ? value : sql.param(value, column)}`;
  });
  return sql.join(pairs, sql`, `);
}

/**
 * Sets columns of one record the caller may see and writes its activity entry with the record before
 * and after, in ONE statement (no transaction around several): the record is locked and read as it
 * was, updated, logged, and answered as the view shows it after. Undefined when no record with this
 * id is in `scope` (nothing changed): the caller then says 404 or 403.
 *
 * The updated row takes the table's name in the WITH, so the view's columns and subqueries read it
 * as they would read the table.
 */
export async function updateLogged(
  db: Database,
  args: {
    table: CrudTable;
    view: View;
    scope: SQL | undefined;
    id: string;
    set: Record<string, unknown>;
    log: { actorId: string; action: ActivityAction; entity: string };
  },
): Promise<Row | undefined> {
  const { table, view, scope, id, set, log } = args;
  const p = parts(table, view);
  const raw = sql.raw;
  // Named (parsed and planned once per connection, ~1 ms of PostgreSQL's time per write at 50 writers):
  // every parameter is plan-neutral, the row found by its primary key (the scope's values only filter
  // that one row), the others values set or written.
  const statement = sql`
    with "before" as (
      select ${raw(p.fields)} from ${raw(p.table)} where ${and(eq(table.id, id), scope)} for update
    ), ${raw(p.table)} as (
      update ${raw(p.table)} set ${assignments(table, set)} from "before"
      where ${raw(p.table)}."id" = "before"."_id" returning ${raw(p.columns)}
    ), "after" as (
      select ${raw(p.fields)} from ${raw(p.table)}
    ), "entry" as (
      ${activityLog().insertInto}
      select ${log.actorId}::uuid, ${log.action}, ${log.entity}, "after"."_id",
        ${raw(p.beforeSnapshot)}, ${raw(p.afterSnapshot)}
      from "before", "after"
    )
    select * from "after"`;
  const result = await executeNamed(db, statement, ALL_NEUTRAL);
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  if (!row) return undefined;
  const answer: Record<string, unknown> = {};
  for (const [key, decode] of p.decoders) answer[key] = row[key] === null ? null : decode(row[key]);
  return answer as Row;
}
