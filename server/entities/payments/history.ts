import { sql, type SQL } from 'drizzle-orm';
import { OPEN_PAYMENTS, PAID_PAYMENTS, PayeeKind, RoyaltyLineState } from '../../../shared/royalties';
import { isCreatorSide, seesMoney } from '../../../shared/roles';
import type { AuthContext } from '../../platform/auth/context';
import type { Database } from '../../platform/db/client';
import { uuidOf } from '../../platform/db/columns';
import { readNamed } from '../../platform/db/prepared';
import { badRequest } from '../../platform/http/errors';
import { likePattern } from '../../platform/http/listQuery';
import { channels } from '../channels/table';
import { keySource, type SourceOptions } from '../royalties/earnings/ranges';
import {
  HISTORY_COLUMNS,
  runningKeys,
  runningMonths,
  windowKeyCount,
  windowKeys,
} from '../royalties/earnings/running';
import { royaltyLines } from '../royalties/table';
import { users } from '../users/table';
import { youtubeVideos } from '../videos/table';
import { payments } from './table';

/**
 * How a history read runs: staff's, unsearched, over kept tables by their keys, named (readNamed); a
 * payee's lines or a search, planned for their values.
 */
const readerFor = (auth: AuthContext, searched = false) =>
  auth.ownerId === null && !searched ? readNamed : (db: Database, query: SQL) => db.execute(query);

/** The row's key as a uuid (the users', channels' and claims' ids are uuids). */
const KEY_ID = uuidOf(sql`g.key`);

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
export const PAID_SQL = list(PAID_PAYMENTS);
export const OPEN_SQL = list(OPEN_PAYMENTS);

/**
 * The royalty lines a caller may read: all for staff; a creator's or a rights holder's own (a team
 * member's owner's), as payee.
 */
export function lineScope(auth: AuthContext, alias = 'l'): SQL {
  const l = sql.raw(alias);
  if (auth.ownerId === null) return sql`${l}.payee_kind <> ${PayeeKind.COMPANY}`;
  const kind = isCreatorSide(auth.type) ? PayeeKind.CREATOR : PayeeKind.RIGHTS_HOLDER;
  return sql`${l}.payee_kind = ${kind} and ${l}.payee_id = ${auth.ownerId}`;
}

/** Whether the caller is answered amounts: never types 5, 7, 8, 9 (they see counts only). */
export const moneyFor = (auth: AuthContext) => seesMoney(auth.type);

/** The months a date range covers, as the first days its lines' periods fall between. */
export function periodRange(from?: string, to?: string): SQL {
  return sql`${from ? sql`l.period >= date_trunc('month', ${from}::date)::date` : sql`true`}
    and ${to ? sql`l.period <= ${to}::date` : sql`true`}`;
}

const paidCase = sql`l.state = ${RoyaltyLineState.PAYABLE} and p.status in (${PAID_SQL})`;
const dueCase = sql`l.state = ${RoyaltyLineState.PAYABLE} and (l.payment_id is null or p.status in (${OPEN_SQL}))`;

/** The paid and due sums of the lines matched, with their count. */
const sums = sql`coalesce(sum(l.amount_micros) filter (where ${paidCase}), 0)::text as paid_micros,
  coalesce(sum(l.amount_micros) filter (where ${dueCase}), 0)::text as due_micros,
  count(*)::int as line_count`;

export const DIMENSIONS = {
  creator: {
    running: 'creator',
    key: sql`l.creator_id::text`,
    where: sql`l.creator_id is not null`,
  },
  channel: {
    running: 'channel',
    key: sql`l.channel_id::text`,
    where: sql`l.channel_id is not null`,
  },
  'right-holder': {
    running: 'rights_holder',
    key: sql`l.rights_holder_id::text`,
    where: sql`l.rights_holder_id is not null`,
  },
  video: {
    running: 'video',
    key: sql`l.video_id`,
    where: sql`true`,
  },
} as const;
export type Dimension = keyof typeof DIMENSIONS;

const SORTS = { name: 'name', paid: 'paid_micros::numeric', due: 'due_micros::numeric', lines: 'line_count' };
/** The same orders over the kept window's keys, on their own (bigint) columns. */
const WINDOW_SORTS: Record<string, string> = {
  [SORTS.paid]: 'k.paid_micros',
  [SORTS.due]: 'k.due_micros',
  [SORTS.lines]: 'k.line_count',
};

export interface ByBody {
  page?: number;
  limit?: number;
  sort?: string;
  order?: string;
  search?: string;
  filter?: { from?: string; to?: string };
}

/**
 * The payment history by one dimension (creator, channel, rights holder, video): each one's paid and
 * due sums over the caller's lines of the range, grouped, searched, sorted and paged in the database
 * (a payee's lines on royalty_lines_payee_idx; staff's from the running sums, two rows per key).
 */
