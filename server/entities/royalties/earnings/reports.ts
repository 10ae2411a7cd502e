import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  EARNINGS_MAX_MONTHS,
  EARNINGS_PAGE_MAX,
  EARNINGS_SORTS,
  EARNINGS_TOP,
  EarningsDimension,
  monthOfDay,
  type EarningsSort,
  type ReportDimension,
} from '../../../../shared/earnings';
import { isCreatorSide, isRightHolderSide } from '../../../../shared/roles';
import { PayeeKind } from '../../../../shared/royalties';
import { msg } from '../../../../shared/serverMessages';
import type { AuthContext } from '../../../platform/auth/context';
import type { Database } from '../../../platform/db/client';
import { uuidOf } from '../../../platform/db/columns';
import { badRequest } from '../../../platform/http/errors';
import { assets } from '../../assets/table';
import { channels } from '../../channels/table';
import { manualClaims } from '../../claims/table';
import { users } from '../../users/table';
import { youtubeVideos } from '../../videos/table';
import { firstDayOf } from '../repository';
import { EARNINGS_COLUMNS, runningKeys, runningMonths, windowKeyCount, windowKeys } from './running';
import { royaltyRollups as r } from './table';
import { rowsOf } from '../../../platform/db/rows';
import { readNamed } from '../../../platform/db/prepared';

/** The row's key as a uuid (the users', channels' and claims' ids are uuids). */
const KEY_ID = uuidOf(sql`p.key`);

/** The rows of a raw statement (PGlite and node-postgres both answer `{ rows }`). */

/** The months a range covers, as first days; refused past EARNINGS_MAX_MONTHS or backwards. */
export function monthsOf(from: string, to: string): { from: string; to: string; count: number } {
  const [a, b] = [monthOfDay(from), monthOfDay(to)];
  const count =
    (Number(b.slice(0, 4)) - Number(a.slice(0, 4))) * 12 + Number(b.slice(5)) - Number(a.slice(5)) + 1;
  if (count < 1) throw badRequest('request.invalid', { to: 'field.invalid' });
  if (count > EARNINGS_MAX_MONTHS)
    throw badRequest(msg('earnings.range_too_long', { months: EARNINGS_MAX_MONTHS }));
  return { from: firstDayOf(a), to: firstDayOf(b), count };
}

/**
 * Whose lines a caller reads: staff everyone's; a creator's or rights holder's side only the lines
 * paying its owner (what it earns: the other parties' parts of the same video are theirs). Team
 * members never get here (they see no money), any other owner reads nothing.
 */
export function payeeScope(auth: AuthContext): SQL | undefined {
  if (auth.ownerId === null) return undefined;
  const kind = isCreatorSide(auth.type)
    ? PayeeKind.CREATOR
    : isRightHolderSide(auth.type)
      ? PayeeKind.RIGHTS_HOLDER
      : undefined;
  if (!kind) return sql`false`;
  return and(eq(r.payeeKind, kind), eq(r.payeeKey, auth.ownerId));
}

/** The sums as numbers (a page orders by them), and as the wire's decimal text. */
const SUMS_NUMERIC = sql`
  coalesce(sum(${r.amountMicros}) filter (where ${r.state} <> 'void'), 0) as total_micros,
  coalesce(sum(${r.amountMicros}) filter (where ${r.state} = 'payable'), 0) as payable_micros,
  coalesce(sum(${r.amountMicros}) filter (where ${r.state} = 'held'), 0) as held_micros,
  coalesce(sum(${r.amountMicros}) filter (where ${r.state} = 'void'), 0) as void_micros,
  coalesce(sum(${r.lineCount}), 0)::int as line_count`;
const AS_TEXT = sql`total_micros::text as total_micros, payable_micros::text as payable_micros,
  held_micros::text as held_micros, void_micros::text as void_micros, line_count`;

export interface Sums {
  total_micros: string;
  payable_micros: string;
  held_micros: string;
  void_micros: string;
  line_count: number;
}

const inRange = (dimension: EarningsDimension, range: { from: string; to: string }, scope?: SQL) =>
  and(eq(r.dimension, dimension), sql`${r.period} between ${range.from} and ${range.to}`, scope);

/** A payee's keys of a dimension over the range, added up from its own monthly rollups. */
const rollupKeys = (dimension: EarningsDimension, range: { from: string; to: string }, scope: SQL) =>
  sql`select ${r.key} as key, ${SUMS_NUMERIC} from ${r} where ${inRange(dimension, range, scope)}
    group by ${r.key}`;

/** Staff read everyone's running sums; an owner its own rollups. */
const keysOf = (dimension: EarningsDimension, range: { from: string; to: string }, scope?: SQL) =>
  scope === undefined ? runningKeys(dimension, range, EARNINGS_COLUMNS) : rollupKeys(dimension, range, scope);

const SUMMED = sql.raw(
  [...Object.keys(EARNINGS_COLUMNS.sums), 'line_count']
    .map((c) => `coalesce(sum(k.${c}), 0)::${c === 'line_count' ? 'int' : 'text'} as ${c}`)
    .join(', '),
);

/** Every line of the range once (the whole business, or the payee's own rows), added up. */
export async function totalsOf(
  db: Database,
  range: { from: string; to: string },
  scope?: SQL,
): Promise<Sums> {
  const keys =
    scope === undefined
      ? runningKeys('all', range, EARNINGS_COLUMNS)
      : rollupKeys(EarningsDimension.PAYEE, range, scope);
  const [row] = rowsOf<Sums>(await readNamed(db, sql`select ${SUMMED} from (${keys}) k`));
  return row!;
}

