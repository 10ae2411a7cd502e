import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LIBRARY_FACET_EXACT_MAX,
  LIBRARY_FACET_SAMPLE_ID_BELOW,
  LIBRARY_FACET_SAMPLE_SHARE,
} from '../../shared/constants';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

const facets = async (email: string, payload: object) => {
  const token = await t.login(email);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/content/library/facets',
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
  expect(response.statusCode).toBe(200);
  return response.json().result;
};

const byValue = (list: { value: string; count: number }[]) =>
  Object.fromEntries(list.map((f) => [f.value, f.count]));

// More items than are counted exactly, in a language no other item has; their ids are chosen so that
// the sample (ids below LIBRARY_FACET_SAMPLE_ID_BELOW) holds exactly SAMPLED of them.
const ITEMS = LIBRARY_FACET_EXACT_MAX + 100;
const SAMPLED = 30;
const sampledId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe("the library's facets over many items", () => {
  beforeAll(async () => {
    expect(sampledId(SAMPLED) < LIBRARY_FACET_SAMPLE_ID_BELOW).toBe(true);
    // Ids above the bound for the rest: '1…' sorts after '028f5c29…'.
    await t.db.execute(sql`insert into assets (id, rights_holder_id, asset_label, title, kind, language,
        stage, approved_at)
      select case when n <= ${SAMPLED} then ('00000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid
          else ('10000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid end,
        a.rights_holder_id, a.asset_label, 'Sampled take ' || n, 'clip', 'eo', 'approved', now()
      from generate_series(1, ${ITEMS}) n, (select * from assets where rights_holder_id =
        (select id from users where email = 'rightsholder@example.com') limit 1) a`);
  });

  it('are estimated from the sample when more items match than are counted, and say so', async () => {
    const result = await facets('admin@example.com', { filter: { language: 'eo' } });
    // Every facet but the language's own counts the Esperanto items: estimated, two digits.
    const estimate = Number((SAMPLED / LIBRARY_FACET_SAMPLE_SHARE).toPrecision(2));
    expect(estimate).toBe(3000);
    expect(result.estimated).toEqual(
      expect.arrayContaining(['kind', 'category', 'energy_level', 'speaker', 'rights_holder', 'duration']),
    );
    expect(result.estimated).not.toContain('language');
    expect(byValue(result.kind)).toEqual({ clip: estimate });
    const [{ owner }] = await rows<{ owner: string }>(
      sql`select id::text as owner from users where email = 'rightsholder@example.com'`,
    );
    expect(byValue(result.rights_holder)).toEqual({ [owner!]: estimate });
    // No item of theirs has a category, a speaker or a duration: no value to show.
    expect(result.category).toEqual([]);
    expect(result.speaker).toEqual([]);
    // The language's own facet ignores its filter: the kept counts, exact.
    expect(byValue(result.language).eo).toBe(ITEMS);
  });

  it('are counted when the kept counts bound the matching items, or the sample finds few', async () => {
    // Under the audio kind (few items here), the language facet counts its items exactly.
    const result = await facets('admin@example.com', { filter: { kind: 'audio' } });
    expect(result.estimated).toEqual([]);
    const languages = await rows<{ value: string; count: number }>(
      sql`select language as value, count(*)::int as count from assets where stage = 'approved'
        and status <> 3 and kind = 'audio' and language is not null group by 1`,
    );
    expect(byValue(result.language)).toEqual(byValue(languages));
    // A search the sample holds none of is counted.
    const searched = await facets('admin@example.com', { search: 'sampled take 4' });
    expect(searched.estimated).toEqual([]);
    const [{ matching }] = await rows<{ matching: number }>(
      sql`select count(*)::int as matching from assets where title like 'Sampled take 4%'`,
    );
    expect(byValue(searched.kind)).toEqual({ clip: matching });
  });

  it("estimate a rights holder's side holding more items than are counted", async () => {
    const result = await facets('rightsholder@example.com', {});
    expect(result.estimated).toContain('kind');
    // Its other items have random ids: one may fall in the sample, too few to show.
    expect(result.kind[0]).toMatchObject({ value: 'clip' });
    expect(result.rights_holder).toEqual([]);
  });

  it('estimate a search the sample holds many of', async () => {
    const result = await facets('admin@example.com', { search: 'sampled' });
    expect(result.estimated).toContain('kind');
    expect(byValue(result.kind)).toEqual({ clip: 3000 });
  });
});
