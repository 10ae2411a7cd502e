import { and, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthContext } from '../../server/platform/auth/context';
import { channelListSource } from '../../server/entities/channels/repository';
import { ne } from 'drizzle-orm';
import { pageArgs, planList, readList } from '../../server/platform/http/listQuery';
import { pageFirst } from '../../server/platform/http/listTable';
import { librarySpec, libraryView } from '../../server/entities/library/repository';
import { visibleLibrary } from '../../server/entities/library/scope';
import { libraryFacets } from '../../server/entities/library/facets';
import { inSample } from '../../server/entities/library/sample';
import { libraryKeptTotal } from '../../server/entities/library/totals';
import { assets } from '../../server/entities/assets/table';
import {
  assetKeptTotal,
  assetListSpec,
  assetView,
  visibleAssets,
} from '../../server/entities/assets/repository';
import { users } from '../../server/entities/users/table';
import { DECLARED_TABLES } from '../../server/platform/db/declaredTables';
import { declaredEntity } from '../../server/platform/http/declaredResource';
import type { ListSpec } from '../../server/platform/http/listQuery';
import { LIST_JUMP_MAX_ROWS } from '../../shared/constants';
import { seedScale } from '../../scripts/seedScale';
import { createTestApp, type TestApp } from '../support/testApp';

/** Bulk data, so plans and totals are checked on more than the demo rows. */
const SCALE = {
  channels: 30_000,
  creators: 3_000,
  rightsHolders: 1_000,
  agreements: 20_000,
  speakers: 500,
  library: 20_000,
  libraryNotes: 2_000,
  libraryReactions: 2_000,
  libraryFavourites: 2_000,
};
const BIG_TABLES = ['channels', 'contracts', 'users', 'assets'];

let t: TestApp;
const staff: AuthContext = { userId: 'x', sessionId: 'x', type: 1, teamMemberType: null, ownerId: null };
let creator: AuthContext;
let rightsHolder: AuthContext;

beforeAll(async () => {
  t = await createTestApp();
  await seedScale(t.db, SCALE);
  const [c] = await t.db.select().from(users).where(eq(users.email, 'scale.creator.7@example.com'));
  const [r] = await t.db.select().from(users).where(eq(users.email, 'scale.owner.7@example.com'));
  creator = { ...staff, type: 3, ownerId: c.id };
  rightsHolder = { ...staff, type: 4, ownerId: r.id };
}, 300_000);
afterAll(() => t.close());

/**
 * The plan with sequential scans priced out: the planner still picks one when no index can serve the
 * query, so a 'Seq Scan' here means a missing index, whatever the test data's size.
 */