/** The range's months, each added up (the chart): everyone's from the running sums month to month. */
export async function seriesOf(db: Database, range: { from: string; to: string }, scope?: SQL) {
  if (scope === undefined) {
    const rows = await readNamed(
      db,
      sql`select to_char(m.period, 'YYYY-MM') as period, ${AS_TEXT}
        from (${runningMonths(range, EARNINGS_COLUMNS)}) m order by m.period`,
    );
    return rowsOf<Sums & { period: string }>(rows);
  }
  const rows = await readNamed(
    db,
    sql`select period, ${AS_TEXT} from (
      select to_char(${r.period}, 'YYYY-MM') as period, ${SUMS_NUMERIC} from ${r}
      where ${inRange(EarningsDimension.PAYEE, range, scope)} group by ${r.period}) s order by period`,
  );
  return rowsOf<Sums & { period: string }>(rows);
}

/** Each dimension's name, read for a page's rows only. */
const NAME: Record<EarningsDimension, SQL> = {
  creator: sql`(select u.name from ${users} u where u.id = ${KEY_ID})`,
  rights_holder: sql`(select u.name from ${users} u where u.id = ${KEY_ID})`,
  channel: sql`(select c.channel_title from ${channels} c where c.id = ${KEY_ID})`,
  video: sql`coalesce((select v.title from ${youtubeVideos} v where v.video_id = p.key),
    (select m.video_title from ${manualClaims} m where m.video_id = p.key limit 1))`,
  claim: sql`(select m.video_title from ${manualClaims} m where m.id = ${KEY_ID})`,
  payee: sql`(select u.name from ${users} u where u.id = ${KEY_ID})`,
};

/** A claim's row also names its video, asset, status and rights holder. */
const CLAIM_FIELDS = sql`,
  (select m.video_id from ${manualClaims} m where m.id = ${KEY_ID}) as video_id,
  (select a.title from ${manualClaims} m join ${assets} a on a.id = m.asset_id where m.id = ${KEY_ID}) as asset_title,
  (select m.status from ${manualClaims} m where m.id = ${KEY_ID})::int as claim_status,
  (select u.name from ${manualClaims} m join ${users} u on u.id = m.rights_holder_id where m.id = ${KEY_ID}) as rights_holder_name`;

export interface ReportQuery {
  range: { from: string; to: string };
  scope?: SQL;
  page: number;
  limit: number;
  sort: EarningsSort;
  order: 'ASC' | 'DESC';
  /** Whether the rows answer how many keys the range has (a list's pages); a top list needs not. */
  total?: boolean;
  /** Staff's keys from this kept window (`keySource`), else from the running sums. */
  window?: number;
}

export type ReportRowAnswer = Sums & {
  key: string;
  name: string | null;
  total_rows: number;
  video_id?: string | null;
  asset_title?: string | null;
  claim_status?: number | null;
  rights_holder_name?: string | null;
};

/**
 * One page of a dimension's rows over the range, ordered in SQL over the rollups (ties by key), each
 * row named once it is on the page.
 */
export async function reportPage(db: Database, dimension: ReportDimension | 'payee', query: ReportQuery) {
  const { range, scope, page, limit, sort, order } = query;
  const direction = sql.raw(order === 'ASC' ? 'asc' : 'desc');
  // Staff over a kept window's months: its rows, ranked on its index and counted apart; any other
  // range (a small dimension): two running rows per key, every key counted through the sort.
  const kept = scope === undefined ? (query.window ?? null) : null;
  const keys =
    kept !== null ? windowKeys(kept, dimension, EARNINGS_COLUMNS) : keysOf(dimension, range, scope);
  const total =
    query.total === false
      ? sql`null`
      : kept !== null
        ? windowKeyCount(kept, dimension, EARNINGS_COLUMNS)
        : sql`count(*) over ()`;
  // Named (readNamed): its parse and plan took most of its time (1.3 of 1.8 ms).
  const rows = await readNamed(
    db,
    sql`
    select p.key, p.total_rows, ${AS_TEXT}, ${NAME[dimension]} as name
      ${dimension === 'claim' ? CLAIM_FIELDS : sql``}
    from (
      -- A top list orders and cuts the keys without counting them.
      select k.*, ${total}::int as total_rows
      from (${keys}) k
      order by ${sql.raw(`k.${sort}`)} ${direction}, k.key
      limit ${limit} offset ${(page - 1) * limit}
    ) p
    order by ${sql.raw(`p.${sort}`)} ${direction}, p.key`,
  );
  return rowsOf<ReportRowAnswer>(rows);
}

/** The list body's sort, one of EARNINGS_SORTS (anything else is a 400), total first by default. */
export function sortOf(field: string | undefined): EarningsSort {
  if (field === undefined) return 'total_micros';
  if ((EARNINGS_SORTS as readonly string[]).includes(field)) return field as EarningsSort;
  throw badRequest('request.invalid', { sort: msg('field.cannot_sort', { field }) });
}

export const pageOf = (page = 1, limit = 25) => ({ page, limit: Math.min(limit, EARNINGS_PAGE_MAX) });
export const TOP = EARNINGS_TOP;