export async function historyBy(
  db: Database,
  auth: AuthContext,
  dimension: Dimension,
  body: ByBody,
  sources: Omit<SourceOptions, 'requestedBy'> = {},
) {
  const d = DIMENSIONS[dimension];
  const sortKey = body.sort ?? 'paid';
  if (!Object.hasOwn(SORTS, sortKey)) {
    throw badRequest('request.invalid', { sort: { id: 'field.cannot_sort', params: { field: sortKey } } });
  }
  const money = moneyFor(auth);
  // Those who see no money cannot sort by it either.
  const sortColumn =
    money || sortKey === 'name' || sortKey === 'lines' ? SORTS[sortKey as keyof typeof SORTS] : SORTS.name;
  const sort = sql.raw(sortColumn);
  const order = sql.raw(body.order?.toUpperCase() === 'ASC' ? 'ASC' : 'DESC');
  const limit = body.limit ?? 25;
  const offset = ((body.page ?? 1) - 1) * limit;
  const search = body.search?.trim();
  // Staff's from a kept window when one holds the range's months (a preset's, or the range's own, made
  // by a job the first time: its progress is answered meanwhile), else the running sums (two rows per
  // key, a small dimension); a payee's from its own lines.
  const range = body.filter ?? {};
  const source =
    auth.ownerId === null
      ? await keySource(db, d.running, range, { ...sources, requestedBy: auth.userId })
      : undefined;
  if (source && 'preparing' in source) return { total: 0, data: [], preparing: source.preparing };
  const kept = source && 'window' in source ? source.window : null;
  const staffKeys =
    kept !== null
      ? windowKeys(kept, d.running, HISTORY_COLUMNS)
      : runningKeys(d.running, range, HISTORY_COLUMNS);
  const grouped =
    auth.ownerId === null
      ? sql`select k.key, k.paid_micros::text as paid_micros, k.due_micros::text as due_micros, k.line_count
          from (${staffKeys}) k`
      : sql`select ${d.key} as key, ${sums}
          from ${royaltyLines} l left join ${payments} p on p.id = l.payment_id
          where ${lineScope(auth)} and ${d.where} and l.state <> ${RoyaltyLineState.VOID}
            and ${periodRange(body.filter?.from, body.filter?.to)}
          group by 1`;
  const ordered = sql`order by ${sort} ${order} nulls last, key ${order}`;
  const windowSort = WINDOW_SORTS[sortColumn];
  // Named before the page when the name is searched or sorted on; else only the page's rows are.
  // The kept window's keys are ranked on its own columns (the most paid first on its index) and
  // counted apart; other keys are counted through the sort. Staff's, unsearched, read kept tables by
  // their keys: a named statement (readNamed); a payee's lines or a search are planned for their values.
  const result = await readerFor(auth, Boolean(search))(
    db,
    kept !== null && !search && windowSort
      ? sql`select g.*, ${dimensionName(dimension)} as name from (
          select k.key, k.paid_micros::text as paid_micros, k.due_micros::text as due_micros, k.line_count,
            ${windowKeyCount(kept, d.running, HISTORY_COLUMNS)}::int as total
          from (${staffKeys}) k
          order by ${sql.raw(windowSort)} ${order} nulls last, k.key ${order} limit ${limit} offset ${offset}) g
        ${ordered}`
      : search || sortColumn === SORTS.name
        ? sql`select r.*, count(*) over ()::int as total from (
          select g.*, n.name from (${grouped}) g
          cross join lateral (select ${dimensionName(dimension)} as name) n
          ${search ? sql`where lower(n.name) like ${likePattern(search.toLowerCase())}` : sql``}) r
        ${ordered} limit ${limit} offset ${offset}`
        : sql`select g.*, ${dimensionName(dimension)} as name from (
          select r.*, count(*) over ()::int as total from (${grouped}) r
          ${ordered} limit ${limit} offset ${offset}) g
        ${ordered}`,
  );
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return {
    total: (rows[0]?.total as number | undefined) ?? 0,
    data: rows.map((row) => ({
      _id: String(row.key),
      name: (row.name as string | null) ?? null,
      paid_micros: money ? String(row.paid_micros) : null,
      due_micros: money ? String(row.due_micros) : null,
      line_count: row.line_count as number,
    })),
  };
}

/** The name of a grouped row, read from its key (`g.key`). */
function dimensionName(dimension: Dimension): SQL {
  switch (dimension) {
    case 'creator':
      return sql`(select u.name from ${users} u where u.id = ${KEY_ID})`;
    case 'right-holder':
      return sql`(select u.name from ${users} u where u.id = ${KEY_ID})`;
    case 'channel':
      return sql`(select c.channel_title from ${channels} c where c.id = ${KEY_ID})`;
    case 'video':
      return sql`coalesce((select v.title from ${youtubeVideos} v where v.video_id = g.key), g.key)`;
  }
}

/**
 * The overview: due and paid totals of the range, both per month (the chart), and the count of
 * payments; amounts only for those who see money.
 */
export async function historyOverview(
  db: Database,
  auth: AuthContext,
  range: { from?: string; to?: string },
) {
  const money = moneyFor(auth);
  // Staff's months are the running sums' rows (readNamed); a payee's, its lines, planned for it.
  const result = await readerFor(auth)(
    db,
    auth.ownerId === null
      ? sql`select to_char(m.period, 'YYYY-MM') as month, m.paid_micros::text as paid_micros,
          m.due_micros::text as due_micros, m.line_count
          from (${runningMonths(range, HISTORY_COLUMNS)}) m order by m.period`
      : sql`select to_char(l.period, 'YYYY-MM') as month, ${sums}
          from ${royaltyLines} l left join ${payments} p on p.id = l.payment_id
          where ${lineScope(auth)} and l.state <> ${RoyaltyLineState.VOID} and ${periodRange(range.from, range.to)}
          group by 1 order by 1`,
  );
  const rows = (
    result as unknown as {
      rows: { month: string; paid_micros: string; due_micros: string; line_count: number }[];
    }
  ).rows;
  const total = (field: 'paid_micros' | 'due_micros') =>
    rows.reduce((sum, row) => sum + BigInt(row[field]), 0n).toString();
  return {
    currency: 'USD',
    paid_micros: money ? total('paid_micros') : null,
    due_micros: money ? total('due_micros') : null,
    line_count: rows.reduce((sum, row) => sum + row.line_count, 0),
    series: rows.map((row) => ({
      month: row.month,
      paid_micros: money ? row.paid_micros : null,
      due_micros: money ? row.due_micros : null,
      line_count: row.line_count,
    })),
  };
}
