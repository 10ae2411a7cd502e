import type { Static } from '@sinclair/typebox';
import { sql, type SQL } from 'drizzle-orm';
import {
  AccountStatus,
  DEFAULT_PAGE_SIZE,
  DELETED_STATUS,
  MonitoredChannelType,
} from '../../../shared/constants';
import { msg } from '../../../shared/serverMessages';
import { prospectiveYoutubeVideos as declaration } from '../../../shared/resources/prospects';
import type { Database } from '../../platform/db/client';
import { badRequest } from '../../platform/http/errors';
import { likePattern } from '../../platform/http/listQuery';
import { agreements } from '../agreements/table';
import { channels } from '../channels/table';
import { monitoredChannels } from '../monitoring/table';
import { foundChannelTotals } from './table';
import type { ProspectListBody, ProspectRecord } from './schemas';

type ListBody = Static<typeof ProspectListBody>;
export type ProspectRow = Static<typeof ProspectRecord>;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
/** A raw query answers timestamps as the database writes them: the API answers ISO 8601. */
const withIsoDate = (row: ProspectRow): ProspectRow => ({
  ...row,
  newest_found_at: row.newest_found_at && new Date(row.newest_found_at).toISOString(),
});

/**
 * Channels holding an agreement that runs today: registered in our channels table, with an active
 * agreement for that channel or for all its creator's channels. These are never prospects.
 */
const licensed = (youtubeId: SQL) => sql`exists (
  select 1 from ${channels} c join ${agreements} a on a.creator_id = c.creator_id
    and (a.channel_id = c.id or a.channel_id is null)
  where c.channel_id = ${youtubeId} and c.status <> ${DELETED_STATUS}
    and a.status = ${AccountStatus.ACTIVE} and a.start_date <= current_date
    and (a.end_date is null or a.end_date >= current_date))`;

const whitelisted = (youtubeId: SQL) => sql`exists (
  select 1 from ${monitoredChannels} w where w.channel_id = ${youtubeId}
    and w.type = ${MonitoredChannelType.WHITELISTED} and w.status <> ${DELETED_STATUS})`;

/**
 * One row per YouTube channel: monitored channels typed prospect, joined (full) with the channels of
 * found videos using our content (claimed, or carrying our audio; kept per channel by triggers in
 * found_channel_totals), less whitelisted and licensed ones.
 */
function prospectRows(only?: string): SQL {
  const id = sql`coalesce(p.channel_id, f.channel_id)`;
  return sql`
    select ${id} as _id, ${id} as channel_id, coalesce(p.title, f.title) as title,
      case when p.channel_id is null then 'found' else 'prospect' end as source,
      coalesce(f.found_count, 0)::int as found_count, f.newest_found_at,
      (select c.creator_id from ${channels} c where c.channel_id = ${id} and c.status <> ${DELETED_STATUS}
        limit 1) as invited,
      'https://www.youtube.com/channel/' || ${id} as url
    from (
      select m.channel_id, m.title from ${monitoredChannels} m
      where m.type = ${MonitoredChannelType.PROSPECT} and m.status <> ${DELETED_STATUS}
        ${only ? sql`and m.channel_id = ${only}` : sql``}
    ) p
    full join (
      select t.channel_id, t.channel_title as title, t.found_count, t.newest_found_at
      from ${foundChannelTotals} t
      ${only ? sql`where t.channel_id = ${only}` : sql``}
    ) f on f.channel_id = p.channel_id
    where not ${whitelisted(id)} and not ${licensed(id)}`;
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
  const rows = rowsOf<ProspectRow & { total: number }>(
    await db.execute(sql`
      select s.*, (count(*) over ())::int as total from (${searched(body)}) s
      order by ${sort} ${order} ${nulls}, s._id ${order}
      limit ${limit} offset ${offset}`),
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && (body.page ?? 1) > 1) {
    const [counted] = rowsOf<{ total: number }>(
      await db.execute(sql`select count(*)::int as total from (${searched(body)}) c`),
    );
    total = counted?.total ?? 0;
  }
  return { data: rows.map(({ total: _total, ...row }) => withIsoDate(row)), total: Number(total) };
}

/** One prospect by its YouTube channel id, or undefined when it is none (or no longer one). */
export async function findProspect(db: Database, youtubeId: string): Promise<ProspectRow | undefined> {
  const [row] = rowsOf<ProspectRow>(await db.execute(prospectRows(youtubeId)));
  return row && withIsoDate(row);
}
