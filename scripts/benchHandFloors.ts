// The bench's honest floors (issue 38) for the videos' and issue 34's calls: each the plan a careful
// engineer would write by hand for the same answer (the same page of the same rows and the same exact
// total), on the table's best index, in plain SQL, calling none of the app's list code. Mounted on the
// floor server (scripts/benchFloor.ts).
import { createHmac, createSecretKey, randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SUBLICENSEE_CHANNEL_TITLES_SHOWN } from '../shared/constants';
import type { Database } from '../server/platform/db/client';

export interface FloorBody {
  page?: number;
  limit?: number;
  search?: string;
  sort?: string;
  order?: string;
  filter?: Record<string, unknown>;
}

/** The floor's people: the library's creator (scale creator 2) and a rights holder (scale owner 2). */
export interface FloorPeople {
  creatorId?: string;
  ownerId?: string;
}

/** The rows a raw query answered. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** LIKE's wildcards escaped, the text lower case: the `%text%` the lists' search matches. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The text matched literally at a value's start (YouTube ids), as the lists' prefix search does. */
export function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A full-text query by words' starts, as a tsquery: each word the vocabulary's words it begins
 * (search_words, on its pattern index), OR-ed, so the GIN index reads exact lexemes' lists; a start
 * opening none or more than 16 stays a prefix (':*'). The floors' seeded words are letters only.
 */
export function wordsQuery(scope: number, text: string): SQL | undefined {
  const words = typedWords(text);
  if (words.length === 0) return undefined;
  const each = words.map(
    (word) => sql`coalesce((select '(' || string_agg(quote_literal(word), ' | ') || ')'
      from ${knownWords(scope, word)}), ${`'${word}':*`})`,
  );
  return sql`(${sql.join(each, sql` || ' & ' || `)})::tsquery`;
}

/**
 * What a document's signature of words (migration 0085) holds when it matches `wordsQuery`: per word
 * typed, a bit of one of the words it is turned into (any word at all for a start kept as a prefix).
 */
export function signatureQuery(signature: SQL, scope: number, text: string): SQL | undefined {
  const words = typedWords(text);
  if (words.length === 0) return undefined;
  const each = words.map(
    (word) => sql`${signature} & coalesce((select bit_or(search_word_bit(word))
      from ${knownWords(scope, word)}), -1) <> 0`,
  );
  return sql.join(each, sql` and `);
}

/** The words of a search, lowercased, at most eight. */
const typedWords = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);

/** The vocabulary's words a typed word begins, when they are 1 to 16 (else no row: a prefix). */
const knownWords = (scope: number, word: string) =>
  sql`(select word from search_words where scope = ${scope} and word like ${`${word}%`} limit 17) k
    having count(*) between 1 and 16`;

// Columns an asset and a library item both answer; names and counts for the page's rows only.
export const itemColumns = sql`a.id as _id, a.title, a.kind, a.description, a.rights_holder_id as rights_holder,
  (select u.name from users u where u.id = a.rights_holder_id) as rights_holder_name, a.asset_label,
  a.agreement_id as agreement, (select c.title from contracts c where c.id = a.agreement_id) as agreement_title,
  a.category_id as category, a.energy_level_id as energy_level,
  array(select s.artist_id from asset_speakers s where s.asset_id = a.id order by s.artist_id) as speakers,
  a.language, a.tags, a.isrc, a.custom_id, a.territory, a.policy, a.licensable, a.status, a.created_at,
  a.updated_at`;

const newestFile = (role: string) =>
  sql`(select f.id from asset_files f where f.asset_id = a.id and f.role = ${role}
    order by f.created_at desc limit 1)`;

/** A library item as the list answers it to `userId`: with its names, counts, files and their own. */
export const libraryColumns = (userId: string) => sql`${itemColumns},
  (select c.name from categories c where c.id = a.category_id) as category_name,
  (select e.name from energy_levels e where e.id = a.energy_level_id) as energy_level_name,
  array(select p.name from asset_speakers s join artists p on p.id = s.artist_id
    where s.asset_id = a.id order by p.name) as speaker_names,
  a.duration_seconds as duration, a.approved_at,
  (select count(*) from asset_reactions r where r.asset_id = a.id and r.value = 1)::int as likes,
  (select count(*) from asset_reactions r where r.asset_id = a.id and r.value = -1)::int as dislikes,
  ${newestFile('poster')} as poster_file, ${newestFile('preview')} as preview_file,
  (select t.state from transcripts t where t.asset_id = a.id) as transcript_state,
  coalesce((select r.value from asset_reactions r where r.asset_id = a.id and r.user_id = ${userId}), 0)::int
    as my_reaction,
  exists (select 1 from asset_favourites f where f.asset_id = a.id and f.user_id = ${userId}) as favourite`;

