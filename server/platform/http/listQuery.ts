import { msg } from '../../../shared/serverMessages';
import { and, asc, desc, inArray, isNotNull, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE, LIST_JUMP_MAX_ROWS, SEARCH_COUNT_LIMIT } from '../../../shared/constants';
import type { ListWhitelist } from '../../../shared/resources/types';
import type { Database } from '../db/client';
import { readNamed } from '../db/prepared';
import { badRequest } from './errors';

/** What an entity allows a list call to do, by the names the wire uses. */
export interface ListSpec<F> {
  /** Wire field name -> column; anything else in `sort` is a 400. */
  sortable: Record<string, AnyColumn>;
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  /** Columns the `search` text matches anywhere, case-insensitively (trigram indexes). */
  searchable: AnyColumn[];
  /** Columns the `search` text matches by their start, exactly: opaque ids (pattern indexes). */
  searchablePrefix?: AnyColumn[];
  /** A search of its own (full text over a document), replacing the column matches. */
  fullText?: (search: string) => SQL;
  /** The id column, for the `ids` filter and as the tie-breaker that keeps pages stable. */
  id: AnyColumn;
  /**
   * Count the total on its own (a scalar subquery beside the page's rows), not over the page's
   * window. Over a table of millions the planner prices a window count under a LIMIT as if it could
   * stop early, and walks the whole sort index to filter it (0.4 s for a list under two filters at
   * 1,000,000 items, where the page alone takes 1 ms and the count alone a bitmap scan); over a few
   * thousand rows a window count reads them all where the page reads ten off its index.
   */
  countApart?: boolean;
  /**
   * The caller's scope holds few rows (a creator's licensed items: tens to thousands of a library of
   * millions): with `countApart`, its rows are read once, for the page and a window count over them,
   * as a search's matches are, and not twice (the ordered page, then the count apart).
   */
  fewInScope?: boolean;
  /**
   * Searched, count the matches up to SEARCH_COUNT_LIMIT past the page's start and answer `more`
   * beyond: free text (messages) where a common word matches a fifth of the rows, whose exact count
   * costs more than the page. The page is then planned as the search's selectivity says (a common
   * word walks the sort index; a rare one reads its matches on the search's index).
   */
  countUpToLimit?: boolean;
  /**
   * Searched or filtered (and no kept total), estimate the total from a sample of the rows when the
   * sample says it is large, and answer `estimated`: two common words of a million documents match
   * thousands, and their exact count reads both words' whole lists in the search's index (about 20 ms
   * on PGlite) where the page reads a few hundred rows; two facet filters' 13,000 items took 5 ms to
   * count on PostgreSQL. Below the bound the count is exact, as it is cheap there.
   */
  sampleEstimate?: SampleEstimate;
  /**
   * Searched or filtered and estimated (many matches: the page walks the sort's index), what the walk
   * tests on the index's own columns before reading a row (a signature of the document's words, the
   * filters the index carries): the rows read are then the few that may match, not the hundreds or
   * thousands passed by for each match.
   */
  walk?: IndexWalk<F>;
  /** Filter name -> the condition its value gives (undefined: no condition). */
  filters: { [K in keyof F]-?: (value: NonNullable<F[K]>) => SQL | undefined };
}

/** A sample of a list's rows and what one of its rows stands for (ListSpec's `sampleEstimate`). */
export interface SampleEstimate {
  /** The condition that keeps the sample's rows alone (a partial index holds them, searched). */
  sample: SQL;
  /** The sample's count turned into the estimate of the whole. */
  scale(hits: number): number;
  /** An estimate above this is answered as such; at most this, the total is counted exactly. */
  exactMax: number;
}

/** A page walked on an index, its rows tested there first (ListSpec's `walk`). */
export interface IndexWalk<F> {
  /** The wire sort field whose index the walk reads (in its order, both ways). */
  sort: string;
  /** The index's own condition (a partial index's WHERE): every row the list may show meets it. */
  within: SQL;
  /** A condition on the index's columns that every match of the search meets. */
  mayMatch?(search: string): SQL;
  /**
   * Filters of one value on a column the index carries: tested in the walk too, as `is not distinct
   * from`, which no index answers, so the planner does not trade the ordered walk for the column's
   * own index (a bitmap of every match, then sorted: the cost the walk spares).
   */
  onIndex?: { readonly [K in keyof F]?: AnyColumn };
}

export interface ListBodyValue<F> {
  page?: number;
  limit?: number;
  sort?: string;
  order?: string;
  search?: string;
  /** The `cursor` of the previous page's answer: the page is then read after its last row. */
  after?: string;
  filter?: F;
}