async function plan(query: { getSQL(): SQL }): Promise<string> {
  return t.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = await tx.execute(sql`explain ${query.getSQL()}`);
    const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

const scenarios = () =>
  [
    ['staff default list', staff, {}],
    ['staff search', staff, { search: '12345' }],
    ['staff status filter', staff, { filter: { status: 0 } }],
    ['staff deleted filter', staff, { filter: { status: 3 } }],
    ['staff creator filter', staff, { filter: { creator: creator.ownerId! } }],
    ['staff sort by title', staff, { sort: 'channel_title', order: 'ASC' }],
    ['staff sort by start date', staff, { sort: 'channel_start_date', order: 'DESC' }],
    ['staff deep page', staff, { page: 200, limit: 50 }],
    ['creator default list', creator, {}],
    ['creator search', creator, { search: 'travel' }],
    ['rights holder default list', rightsHolder, {}],
    ['rights holder search', rightsHolder, { search: 'gaming' }],
  ] as const;

/** Every query a list call can run: the page forwards and backwards, and each kind of total. */
function listQueries(auth: AuthContext, body: object) {
  const { plan, source } = channelListSource(t.db, { limit: 10, ...body }, auth);
  const total = source.keptTotal ?? sql<number>`(count(*) over ())::int`;
  return {
    page: source.page({ ...pageArgs(plan), total }),
    pageFromEnd: source.page({ ...pageArgs(plan), orderBy: plan.reverseOrderBy }),
    count: source.count(plan.where),
  };
}

/** The cursor after the first page of a list, as the app would send it for the second. */
async function cursorAfterPageOne(auth: AuthContext, body: object): Promise<string> {
  const { plan, source } = channelListSource(t.db, { limit: 10, ...body }, auth);
  const { cursor } = await readList(t.db, plan, source);
  if (!cursor) throw new Error('page one has no cursor');
  return cursor;
}

describe('list query plans at scale', () => {
  it('use indexes, never a sequential scan of a big table, for pages and totals', async () => {
    const withCursors = [
      ['staff page after a cursor', staff, { sort: 'created_at', order: 'DESC' }],
      ['staff title page after a cursor', staff, { sort: 'channel_title', order: 'ASC' }],
      ['creator page after a cursor', creator, {}],
    ] as const;
    const keyset = await Promise.all(
      withCursors.map(async ([name, auth, body]) => {
        const after = await cursorAfterPageOne(auth, body);
        return [name, auth, { ...body, page: 2, after }] as const;
      }),
    );
    for (const [name, auth, body] of [...scenarios(), ...keyset]) {
      for (const [part, query] of Object.entries(listQueries(auth, body))) {
        const text = await plan(query);
        for (const table of BIG_TABLES) {
          expect(text, `${name} (${part}):\n${text}`).not.toMatch(new RegExp(`Seq Scan on ${table}\\b`));
        }
      }
    }
  });

  it('reads the same page after a cursor, from the far end, or by skipping rows', async () => {
    const sorts = [
      { sort: 'created_at', order: 'DESC' },
      { sort: 'channel_title', order: 'ASC' },
      { sort: 'channel_start_date', order: 'ASC' },
      { sort: 'channel_start_date', order: 'DESC' },
      { sort: 'status', order: 'DESC' },
    ] as const;
    for (const auth of [staff, creator, rightsHolder]) {
      for (const sort of sorts) {
        const byOffset = async (body: object) => {
          const { plan, source } = channelListSource(t.db, { limit: 7, ...sort, ...body }, auth);
          return readList(t.db, plan, { ...source, keptTotal: undefined });
        };
        const read = async (body: object) => {
          const { plan, source } = channelListSource(t.db, { limit: 7, ...sort, ...body }, auth);
          return readList(t.db, plan, source);
        };
        const first = await read({ page: 1 });
        const label = `${auth.type} ${JSON.stringify(sort)}`;
        expect(first.total, label).toBe((await byOffset({ page: 1 })).total);
        const second = await read({ page: 2, after: first.cursor });
        expect(second.data, label).toEqual((await byOffset({ page: 2 })).data);
        const lastPage = Math.ceil(first.total / 7);
        // As far as a jump may go from either end (LIST_JUMP_MAX_ROWS), and near both ends.
        const reach = Math.floor(LIST_JUMP_MAX_ROWS / 7);
        for (const page of [3, Math.min(reach, lastPage), lastPage - reach, lastPage - 1, lastPage]) {
          if (page < 1) continue;
          expect(await read({ page }), `${label} page ${page}`).toEqual(await byOffset({ page }));
        }
        // Farther from both ends, a jump is refused, saying why; paging on from the page before is not.
        const middle = Math.ceil(lastPage / 2);
        if ((middle - 1) * 7 > LIST_JUMP_MAX_ROWS && (lastPage - middle) * 7 > LIST_JUMP_MAX_ROWS) {
          await expect(read({ page: middle }), label).rejects.toMatchObject({
            statusCode: 400,
            reasons: { page: expect.anything() },
          });
          const before = await byOffset({ page: middle - 1 });
          expect(await read({ page: middle, after: before.cursor }), label).toEqual(
            await byOffset({ page: middle }),
          );
        }
        expect(await read({ page: lastPage + 1 }), `${label} past the end`).toEqual({
          data: [],
          total: first.total,
        });
      }
    }
  });

  it('answers totals from the channel counts equal to counting the rows', async () => {
    const count = async (where: SQL) => {
      const result = await t.db.execute(sql`select count(*)::int as n from channels where ${where}`);
      return (result as unknown as { rows: { n: number }[] }).rows[0].n;
    };
    const licensed = sql`creator_id in (select creator_id from contracts where rights_holder_id = ${rightsHolder.ownerId} and status <> 3)`;
    const cases: Array<[AuthContext, object, SQL]> = [
      [staff, {}, sql`status <> 3`],
      [staff, { filter: { status: 0 } }, sql`status = 0`],
      [staff, { filter: { status: 3 } }, sql`status = 3`],
      [staff, { filter: { creator: creator.ownerId } }, sql`status <> 3 and creator_id = ${creator.ownerId}`],
      [creator, {}, sql`status <> 3 and creator_id = ${creator.ownerId}`],
      [rightsHolder, {}, sql`status <> 3 and ${licensed}`],
      [rightsHolder, { filter: { status: 0 } }, sql`status = 0 and ${licensed}`],
    ];
    for (const [auth, body, where] of cases) {
      const { source } = channelListSource(t.db, body, auth);
      const result = await t.db.execute(sql`select ${source.keptTotal!} as total`);
      const [{ total }] = (result as unknown as { rows: { total: number }[] }).rows;
      expect(total, JSON.stringify(body)).toBe(await count(where));
    }
  });
});

describe('library query plans at scale', () => {
  /** The queries a library list runs, as the kit runs them (./server/platform/http/listTable). */
  const libraryQueries = (auth: AuthContext, body: object) => {
    const scope = sql`${visibleLibrary(auth)} and ${ne(assets.status, 3)}`;
    const plan = planList(librarySpec(auth), { limit: 10, ...body }, scope);
    const total = libraryKeptTotal(auth, body) ?? sql<number>`(count(*) over ())::int`;
    return {
      page: pageFirst(t.db, assets, assets.id, libraryView, plan.sortKey, { ...pageArgs(plan), total }),
      count: t.db
        .select({ n: sql`count(*)` })
        .from(assets)
        .where(plan.where),
    };
  };

  it('read pages and totals on indexes, for every side', async () => {
    const [{ category }] = (
      (await t.db.execute(sql`select id as category from categories order by name limit 1`)) as unknown as {
        rows: { category: string }[];
      }
    ).rows;
    const cases = [
      ['staff newest', staff, {}],
      ['staff by title', staff, { sort: 'title', order: 'ASC' }],
      ['staff two facets', staff, { filter: { category, language: 'en' } }],
      ['staff search', staff, { search: 'golden harb' }],
      ['creator newest', creator, {}],
      ['rights holder newest', rightsHolder, {}],
    ] as const;
    for (const [name, auth, body] of cases) {
      for (const [part, query] of Object.entries(libraryQueries(auth, body))) {
        const text = await plan(query);
        for (const table of BIG_TABLES) {
          expect(text, `${name} (${part}):\n${text}`).not.toMatch(new RegExp(`Seq Scan on ${table}\\b`));
        }
      }
    }
    // The asset list, the library's items among its rows.
    for (const [name, auth, body] of [
      ['assets, staff newest', staff, {}],
      ['assets, staff pending review', staff, { filter: { stage: 'pending_review' } }],
      ['assets, rights holder newest', rightsHolder, {}],
      ['assets, staff title search', staff, { search: 'harbour' }],
    ] as const) {
      const scope = sql`${visibleAssets(auth) ?? sql`true`} and ${ne(assets.status, 3)}`;
      const planned = planList(assetListSpec, { limit: 10, ...body }, scope);
      const total = assetKeptTotal(auth, body) ?? sql<number>`(count(*) over ())::int`;
      const text = await plan(
        pageFirst(t.db, assets, assets.id, assetView, planned.sortKey, { ...pageArgs(planned), total }),
      );
      expect(text, `${name}:\n${text}`).not.toMatch(/Seq Scan on assets\b/);
      if (auth === staff && !('search' in body)) expect(text, name).toMatch(/assets_newest_idx/);
      // The count of a search, apart from its page, reads the titles' trigram index.
      if ('search' in body) {
        const count = await plan(
          t.db
            .select({ n: sql`count(*)` })
            .from(assets)
            .where(planned.where),
        );
        expect(count, `${name} (count):\n${count}`).toMatch(/assets_title_trgm_idx/);
        // Read once for the page and its window count, the matches come off that index too.
        const once = await plan(
          pageFirst(t.db, assets, assets.id, assetView, planned.sortKey, {
            ...pageArgs(planned),
            total: sql<number>`(count(*) over ())::int`,
            matchesFirst: planned.sortColumn,
          }),
        );
        expect(once, `${name} (matches first):\n${once}`).toMatch(/assets_title_trgm_idx/);
        expect(once, `${name} (matches first):\n${once}`).toMatch(/WindowAgg/);
      }
    }
    // A search read once for its page and window count: the matches off the full-text index.
    const searched = planList(librarySpec(staff), { limit: 10, search: 'golden harb' }, ne(assets.status, 3));
    const once = await plan(
      pageFirst(t.db, assets, assets.id, libraryView, searched.sortKey, {
        ...pageArgs(searched),
        total: sql<number>`(count(*) over ())::int`,
        matchesFirst: searched.sortColumn,
      }),
    );
    expect(once, once).toMatch(/assets_search_idx/);
    expect(once, once).toMatch(/WindowAgg/);
    // Its total first asks the sample (an estimate when thousands match): the sample's own words.
    const inLibrary = planList(librarySpec(staff), { search: 'golden harb' }, visibleLibrary(staff));
    const sampled = await plan(
      t.db
        .select({ n: sql`count(*)` })
        .from(assets)
        .where(and(inLibrary.where, inSample)),
    );
    expect(sampled, sampled).toMatch(/assets_library_sample_search_idx/);
    // Estimated (many match), its page walks the newest-first index testing the words' signature there
    // (index-only, no sort), and reads an item by its id only to test the search itself.
    const walked = await plan(
      pageFirst(t.db, assets, assets.id, libraryView, inLibrary.sortKey, {
        ...pageArgs(inLibrary),
        walk: { keeps: inLibrary.walk!, column: inLibrary.sortColumn },
      }),
    );
    expect(walked, walked).toMatch(/Index Only Scan (Backward )?using assets_library_newest_idx/);
    // (PostgreSQL 15 names an InitPlan's value $n and prints the test as "(SubPlan n)"; 17, PGlite's,
    // as "(InitPlan n).col1" and "EXISTS(SubPlan n)".)
    expect(walked, walked).toMatch(/Filter: \(\(\(search_signature & (\(InitPlan|\$\d)/);
    expect(walked, walked).toMatch(/Filter: (EXISTS)?\(SubPlan \d+\)/);
    expect(walked, walked).not.toMatch(/Hash|Bitmap/);
    // So does a page many items match under two facet filters, testing the facets on that index.
    const facetted = planList(
      librarySpec(staff),
      { filter: { category, language: 'en' } },
      visibleLibrary(staff),
    );
    const walkedFacets = await plan(
      pageFirst(t.db, assets, assets.id, libraryView, facetted.sortKey, {
        ...pageArgs(facetted),
        walk: { keeps: facetted.walk!, column: facetted.sortColumn },
      }),
    );
    expect(walkedFacets, walkedFacets).toMatch(/Index Only Scan (Backward )?using assets_library_newest_idx/);
    expect(walkedFacets, walkedFacets).toMatch(/Filter: .*category_id IS DISTINCT FROM/);
    expect(walkedFacets, walkedFacets).not.toMatch(/Hash|Bitmap/);
    // The staff's first page reads ten rows off the newest-first index, with the kept total.
    const newest = await plan(libraryQueries(staff, {}).page);
    expect(newest).toMatch(/assets_library_newest_idx/);
    expect(newest).not.toMatch(/WindowAgg/);
  });

  it("read the facets on indexes: the kept top values, and the sample's own index over many items", async () => {
    // Every statement the facets run, recorded as they run, then explained: through `execute`, and
    // through the session's prepareQuery for a named one (executeNamed; those have no parameter).
    const statements: SQL[] = [];
    const session = (t.db as unknown as { session: object }).session;
    const recordingSession = new Proxy(session, {
      get: (target, key) => {
        const value = Reflect.get(target, key) as unknown;
        if (key !== 'prepareQuery' || typeof value !== 'function') return value;
        return (built: { sql: string; params: unknown[] }, ...rest: unknown[]) => {
          expect(built.params, built.sql).toEqual([]);
          statements.push(sql.raw(built.sql));
          return (value as (...args: unknown[]) => unknown).call(target, built, ...rest);
        };
      },
    });
    const recording = new Proxy(t.db, {
      get: (target, key) =>
        key === 'execute'
          ? (query: SQL) => {
              statements.push(query);
              return target.execute(query);
            }
          : key === 'session'
            ? recordingSession
            : Reflect.get(target, key),
    });
    const [{ category }] = (
      (await t.db.execute(sql`select id as category from categories order by name limit 1`)) as unknown as {
        rows: { category: string }[];
      }
    ).rows;
    const cases = [
      ['staff, no filter', staff, {}],
      ['staff, one filter', staff, { filter: { language: 'en' } }],
      ['staff, two filters', staff, { filter: { category, language: 'en' } }],
      ['staff, a search', staff, { search: 'golden harb' }],
      ['creator, one filter', creator, { filter: { kind: 'audio' } }],
      ['rights holder, no filter', rightsHolder, {}],
    ] as const;
    for (const [name, auth, body] of cases) {
      statements.length = 0;
      await libraryFacets(recording, auth, body);
      expect(statements.length, name).toBeGreaterThan(0);
      for (const statement of statements) {
        const text = await plan(statement);
        for (const table of BIG_TABLES) {
          expect(text, `${name}:\n${text}`).not.toMatch(new RegExp(`Seq Scan on ${table}\\b`));
        }
      }
    }
    // Under one filter at this scale the staff's facets count the sample, on its own index.
    statements.length = 0;
    await libraryFacets(recording, staff, { filter: { language: 'en' } });
    const plans = await Promise.all(statements.map((statement) => plan(statement)));
    expect(plans.join('\n')).toMatch(/assets_library_sample_idx/);
  });
});

describe('declared resources’ query plans', () => {
  it('read a declared resource’s first page in its default order off an index, sorting nothing', async () => {
    for (const { declaration, table } of DECLARED_TABLES) {
      const entity = declaredEntity(declaration, table);
      const spec = entity.listSpec as ListSpec<object>;
      const planned = planList(spec, { limit: 10 }, ne(sql`status`, 3));
      const text = await plan(
        pageFirst(t.db, table, spec.id, entity.view, planned.sortKey, pageArgs(planned)),
      );
      expect(text, `${declaration.name}:\n${text}`).not.toMatch(/\bSort\b/);
    }
  });
});
