import type { Static } from '@sinclair/typebox';
import { sql, type SQL } from 'drizzle-orm';
import { AccountStatus, DEFAULT_PAGE_SIZE } from '../../../shared/constants';
import { msg } from '../../../shared/serverMessages';
import { prospectiveYoutubeVideos as declaration } from '../../../shared/resources/prospects';
import type { Database } from '../../platform/db/client';
import { badRequest } from '../../platform/http/errors';
import { likePattern } from '../../platform/http/listQuery';
import { agreements } from '../agreements/table';
import { channels } from '../channels/table';
import { prospectChannels } from './table';
import type { ProspectListBody, ProspectRecord } from './schemas';
import { rowsOf } from '../../platform/db/rows';

type ListBody = Static<typeof ProspectListBody>;
export type ProspectRow = Static<typeof ProspectRecord>;

/** A raw query answers timestamps as the database writes them: the API answers ISO 8601. */
const withIsoDate = (row: ProspectRow): ProspectRow => ({
  ...row,
  newest_found_at: row.newest_found_at && new Date(row.newest_found_at).toISOString(),
});

/**
 * A registered channel (our creator's) holding an agreement that runs today: for that channel or for
 * all its creator's channels. These are never prospects. Asked only of rows with a creator.
 */
const licensed = (youtubeId: SQL, creatorId: SQL) => sql`exists (
  select 1 from ${channels} c join ${agreements} a on a.creator_id = ${creatorId}
    and (a.channel_id = c.id or a.channel_id is null)
  where c.channel_id = ${youtubeId} and a.status = ${AccountStatus.ACTIVE} and a.start_date <= current_date
    and (a.end_date is null or a.end_date >= current_date))`;

/**
 * The prospects: the kept rows (staff's prospects and the channels of found videos using our content,
 * one per YouTube channel) less the whitelisted ones and the registered ones licensed today; the
 * licence is asked only of a registered channel's row (AND stops at a row with no creator).
 */
function prospectRows(only?: string): SQL {
  const r = prospectChannels;
  return sql`
    select ${r.channelId} as _id, ${r.channelId} as channel_id, ${r.title} as title, ${r.source} as source,
      ${r.foundCount} as found_count, ${r.newestFoundAt} as newest_found_at, ${r.creatorId} as invited,
      'https://www.youtube.com/channel/' || ${r.channelId} as url
    from ${r}
    where not ${r.whitelisted}
      and not (${r.creatorId} is not null and ${licensed(sql`${r.channelId}`, sql`${r.creatorId}`)})
      ${only ? sql`and ${r.channelId} = ${only}` : sql``}`;
}

/** The sort fields, as the row query's columns (the declaration's whitelist). */
const SORTS: Record<(typeof declaration.whitelist.sortable)[number], SQL> = {
  title: sql`lower(title)`,
  source: sql`source`,
  found_count: sql`found_count`,
  newest_found_at: sql`newest_found_at`,
};

/** The rows the search keeps: the title anywhere, or the channel id by its start (wildcards literal). */
function searched(body: ListBody): SQL {
  const search = body.search?.trim();
  return sql`select * from (${prospectRows()}) r
    ${
      search
        ? sql`where lower(r.title) like ${likePattern(search.toLowerCase())}
            or r.channel_id like ${likePattern(search).slice(1)}`
        : sql``
    }`;
}

/** One page of the prospects and their total. */
export async function listProspects(db: Database, body: ListBody) {
  const field = body.sort || 'newest_found_at';
  if (!Object.hasOwn(SORTS, field)) {
    throw badRequest('request.invalid', { sort: msg('field.cannot_sort', { field }) });
  }
  const ascending = (body.order ?? 'DESC').toUpperCase() === 'ASC';
  const order = sql.raw(ascending ? 'ASC' : 'DESC');
  // Prospects with no found video (typed by staff) come last when the newest come first.
  const nulls = sql.raw(ascending ? 'NULLS FIRST' : 'NULLS LAST');
  const sort = SORTS[field as keyof typeof SORTS];
  const limit = body.limit ?? DEFAULT_PAGE_SIZE;
  const offset = ((body.page ?? 1) - 1) * limit;
  // The page on the kept rows' order (the default walks prospect_channels_newest_idx: the id ordered
  // with the same NULLS as the index, though it is never null), the total counted beside it.
  const [rows, [counted]] = await Promise.all([
    db
      .execute(
        sql`select s.* from (${searched(body)}) s
          order by ${sort} ${order} ${nulls}, s._id ${order} ${nulls} limit ${limit} offset ${offset}`,
      )
      .then(rowsOf<ProspectRow>),
    db.execute(sql`select count(*)::int as total from (${searched(body)}) c`).then(rowsOf<{ total: number }>),
  ]);
  return { data: rows.map(withIsoDate), total: Number(counted?.total ?? 0) };
}

/** One prospect by its YouTube channel id, or undefined when it is none (or no longer one). */
export async function findProspect(db: Database, youtubeId: string): Promise<ProspectRow | undefined> {
  const [row] = rowsOf<ProspectRow>(await db.execute(prospectRows(youtubeId)));
  return row && withIsoDate(row);
}
