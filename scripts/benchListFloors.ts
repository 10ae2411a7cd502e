// The bench's honest floors for the older list calls (channels, speakers, assets, the pending-review
// badge, the library): each the plan a careful engineer would write by hand for the same answer (the
// same page of the same rows, its exact total and its cursor), on the table's best index, in plain SQL,
// calling none of the app's list code. Mounted on the floor server (scripts/benchFloor.ts) beside
// scripts/benchHandFloors.ts, whose helpers it shares.
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../server/platform/db/client';
import {
  LIBRARY_FACET_EXACT_MAX,
  LIBRARY_FACET_SAMPLE_ID_BELOW,
  LIBRARY_FACET_SAMPLE_SHARE,
} from '../shared/constants';
import {
  containsPattern,
  itemColumns,
  libraryColumns,
  pageOf,
  prefixPattern,
  signatureQuery,
  rowsOf,
  searchedPage,
  wordsQuery,
  type FloorBody,
  type FloorPeople,
  withMediaLinks,
} from './benchHandFloors';

/** The floor's people, and the staff member whose own reaction and star the library answers. */
export interface ListFloorPeople extends FloorPeople {
  staffId: string;
}

type Row = Record<string, unknown>;
type Page = { limit: number; offset: number };
/** A list body, with the cursor of the page before (`after`) as the app's answer gave it. */
type ListBody = FloorBody & { after?: string };
interface Answer {
  result: { data: Row[]; total: number; cursor?: string; estimated?: true };
}

/** A list's table under its alias, the columns its rows answer, and the rows it keeps. */
interface List {
  table: SQL;
  alias: SQL;
  columns: SQL;
  conditions: SQL[];
}

/** A list's order: the column (its name on the wire too) and the way, the id breaking ties. */
interface Sort {
  column: string;
  order: 'ASC' | 'DESC';
}

const where = (conditions: SQL[]) =>
  conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;

const orderOf = (alias: SQL, { column, order }: Sort, backwards = false) => {
  const way = sql.raw((order === 'ASC') !== backwards ? 'asc' : 'desc');
  return sql`${alias}.${sql.identifier(column)} ${way}, ${alias}.id ${way}`;
};

/** The body's sort among the list's (each on its (column, id) index), else the list's default. */
function sortOf(body: FloorBody, sorts: string[], fallback: Sort): Sort {
  const column = body.sort && sorts.includes(body.sort) ? body.sort : fallback.column;
  const order = body.order ? (body.order.toUpperCase() === 'ASC' ? 'ASC' : 'DESC') : fallback.order;
  return { column, order };
}

/**
 * The cursor of a full page, as the app encodes it: the sort, and the last row's sort value (as
 * PostgreSQL writes it, the text the rows carry) and id.
 */
function cursorOf({ column, order }: Sort, rows: Row[], limit: number): string | undefined {
  const last = rows.at(-1);
  if (!last || rows.length !== limit) return undefined;
  const key = last[column] === null ? null : String(last[column]);
  return Buffer.from(JSON.stringify([column, order, key, last._id])).toString('base64url');
}

/**
 * The rows after the cursor's in the list's order, when it was made under the same sort (else the
 * page number applies, as in the app). The sorts read after a cursor here are of columns never null.
 */
function afterCursor(alias: SQL, sort: Sort, after: string | undefined): SQL | undefined {
  if (!after) return undefined;
  const [column, order, key, id] = JSON.parse(Buffer.from(after, 'base64url').toString('utf8')) as unknown[];
  if (column !== sort.column || order !== sort.order) return undefined;
  const past = sql.raw(order === 'ASC' ? '>' : '<');
  return sql`(${alias}.${sql.identifier(sort.column)}, ${alias}.id) ${past} (${key}, ${id})`;
}

/** The ids of a page on the sort's index, skipping `offset` rows. */
const idsFrom = (list: List, conditions: SQL[], order: SQL, limit: SQL | number, offset: SQL | number) =>
  sql`select ${list.alias}.id from ${list.table} ${list.alias} ${where(conditions)}
    order by ${order} limit ${limit} offset ${offset}`;

/**
 * A page jumped to by number, read from the nearer end as the kept total says (a far page skips
 * fewer rows from the end), in one statement: each way's scan runs only when the total picks it.
 */
function jumpedIds(list: List, sort: Sort, { limit, offset }: Page, total: SQL) {
  const n = sql`(${total})`;
  const ahead = [...list.conditions, sql`${offset}::int * 2 <= ${n}`];
  const behind = [...list.conditions, sql`${offset}::int * 2 > ${n}`];
  return sql`select id from (
    (${idsFrom(list, ahead, orderOf(list.alias, sort), limit, offset)})
    union all
    (${idsFrom(
      list,
      behind,
      orderOf(list.alias, sort, true),
      sql`greatest(0, least(${limit}::int, ${n} - ${offset}::int))`,
      sql`greatest(0, ${n} - ${offset}::int - ${limit}::int)`,
    )})) jumped limit ${limit}`;
}

