import { sql, type SQL } from 'drizzle-orm';
import { DURATION_FACETS } from '../../../shared/constants';
import { assetSpeakers, assets } from '../assets/table';
import type { AuthContext } from '../../platform/auth/context';
import { categories, energyLevels, speakers } from '../../platform/db/declaredTables';
import type { Database } from '../../platform/db/client';
import { planList, type ListBodyValue } from '../../platform/http/listQuery';
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
      label: named(sql`${speakers}`),
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
  // Both drivers answer { rows }.
  const read = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const asValues = (rows: FacetValue[]) =>
    rows.map((row) => ({ value: String(row.value), label: String(row.label), count: Number(row.count) }));
  // Facets whose own filter is not set count the very same rows: one scan groups them all at once
  // (with a kind chosen, six facets would each read the same 600,000 items of a million).
  const together = async (group: typeof facets): Promise<Partial<Facets>> => {
    const rows = await read<FacetValue & { facet: FacetName }>(sql`with counts as (
        select case ${sql.join(
          group.map((f) => sql`when grouping(${f.value}) = 0 then ${f.name}`),
          sql` `,
        )} end as facet,
        coalesce(${sql.join(
          group.map((f) => sql`(${f.value})::text`),
          sql`, `,
        )}) as value, count(*)::int as count
        from ${assets} where ${whereWithout([]) ?? sql`true`}
        group by grouping sets (${sql.join(
          group.map((f) => sql`(${f.value})`),
          sql`, `,
        )})
      ), ranked as (
        select facet, value, count, rank() over (partition by facet order by count desc) as r
        from counts where value is not null
      )
      select facet, value, case facet ${sql.join(
        group.map((f) => sql`when ${f.name} then ${f.label(sql`value`)}`),
        sql` `,
      )} end as label, count from ranked where r <= ${FACET_VALUES_MAX}
      order by facet, count desc, label`);
    return Object.fromEntries(
      group.map((f) => [
        f.name,
        asValues(rows.filter((row) => row.facet === f.name)).slice(0, FACET_VALUES_MAX),
      ]),
    );
  };
  const kept = keptApplies(auth, body);
  const set = setFilters(body.filter).map(([name]) => name);
  // A side's own label is no choice: the owner facet is the staff's.
  const shown = facets.filter((f) => !(f.name === 'rights_holder' && auth.ownerId));
  const fromKept = (f: (typeof facets)[number]) => kept && setFilters(without(f.own)).length === 0;
  const shared = shown.filter((f) => !fromKept(f) && !f.from && !f.own.some((name) => set.includes(name)));
  const alone = shown.filter((f) => !shared.includes(f));
  const [joint, ...each] = await Promise.all([
    shared.length > 0 ? together(shared) : Promise.resolve({}),
    ...alone.map(async (f) =>
      asValues(await read<FacetValue>(fromKept(f) ? top(keptFacet(f.name), f.label) : counted(f))),
    ),
  ]);
  const answers: Partial<Facets> = { rights_holder: [], ...joint };
  alone.forEach((f, i) => (answers[f.name] = each[i]));
  return Object.fromEntries(facets.map((f) => [f.name, answers[f.name] ?? []])) as Facets;
}
