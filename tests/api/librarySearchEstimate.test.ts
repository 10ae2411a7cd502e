import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
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
  // Newer than every match, thirty items with one of the two words: the walk passes them by.
  await insertItems(
    'f3000000',
    sql`'zephyrine alone ' || x.n`,
    sql`'{}'::text[]`,
    sql`now() + x.n * interval '1 minute'`,
    30,
  );
  // Between the fifth and the sixth match, one whose second word is only a tag.
  await insertItems(
    'f4000000',
    sql`'zephyrine tagged'`,
    sql`'{take}'::text[]`,
    sql`now() - interval '330 seconds'`,
    1,
  );
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

/** `count` approved items of Fjord Morning's rights holder, ids from `prefix`, x.n counting from 1. */
async function insertItems(prefix: string, title: SQL, tags: SQL, approvedAt: SQL, count: number) {
  await t.db
    .execute(sql`insert into assets (id, rights_holder_id, asset_label, title, tags, kind, stage, approved_at)
    select (${prefix} || '-0000-4000-8000-' || lpad(x.n::text, 12, '0'))::uuid, a.rights_holder_id,
      a.asset_label, ${title}, ${tags}, a.kind, 'approved', ${approvedAt}
    from generate_series(1, ${count}) as x(n)
    cross join (select * from assets where title = 'Fjord Morning') a`);
}

const search = async (token: string, body: object) => {
  const { status, body: answer } = await answerOf(t.app, token, 'POST', '/content/library', body);
  expect(status).toBe(200);
  return answer.result as { data: { title: string }[]; total: number; estimated?: true; cursor?: string };
};

describe("an item's word signature", () => {
  it('sets the bit of each word of its document, the first byte of its md5 (stable across versions)', async () => {
    const result = await t.db.execute(sql`select tsvector_to_array(search) as words,
      search_signature::text as signature from assets where stage = 'approved' and search is not null
      order by title limit 20`);
    const rows = (result as unknown as { rows: { words: string[]; signature: string }[] }).rows;
    expect(rows.length).toBeGreaterThan(10);
    for (const { words, signature } of rows) {
      const bits = words.reduce(
        (all, word) => all | (1n << BigInt(createHash('md5').update(word).digest()[0]! & 63)),
        0n,
      );
      expect(BigInt.asIntN(64, bits), words.join(' ')).toBe(BigInt(signature));
    }
  });

  it('follows the document when the title or a tag changes', async () => {
    const id = 'f4000000-0000-4000-8000-000000000001';
    const signature = async () => {
      const result = await t.db.execute(sql`select search_signature::text as s,
        search_signature(search)::text as fresh from assets where id = ${id}`);
      return (result as unknown as { rows: { s: string; fresh: string }[] }).rows[0]!;
    };
    const before = await signature();
    await t.db.execute(sql`update assets set tags = '{take,ultramarine}' where id = ${id}`);
    const after = await signature();
    expect(after.s).toBe(after.fresh);
    expect(after.s).not.toBe(before.s);
    await t.db.execute(sql`update assets set tags = '{take}' where id = ${id}`);
    expect((await signature()).s).toBe(before.s);
  });
});

describe("a search's total", () => {
  it('is estimated from the sample when the sample says thousands match, and exact below that', async () => {
    const admin = await t.login('admin@example.com');
    const many = await search(admin, { search: 'zephyrine take', limit: 10 });
    expect(many.estimated).toBe(true);
    expect(many.total).toBe(Number((HITS / LIBRARY_FACET_SAMPLE_SHARE).toPrecision(2)));
    // The page itself is real: the newest ten matches, in order (the walk on the words' signature
    // passes the newer items holding one word only, and finds the word that is only a tag), and the
    // next page after them.
    const takes = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, n) => `zephyrine take ${from + n}`);
    expect(many.data.map((row) => row.title)).toEqual([...takes(1, 5), 'zephyrine tagged', ...takes(6, 9)]);
    const next = await search(admin, { search: 'zephyrine take', limit: 10, page: 2, after: many.cursor });
    expect(next.data.map((row) => row.title)).toEqual(takes(10, 19));
    // A page jumped to by number, without the cursor.
    const third = await search(admin, { search: 'zephyrine take', limit: 10, page: 3 });
    expect(third.data.map((row) => row.title)).toEqual(takes(20, 29));
    // The count call answers the exact number.
    const counted = await answerOf(t.app, admin, 'POST', '/content/library/count/latest', {
      search: 'zephyrine take',
    });
    expect(counted.body.result).toBe(HITS + 7 + 1);

    const few = await search(admin, { search: 'quillwort', limit: 10 });
    expect(few.estimated).toBeUndefined();
    expect(few.total).toBe(8);
  });

  it('is estimated under two filters as under a search; one filter has its kept count', async () => {
    await t.db.execute(sql`update assets set language = 'eo',
      category_id = (select id from categories order by name limit 1) where title like 'zephyrine take %'`);
    const [{ category }] = (
      (await t.db.execute(sql`select id as category from categories order by name limit 1`)) as unknown as {
        rows: { category: string }[];
      }
    ).rows;
    const admin = await t.login('admin@example.com');
    const two = await search(admin, { limit: 10, filter: { language: 'eo', category } });
    expect(two.estimated).toBe(true);
    expect(two.total).toBe(Number((HITS / LIBRARY_FACET_SAMPLE_SHARE).toPrecision(2)));
    expect(two.data.map((row) => row.title)).toEqual(
      Array.from({ length: 10 }, (_, n) => `zephyrine take ${n + 1}`),
    );
    const one = await search(admin, { limit: 10, filter: { language: 'eo' } });
    expect(one.estimated).toBeUndefined();
    expect(one.total).toBe(HITS + 7);
    const counted = await answerOf(t.app, admin, 'POST', '/content/library/count/latest', {
      filter: { language: 'eo', category },
    });
    expect(counted.body.result).toBe(HITS + 7);
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