/**
 * A page on the sort's index with its total beside it in the same statement (a kept count, or a
 * count of its own on the narrowest index). A page that skips rows reads their ids alone first and
 * the answer's columns for its own rows only; a jump (a page number past the first, no cursor) skips
 * them from the nearer end of the kept total.
 */
async function indexedPage(
  db: Database,
  list: List,
  sort: Sort,
  body: ListBody,
  total: SQL,
  jumps = false,
): Promise<Answer> {
  const after = afterCursor(list.alias, sort, body.after);
  const page = after ? { ...pageOf(body), offset: 0 } : pageOf(body);
  const order = orderOf(list.alias, sort);
  const { table, alias, columns } = list;
  const conditions = after ? [...list.conditions, after] : list.conditions;
  const ids =
    jumps && page.offset > 0
      ? jumpedIds(list, sort, page, total)
      : idsFrom(list, conditions, order, page.limit, page.offset);
  const rows = rowsOf<Row & { total: number }>(
    await db.execute(
      page.offset > 0
        ? sql`with page as (${ids}) select ${columns}, (${total}) as total
            from page join ${table} ${alias} on ${alias}.id = page.id order by ${order}`
        : sql`select ${columns}, (${total}) as total from ${table} ${alias} ${where(conditions)}
            order by ${order} limit ${page.limit}`,
    ),
  );
  // An empty page carries no total: it is read alone.
  const counted =
    rows[0]?.total ?? rowsOf<{ n: number }>(await db.execute(sql`select (${total}) as n`))[0]?.n ?? 0;
  const data = rows.map(({ total: _total, ...row }) => row);
  return { result: { data, total: counted, cursor: cursorOf(sort, data, page.limit) } };
}

/**
 * A page of a search many items match, newest first: the library's newest-first index walked with
 * each entry's signature of words tested there (index-only), and an entry that may match read by its
 * id to test the words and filters themselves, until the page is full.
 */
async function walkedPage(
  db: Database,
  list: List,
  sort: Sort,
  body: ListBody,
  total: SQL,
  mayMatch: SQL,
): Promise<Answer> {
  const after = afterCursor(list.alias, sort, body.after);
  const page = after ? { ...pageOf(body), offset: 0 } : pageOf(body);
  const { table, alias, columns } = list;
  const walk = [
    sql`${alias}.stage = 'approved'`,
    sql`${alias}.status <> 3`,
    mayMatch,
    ...(after ? [after] : []),
  ];
  const ids = sql`select w.id from (select ${alias}.id, ${alias}.${sql.identifier(sort.column)}
      from ${table} ${alias} ${where(walk)} order by ${orderOf(alias, sort)}) w
    where exists (select 1 from ${table} ${alias} where ${alias}.id = w.id
      and ${sql.join(list.conditions, sql` and `)} offset 0)
    order by ${orderOf(sql`w`, sort)} limit ${page.limit} offset ${page.offset}`;
  const rows = rowsOf<Row & { total: number }>(
    await db.execute(sql`with page as (${ids}) select ${columns}, (${total}) as total
      from page join ${table} ${alias} on ${alias}.id = page.id order by ${orderOf(alias, sort)}`),
  );
  const data = rows.map(({ total: _total, ...row }) => row);
  const counted =
    rows[0]?.total ?? rowsOf<{ n: number }>(await db.execute(sql`select (${total}) as n`))[0]?.n;
  return { result: { data, total: counted ?? 0, cursor: cursorOf(sort, data, page.limit) } };
}

/** A search's matches (few, on its index) read once for the page and their count (searchedPage). */
async function matchedPage(db: Database, list: List, sort: Sort, body: FloorBody): Promise<Answer> {
  const page = pageOf(body);
  const { table, alias } = list;
  const sorted = sql`${alias}.${sql.identifier(sort.column)}`;
  const answer: Answer = await searchedPage(
    db,
    [table, alias, sorted],
    list.columns,
    list.conditions,
    orderOf(alias, sort),
    page,
  );
  return { result: { ...answer.result, cursor: cursorOf(sort, answer.result.data, page.limit) } };
}

const channelColumns = sql`c.id as _id, c.channel_id, c.channel_title, c.channel_description,
  c.channel_start_date, c.channel_icon_url, c.icon_type, c.verification, c.creator_id as creator,
  (select u.name from users u where u.id = c.creator_id) as creator_name, c.status, c.removal_requested_at,
  c.created_at, c.updated_at`;

