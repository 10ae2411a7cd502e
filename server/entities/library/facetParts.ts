import { sql, type SQL } from 'drizzle-orm';
import { DURATION_FACETS } from '../../../shared/constants';
import { assetSpeakers, assets } from '../assets/table';
import { categories, energyLevels, speakers } from '../../platform/db/declaredTables';
import type { Database } from '../../platform/db/client';
import { users } from '../users/table';
import type { FacetName, FacetValue } from '../../../shared/libraryFacets';

// The library's facets (./facets) and the SQL both their counts and their sample's estimates
// (./facetSample) are read with.

// The answer's shape is the browser's too (shared/libraryFacets).
export type { FacetName, FacetValue, LibraryFacets as Facets } from '../../../shared/libraryFacets';

/** Facet values shown per facet, the most frequent first. */
export const FACET_VALUES_MAX = 20;

/** A facet: its name, the filters that are its own, its value per item, and how a value is named. */
export interface Facet {
  name: FacetName;
  own: readonly string[];
  value: SQL;
  label: (value: SQL) => SQL;
  /** A speaker facet: its values come from asset_speakers, several or none an item. */
  multi?: true;
}

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

export const FACETS: readonly Facet[] = [
  { name: 'kind', own: ['kind'], value: sql`${assets.kind}`, label: itself },
  { name: 'category', own: ['category'], value: sql`${assets.categoryId}`, label: named(sql`${categories}`) },
  {
    name: 'energy_level',
    own: ['energy_level'],
    value: sql`${assets.energyLevelId}`,
    label: named(sql`${energyLevels}`),
  },
  { name: 'speaker', own: ['speaker'], value: sql`s.artist_id`, label: named(sql`${speakers}`), multi: true },
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

/** The items with their speakers, for the speaker facet. */
export const withSpeakers = sql`${assets} join ${assetSpeakers} s on s.asset_id = ${assets}.id`;

// Both drivers answer { rows }.
export const readRows = async <T>(db: Database, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export const asValues = (rows: FacetValue[]) =>
  rows.map((row) => ({ value: String(row.value), label: String(row.label), count: Number(row.count) }));

/**
 * The most frequent values first, then their names: the names are looked up for the values shown
 * only, not for every item counted (ties at the twentieth are cut by value, so the same ones each
 * time). `counts` answers (value, count) and may be read off an index in that order.
 */
export const topValues = (counts: SQL, label: (value: SQL) => SQL) =>
  sql`select top.value, ${label(sql`top.value`)} as label, top.count::int as count from (${counts}
    order by 2 desc, 1 limit ${FACET_VALUES_MAX}) top
    order by 3 desc, 2 limit ${FACET_VALUES_MAX}`;

/** A grouped row: a facet's value and count, or (facet '') the sizes of the facets' sets as JSON. */
export type GroupedRow = FacetValue & { facet: FacetName | '' };

/**
 * Several single-valued facets counted in one scan (grouping sets), each with its own count (an
 * aggregate, which may filter the rows to the facet's own set): their values counted at least
 * `least` times, the most frequent first. With `sizes`, one more row (facet '') holds how many items
 * each of those facets' sets holds, those without a value too. `from` may be a subquery named as the
 * assets table, holding the facets' columns.
 */
export function groupedFacets(
  group: readonly Facet[],
  where: SQL,
  countOf: (f: Facet) => SQL,
  options: { least?: number; sizes?: readonly Facet[]; from?: SQL } = {},
) {
  const least = options.least ?? 1;
  const from = options.from ?? sql`${assets}`;
  const each = (parts: (f: Facet) => SQL, glue = sql` `) => sql.join(group.map(parts), glue);
  const sizes = options.sizes?.length
    ? sql`json_build_object(${sql.join(
        options.sizes.map((f) => sql`${f.name}::text, ${countOf(f)}`),
        sql`, `,
      )})::text`
    : sql`null`;
  // No facet to count by value: the sizes alone.
  if (group.length === 0)
    return sql`select '' as facet, ${sizes} as value, 0 as count from ${from} where ${where}`;
  const whole = sql`grouping(${each((f) => f.value, sql`, `)}) = ${sql.raw(String((1 << group.length) - 1))}`;
  return sql`with counts as (
      select case ${each((f) => sql`when grouping(${f.value}) = 0 then ${f.name}`)} else '' end as facet,
        case when ${whole} then ${sizes} else coalesce(${each((f) => sql`(${f.value})::text`, sql`, `)}) end
          as value,
        case ${each((f) => sql`when grouping(${f.value}) = 0 then ${countOf(f)}`)} else 0 end::int as count
      from ${from} where ${where}
      group by grouping sets (${each((f) => sql`(${f.value})`, sql`, `)}${options.sizes?.length ? sql`, ()` : sql``})
      having ${whole} or case ${each((f) => sql`when grouping(${f.value}) = 0 then ${countOf(f)}`)} end >= ${least}
    ), ranked as (
      select facet, value, count, rank() over (partition by facet order by count desc) as r
      from counts where value is not null
    )
    select facet, value, case facet ${each((f) => sql`when ${f.name} then ${f.label(sql`value`)}`)} end as label,
      count from ranked
    where r <= ${FACET_VALUES_MAX} or facet = ''
    order by facet, count desc, label`;
}

/** Grouped rows as each facet's values (at most FACET_VALUES_MAX), and the sizes row's sizes. */
export function byFacet(rows: GroupedRow[]) {
  const values = new Map<FacetName, FacetValue[]>();
  let sizes: Partial<Record<FacetName, number>> = {};
  for (const row of rows) {
    if (row.facet === '') sizes = JSON.parse(String(row.value)) as Partial<Record<FacetName, number>>;
    else values.set(row.facet, [...(values.get(row.facet) ?? []), ...asValues([row])]);
  }
  for (const [facet, list] of values) values.set(facet, list.slice(0, FACET_VALUES_MAX));
  return { values, sizes };
}