/** The media links' key: its value does not change the work of signing with it. */
const LINK_KEY = createSecretKey(randomBytes(48));
const LINK_HEADER = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');

/** A file's link as the app's answers carry it: an HS256 JWT naming the file for ten minutes, by hand. */
function mediaLink(fileId: unknown, userId: string): string | null {
  if (!fileId) return null;
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    sid: `media:${String(fileId)}`,
    by: userId,
    sub: userId,
    iss: 'drm-back-office',
    iat: now,
    exp: now + 600,
  };
  const signed = `${LINK_HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `/api/media?token=${signed}.${createHmac('sha256', LINK_KEY).update(signed).digest('base64url')}`;
}

/**
 * A list route's option: each row of its answer gets its poster's and preview's signed links, as the
 * library's and the Licensing Library's answers do (two HMACs a row).
 */
export const withMediaLinks = (userId: string) => ({
  preSerialization: async (_request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
    const answer = payload as { result?: { data: Array<Record<string, unknown>> } };
    if (!answer.result) return payload;
    const data = answer.result.data.map((row) => ({
      ...row,
      poster_url: mediaLink(row.poster_file, userId),
      preview_url: mediaLink(row.preview_file, userId),
    }));
    return { result: { ...answer.result, data } };
  },
});

/** The page's LIMIT and OFFSET of a list body (10 a page, as the app's default). */
export function pageOf(body: FloorBody): { limit: number; offset: number } {
  const limit = body.limit ?? 10;
  return { limit, offset: ((body.page ?? 1) - 1) * limit };
}

const where = (conditions: SQL[]) =>
  conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;

/**
 * A search's page and its exact total in one pass: its matches (few, on the search's index) read
 * once, counted over the window and ordered for the page.
 */
export async function searchedPage(
  db: Database,
  [table, alias, sorted]: [SQL, SQL, SQL],
  columns: SQL,
  conditions: SQL[],
  order: SQL,
  page: { limit: number; offset: number },
) {
  // The page's ids first, its columns (names, counts) for its rows only.
  const rows = rowsOf<Record<string, unknown> & { total?: number }>(
    await db.execute(sql`with page as (
        select ${alias}.id, count(*) over ()::int as total
        from (select ${alias}.id, ${sorted} from ${table} ${alias} ${where(conditions)} offset 0) ${alias}
        order by ${order} limit ${page.limit} offset ${page.offset})
      select ${columns}, page.total from page join ${table} ${alias} on ${alias}.id = page.id order by ${order}`),
  );
  return { result: { data: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 } };
}

/** A page and its exact total, read side by side (two plans, each on its own index). */
async function pageAndCount(db: Database, page: SQL, count: SQL) {
  const [rows, [counted]] = await Promise.all([
    db.execute(page).then(rowsOf<Record<string, unknown>>),
    db.execute(count).then(rowsOf<{ total: number }>),
  ]);
  return { result: { data: rows, total: counted?.total ?? 0 } };
}

const videoColumns = sql`v.id as _id, v.video_id, v.title, v.channel_id as channel,
  (select c.channel_id from channels c where c.id = v.channel_id) as channel_id,
  (select c.channel_title from channels c where c.id = v.channel_id) as channel_title,
  v.thumbnail_url, v.published_at, v.duration_seconds, v.view_count, v.privacy_status, v.claimed, v.synced_at,
  'https://www.youtube.com/watch?v=' || v.video_id as url`;

/** The sort columns the video floors are asked for, each with its (column, id) index. */
const VIDEO_SORTS: Record<string, SQL> = {
  published_at: sql`v.published_at`,
  view_count: sql`v.view_count`,
};

export function mountHandFloors(app: FastifyInstance, db: Database, people: FloorPeople) {
  // Synced videos: the page on (sort column, id) or (channel, published, id), the count on the
  // narrowest index holding the condition (an index-only scan).
  const videoList = (body: FloorBody, scope?: SQL) => {
    const { limit, offset } = pageOf(body);
    const conditions: SQL[] = scope ? [scope] : [];
    const filter = body.filter ?? {};
    if (typeof filter.channel === 'string') conditions.push(sql`v.channel_id = ${filter.channel}`);
    if (typeof filter.claimed === 'boolean') conditions.push(sql`v.claimed = ${filter.claimed}`);
    const search = body.search?.trim();
    if (search) {
      conditions.push(
        sql`(to_tsvector('simple', v.title) @@ ${wordsQuery(2, search) ?? sql`null::tsquery`}
          or v.video_id like ${prefixPattern(search)})`,
      );
    }
    const column = VIDEO_SORTS[body.sort ?? 'published_at'] ?? VIDEO_SORTS.published_at!;
    const order = sql.raw(body.order === 'ASC' ? 'asc' : 'desc');
    // Without a search the total is read from the counts the triggers keep (per channel and claim
    // state, or the two totals over every channel); a search counts its matches.
    const claimed = typeof filter.claimed === 'boolean' ? sql`claimed = ${filter.claimed}` : sql`true`;
    const channelScope = scope
      ? sql`channel_id = any(array(select c.id from channels c where c.creator_id = ${people.creatorId!}))`
      : sql`true`;
    if (search) {
      const sort = sql`${column} ${order}, v.id ${order}`;
      return searchedPage(db, [sql`youtube_videos`, sql`v`, column], videoColumns, conditions, sort, {
        limit,
        offset,
      });
    }
    const total =
      typeof filter.channel === 'string' || scope
        ? sql`select coalesce(sum(n), 0)::int as total from youtube_video_counts where ${claimed} and ${channelScope}
            and ${typeof filter.channel === 'string' ? sql`channel_id = ${filter.channel}` : sql`true`}`
        : sql`select coalesce(sum(n), 0)::int as total from youtube_video_totals where ${claimed}`;
    return pageAndCount(
      db,
      sql`select ${videoColumns} from youtube_videos v ${where(conditions)}
        order by ${column} ${order}, v.id ${order} limit ${limit} offset ${offset}`,
      total,
    );
  };
  app.post('/videos', async (request) => videoList(request.body as FloorBody));
  // A creator's few channels first, then each channel's newest on (channel, published, id).
  app.post('/videos/creator', async (request) =>
    videoList(
      request.body as FloorBody,
      sql`v.channel_id = any(array(select c.id from channels c where c.creator_id = ${people.creatorId!}))`,
    ),
  );
  app.get('/videos/unclaimed-count', async () => {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`select coalesce(sum(n), 0)::int as n from youtube_video_totals where not claimed`),
    );
    return { result: row?.n ?? 0 };
  });
  app.get<{ Params: { id: string } }>('/floor/video/:id', async (request) => {
    const [row] = rowsOf(
      await db.execute(sql`select ${videoColumns} from youtube_videos v where v.id = ${request.params.id}`),
    );
    return { result: row };
  });

  // Monitored channels, newest first on (created_at, id); the search on the trigram indexes.
  app.post('/floor/monitored-channels', async (request) => {
    const body = request.body as FloorBody;
    const { limit, offset } = pageOf(body);
    const conditions = [sql`m.status <> 3`];
    const search = body.search?.trim();
    const columns = sql`m.id as _id, m.channel_id, m.title, m.handle, m.thumbnail_url, m.type, m.status,
      m.added_by, (select u.name from users u where u.id = m.added_by) as added_by_name, m.last_scanned_at,
      m.created_at, m.updated_at, 'https://www.youtube.com/channel/' || m.channel_id as url`;
    const order = sql`m.created_at desc, m.id desc`;
    if (search) {
      // Title and handle as one text on its trigram index (monitored_channels_search_trgm_idx).
      conditions.push(sql`(lower(m.title || E'\\n' || coalesce(m.handle, '')) like ${containsPattern(search)}
        or m.channel_id like ${prefixPattern(search)})`);
      const page = { limit, offset };
      return searchedPage(
        db,
        [sql`monitored_channels`, sql`m`, sql`m.created_at`],
        columns,
        conditions,
        order,
        page,
      );
    }
    return pageAndCount(
      db,
      sql`select ${columns} from monitored_channels m ${where(conditions)} order by ${order} limit ${limit} offset ${offset}`,
      sql`select count(*)::int as total from monitored_channels m ${where(conditions)}`,
    );
  });

  // Found videos, newest published first on (published_at, id) or (state, published_at, id).
  app.post('/floor/found-videos', async (request) => {
    const body = request.body as FloorBody;
    const { limit, offset } = pageOf(body);
    const state = body.filter?.state;
    const conditions = typeof state === 'string' ? [sql`v.state = ${state}`] : [];
    return pageAndCount(
      db,
      sql`select v.id as _id, v.video_id, v.channel_id, v.channel_title, v.title, v.thumbnail_url,
          v.published_at, v.found_via, v.hashtag, v.has_audio, v.state,
          (select m.type from monitored_channels m where m.channel_id = v.channel_id and m.status <> 3)
            as channel_type,
          v.created_at as found_at, v.updated_at, 'https://www.youtube.com/watch?v=' || v.video_id as url
        from found_videos v ${where(conditions)}
        order by v.published_at desc, v.id desc limit ${limit} offset ${offset}`,
      // The kept totals (per state, audio and way found) answer the count without a scan.
      sql`select coalesce(sum(n), 0)::int as total from found_video_totals
        ${typeof state === 'string' ? sql`where state = ${state}` : sql``}`,
    );
  });
  app.get('/floor/audio-count', async () => {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select coalesce(sum(n), 0)::int as n from found_video_totals where state = 'new' and has_audio`,
      ),
    );
    return { result: { count: row?.n ?? 0 } };
  });

  // Licence requests (staff: every one), newest first; the names for the page's rows only.
  app.post('/floor/inquiries', async (request) => {
    const body = request.body as FloorBody;
    const { limit, offset } = pageOf(body);
    const status = body.filter?.status;
    const conditions = typeof status === 'number' ? [sql`i.status = ${status}`] : [];
    const name = (column: string) => sql.raw(`(select u.name from users u where u.id = i.${column})`);
    return pageAndCount(
      db,
      sql`select i.id as _id, i.creator_id as creator, ${name('creator_id')} as creator_name,
          i.requested_by, ${name('requested_by')} as requested_by_name,
          i.rights_holder_id as rights_holder, ${name('rights_holder_id')} as rights_holder_name,
          i.asset_id as asset, (select a.title from assets a where a.id = i.asset_id) as asset_title,
          i.channel_id as channel, (select c.channel_title from channels c where c.id = i.channel_id) as channel_title,
          i.message, i.status, i.decided_by, ${name('decided_by')} as decided_by_name, i.decided_at, i.reason,
          i.agreement_id as agreement, (select c.title from contracts c where c.id = i.agreement_id) as agreement_title,
          i.created_at, i.updated_at
        from inquiries i ${where(conditions)}
        order by i.created_at desc, i.id desc limit ${limit} offset ${offset}`,
      // The requests kept per status (inquiry_status_totals).
      sql`select coalesce(sum(n), 0)::int as total from inquiry_status_totals
        ${typeof status === 'number' ? sql`where status = ${status}` : sql``}`,
    );
  });
  app.get('/floor/inquiry-count', async () => {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`select coalesce(sum(n), 0)::int as n from inquiry_status_totals where status = 0`),
    );
    return { result: { count: row?.n ?? 0 } };
  });

  // The Licensing Library: the licensable approved items newest first on their partial index; the
  // search on the search documents' GIN index; beside the page, whether staff hid it from the creator.
  app.post('/floor/browse', withMediaLinks(people.creatorId!), async (request, reply) => {
    const [hidden, answer] = await Promise.all([
      db.execute(sql`select 1 from users where id = ${people.creatorId!} and browse_hidden limit 1`),
      browsePage(request.body as FloorBody),
    ]);
    return rowsOf(hidden).length > 0 ? reply.code(403).send({ message: 'hidden' }) : answer;
  });
  const browsePage = (body: FloorBody) => {
    const { limit, offset } = pageOf(body);
    const conditions = [sql`a.licensable`, sql`a.stage = 'approved'`, sql`a.status <> 3`];
    const search = body.search?.trim();
    const query = search ? wordsQuery(1, search) : undefined;
    if (search) conditions.push(query ? sql`a.search @@ ${query}` : sql`false`);
    // What the app's Licensing Library answers: the library's item, as the creator sees it.
    const columns = libraryColumns(people.creatorId!);
    const order = sql`a.approved_at desc nulls first, a.id desc`;
    if (search)
      return searchedPage(db, [sql`assets`, sql`a`, sql`a.approved_at`], columns, conditions, order, {
        limit,
        offset,
      });
    // Unsearched, the licensable items' kept count (library_totals' 'licensable' facet).
    return pageAndCount(
      db,
      sql`select ${columns} from assets a ${where(conditions)} order by ${order} limit ${limit} offset ${offset}`,
      sql`select n::int as total from library_totals where facet = 'licensable' and value = 'true'`,
    );
  };

  // A rights holder's sublicensee creators: its active agreements on (rights holder, status), one row
  // per creator, with the channels and the money it earned from each (the rights holder sees money):
  // its payable royalty lines of the creator's videos per currency (royalties_payee_idx).
  app.post('/floor/sublicensees', async (request) => {
    const { limit, offset } = pageOf(request.body as FloorBody);
    const owner = people.ownerId!;
    const rows = rowsOf<{ total: number }>(
      await db.execute(sql`
        with l as (
          select creator_id, count(*)::int as agreement_count, max(start_date)::text as latest_start_date
          from contracts
          where rights_holder_id = ${owner} and status = 1 and (end_date is null or end_date >= current_date)
          group by creator_id
        )
        select l.creator_id as _id, u.name as creator_name, l.agreement_count, l.latest_start_date,
          (select count(*)::int from channels c where c.creator_id = l.creator_id and c.status <> 3)
            as channel_count,
          array(select c.channel_title from channels c where c.creator_id = l.creator_id and c.status <> 3
            order by c.channel_title limit ${SUBLICENSEE_CHANNEL_TITLES_SHOWN}) as channel_titles,
          coalesce((select json_agg(json_build_object('currency', e.currency, 'amount', e.amount)
              order by e.currency)
            from (select trim(p.currency) as currency, (sum(p.amount_micros) / 1000000.0)::float8 as amount
              from royalty_lines p
              where p.payee_kind = 'rights_holder' and p.payee_id = ${owner} and p.state = 'payable'
                and p.creator_id = l.creator_id group by p.currency) e),
            json_build_array(json_build_object('currency', (select trim(s.currency) from payment_settings s
              where s.rights_holder_id = ${owner} and s.superseded_at is null), 'amount', 0))) as earnings,
          count(*) over ()::int as total
        from l join users u on u.id = l.creator_id
        order by u.name, l.creator_id limit ${limit} offset ${offset}`),
    );
    return { result: { data: rows, total: rows[0]?.total ?? 0 } };
  });

  // Prospects: their kept rows (prospect_channels), newest found first on the partial index of the
  // rows not whitelisted; a registered channel's row (its creator kept) checked for an agreement
  // running today; the total counted off the same index beside the page.
  app.post('/floor/prospects', async (request) => {
    const { limit, offset } = pageOf(request.body as FloorBody);
    const shown = sql`not p.whitelisted and (p.creator_id is null or not exists (
      select 1 from channels c join contracts a on a.creator_id = p.creator_id
        and (a.channel_id = c.id or a.channel_id is null)
      where c.channel_id = p.channel_id and a.status = 1 and a.start_date <= current_date
        and (a.end_date is null or a.end_date >= current_date)))`;
    return pageAndCount(
      db,
      sql`select p.channel_id as _id, p.channel_id, p.title, p.source, p.found_count, p.newest_found_at,
          p.creator_id as invited, 'https://www.youtube.com/channel/' || p.channel_id as url
        from prospect_channels p where ${shown}
        order by p.newest_found_at desc nulls last, p.channel_id desc nulls last limit ${limit} offset ${offset}`,
      sql`select count(*)::int as total from prospect_channels p where ${shown}`,
    );
  });
}