export interface ListPlan {
  /** Scope, filters and search: the rows the total counts. */
  where: SQL | undefined;
  /** `where`, and after a cursor the keyset condition: the rows the page is read from. */
  pageWhere: SQL | undefined;
  orderBy: SQL[];
  /** The same order backwards, to read a far page from the end. */
  reverseOrderBy: SQL[];
  limit: number;
  /** Rows to skip: 0 when the page follows a cursor. */
  offset: number;
  keyset: boolean;
  /** The spec's `countApart`: the total is never carried on the page's rows (unless searched). */
  countApart: boolean;
  /** A search narrows the rows: its matches are few, and read once for the page and the total. */
  searched: boolean;
  /** The rows are few (searched, or the spec's `fewInScope`): read once for the page and the total. */
  fewMatches: boolean;
  /** Searched with the spec's `countUpToLimit`: the total is counted up to this many rows. */
  countUpTo?: number;
  /** Searched or filtered with the spec's `sampleEstimate`: how the total may be estimated. */
  estimate?: SampleEstimate;
  /** Searched or filtered in the spec's `walk` order: what its index walk keeps (its own tests). */
  walk?: SQL;
  /** The sort column as text, selected with each row to make the next page's cursor. */
  sortKey: SQL<string | null>;
  /** The sort column itself. */
  sortColumn: AnyColumn;
  cursorOf(row: { sortKey: string | null; id: string }): string;
}

/**
 * Whether a list call asks for every row or for one status only (no search, no other filter): what
 * totals kept per status can answer.
 */
export function byStatusAlone(body: { search?: string; filter?: object }): boolean {
  const others = Object.entries(body.filter ?? {}).filter(
    ([name, value]) => name !== 'status' && value !== undefined,
  );
  return !body.search?.trim() && others.length === 0;
}

/** Escapes LIKE's wildcards so the search text is matched literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
export const likePattern = (text: string) => `%${escapeLike(text)}%`;
/** The text matched literally at a value's start (opaque ids). */
export const prefixPattern = (text: string) => `${escapeLike(text)}%`;

type Cursor = [field: string, order: 'ASC' | 'DESC', sortKey: string | null, id: string];

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

function decodeCursor(text: string): Cursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 4 &&
      typeof value[0] === 'string' &&
      (value[1] === 'ASC' || value[1] === 'DESC') &&
      (typeof value[2] === 'string' || value[2] === null) &&
      typeof value[3] === 'string' &&
      /^[0-9a-f-]{36}$/i.test(value[3])
    ) {
      return value as Cursor;
    }
  } catch {
    // Falls through to the 400 below.
  }
  throw badRequest('request.invalid', { after: 'field.bad_cursor' });
}

/** PostgreSQL's ranges of the integer types a list may sort by. */
const INTEGER_RANGES: Record<string, [bigint, bigint]> = {
  PgSmallInt: [-(2n ** 15n), 2n ** 15n - 1n],
  PgInteger: [-(2n ** 31n), 2n ** 31n - 1n],
  PgSerial: [-(2n ** 31n), 2n ** 31n - 1n],
  PgBigInt53: [BigInt(Number.MIN_SAFE_INTEGER), BigInt(Number.MAX_SAFE_INTEGER)],
  PgBigInt64: [-(2n ** 63n), 2n ** 63n - 1n],
  PgBigSerial53: [BigInt(Number.MIN_SAFE_INTEGER), BigInt(Number.MAX_SAFE_INTEGER)],
};

/**
 * Whether a cursor's sort key can be compared with the column: a key the column cannot hold (a number
 * past its range) is bad input, refused before PostgreSQL fails on it.
 */
function fitsColumn(column: AnyColumn, key: string): boolean {
  const range = Object.hasOwn(INTEGER_RANGES, column.columnType)
    ? INTEGER_RANGES[column.columnType]
    : undefined;
  if (range) {
    if (!/^-?\d{1,20}$/.test(key)) return false;
    const value = BigInt(key);
    return value >= range[0] && value <= range[1];
  }
  if (
    column.columnType === 'PgNumeric' ||
    column.columnType === 'PgDoublePrecision' ||
    column.columnType === 'PgReal'
  ) {
    return /^-?\d{1,30}(\.\d{1,30})?$/.test(key);
  }
  if (column.columnType === 'PgUUID') return /^[0-9a-f-]{36}$/i.test(key);
  // Dates and text: PostgreSQL's own refusals (22007, 22008) are answered 400 by the error handler.
  return true;
}

