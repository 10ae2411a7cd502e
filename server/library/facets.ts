import { sql, type SQL } from 'drizzle-orm';
import { DURATION_FACETS } from '../../shared/constants';
import { artists } from '../artists/table';
import { assetSpeakers, assets } from '../assets/table';
import type { AuthContext } from '../auth/context';
import { categories } from '../categories/table';
import type { Database } from '../db/client';
import { energyLevels } from '../energyLevels/table';
import { planList, type ListBodyValue } from '../http/listQuery';
import { users } from '../users/table';
import { librarySpec, type LibraryFilter } from './repository';
import { visibleLibrary } from './scope';
import { keptApplies, keptFacet, setFilters } from './totals';

export interface FacetValue {
  value: string;
  label: string;
  count: number;
}
export type Facets = Record<
  'kind' | 'category' | 'energy_level' | 'speaker' | 'rights_holder' | 'language' | 'duration',
  FacetValue[]
>;

/** Facet values shown per facet, the most frequent first. */
const FACET_VALUES_MAX = 20;

type FacetName = keyof Facets;

/**
 * The counts beside each filter of the library (spec 001 §7 facets): for each facet, how many items
 * of the caller's share match the search and every other filter, by value. A facet ignores its own
 * filter, so the other values stay in sight as choices. Where nothing else narrows the staff's
 * library, a facet reads the counts the triggers keep (./totals); otherwise it counts the rows.
 */
export async function libraryFacets(
  db: Database,
  auth: AuthContext,
  body: Pick<ListBodyValue<LibraryFilter>, 'search' | 'filter'>,
): Promise<Facets> {
  const spec = librarySpec(auth);
  const without = (own: readonly string[]) =>
    Object.fromEntries(Object.entries(body.filter ?? {}).filter(([key]) => !own.includes(key)));
  const whereWithout = (own: readonly string[]): SQL | undefined =>
    planList(spec, { search: body.search, filter: without(own) }, visibleLibrary(auth)).where;
  // An id's name, for a column or a kept value (text).
  const named = (table: SQL) => (id: SQL) => sql`(select x.name from ${table} x where x.id = (${id})::uuid)`;
  const itself = (value: SQL) => value;
  const bucket = sql`case when ${assets.durationSeconds} is null then null ${sql.join(
    DURATION_FACETS.map((range) =>
      range.below === undefined
        ? sql`else ${sql.raw(`'${range.id}'`)}`
        : sql`when ${assets.durationSeconds} < ${sql.raw(String(range.below))} then ${sql.raw(`'${range.id}'`)}`,
    ),
    sql` `,
  )} end`;
  const facets: Array<{
    name: FacetName;
    own: readonly string[];
    value: SQL;
    label: (value: SQL) => SQL;
    from?: SQL;
  }> = [
    { name: 'kind', own: ['kind'], value: sql`${assets.kind}`, label: itself },
    {
      name: 'category',
      own: ['category'],
      value: sql`${assets.categoryId}`,
      label: named(sql`${categories}`),
    },
    {
      name: 'energy_level',
      own: ['energy_level'],
      value: sql`${assets.energyLevelId}`,
      label: named(sql`${energyLevels}`),
    },
    {
      name: 'speaker',
      own: ['speaker'],
      value: sql`s.artist_id`,
      label: named(sql`${artists}`),
      from: sql`${assets} join ${assetSpeakers} s on s.asset_id = ${assets}.id`,
    },
    {
      name: 'rights_holder',
      own: ['rights_holder'],
      value: sql`${assets.rightsHolderId}`,
      label: named(sql`${users}`),
    },
    { name: 'language', own: ['language'], value: sql`${assets.language}`, label: itself },
    // Items not yet probed have no duration, and no bucket.
    { name: 'duration', own: ['duration_min', 'duration_max'], value: bucket, label: itself },
  ];
  // The most frequent values first, then their names: the names are looked up for the few values
  // shown (and those tied with the last), not for every item counted.
  const top = (counts: SQL, label: (value: SQL) => SQL) =>
    sql`select top.value, ${label(sql`top.value`)} as label, top.count from (${counts}
      order by 2 desc fetch first ${FACET_VALUES_MAX} rows with ties) top
      order by 3 desc, 2 limit ${FACET_VALUES_MAX}`;
  const counted = ({ own, value, label, from }: (typeof facets)[number]) =>
    top(
      sql`select ${value} as value, count(*)::int as count
      from ${from ?? sql`${assets}`} where ${whereWithout(own) ?? sql`true`} and ${value} is not null
      group by 1`,
      label,
    );
  const kept = keptApplies(auth, body);
  const answers = await Promise.all(
    facets.map(async (facet) => {
      // A side's own label is no choice: the owner facet is the staff's.
      if (facet.name === 'rights_holder' && auth.ownerId) return [];
      const query =
        kept && setFilters(without(facet.own)).length === 0
          ? top(keptFacet(facet.name), facet.label)
          : counted(facet);
      // Both drivers answer { rows }.
      const { rows } = (await db.execute(query)) as unknown as { rows: FacetValue[] };
      return rows.map((row) => ({
        value: String(row.value),
        label: String(row.label),
        count: Number(row.count),
      }));
    }),
  );
  return Object.fromEntries(facets.map((facet, i) => [facet.name, answers[i]])) as Facets;
}
