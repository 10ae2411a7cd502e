import { and, sql } from 'drizzle-orm';
import {
  LIBRARY_FACET_SAMPLE_ID_BELOW,
  LIBRARY_FACET_SAMPLE_MIN_HITS,
  LIBRARY_FACET_SAMPLE_SHARE,
} from '../../../shared/constants';
import { assets } from '../assets/table';
import type { AuthContext } from '../../platform/auth/context';
import type { Database } from '../../platform/db/client';
import { planList, type ListBodyValue } from '../../platform/http/listQuery';
import {
  byFacet,
  FACETS,
  groupedFacets,
  readRows,
  topValues,
  withSpeakers,
  type Facet,
  type FacetName,
  type FacetValue,
  type GroupedRow,
} from './facetParts';
import { librarySpec, type LibraryFilter } from './repository';
import { inSample, scaled } from './sample';
import { ownRightsHolder, visibleLibrary } from './scope';
import { libraryTotals } from './table';
import { KEPT_FACETS, keptValue, setFilters } from './totals';

type Body = Pick<ListBodyValue<LibraryFilter>, 'search' | 'filter'>;

/**
 * Fewer items than this with a value in the whole library, and the sample holds it
 * LIBRARY_FACET_SAMPLE_MIN_HITS times only by chance (and then says twice what it is): a facet whose
 * largest value has fewer (speakers and rights holders, each in a small share) is not sampled.
 */
const SAMPLED_VALUE_MIN = Math.round(LIBRARY_FACET_SAMPLE_MIN_HITS / LIBRARY_FACET_SAMPLE_SHARE / 2);

/** Speakers and rights holders: many values, each in a small share of the library. */
const manyValued = (f: Facet) => Boolean(f.multi) || f.name === 'rights_holder';

/** What the kept counts tell of the facets to count, read in one statement. */
export interface KeptFacts {
  /** Per facet, the fewest items its set can hold: at most that many. */
  bounds: Map<FacetName, number>;
  /** The facets one of whose values holds at least SAMPLED_VALUE_MIN items (only those are sampled). */
  large: Set<FacetName>;
}

/**
 * For each facet, the fewest items its set can hold as the kept counts tell (library_totals): each of
 * the other facet filters it applies, and a rights holder's side's own items, bound it (a facet with
 * no such filter has no bound); and which of the many-valued facets have a value large enough to show
 * from the sample.
 */
export async function keptFacts(
  db: Database,
  auth: AuthContext,
  filter: object | undefined,
  facets: readonly Facet[],
): Promise<KeptFacts> {
  const keptFilters = setFilters(filter)
    .filter(([name]) => (KEPT_FACETS as readonly string[]).includes(name))
    .map(([name, value]) => [name, keptValue(name, value)]);
  const owner = ownRightsHolder(auth);
  const pairs = [...keptFilters, ...(owner ? [['rights_holder', owner]] : [])];
  const many = facets.filter(manyValued).map((f) => f.name);
  if (pairs.length === 0 && many.length === 0) return { bounds: new Map(), large: new Set() };
  const rows = await readRows<{ facet: string; value: string | null; n: number }>(
    db,
    sql.join(
      [
        ...(pairs.length > 0
          ? [
              sql`select ${libraryTotals.facet} as facet, ${libraryTotals.value} as value, ${libraryTotals.n}::int as n
                from ${libraryTotals} where (${libraryTotals.facet}, ${libraryTotals.value}) in (${sql.join(
                  pairs.map(([facet, value]) => sql`(${facet}, ${value})`),
                  sql`, `,
                )})`,
            ]
          : []),
        // Each facet's largest value off library_totals_top_idx (its first entry).
        ...many.map(
          (facet) => sql`select ${facet}::text, null, (select ${libraryTotals.n}::int from ${libraryTotals}
            where ${libraryTotals.facet} = ${facet} order by ${libraryTotals.n} desc limit 1)`,
        ),
      ],
      sql` union all `,
    ),
  );
  // A value no item ever had is kept nowhere: none hold it.
  const count = (facet: string, value: string) =>
    Number(rows.find((row) => row.facet === facet && row.value === value)?.n ?? 0);
  const bounds = new Map<FacetName, number>();
  for (const f of facets) {
    const applied = [
      ...keptFilters.filter(([name]) => !f.own.includes(name)),
      ...(owner ? [['rights_holder', owner]] : []),
    ];
    if (applied.length > 0)
      bounds.set(f.name, Math.min(...applied.map(([facet, value]) => count(facet, value))));
  }
  const large = new Set(
    rows
      .filter((row) => row.value === null && Number(row.n) >= SAMPLED_VALUE_MIN)
      .map((row) => row.facet as FacetName),
  );
  return { bounds, large };
}