/**
 * The rows after (sortKey, id) in the list's order. Postgres puts nulls last ascending and first
 * descending, so a nullable column needs the null rows on the right side of the cursor.
 */
function afterCondition(
  column: AnyColumn,
  id: AnyColumn,
  order: 'ASC' | 'DESC',
  key: string | null,
  lastId: string,
) {
  const nullable = !column.notNull;
  if (order === 'ASC') {
    if (key === null) return and(isNull(column), sql`${id} > ${lastId}`);
    const after = sql`(${column}, ${id}) > (${key}, ${lastId})`;
    return nullable ? or(after, isNull(column)) : after;
  }
  if (key === null) return or(and(isNull(column), sql`${id} < ${lastId}`), isNotNull(column));
  return sql`(${column}, ${id}) < (${key}, ${lastId})`;
}

/** Turns a list body into SQL pieces: filters, search, sort and page, all from the entity's whitelist. */
export function planList<F extends object>(
  spec: ListSpec<F>,
  body: ListBodyValue<F & { ids?: string[] }>,
  scope?: SQL,
): ListPlan {
  const conditions: (SQL | undefined)[] = [scope];
  const { ids, ...filters } = (body.filter ?? {}) as F & { ids?: string[] };
  if (ids) conditions.push(inArray(spec.id, ids));
  let filtered = false;
  /** The conditions of the filters the walk's index carries (IndexWalk's `onIndex`). */
  const onIndex: SQL[] = [];
  for (const [name, value] of Object.entries(filters)) {
    if (value === undefined || value === null) continue;
    filtered = true;
    // Own keys only: 'toString' or '__proto__' must not find Object's members.
    const toCondition = Object.hasOwn(spec.filters, name)
      ? (spec.filters[name as keyof F] as (v: unknown) => SQL | undefined)
      : undefined;
    if (!toCondition) throw badRequest('request.invalid', { [`filter.${name}`]: 'field.not_allowed' });
    conditions.push(toCondition(value));
    const column = spec.walk?.onIndex?.[name as keyof F];
    if (column) onIndex.push(sql`${column} is not distinct from ${value}`);
  }
  const search = body.search?.trim();
  if (search && spec.fullText) conditions.push(spec.fullText(search));
  else if (search) {
    const anywhere = likePattern(search.toLowerCase());
    const start = prefixPattern(search);
    const matches = [
      ...spec.searchable.map((column) => sql`lower(${column}) like ${anywhere}`),
      ...(spec.searchablePrefix ?? []).map((column) => sql`${column} like ${start}`),
    ];
    if (matches.length > 0) conditions.push(or(...matches));
  }

  const field = body.sort || spec.defaultSort.field;
  const column = Object.hasOwn(spec.sortable, field) ? spec.sortable[field] : undefined;
  if (!column) throw badRequest('request.invalid', { sort: msg('field.cannot_sort', { field }) });
  const order = (body.order ?? spec.defaultSort.order).toUpperCase() === 'ASC' ? 'ASC' : 'DESC';
  const [forward, backward] = order === 'ASC' ? [asc, desc] : [desc, asc];

  const where = and(...conditions.filter((c): c is SQL => c !== undefined));
  const cursor = body.after ? decodeCursor(body.after) : undefined;
  if (cursor && cursor[2] !== null && !fitsColumn(column, cursor[2])) {
    throw badRequest('request.invalid', { after: 'field.bad_cursor' });
  }
  // A cursor made under another sort says nothing about this one: the page number applies instead.
  const keyset = cursor !== undefined && cursor[0] === field && cursor[1] === order;
  const limit = body.limit ?? DEFAULT_PAGE_SIZE;
  // A page read after a cursor still says its number: the count reaches that far past its start.
  const start = ((body.page ?? 1) - 1) * limit;
  const after = keyset ? afterCondition(column, spec.id, order, cursor[2], cursor[3]) : undefined;
  // A walk in its index's order that tests something there: the search's signature, a filter.
  const walk = spec.walk?.sort === field ? spec.walk : undefined;
  const walkTests = [...(search && walk?.mayMatch ? [walk.mayMatch(search)] : []), ...(walk ? onIndex : [])];
  return {
    where,
    pageWhere: after ? and(where, after) : where,
    orderBy: [forward(column), forward(spec.id)],
    reverseOrderBy: [backward(column), backward(spec.id)],
    limit,
    offset: keyset ? 0 : start,
    keyset,
    countApart: spec.countApart ?? false,
    searched: Boolean(search),
    fewMatches: Boolean(search) || (spec.fewInScope ?? false),
    ...(search && spec.countUpToLimit && { countUpTo: start + SEARCH_COUNT_LIMIT }),
    ...((search || filtered) && spec.sampleEstimate && { estimate: spec.sampleEstimate }),
    ...(walk && walkTests.length > 0 && { walk: and(walk.within, ...walkTests, after) }),
    sortKey: sql<string | null>`${column}::text`,
    sortColumn: column,
    cursorOf: (row) => encodeCursor([field, order, row.sortKey, row.id]),
  };
}

