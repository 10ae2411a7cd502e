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

/**
 * The counts beside each filter of the library (spec 001 §7 facets): for each facet, how many items
 * of the caller's share match the search and every other filter, by value. A facet ignores its own
 * filter, so the other values stay in sight as choices.
 */
export async function libraryFacets(
  db: Database,
  auth: AuthContext,
  body: Pick<ListBodyValue<LibraryFilter>, 'search' | 'filter'>,
): Promise<Facets> {
  const spec = librarySpec(auth);
  const whereWithout = (...own: (keyof LibraryFilter)[]): SQL | undefined => {
    const filter = { ...body.filter } as Record<string, unknown>;
    for (const key of own) delete filter[key];
    return planList(spec, { search: body.search, filter }, visibleLibrary(auth)).where;
  };
  const grouped = (value: SQL, label: SQL, where: SQL | undefined, from: SQL = sql`${assets}`) =>
    db.execute(sql`select ${value} as value, ${label} as label,
      count(*)::int as count from ${from} where ${where ?? sql`true`} and ${value} is not null
      group by 1, 2 order by 3 desc, 2 limit ${FACET_VALUES_MAX}`);
  const named = (table: SQL, column: SQL) => sql`(select x.name from ${table} x where x.id = ${column})`;
  // Both drivers answer { rows }.
  const rows = async (query: ReturnType<typeof grouped>) =>
    ((await query) as unknown as { rows: FacetValue[] }).rows.map((row) => ({
      value: String(row.value),
      label: String(row.label),
      count: Number(row.count),
    }));
  const bucket = sql`case ${sql.join(
    DURATION_FACETS.map((range) =>
      range.below === undefined
        ? sql`else ${sql.raw(`'${range.id}'`)}`
        : sql`when ${assets.durationSeconds} < ${sql.raw(String(range.below))} then ${sql.raw(`'${range.id}'`)}`,
    ),
    sql` `,
  )} end`;
  // Items not yet probed have no duration, and no bucket.
  const timed = (where: SQL | undefined) =>
    sql`${where ?? sql`true`} and ${assets.durationSeconds} is not null`;
  const [kind, category, energy, speaker, owner, language, duration] = await Promise.all([
    rows(grouped(sql`${assets.kind}`, sql`${assets.kind}`, whereWithout('kind'))),
    rows(
      grouped(
        sql`${assets.categoryId}`,
        named(sql`${categories}`, sql`${assets.categoryId}`),
        whereWithout('category'),
      ),
    ),
    rows(
      grouped(
        sql`${assets.energyLevelId}`,
        named(sql`${energyLevels}`, sql`${assets.energyLevelId}`),
        whereWithout('energy_level'),
      ),
    ),
    rows(
      grouped(
        sql`s.artist_id`,
        named(sql`${artists}`, sql`s.artist_id`),
        whereWithout('speaker'),
        sql`${assets} join ${assetSpeakers} s on s.asset_id = ${assets}.id`,
      ),
    ),
    auth.ownerId
      ? Promise.resolve([])
      : rows(
          grouped(
            sql`${assets.rightsHolderId}`,
            named(sql`${users}`, sql`${assets.rightsHolderId}`),
            whereWithout('rights_holder'),
          ),
        ),
    rows(grouped(sql`${assets.language}`, sql`${assets.language}`, whereWithout('language'))),
    rows(grouped(bucket, bucket, timed(whereWithout('duration_min', 'duration_max')))),
  ]);
  return { kind, category, energy_level: energy, speaker, rights_holder: owner, language, duration };
}
