import type { Static } from '@sinclair/typebox';
import { sql, type SQL } from 'drizzle-orm';
import {
  AccountStatus,
  DEFAULT_PAGE_SIZE,
  DELETED_STATUS,
  SUBLICENSEE_CHANNEL_TITLES_SHOWN,
  SUBLICENSEE_DETAIL_MAX_ROWS,
} from '../../../shared/constants';
import { msg } from '../../../shared/serverMessages';
import { sublicenseeCreators as declaration } from '../../../shared/resources/sublicenseeCreators';
import type { Database } from '../../platform/db/client';
import { badRequest } from '../../platform/http/errors';
import { likePattern } from '../../platform/http/listQuery';
import { agreements } from '../agreements/table';
import { channels } from '../channels/table';
import { royaltyLines } from '../royalties/table';
import { PayeeKind, RoyaltyLineState } from '../../../shared/royalties';
import { paymentSettings } from '../paymentSettings/table';
import { users } from '../users/table';
import type {
  SublicenseeCreatorDetail,
  SublicenseeCreatorListBody,
  SublicenseeCreatorRecord,
} from './schemas';
import { rowsOf } from '../../platform/db/rows';

type ListBody = Static<typeof SublicenseeCreatorListBody>;
type Detail = Static<typeof SublicenseeCreatorDetail>;
type Earning = { currency: string | null; amount: number };
export type SublicenseeCreatorRow = Static<typeof SublicenseeCreatorRecord> & { earnings: Earning[] };

/**
 * The rights holder's active agreements (status active, not ended), one row per creator: read on
 * contracts_rights_holder_idx (rights holder, status), so a rights holder's list costs its own
 * agreements, whatever the table holds.
 */
const licensed = (rightsHolderId: string, creatorId?: string) => sql`
  select ${agreements.creatorId} as creator_id,
    count(*)::int as agreement_count,
    max(${agreements.startDate})::text as latest_start_date
  from ${agreements}
  where ${agreements.rightsHolderId} = ${rightsHolderId}
    and ${agreements.status} = ${AccountStatus.ACTIVE}
    and (${agreements.endDate} is null or ${agreements.endDate} >= current_date)
    ${creatorId ? sql`and ${agreements.creatorId} = ${creatorId}` : sql``}
  group by ${agreements.creatorId}`;

/** The list's sort fields, as the columns of the row query (the declaration's whitelist). */
const SORTS: Record<(typeof declaration.whitelist.sortable)[number], SQL> = {
  creator_name: sql`creator_name`,
  channel_count: sql`channel_count`,
  agreement_count: sql`agreement_count`,
  latest_start_date: sql`latest_start_date`,
};

/**
 * The creators' rows: name, channels (count and first titles, over channels_creator_idx), agreements
 * and what each earned the rights holder, summed per currency from the rights holder's payable royalty
 * lines of the creator's videos (royalties_payee_idx); a creator with none shows 0 in the rights
 * holder's payment currency (null when it has set none).
 */
function creatorRows(rightsHolderId: string, creatorId?: string) {
  const notDeleted = sql`c.status <> ${DELETED_STATUS}`;
  return sql`
    select l.creator_id as _id, u.name as creator_name, l.agreement_count, l.latest_start_date,
      (select count(*)::int from ${channels} c where c.creator_id = l.creator_id and ${notDeleted})
        as channel_count,
      coalesce((select json_agg(t.channel_title order by t.channel_title) from (
          select c.channel_title from ${channels} c where c.creator_id = l.creator_id and ${notDeleted}
          order by c.channel_title limit ${SUBLICENSEE_CHANNEL_TITLES_SHOWN}) t), '[]'::json)
        as channel_titles,
      coalesce((select json_agg(json_build_object('currency', e.currency, 'amount', e.amount)
          order by e.currency) from (
          select trim(p.currency) as currency, (sum(p.amount_micros) / 1000000.0)::float8 as amount
          from ${royaltyLines} p
          where p.payee_kind = ${PayeeKind.RIGHTS_HOLDER} and p.payee_id = ${rightsHolderId}
            and p.state = ${RoyaltyLineState.PAYABLE} and p.creator_id = l.creator_id
          group by p.currency) e),
        json_build_array(json_build_object('currency', (select trim(s.currency) from ${paymentSettings} s
          where s.rights_holder_id = ${rightsHolderId} and s.superseded_at is null), 'amount', 0)))
        as earnings
    from (${licensed(rightsHolderId, creatorId)}) l
    join ${users} u on u.id = l.creator_id`;
}

