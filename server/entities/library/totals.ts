import { sql, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/context';
import { constant } from '../../platform/db/prepared';
import type { ListBodyValue } from '../../platform/http/listQuery';
import type { LibraryFilter } from './repository';
import { libraryTotals } from './table';

/** The facets the triggers of migration 0022 count, by the filter that picks one of their values. */
export const KEPT_FACETS = [
  'kind',
  'category',
  'energy_level',
  'speaker',
  'rights_holder',
  'language',
] as const;
const UUID_VALUED: readonly string[] = ['category', 'energy_level', 'speaker', 'rights_holder'];

/** A filter's value as library_totals keeps it: ids as PostgreSQL writes them (a filter may have capitals). */
export const keptValue = (name: string, value: unknown) =>
  UUID_VALUED.includes(name) ? String(value).toLowerCase() : String(value);

type Body = Pick<ListBodyValue<LibraryFilter & { status?: number; ids?: string[] }>, 'search' | 'filter'>;

/** The filters a body sets (false and null set none), by name. */
export function setFilters(filter: object | undefined): [string, unknown][] {
  return Object.entries(filter ?? {}).filter(
    ([, value]) => value !== undefined && value !== null && value !== false,
  );
}

/** Whether the kept counts describe what this caller and body would count: staff, no search. */
export const keptApplies = (auth: AuthContext, body: Body) => !auth.ownerId && !body.search?.trim();

/** One kept count as a scalar subquery (0 when no item ever had the value). */
const keptCount = (facet: SQL, value: SQL | string) =>
  sql<number>`coalesce((select ${libraryTotals.n} from ${libraryTotals}
    where ${libraryTotals.facet} = ${facet} and ${libraryTotals.value} = ${value}), 0)::int`;

/**
 * The list's total as the triggers keep it, for the staff's library with no search and at most one
 * facet filter; undefined otherwise (the rows are then counted on their indexes).
 */
export function libraryKeptTotal(auth: AuthContext, body: Body): SQL<number> | undefined {
  if (!keptApplies(auth, body)) return undefined;
  const filters = setFilters(body.filter);
  if (filters.length === 0) return keptCount(constant(''), constant(''));
  if (filters.length > 1) return undefined;
  const [[name, value]] = filters;
  if (!(KEPT_FACETS as readonly string[]).includes(name)) return undefined;
  return keptCount(constant(name), keptValue(name, value));
}

/**
 * The Licensing Library's total (the same for every caller: its items are not scoped by owner) as
 * kept under the facet 'licensable' (migration 0054), with no search and no filter; undefined otherwise.
 */
export function browseKeptTotal(_auth: AuthContext, body: Body): SQL<number> | undefined {
  if (body.search?.trim() || setFilters(body.filter).length > 0) return undefined;
  return keptCount(constant('licensable'), constant('true'));
}