const assetColumns = sql`${itemColumns}, a.uploaded_by,
  (select u.name from users u where u.id = a.uploaded_by) as uploaded_by_name, a.stage, a.review_note,
  a.reviewed_at,
  coalesce((select json_agg(json_build_object('id', f.id, 'role', f.role, 'file_name', f.file_name,
    'mime_type', f.mime_type, 'size', f.size, 'sha256', f.sha256, 'media', f.media) order by f.created_at)
    from asset_files f where f.asset_id = a.id), '[]') as files,
  (select json_build_object('id', j.id, 'kind', j.kind, 'state', j.state, 'progress', j.progress,
    'attempts', j.attempts, 'error', j.error, 'error_message', j.error_message)
    from jobs j where j.subject_id = a.id order by j.created_at desc limit 1) as job`;

/** The library's facet filters kept counted one at a time (library_totals), by their columns. */
const LIBRARY_FACETS: Record<string, string> = {
  kind: 'kind',
  category: 'category_id',
  energy_level: 'energy_level_id',
  rights_holder: 'rights_holder_id',
  language: 'language',
};

/** The library's kept count of one facet's value, or of every item ('', ''); ids as PostgreSQL writes them. */
function keptFacet([facet, value]: [string, unknown] = ['', '']) {
  const kept = LIBRARY_FACETS[facet]?.endsWith('_id') ? String(value).toLowerCase() : String(value);
  return sql`select coalesce((select n from library_totals where facet = ${facet} and value = ${kept}), 0)::int`;
}

/**
 * The items licensed to a creator: its agreements running today name the rights holders (their
 * items read on (rights_holder_id, stage)); an item with an agreement of its own needs that one
 * running, or one a licence request for it was approved under.
 */
const licensedTo = (creatorId: string) => {
  const running = sql`c.creator_id = ${creatorId} and c.status = 1 and c.start_date <= current_date
    and (c.end_date is null or c.end_date >= current_date)`;
  return sql`a.rights_holder_id in (select c.rights_holder_id from contracts c where ${running})
    and (a.agreement_id is null
      or exists (select 1 from contracts c where c.id = a.agreement_id and c.rights_holder_id = a.rights_holder_id
        and ${running})
      or exists (select 1 from inquiries i join contracts c on c.id = i.agreement_id
        where i.asset_id = a.id and i.status = 1 and c.rights_holder_id = a.rights_holder_id and ${running}))`;
};

