import { count, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { compiledView } from '../db/compiledView';
import { executeNamed, pageClause } from '../db/prepared';
import { rowsOf } from '../db/rows';
import {
  planList,
  readList,
  type ListBodyValue,
  type ListQuery,
  type ListSource,
  type ListSpec,
  type PageArgs,
  type PageRow,
  WINDOW_TOTAL,
} from './listQuery';

const NO_TOTAL = sql<null>`null::int`;

type RowOf<V extends SelectedFields> = {
  [K in keyof V]: V[K] extends SQL<infer T> ? T : V[K] extends { _: { data: infer D } } ? D : unknown;
} & { _id: string };

/**
 * One page of a table's rows in a view. When rows are skipped (an offset) or all counted (a window
 * total), or a search's matches are read first, the page's ids come first: the filters, order,
 * offset and count read the table (and its indexes) alone, and the view's subqueries (names, counts,
 * files) run for the page's rows only, not for every row a count sees or an offset skips; the page's
 * columns have names no table has, so the view's unqualified columns still mean the table's.
 * Otherwise (a first page, or the one after a cursor, with a kept total, a count apart or none) the
 * page is read in one pass, without the join PostgreSQL would plan on every call (a third of the
 * statement's time). The page's own columns are named page_*, which no view's field is.
 */
export function pageFirst<V extends SelectedFields>(
  db: Database,
  table: PgTable,
  id: AnyColumn,
  view: V,
  sortKey: SQL<string | null>,
  { where, orderBy, limit, offset, total, matchesFirst, walk }: PageArgs,
  personal?: SelectedFields,
): ListQuery<Array<PageRow<RowOf<V>>>> {
  const compiled = compiledView(view, personal);
  const order = sql.join(orderBy, sql`, `);
  if (walk) {
    const ids = sql`select ${id} as "page_id", ${sortKey} as "page_sort_key"
      from ${walked(table, id, walk, order, where)} order by ${order} ${pageClause(limit, offset)}`;
    return viewOfIds(db, table, id, compiled, ids);
  }
  const filter = !matchesFirst && where ? sql` where ${where}` : sql``;
  const onePass = offset === 0 && !matchesFirst && total !== WINDOW_TOTAL;
  // The matches fenced by OFFSET 0 (planned on their own, so on the search's index) under the
  // table's own name, so that the order's and the sort key's columns still name them.
  const source = matchesFirst
    ? sql`(select ${id}${matchesFirst === id ? sql`` : sql`, ${matchesFirst}`} from ${table}
        where ${where ?? sql`true`} offset 0) as ${table}`
    : table;
  const query = onePass
    ? sql`select ${compiled.selection}, ${sortKey} as "page_sort_key",
        ${total ?? NO_TOTAL} as "page_total"
        from ${table}${filter} order by ${order} ${pageClause(limit, 0)}`
    : sql`select ${compiled.selection}, "page"."page_sort_key", "page"."page_total"
        from ${table} inner join (select ${id} as "page_id", ${sortKey} as "page_sort_key",
          ${total ?? NO_TOTAL} as "page_total" from ${source}${filter} order by ${order}
          ${pageClause(limit, offset)}) "page" on ${id} = "page"."page_id"
        order by ${order}`;
  const run = async () =>
    rowsOf<Record<string, unknown>>(await executeNamed(db, query, compiled.params)).map((row) => ({
      row: compiled.decode(row) as RowOf<V>,
      sortKey: row.page_sort_key as string | null,
      total: row.page_total as number | null,
    }));
  return { getSQL: () => query, then: (done, failed) => run().then(done, failed) };
}

/**
 * A page whose ids one statement finds (`ids`: page_id and page_sort_key, in the page's order), read
 * in the view by a second one that names them in an array: its text is the same for every page, so
 * it is a named statement, planned once per connection. The page's words and walk change from call
 * to call and are planned each time; with the view's subqueries in the same statement, that planning
 * took longer than the page (3.5 ms against 2.7 at 1,000,000 items, a two-word search).
 */
function viewOfIds<Row>(
  db: Database,
  table: PgTable,
  id: AnyColumn,
  compiled: ReturnType<typeof compiledView>,
  ids: SQL,
): ListQuery<Array<PageRow<Row>>> {
  const run = async () => {
    const page = rowsOf<{ page_id: string; page_sort_key: string | null }>(await db.execute(ids));
    if (page.length === 0) return [];
    const list = `{${page.map((row) => row.page_id).join(',')}}`;
    const rows = rowsOf<Record<string, unknown>>(
      await executeNamed(
        db,
        sql`select ${compiled.selection} from ${table}
          where ${id} = any(${list}::${sql.raw(id.getSQLType())}[])`,
        compiled.params + 1,
      ),
    );
    const byId = new Map(rows.map((row) => [String(row._id), row]));
    return page.flatMap(({ page_id, page_sort_key }) => {
      const row = byId.get(String(page_id));
      return row ? [{ row: compiled.decode(row) as Row, sortKey: page_sort_key, total: null }] : [];
    });
  };
  return { getSQL: () => ids, then: (done, failed) => run().then(done, failed) };
}

/**
 * The ids and sort keys `walk` keeps, read off the sort's index in its order (the subquery's ORDER BY
 * keeps it from being flattened, so the walk stays index-only); each row is then read by its id to
 * test `where`, under a LIMIT only until the page is full. The test's OFFSET 0 keeps it a test per
 * row: as a semi-join the planner may hash every match first (the search's whole index lists), and a
 * walk of a few thousand entries is what it was meant to spare. Named as the table, like the matches.
 */
function walked(table: PgTable, id: AnyColumn, walk: NonNullable<PageArgs['walk']>, order: SQL, where?: SQL) {
  const walkedId = sql`${sql.identifier('walk')}.${sql.identifier(id.name)}`;
  return sql`(select ${sql.identifier('walk')}.* from (select ${id}${walk.column === id ? sql`` : sql`, ${walk.column}`} from ${table}
      where ${walk.keeps} order by ${order}) ${sql.identifier('walk')}
    where exists (select 1 from ${table} where ${id} = ${walkedId} and ${where ?? sql`true`} offset 0)) as ${table}`;
}

/**
 * A list call over one table: the entity's whitelist turns the body into SQL, `scope` narrows it to
 * what the caller may see, and `view` is what each row answers. `keptTotal`, when given, is the total
 * the database keeps for this very list (counts tables), read instead of counting the rows; `personal`,
 * the caller's own fields beside the view's.
 */
export function listTable<F extends object, V extends SelectedFields & { _id: unknown }>(
  db: Database,
  table: PgTable,
  view: V,
  spec: ListSpec<F>,
  body: ListBodyValue<F & { ids?: string[] }>,
  scope?: SQL,
  keptTotal?: SQL<number>,
  personal?: SelectedFields,
) {
  const plan = planList(spec, body, scope);
  const source: ListSource<RowOf<V>> = {
    page: (args) => pageFirst(db, table, spec.id, view, plan.sortKey, args, personal),
    count: (where) => db.select({ total: count() }).from(table).where(where),
    countUpTo: (where, limit) =>
      db.select({ total: count() }).from(
        db
          .select({ one: sql`1`.as('one') })
          .from(table)
          .where(where)
          .limit(limit)
          .as('matches'),
      ),
    readsMatchesFirst: true,
    ...(keptTotal && { keptTotal }),
  };
  return readList(db, plan, source);
}

/**
 * A list's total alone (a count call, a badge): count(*) over the same filters and scope, without
 * reading a page; a window count under LIMIT 1 would sort every matching row to keep one.
 */
export async function countTable<F extends object>(
  db: Database,
  table: PgTable,
  spec: ListSpec<F>,
  body: ListBodyValue<F & { ids?: string[] }>,
  scope?: SQL,
): Promise<number> {
  const plan = planList(spec, { ...body, page: 1, after: undefined }, scope);
  const [row] = await db.select({ total: count() }).from(table).where(plan.where);
  return Number(row?.total ?? 0);
}

/**
 * One page of a hand-written list (a view, a table, its conditions and order) and its total, in one
 * statement: the total rides beside each row as a scalar subquery, and a page past the end, which has
 * no row to carry it, asks it alone. Named when its text allows (`executeNamed`).
 */
export async function pageWithTotal<V extends SelectedFields>(
  db: Database,
  view: V,
  table: PgTable,
  where: SQL | undefined,
  orderBy: SQL[],
  total: SQLWrapper & PromiseLike<Array<{ total: number }>>,
  limit: number,
  offset: number,
): Promise<{ total: number; rows: Array<SelectResultFields<V>> }> {
  const compiled = compiledView(view);
  const found = rowsOf<Record<string, unknown>>(
    await executeNamed(
      db,
      sql`select ${compiled.selection}, (${total.getSQL()}) as "page_total" from ${table}
        ${where ? sql`where ${where}` : sql``} order by ${sql.join(orderBy, sql`, `)}
        ${pageClause(limit, offset)}`,
    ),
  );
  return {
    total: found.length > 0 ? Number(found[0]!.page_total) : (await total)[0]!.total,
    rows: found.map((row) => compiled.decode(row) as SelectResultFields<V>),
  };
}