/**
 * The facets estimated from the sample (about 1 in 100 items, LIBRARY_FACET_SAMPLE_SHARE): for each,
 * its set's estimated size and the values the sample holds at least LIBRARY_FACET_SAMPLE_MIN_HITS
 * times, with their estimated counts. Rarer values are left out: a count of a few hits says little.
 * One scan of the sample's index counts every single-valued facet, each over its own set (the rows
 * that pass every facet filter but its own), and every set's size; the speakers are read for the
 * sample's rows, when some speaker is large enough to show.
 */
export async function sampledFacets(
  db: Database,
  auth: AuthContext,
  body: Body,
  facets: readonly Facet[],
  large: ReadonlySet<FacetName>,
): Promise<Map<FacetName, { estimate: number; values: FacetValue[] }>> {
  const spec = librarySpec(auth);
  const filter = (body.filter ?? {}) as Record<string, unknown>;
  const set = setFilters(filter).map(([name]) => name);
  const pick = (names: readonly string[]) =>
    Object.fromEntries(Object.entries(filter).filter(([name]) => names.includes(name)));
  // The facet filters, each facet's own as one condition; the other filters apply to every facet.
  const groups = FACETS.filter((g) => g.own.some((name) => set.includes(name))).map((g) => ({
    name: g.name,
    where: planList(spec, { filter: pick(g.own) }).where ?? sql`true`,
  }));
  const others = Object.keys(filter).filter((name) => !FACETS.some((g) => g.own.includes(name)));
  const base =
    planList(spec, { search: body.search, filter: pick(others) }, and(visibleLibrary(auth), inSample))
      .where ?? sql`true`;
  const setOf = (f: Facet) =>
    sql.join(
      [sql`true`, ...groups.filter((g) => g.name !== f.name).map((g) => sql`(${g.where})`)],
      sql` and `,
    );
  const counted = (f: Facet) => !manyValued(f) || large.has(f.name);
  const single = facets.filter((f) => !f.multi && counted(f));
  const multi = facets.filter((f) => f.multi && counted(f));
  // Only rows in some facet's set: passing every facet filter, or all but one when a facet's own is set.
  const needed = groups.length - (facets.some((f) => groups.some((g) => g.name === f.name)) ? 1 : 0);
  const passing =
    groups.length > 0
      ? sql`(${sql.join(
          groups.map((g) => sql`coalesce((${g.where})::int, 0)`),
          sql` + `,
        )}) >= ${needed}`
      : sql`true`;
  // Each row's sets computed once, as flags (one per distinct set: every facet filter, or all but one
  // facet's own), so each grouping set counts them by one shared aggregate per set.
  const flagOf = (f: Facet) => (groups.some((g) => g.name === f.name) ? `in_${f.name}` : 'in_all');
  const flags = [...new Map(facets.map((f) => [flagOf(f), f])).entries()];
  const rows = sql`(select ${sql.join(
    [assets.id, assets.kind, assets.categoryId, assets.energyLevelId, assets.rightsHolderId, assets.language],
    sql`, `,
  )}, ${assets.durationSeconds}, ${sql.join(
    flags.map(([flag, f]) => sql`(${setOf(f)}) as ${sql.raw(flag)}`),
    sql`, `,
  )} from ${assets} where ${base} and ${passing}) as ${assets}`;
  const [grouped, ...speakers] = await Promise.all([
    readRows<GroupedRow>(
      db,
      groupedFacets(single, sql`true`, (f) => sql.raw(`count(*) filter (where ${flagOf(f)})`), {
        least: LIBRARY_FACET_SAMPLE_MIN_HITS,
        sizes: facets,
        from: rows,
      }),
    ).then(byFacet),
    // The speakers of the sample's items, read on their key in the same range of ids.
    ...multi.map((f) =>
      readRows<FacetValue>(
        db,
        topValues(
          sql`select ${f.value} as value, count(*) as count from ${withSpeakers}
            where ${base} and s.asset_id < ${sql.raw(`'${LIBRARY_FACET_SAMPLE_ID_BELOW}'`)} and ${setOf(f)}
            group by 1 having count(*) >= ${LIBRARY_FACET_SAMPLE_MIN_HITS}`,
          f.label,
        ),
      ),
    ),
  ]);
  const answer = new Map<FacetName, { estimate: number; values: FacetValue[] }>();
  for (const f of facets) {
    const values = f.multi
      ? (speakers[multi.indexOf(f)] ?? [])
      : single.includes(f)
        ? (grouped.values.get(f.name) ?? [])
        : [];
    answer.set(f.name, {
      estimate: scaled(grouped.sizes[f.name] ?? 0),
      values: values.map((value) => ({ ...value, count: scaled(value.count) })),
    });
  }
  return answer;
}
