import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import {
  planList,
  readList,
  type ListBodyValue,
  type ListQuery,
  type ListSource,
  type ListSpec,
} from './listQuery';

const NO_TOTAL = sql<null>`null::int`;

/**
 * A list call over one table: the entity's whitelist turns the body into SQL, `scope` narrows it to
 * what the caller may see, and `view` is what each row answers.
 */
export function listTable<F extends object, V extends SelectedFields & { _id: unknown }>(
  db: Database,
  table: PgTable,
  view: V,
  spec: ListSpec<F>,
  body: ListBodyValue<F & { ids?: string[] }>,
  scope?: SQL,
) {
  type Row = {
    [K in keyof V]: V[K] extends SQL<infer T> ? T : V[K] extends { _: { data: infer D } } ? D : unknown;
  } & {
    _id: string;
  };
  const plan = planList(spec, body, scope);
  const source: ListSource<Row> = {
    page: ({ where, orderBy, limit, offset, total }) =>
      db
        .select({ ...view, sortKey: plan.sortKey, total: (total ?? NO_TOTAL) as SQL<number | null> })
        .from(table)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset) as unknown as ListQuery<
        Array<Row & { sortKey: string | null; total: number | null }>
      >,
    count: (where) => db.select({ total: count() }).from(table).where(where),
  };
  return readList(db, plan, source);
}
