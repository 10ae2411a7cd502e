import { and, asc, desc, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE } from '../../shared/constants';
import { badRequest } from './errors';

/** What an entity allows a list call to do, by the names the wire uses. */
export interface ListSpec<F> {
  /** Wire field name -> column; anything else in `sort` is a 400. */
  sortable: Record<string, AnyColumn>;
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  /** Columns matched, case-insensitively, by the `search` text. */
  searchable: AnyColumn[];
  /** The id column, for the `ids` filter and as the tie-breaker that keeps pages stable. */
  id: AnyColumn;
  /** Filter name -> the condition its value gives (undefined: no condition). */
  filters: { [K in keyof F]-?: (value: NonNullable<F[K]>) => SQL | undefined };
}

export interface ListBodyValue<F> {
  page?: number;
  limit?: number;
  sort?: string;
  order?: string;
  search?: string;
  filter?: F;
}

export interface ListPlan {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

/** Escapes LIKE's wildcards so the search text is matched literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Turns a list body into SQL pieces: filters, search, sort and page, all from the entity's whitelist. */
export function planList<F extends object>(
  spec: ListSpec<F>,
  body: ListBodyValue<F & { ids?: string[] }>,
  scope?: SQL,
): ListPlan {
  const conditions: (SQL | undefined)[] = [scope];
  const { ids, ...filters } = (body.filter ?? {}) as F & { ids?: string[] };
  if (ids) conditions.push(inArray(spec.id, ids));
  for (const [name, value] of Object.entries(filters)) {
    if (value === undefined || value === null) continue;
    const toCondition = spec.filters[name as keyof F] as ((v: unknown) => SQL | undefined) | undefined;
    if (!toCondition) throw badRequest('The request is not valid.', { [`filter.${name}`]: 'is not allowed' });
    conditions.push(toCondition(value));
  }
  const search = body.search?.trim();
  if (search && spec.searchable.length > 0) {
    const pattern = likePattern(search.toLowerCase());
    conditions.push(or(...spec.searchable.map((column) => sql`lower(${column}) like ${pattern}`)));
  }

  const sortField = body.sort || spec.defaultSort.field;
  const sortColumn = spec.sortable[sortField];
  if (!sortColumn) throw badRequest('The request is not valid.', { sort: `cannot sort by '${sortField}'` });
  const direction = (body.order ?? spec.defaultSort.order).toUpperCase() === 'ASC' ? asc : desc;

  const limit = body.limit ?? DEFAULT_PAGE_SIZE;
  return {
    where: and(...conditions.filter((c): c is SQL => c !== undefined)),
    orderBy: [direction(sortColumn), direction(spec.id)],
    limit,
    offset: ((body.page ?? 1) - 1) * limit,
  };
}