/** A query of a list: awaited to run; its SQL is there for the query-plan checks. */
export type ListQuery<T> = PromiseLike<T> & { getSQL(): SQL };

export interface PageArgs {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
  /** Selected with every row as `total`: the kept total, or a count over the window. */
  total?: SQL<number>;
  /**
   * Walk the sort's index reading only the ids and sort keys this keeps (a condition on the index's
   * own columns), and read a row to test `where` only for those (ListPlan's `walk`), in the order of
   * `column` (the sort's).
   */
  walk?: { keeps: SQL; column: AnyColumn };
  /**
   * Read the rows `where` keeps before ordering them (a search's matches, on the search's index), so
   * that the window count and the order read them once; else the planner may walk the sort index.
   * Its value is the sort column: the matches carry it and their id alone (items' rows are wide).
   */
  matchesFirst?: AnyColumn;
}

/** A row of a page, with the plan's sort key (for the cursor) and the total asked for (else null). */
export interface PageRow<Row> {
  row: Row;
  sortKey: string | null;
  total: number | null;
}

/** How an entity reads a list: its page query, and its totals. */
export interface ListSource<Row> {
  /** The rows of a page. */
  page(args: PageArgs): ListQuery<Array<PageRow<Row>>>;
  /** The exact total kept by the database (counts tables) as a scalar subquery, when it applies. */
  keptTotal?: SQL<number>;
  /** count(*) over `where`. */
  count(where: SQL | undefined): ListQuery<Array<{ total: number }>>;
  /** The page honours `matchesFirst`: a searched list then reads its matches once, not twice. */
  readsMatchesFirst?: boolean;
  /** count(*) of the first `limit` rows `where` keeps (a bounded count). */
  countUpTo?(where: SQL | undefined, limit: number): ListQuery<Array<{ total: number }>>;
}

export interface ListResult<Row> {
  data: Row[];
  total: number;
  /** `total` is a lower bound: more rows match than were counted (the spec's `countUpToLimit`). */
  more?: true;
  /** `total` is estimated from a sample (the spec's `sampleEstimate`), with two significant digits. */
  estimated?: true;
  /** Send as `after` to read the next page from here (keyset paging: no rows skipped). */
  cursor?: string;
}

/** The total counted over the page's window: every row `where` keeps is read before the page. */
export const WINDOW_TOTAL = sql<number>`(count(*) over ())::int`;

/** One number a query gives (a kept total's subquery: a row or two of a counts table by their keys, named). */
export async function scalar(db: Database, expression: SQL<number>): Promise<number> {
  const result = await readNamed(db, sql`select (${expression})::int as value`);
  return Number((result as unknown as { rows: Array<{ value: number }> }).rows[0].value);
}

/**
 * Reads one page and its total in as few queries as the request allows, most often one: the total
 * rides on the page's rows (kept by the database, or counted over the window). A far page jumped to
 * by number is read from the nearer end; a page after a cursor skips no rows at all.
 */
