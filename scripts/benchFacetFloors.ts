// The bench's honest floor for the content library's facets (issue 38), as staff: with no filter, each
// facet's top values read off library_totals' top index; under facet filters (kind, category,
// language), one hand-written scan of the sample's partial index grouping every single-valued facet
// over its own set, with the sizes that say which are estimated, and whether any speaker or rights
// holder is large enough to sample. No app code.
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  LIBRARY_FACET_EXACT_MAX,
  LIBRARY_FACET_SAMPLE_ID_BELOW,
  LIBRARY_FACET_SAMPLE_MIN_HITS,
  LIBRARY_FACET_SAMPLE_SHARE,
} from '../shared/constants';
import type { Database } from '../server/platform/db/client';
import { LIBRARY_FACET_NAMES } from '../shared/libraryFacets';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
type Filter = { kind?: string; category?: string; language?: string };

const BUCKET =
  sql.raw(`case when duration_seconds is null then null when duration_seconds < 30 then 'under_30s'
  when duration_seconds < 120 then '30s_2m' when duration_seconds < 600 then '2m_10m' else 'over_10m' end`);
const scaled = (hits: number) => Number((hits / LIBRARY_FACET_SAMPLE_SHARE).toPrecision(2));

export function mountFacetFloors(app: FastifyInstance, db: Database) {
  app.post('/floor/library/facets', async (request) => {
    const filter = ((request.body as { filter?: Filter }).filter ?? {}) as Filter;
    const set = (['kind', 'category', 'language'] as const).filter((name) => filter[name] !== undefined);
    // Facets no other filter narrows: their twenty largest kept values, named.
    const kept = async (facets: string[]) =>
      rowsOf(
        await db.execute(sql`select f.facet, t.value, t.n::int as count,
          case f.facet when 'category' then (select name from categories where id = t.value::uuid)
            when 'energy_level' then (select name from energy_levels where id = t.value::uuid)
            when 'speaker' then (select name from artists where id = t.value::uuid)
            when 'rights_holder' then (select name from users where id = t.value::uuid) else t.value end as label
          from unnest(${sql.raw(`array[${facets.map((f) => `'${f}'`).join(', ')}]`)}) as f(facet)
          cross join lateral (select value, n from library_totals where facet = f.facet and n > 0
            order by n desc, value limit 20) t`),
      );
    if (set.length === 0) {
      return {
        result: await kept([...LIBRARY_FACET_NAMES]),
        estimated: [],
      };
    }
    const column: Record<(typeof set)[number], SQL> = {
      kind: sql`kind = ${filter.kind}`,
      category: sql`category_id = ${filter.category}::uuid`,
      language: sql`language = ${filter.language}`,
    };
    const except = (own?: string) =>
      sql.join([sql`true`, ...set.filter((name) => name !== own).map((name) => column[name])], sql` and `);
    const facets: [string, SQL][] = [
      ['kind', sql`kind`],
      ['category', sql`category_id`],
      ['energy_level', sql`energy_level_id`],
      ['language', sql`language`],
      ['duration', BUCKET],
    ];
    // The facet whose filter is the only one reads its kept counts instead.
    const grouped = facets.filter(([name]) => set.length !== 1 || name !== set[0]);
    const counted = (name: string) => sql`count(*) filter (where ${except(name)})`;
    const [own, rows, large] = await Promise.all([
      set.length === 1 ? kept([set[0]!]) : Promise.resolve([]),
      db.execute(sql`select g.*, case when g.hits >= ${LIBRARY_FACET_SAMPLE_MIN_HITS} then case g.facet
          when 'category' then (select name from categories where id = g.value::uuid)
          when 'energy_level' then (select name from energy_levels where id = g.value::uuid) else g.value end end as label
        from (select case ${sql.join(
          grouped.map(([name, value]) => sql`when grouping(${value}) = 0 then ${name}`),
          sql` `,
        )} end as facet,
        coalesce(${sql.join(
          grouped.map(([, value]) => sql`(${value})::text`),
          sql`, `,
        )}) as value,
        case ${sql.join(
          grouped.map(([name, value]) => sql`when grouping(${value}) = 0 then ${counted(name)}`),
          sql` `,
        )} end::int as hits,
        ${counted('speaker')}::int as speaker_size
      from assets where stage = 'approved' and status <> 3 and id < ${sql.raw(`'${LIBRARY_FACET_SAMPLE_ID_BELOW}'`)}
        and (${sql.join(
          set.map((name) => sql`coalesce((${column[name]})::int, 0)`),
          sql` + `,
        )}) >= ${grouped.length < facets.length ? set.length : set.length - 1}
      group by grouping sets (${sql.join(
        grouped.map(([, value]) => sql`(${value})`),
        sql`, `,
      )})) g`),
      // Each many-valued facet's largest value, off library_totals' top index.
      db.execute(sql`select f.facet, (select n::int from library_totals where facet = f.facet order by library_totals.n desc limit 1) as n
        from unnest(array['speaker', 'rights_holder']) as f(facet)`),
    ]);
    // Sizes and values, named.
    const result = new Map<string, { size: number; values: { value: string; hits: number }[] }>();
    let speakers = 0;
    const labels = new Map<string, string>();
    for (const row of rowsOf<{
      facet: string;
      value: string | null;
      hits: number;
      speaker_size: number;
      label: string | null;
    }>(rows)) {
      // Every item has one value (or none) of a facet: its groups add up to the speakers' set too.
      if (row.facet === grouped[0]![0]) speakers += Number(row.speaker_size);
      if (row.value !== null && row.label !== null) labels.set(row.value, row.label);
      const facet = result.get(row.facet) ?? { size: 0, values: [] };
      facet.size += Number(row.hits);
      if (row.value !== null && row.hits >= LIBRARY_FACET_SAMPLE_MIN_HITS) {
        facet.values.push({ value: row.value, hits: Number(row.hits) });
      }
      result.set(row.facet, facet);
    }
    const answer = Object.fromEntries(
      [...result].map(([facet, { size, values }]) => [
        facet,
        {
          estimated: scaled(size) > LIBRARY_FACET_EXACT_MAX,
          values: values
            .sort((a, b) => b.hits - a.hits)
            .slice(0, 20)
            .map((v) => ({
              value: v.value,
              label: labels.get(v.value) ?? v.value,
              count: scaled(v.hits),
            })),
        },
      ]),
    );
    const small = (size: number) => scaled(size) <= LIBRARY_FACET_EXACT_MAX;
    return { result: answer, own, large: rowsOf(large), speakers: small(speakers) ? 'counted' : 'estimated' };
  });
}
