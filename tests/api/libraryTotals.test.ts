import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DURATION_FACETS } from '../../shared/constants';
import { readRebuilt, type Executor } from '../support/keptRows';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The kept counts, without the zeros a value leaves behind when its last item goes. */
const kept = async (on: Executor = t.db) =>
  (
    (await on.execute(
      sql`select facet, value, n::int as n from library_totals where n <> 0 order by facet, value`,
    )) as unknown as { rows: Array<{ facet: string; value: string; n: number }> }
  ).rows;

/** The same counts made from the items now, as the rebuild makes them; the kept rows are put back. */
const recounted = () => readRebuilt(t.db, 'library_totals', 'library_totals_rebuild', kept);

const expectKeptExact = async () => expect(await kept()).toEqual(await recounted());

const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0]!;

describe("the library's kept counts", () => {
  it('start equal to counting the items', async () => {
    expect((await kept()).length).toBeGreaterThan(10);
    await expectKeptExact();
  });

  it('follow approvals, facet changes, speakers, soft and hard deletes', async () => {
    const { id } = await one<{ id: string }>(
      // A draft no claim or takedown names (those keep their work: the hard delete would be refused).
      sql`select id from assets where stage = 'draft' and status <> 3
        and id not in (select asset_id from copyright_takedowns) and id not in (select asset_id from manual_claims)
        order by created_at limit 1`,
    );
    const [speakerA, speakerB] = await rows<{ id: string }>(
      sql`select id from artists order by name limit 2`,
    );
    const { category } = await one<{ category: string }>(sql`select id as category from categories limit 1`);

    await t.db.execute(
      sql`update assets set stage = 'approved', approved_at = now(), duration_seconds = 12 where id = ${id}`,
    );
    await expectKeptExact();
    await t.db.execute(sql`insert into asset_speakers (asset_id, artist_id) values (${id}, ${speakerA!.id})`);
    await expectKeptExact();
    // Offered for licensing (the Licensing Library's kept total), then no longer.
    await t.db.execute(sql`update assets set licensable = true where id = ${id}`);
    await expectKeptExact();
    await t.db.execute(sql`update assets set licensable = false where id = ${id}`);
    await expectKeptExact();
    await t.db.execute(
      sql`update assets set category_id = ${category}, duration_seconds = 700, language = 'pt' where id = ${id}`,
    );
    await expectKeptExact();
    await t.db.execute(sql`update asset_speakers set artist_id = ${speakerB!.id} where asset_id = ${id}`);
    await expectKeptExact();
    await t.db.execute(sql`update assets set status = 3 where id = ${id}`);
    await expectKeptExact();
    await t.db.execute(sql`update assets set status = 1 where id = ${id}`);
    await expectKeptExact();
    // A title changes no count (and fires nothing).
    await t.db.execute(sql`update assets set title = 'Kept counts check' where id = ${id}`);
    await expectKeptExact();
    await t.db.execute(sql`delete from assets where id = ${id}`);
    await expectKeptExact();
  });

  it("give the Licensing Library's total (every caller's) as counting its items", async () => {
    const token = await t.login('creator@example.com');
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/browse',
      headers: { authorization: `Bearer ${token}` },
      payload: { page: 2, limit: 1 },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { n } = await one<{ n: number }>(
      sql`select count(*)::int as n from assets where stage = 'approved' and status <> 3 and licensable`,
    );
    expect(n).toBeGreaterThan(1);
    expect(answer.json().result.total).toBe(n);
    const kept = await one<{ n: number }>(
      sql`select n::int as n from library_totals where facet = 'licensable' and value = 'true'`,
    );
    expect(kept.n).toBe(n);
  });

  it('bucket durations exactly as DURATION_FACETS does', async () => {
    for (const [i, range] of DURATION_FACETS.entries()) {
      const from = i === 0 ? 0 : DURATION_FACETS[i - 1]!.below!;
      const samples = [from, ...(range.below === undefined ? [from + 3600] : [range.below - 0.5])];
      for (const seconds of samples) {
        const { bucket } = await one<{ bucket: string }>(
          sql`select library_duration_bucket(${seconds}::real) as bucket`,
        );
        expect({ seconds, bucket }).toEqual({ seconds, bucket: range.id });
      }
    }
  });
});