/** The rows the search keeps (the creator's name, matched anywhere, wildcards taken literally). */
function searched(rightsHolderId: string, body: ListBody): SQL {
  const search = body.search?.trim();
  return sql`select * from (${creatorRows(rightsHolderId)}) r
    ${search ? sql`where lower(r.creator_name) like ${likePattern(search.toLowerCase())}` : sql``}`;
}

/** The page's query, with its total over the window; its SQL is there for the query-plan test. */
export function sublicenseeListQuery(rightsHolderId: string, body: ListBody): SQL {
  const field = body.sort || 'creator_name';
  if (!Object.hasOwn(SORTS, field)) {
    throw badRequest('request.invalid', { sort: msg('field.cannot_sort', { field }) });
  }
  const order = sql.raw((body.order ?? 'ASC').toUpperCase() === 'DESC' ? 'DESC' : 'ASC');
  const sort = SORTS[field as keyof typeof SORTS];
  const limit = body.limit ?? DEFAULT_PAGE_SIZE;
  const offset = ((body.page ?? 1) - 1) * limit;
  return sql`
    select s.*, (count(*) over ())::int as total from (${searched(rightsHolderId, body)}) s
    order by ${sort} ${order}, s._id ${order}
    limit ${limit} offset ${offset}`;
}

/** One page of the rights holder's sublicensee creators and their total. */
export async function listSublicenseeCreators(db: Database, rightsHolderId: string, body: ListBody) {
  const rows = rowsOf<SublicenseeCreatorRow & { total: number }>(
    await db.execute(sublicenseeListQuery(rightsHolderId, body)),
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && (body.page ?? 1) > 1) {
    // A page past the end carries no total: count what the search keeps alone.
    const [counted] = rowsOf<{ total: number }>(
      await db.execute(sql`select count(*)::int as total from (${searched(rightsHolderId, body)}) c`),
    );
    total = counted?.total ?? 0;
  }
  return { data: rows.map(({ total: _total, ...row }) => row), total: Number(total) };
}

/** The creator's row, its channels and its active agreements with the rights holder; none if it holds none. */
export async function findSublicenseeCreator(db: Database, rightsHolderId: string, creatorId: string) {
  const [row] = rowsOf<SublicenseeCreatorRow>(await db.execute(creatorRows(rightsHolderId, creatorId)));
  if (!row) return undefined;
  const [channelRows, agreementRows] = await Promise.all([
    db.execute(sql`
      select c.id as _id, c.channel_id, c.channel_title, c.channel_start_date::text as channel_start_date,
        c.status::int as status
      from ${channels} c where c.creator_id = ${creatorId} and c.status <> ${DELETED_STATUS}
      order by c.channel_title, c.id limit ${SUBLICENSEE_DETAIL_MAX_ROWS}`),
    db.execute(sql`
      select a.id as _id, a.title, a.start_date::text as start_date, a.end_date::text as end_date,
        a.territory, a.created_at,
        (select c.channel_title from ${channels} c where c.id = a.channel_id) as channel_title
      from ${agreements} a
      where a.rights_holder_id = ${rightsHolderId} and a.creator_id = ${creatorId}
        and a.status = ${AccountStatus.ACTIVE} and (a.end_date is null or a.end_date >= current_date)
      order by a.start_date desc, a.id limit ${SUBLICENSEE_DETAIL_MAX_ROWS}`),
  ]);
  return {
    ...row,
    channels: rowsOf<Detail['channels'][number]>(channelRows),
    agreements: rowsOf<Detail['agreements'][number]>(agreementRows),
  };
}
