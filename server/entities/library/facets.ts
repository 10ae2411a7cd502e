import { sql, type SQL } from 'drizzle-orm';
import { LIBRARY_FACET_EXACT_MAX } from '../../../shared/constants';
import { assets } from '../assets/table';
import type { AuthContext } from '../../platform/auth/context';
import type { Database } from '../../platform/db/client';
import { constant, executeNamed } from '../../platform/db/prepared';
import { rowsOf } from '../../platform/db/rows';
import { planList, type ListBodyValue } from '../../platform/http/listQuery';
import {
  asValues,
  byFacet,
  FACET_VALUES_MAX,
  FACETS,
  groupedFacets,
  readRows,
  topValues,
  withSpeakers,
  type Facet,
  type FacetName,
  type Facets,
  type FacetValue,
  type GroupedRow,
} from './facetParts';
import { keptFacts, sampledFacets } from './facetSample';
import { librarySpec, type LibraryFilter } from './repository';
import { visibleLibrary } from './scope';
import { libraryTotals } from './table';
import { keptApplies, setFilters } from './totals';

export type { FacetName, Facets, FacetValue } from './facetParts';

type Body = Pick<ListBodyValue<LibraryFilter>, 'search' | 'filter'>;

/**
 * Kept facets' top values (library_totals, ./totals), every facet in one statement: each facet's
 * twenty largest off library_totals_top_idx, named.
 */
async function readKept(db: Database, facets: readonly Facet[]): Promise<Map<FacetName, FacetValue[]>> {
  // Only the code's constants, no parameter: a named statement, planned once per connection.
  const rows = rowsOf<FacetValue & { facet: FacetName }>(
    await executeNamed(
      db,
      sql`select f.facet, t.value, t.n::int as count,
        case f.facet ${sql.join(
          facets.map((facet) => sql`when ${constant(facet.name)} then ${facet.label(sql`t.value`)}`),
          sql` `,
        )} end as label
      from unnest(${sql.raw(`array[${facets.map((f) => `'${f.name}'`).join(', ')}]`)}) as f(facet)
      cross join lateral (select ${libraryTotals.value} as value, ${libraryTotals.n} as n from ${libraryTotals}
        where ${libraryTotals.facet} = f.facet and ${libraryTotals.n} > 0
        order by ${libraryTotals.n} desc, ${libraryTotals.value} limit ${constant(FACET_VALUES_MAX)}) t
      order by 1, 3 desc, 4`,
    ),
  );
  return new Map(facets.map((f) => [f.name, asValues(rows.filter((row) => row.facet === f.name))]));
}

/**
 * The counts beside each filter of the library (spec 001 §7 facets): for each facet, how many items
 * of the caller's share match the search and every other filter, by value. A facet ignores its own
 * filter, so the other values stay in sight as choices. Where nothing else narrows the staff's
 * library, a facet reads the counts the triggers keep (./totals); where what it counts is at most
 * LIBRARY_FACET_EXACT_MAX items, it counts them; otherwise it is estimated from the sample
 * (./facetSample) and named in `estimated`.
 */
export async function libraryFacets(db: Database, auth: AuthContext, body: Body): Promise<Facets> {
  const spec = librarySpec(auth);
  const without = (own: readonly string[]) =>
    Object.fromEntries(Object.entries(body.filter ?? {}).filter(([key]) => !own.includes(key)));
  const whereWithout = (own: readonly string[]): SQL =>
    planList(spec, { search: body.search, filter: without(own) }, visibleLibrary(auth)).where ?? sql`true`;
  const set = setFilters(body.filter).map(([name]) => name);
  const kept = keptApplies(auth, body);
  // A side's own label is no choice: the owner facet is the staff's.
  const shown = FACETS.filter((f) => !(f.name === 'rights_holder' && auth.ownerId));
  const fromKept = (f: Facet) => kept && setFilters(without(f.own)).length === 0;
  const keptOnes = shown.filter(fromKept);
  const counted = shown.filter((f) => !fromKept(f));

  // The kept facets' values, and what the kept counts say of each counted facet's set.
  const [keptValues, facts] = await Promise.all([
    keptOnes.length > 0 ? readKept(db, keptOnes) : Promise.resolve(new Map<FacetName, FacetValue[]>()),
    counted.length > 0 ? keptFacts(db, auth, body.filter, counted) : undefined,
  ]);
  const unknown = counted.filter((f) => (facts?.bounds.get(f.name) ?? Infinity) > LIBRARY_FACET_EXACT_MAX);
  const sampled = unknown.length > 0 ? await sampledFacets(db, auth, body, unknown, facts!.large) : new Map();
  const estimated = unknown.filter((f) => sampled.get(f.name)!.estimate > LIBRARY_FACET_EXACT_MAX);
  const exact = counted.filter((f) => !estimated.includes(f));

  // Facets whose own filter is not set count the very same rows: one scan groups them all at once.
  const shared = exact.filter((f) => !f.multi && !f.own.some((name) => set.includes(name)));
  const alone = exact.filter((f) => !shared.includes(f));
  const countAlone = (f: Facet) =>
    topValues(
      sql`select ${f.value} as value, count(*)::int as count
        from ${f.multi ? withSpeakers : sql`${assets}`} where ${whereWithout(f.own)} and ${f.value} is not null
        group by 1`,
      f.label,
    );
  const [joint, ...each] = await Promise.all([
    shared.length > 0
      ? readRows<GroupedRow>(
          db,
          groupedFacets(shared, whereWithout([]), () => sql`count(*)`),
        ).then((rows) => byFacet(rows).values)
      : Promise.resolve(new Map<FacetName, FacetValue[]>()),
    ...alone.map(async (f) => asValues(await readRows<FacetValue>(db, countAlone(f)))),
  ]);
  const answers: Partial<Record<FacetName, FacetValue[]>> = Object.fromEntries(keptValues);
  alone.forEach((f, i) => (answers[f.name] = each[i]));
  for (const f of shared) answers[f.name] = joint.get(f.name) ?? [];
  for (const f of estimated) answers[f.name] = sampled.get(f.name)!.values;
  return {
    ...(Object.fromEntries(FACETS.map((f) => [f.name, answers[f.name] ?? []])) as Record<
      FacetName,
      FacetValue[]
    >),
    estimated: estimated.map((f) => f.name),
  };
}