export async function readList<Row extends { _id: string }>(
  db: Database,
  plan: ListPlan,
  source: ListSource<Row>,
): Promise<ListResult<Row>> {
  const { keptTotal } = source;
  let rows: Array<PageRow<Row>>;
  let total: number | undefined;
  let more = false;
  const estimate = plan.estimate && !keptTotal ? await estimateOf(plan.estimate, plan, source) : undefined;
  if (estimate !== undefined) {
    // Many match: the page is planned on its own (the sort index walked for a common pair of words,
    // testing each entry's signature of words there first when the spec has one).
    const walk = plan.walk && { keeps: plan.walk, column: plan.sortColumn };
    rows = await source.page({ ...pageArgs(plan), walk });
    total = estimate;
  } else if (plan.countUpTo !== undefined && source.countUpTo && !keptTotal) {
    // One row past the bound tells that there are more; the page is planned on its own.
    const [page, [counted]] = await Promise.all([
      source.page(pageArgs(plan)),
      source.countUpTo(plan.where, plan.countUpTo + 1),
    ]);
    rows = page;
    more = counted.total > plan.countUpTo;
    total = Math.min(counted.total, plan.countUpTo);
  } else if (keptTotal && plan.offset > 0) {
    total = await scalar(db, keptTotal);
    const fromEnd = plan.offset > total / 2;
    const limit = fromEnd ? Math.min(plan.limit, total - plan.offset) : plan.limit;
    const offset = fromEnd ? Math.max(0, total - plan.offset - plan.limit) : plan.offset;
    if (offset > LIST_JUMP_MAX_ROWS) {
      const rows = { rows: LIST_JUMP_MAX_ROWS };
      throw badRequest(msg('list.page_too_far', rows), { page: msg('field.page_too_far', rows) });
    }
    const orderBy = fromEnd ? plan.reverseOrderBy : plan.orderBy;
    rows = limit > 0 ? await source.page({ where: plan.where, orderBy, limit, offset }) : [];
    if (fromEnd) rows.reverse();
  } else {
    // A count apart rides on the page's rows as a scalar subquery, planned on its own (one statement,
    // one round trip). A window count sees only the rows after a cursor, so with one the total comes
    // separately.
    const countedApart =
      !keptTotal && plan.countApart && !(plan.fewMatches && source.readsMatchesFirst)
        ? sql<number>`(${source.count(plan.where).getSQL()})::int`
        : undefined;
    const carried = keptTotal ?? countedApart ?? (plan.keyset ? undefined : WINDOW_TOTAL);
    // A counted-apart list searched: one pass over the matches gives the page and the window count
    // (a search's two index reads were its cost: 13 ms for two words over 1,000,000 videos).
    const matchesFirst = plan.countApart && plan.fewMatches && !keptTotal ? plan.sortColumn : undefined;
    rows = await source.page({ ...pageArgs(plan), total: carried, matchesFirst });
    total = rows[0]?.total ?? undefined;
    if (total === undefined) {
      if (keptTotal) total = await scalar(db, keptTotal);
      else if (plan.keyset || plan.offset > 0) total = (await source.count(plan.where))[0].total;
      else total = 0;
    }
  }
  const last = rows.at(-1);
  return {
    data: rows.map(({ row }) => row),
    total: Number(total),
    ...(more && { more: true as const }),
    ...(estimate !== undefined && { estimated: true as const }),
    ...(last &&
      rows.length === plan.limit && { cursor: plan.cursorOf({ sortKey: last.sortKey, id: last.row._id }) }),
  };
}

/** The sample's estimate of a search's total, when it is above the bound (else the count is exact). */
async function estimateOf<Row>(estimate: SampleEstimate, plan: ListPlan, source: ListSource<Row>) {
  const [counted] = await source.count(and(plan.where, estimate.sample));
  const whole = estimate.scale(Number(counted?.total ?? 0));
  return whole > estimate.exactMax ? whole : undefined;
}

/** The page a plan asks for, read forwards. */
export const pageArgs = (plan: ListPlan): PageArgs => ({
  where: plan.pageWhere,
  orderBy: plan.orderBy,
  limit: plan.limit,
  offset: plan.offset,
});

/**
 * An entity's list spec, checked against its declared whitelist (shared/resources) when the module
 * loads: the server sorts by exactly the declared fields and filters by none other, so the browser
 * and the API cannot drift apart.
 */
export function declaredList<F extends object>(whitelist: ListWhitelist, spec: ListSpec<F>): ListSpec<F> {
  const sortable = Object.keys(spec.sortable).sort();
  const declared = [...whitelist.sortable].sort();
  if (sortable.join() !== declared.join()) {
    throw new Error(`List sorts by ${sortable.join(', ')} but declares ${declared.join(', ')}`);
  }
  const undeclared = Object.keys(spec.filters).filter((name) => !whitelist.filterable.includes(name));
  if (undeclared.length > 0) throw new Error(`List filters by undeclared ${undeclared.join(', ')}`);
  return spec;
}

/**
 * What a hand-written list sorts by: the entry of `sorts` named by the body (or the default), else a
 * 400 naming `sort`; Object's own members (`__proto__`, `toString`) are never entries.
 */
export function sortOf<T>(
  sorts: Readonly<Record<string, T>>,
  field: string | undefined,
  fallback: string,
): T {
  const key = field || fallback;
  if (!Object.hasOwn(sorts, key)) {
    throw badRequest('request.invalid', { sort: msg('field.cannot_sort', { field: key }) });
  }
  return sorts[key]!;
}
