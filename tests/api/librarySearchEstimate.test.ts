import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIBRARY_FACET_EXACT_MAX, LIBRARY_FACET_SAMPLE_SHARE } from '../../shared/constants';
import { answerOf, createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
/** 30 in the sample stand for 3,000: more than LIBRARY_FACET_EXACT_MAX, so estimated. */
const HITS = Math.ceil((LIBRARY_FACET_EXACT_MAX + 1) * LIBRARY_FACET_SAMPLE_SHARE) + 8;
beforeAll(async () => {
  t = await createTestApp();
  await addItems('zephyrine', 1, HITS, 7);
  // Five in the sample stand for 500: counted exactly.
  await addItems('quillwort', 2, 5, 3);
});
afterAll(() => t?.close());

/**
 * Approved items titled with `word`, Fjord Morning's rights holder's, their ids in the sample's range
 * (below its bound, `series` telling the words' ids apart) or above it.
 */
async function addItems(word: string, series: number, inSample: number, outside: number) {
  const id = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const ids = [
    ...Array.from({ length: inSample }, (_, n) => id(`00${series}00000`, n)),
    ...Array.from({ length: outside }, (_, n) => id(`f${series}000000`, n)),
  ];
  await t.db
    .execute(sql`insert into assets (id, rights_holder_id, asset_label, title, kind, stage, approved_at)
    select x.id::uuid, a.rights_holder_id, a.asset_label, ${word} || ' take ' || x.n, a.kind, 'approved',
      now() - x.n * interval '1 minute'
    from unnest(${`{${ids.join(',')}}`}::text[]) with ordinality as x(id, n)
    cross join (select * from assets where title = 'Fjord Morning') a`);
}

const search = async (token: string, body: object) => {
  const { status, body: answer } = await answerOf(t.app, token, 'POST', '/content/library', body);
  expect(status).toBe(200);
  return answer.result as { data: { title: string }[]; total: number; estimated?: true; cursor?: string };
};

describe("a search's total", () => {
  it('is estimated from the sample when the sample says thousands match, and exact below that', async () => {
    const admin = await t.login('admin@example.com');
    const many = await search(admin, { search: 'zephyrine take', limit: 10 });
    expect(many.estimated).toBe(true);
    expect(many.total).toBe(Number((HITS / LIBRARY_FACET_SAMPLE_SHARE).toPrecision(2)));
    // The page itself is real: the newest ten matches, in order, and the next page after them.
    expect(many.data.map((row) => row.title)).toEqual(
      Array.from({ length: 10 }, (_, n) => `zephyrine take ${n + 1}`),
    );
    const next = await search(admin, { search: 'zephyrine take', limit: 10, page: 2, after: many.cursor });
    expect(next.data.map((row) => row.title)[0]).toBe('zephyrine take 11');
    // The count call answers the exact number.
    const counted = await answerOf(t.app, admin, 'POST', '/content/library/count/latest', {
      search: 'zephyrine take',
    });
    expect(counted.body.result).toBe(HITS + 7);

    const few = await search(admin, { search: 'quillwort', limit: 10 });
    expect(few.estimated).toBeUndefined();
    expect(few.total).toBe(8);
  });

  it("estimates within the caller's share only", async () => {
    // The items are Fjord Morning's rights holder's: its side sees them all, estimated as staff do.
    const owner = await search(await t.login('rightsholder@example.com'), { search: 'zephyrine', limit: 10 });
    expect(owner.estimated).toBe(true);
    expect(owner.data).toHaveLength(10);
    // Another rights holder and a creator without an agreement hold none of them: an exact nothing.
    for (const email of ['newrightsholder@example.com', 'newcreator@example.com']) {
      const none = await search(await t.login(email), { search: 'zephyrine', limit: 10 });
      expect(none, email).toMatchObject({ total: 0, data: [] });
      expect(none.estimated, email).toBeUndefined();
    }
  });
});