export function mountListFloors(app: FastifyInstance, db: Database, people: ListFloorPeople) {
  // Channels (staff's): newest first on (created_at, id), by title on (channel_title, id), after a
  // cursor by keyset, a jump from the nearer end; the total the triggers keep per status and session
  // shard (channel_status_totals); a search on the title's trigrams and the id's prefix index.
  app.post('/channel', async (request) => {
    const body = request.body as ListBody;
    const sort = sortOf(body, ['created_at', 'channel_title'], { column: 'created_at', order: 'DESC' });
    const list: List = {
      table: sql`channels`,
      alias: sql`c`,
      columns: channelColumns,
      conditions: [sql`c.status <> 3`],
    };
    const search = body.search?.trim();
    if (search) {
      list.conditions.push(sql`(lower(c.channel_title) like ${containsPattern(search)}
        or c.channel_id like ${prefixPattern(search)})`);
      return matchedPage(db, list, sort, body);
    }
    const kept = sql`select coalesce(sum(n), 0)::int from channel_status_totals where status <> 3`;
    return indexedPage(db, list, sort, body, kept, true);
  });

  // Speakers by name on (name, id) (artists_name_order_idx), the count apart on
  // (status, created_at) alone; a search on the name's trigrams; the pickers' first active ones.
  const speakers = (conditions: SQL[]): List => ({
    table: sql`artists`,
    alias: sql`s`,
    columns: sql`s.id as _id, s.name, s.picture, s.languages, s.bio, s.status, s.created_at, s.updated_at`,
    conditions,
  });
  app.post('/artist', async (request) => {
    const body = request.body as ListBody;
    const sort = sortOf(body, ['name'], { column: 'name', order: 'ASC' });
    const search = body.search?.trim();
    if (search) {
      const matches = [sql`s.status <> 3`, sql`lower(s.name) like ${containsPattern(search)}`];
      return matchedPage(db, speakers(matches), sort, body);
    }
    const count = sql`select count(*)::int from artists where status <> 3`;
    return indexedPage(db, speakers([sql`s.status <> 3`]), sort, body, count);
  });
  app.get('/artist/lookup', async () => ({
    result: rowsOf(
      await db.execute(sql`select id as _id, name, picture from artists where status = 1
        order by name, id limit 1000`),
    ),
  }));

  // Assets (staff's): newest first on the partial (created_at, id) index of those not deleted, a
  // stage's filtered along it; the total the triggers keep per stage (asset_stage_totals); a search
  // on the title's trigrams.
  app.post('/asset', async (request) => {
    const body = request.body as ListBody;
    const sort = sortOf(body, ['created_at'], { column: 'created_at', order: 'DESC' });
    const stage = body.filter?.stage;
    const list: List = {
      table: sql`assets`,
      alias: sql`a`,
      columns: assetColumns,
      conditions: [sql`a.status <> 3`],
    };
    if (typeof stage === 'string') list.conditions.push(sql`a.stage = ${stage}`);
    const search = body.search?.trim();
    if (search) {
      list.conditions.push(sql`lower(a.title) like ${containsPattern(search)}`);
      return matchedPage(db, list, sort, body);
    }
    const kept = sql`select coalesce(sum(n), 0)::int from asset_stage_totals
      ${typeof stage === 'string' ? sql`where stage = ${stage}` : sql``}`;
    return indexedPage(db, list, sort, body, kept);
  });
  // Staff's pending-review badge: the stage's kept total.
  app.post('/asset/draft/count', async () => {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select coalesce(sum(n), 0)::int as n from asset_stage_totals where stage = 'pending_review'`,
      ),
    );
    return { result: row?.n ?? 0 };
  });

  // The library: staff's newest approved first on its partial (approved_at, id) index, under one facet
  // filter with its kept count (library_totals), under more with their count on the facets' index; a
  // search on the documents' GIN index by words' starts. A creator's few licensed items are read on
  // their rights holders' index, counted and ordered in one pass.
  const library = (userId: string, conditions: SQL[]): List => ({
    table: sql`assets`,
    alias: sql`a`,
    columns: libraryColumns(userId),
    conditions: [sql`a.stage = 'approved'`, sql`a.status <> 3`, ...conditions],
  });
  const newest: Sort = { column: 'approved_at', order: 'DESC' };
  /** The list's items in the sample (about 1 in 100, on its own indexes) as an estimate of the whole. */
  const sampledTotal = async (list: List) => {
    const inSample = sql`a.id < ${sql.raw(`'${LIBRARY_FACET_SAMPLE_ID_BELOW}'`)}`;
    const [sampled] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from assets a ${where([...list.conditions, inSample])}`),
    );
    return Number(((sampled?.n ?? 0) / LIBRARY_FACET_SAMPLE_SHARE).toPrecision(2));
  };
  app.post('/library', withMediaLinks(people.staffId), async (request) => {
    const body = request.body as ListBody;
    const sort = sortOf(body, ['approved_at'], newest);
    const facets = Object.entries(body.filter ?? {}).filter(
      ([name, value]) => Object.hasOwn(LIBRARY_FACETS, name) && value !== undefined && value !== null,
    );
    const filters = facets.map(([name, value]) => sql`a.${sql.identifier(LIBRARY_FACETS[name]!)} = ${value}`);
    const search = body.search?.trim();
    if (search) {
      const query = wordsQuery(1, search);
      const list = library(people.staffId, [...filters, query ? sql`a.search @@ ${query}` : sql`false`]);
      // The same answer as the app's: thousands of matches, as the sample's own index counts them,
      // are an estimate (the page read on its own); fewer, the exact count read with the page.
      const estimate = await sampledTotal(list);
      if (estimate <= LIBRARY_FACET_EXACT_MAX) return matchedPage(db, list, sort, body);
      const mayMatch = signatureQuery(sql`a.search_signature`, 1, search) ?? sql`false`;
      const answer = await walkedPage(db, list, sort, body, sql`${estimate}::int`, mayMatch);
      return { result: { ...answer.result, estimated: true } };
    }
    const list = library(people.staffId, filters);
    if (facets.length <= 1) return indexedPage(db, list, sort, body, keptFacet(facets[0]));
    // Under more filters, as the app: an estimate from the sample above the bound, else counted.
    const estimate = await sampledTotal(list);
    if (estimate <= LIBRARY_FACET_EXACT_MAX) {
      return indexedPage(
        db,
        list,
        sort,
        body,
        sql`select count(*)::int from assets a ${where(list.conditions)}`,
      );
    }
    // Many: the newest-first index walked testing the facets it carries (not as index conditions, so
    // that no bitmap of every match is read and sorted instead), each item read to check.
    const onIndex = facets
      .filter(([name]) => name !== 'rights_holder')
      .map(([name, value]) => sql`a.${sql.identifier(LIBRARY_FACETS[name]!)} is not distinct from ${value}`);
    const tests = sql.join([sql`true`, ...onIndex], sql` and `);
    const answer = await walkedPage(db, list, sort, body, sql`${estimate}::int`, tests);
    return { result: { ...answer.result, estimated: true } };
  });
  app.post('/library/creator', withMediaLinks(people.creatorId!), async (request) => {
    const body = request.body as ListBody;
    const list = library(people.creatorId!, [licensedTo(people.creatorId!)]);
    return matchedPage(db, list, sortOf(body, ['approved_at'], newest), body);
  });
}