describe('the staff answers read from the kept counts', () => {
  const post = async (url: string, payload: object) => {
    const token = await t.login('admin@example.com');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { authorization: `Bearer ${token}` },
      payload,
    });
    expect(response.statusCode).toBe(200);
    return response.json().result;
  };

  it('give the same totals and facets as counting the rows', async () => {
    const inLibrary = sql`stage = 'approved' and status <> 3`;
    const { n } = await one<{ n: number }>(sql`select count(*)::int as n from assets where ${inLibrary}`);
    expect((await post('/content/library', {})).total).toBe(n);
    expect(await post('/content/library/count/latest', {})).toBe(n);
    const { n: audio } = await one<{ n: number }>(
      sql`select count(*)::int as n from assets where ${inLibrary} and kind = 'audio'`,
    );
    expect((await post('/content/library', { filter: { kind: 'audio' } })).total).toBe(audio);
    const { category } = await one<{ category: string }>(
      sql`select category_id as category from assets where ${inLibrary} and category_id is not null limit 1`,
    );
    const { n: inCategory } = await one<{ n: number }>(
      sql`select count(*)::int as n from assets where ${inLibrary} and category_id = ${category}`,
    );
    expect((await post('/content/library', { filter: { category: category.toUpperCase() } })).total).toBe(
      inCategory,
    );

    // The kept facets against the same facets counted (a search matching every item counts them).
    const facets = await post('/content/library/facets', {});
    const speakers = await rows<{ value: string; count: number }>(
      sql`select s.artist_id::text as value, count(*)::int as count from asset_speakers s
        join assets a on a.id = s.asset_id where a.stage = 'approved' and a.status <> 3 group by 1`,
    );
    expect(
      Object.fromEntries(facets.speaker.map((f: { value: string; count: number }) => [f.value, f.count])),
    ).toEqual(Object.fromEntries(speakers.map((s) => [s.value, s.count])));
    const kinds = await rows<{ value: string; count: number }>(
      sql`select kind as value, count(*)::int as count from assets where ${inLibrary} group by 1`,
    );
    expect(
      Object.fromEntries(facets.kind.map((f: { value: string; count: number }) => [f.value, f.count])),
    ).toEqual(Object.fromEntries(kinds.map((k) => [k.value, k.count])));
    // Filtered by kind, the kind facet is still the kept one and the others are counted.
    const narrowed = await post('/content/library/facets', { filter: { kind: 'audio' } });
    expect(narrowed.kind).toEqual(facets.kind);
    const audioLanguages = narrowed.language.reduce((sum: number, f: { count: number }) => sum + f.count, 0);
    const { n: audioWithLanguage } = await one<{ n: number }>(
      sql`select count(*)::int as n from assets where ${inLibrary} and kind = 'audio' and language is not null`,
    );
    expect(audioLanguages).toBe(audioWithLanguage);
    // The facets counted together in one scan, each as a count of its own would have it.
    const byValue = (list: { value: string; count: number }[]) =>
      Object.fromEntries(list.map((f) => [f.value, f.count]));
    for (const [facet, column] of [
      ['category', sql`category_id::text`],
      ['energy_level', sql`energy_level_id::text`],
      ['rights_holder', sql`rights_holder_id::text`],
      ['language', sql`language`],
      ['duration', sql`library_duration_bucket(duration_seconds)`],
    ] as const) {
      const counted = await rows<{ value: string; count: number }>(
        sql`select ${column} as value, count(*)::int as count from assets
          where ${inLibrary} and kind = 'audio' and ${column} is not null group by 1`,
      );
      expect(byValue(narrowed[facet]), facet).toEqual(byValue(counted));
    }
  });
});
