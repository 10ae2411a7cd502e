import { and, count, eq, gt, gte, inArray, isNotNull, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import {
  ACTIVITY_REPORT_MAX_DAYS,
  ACTIVITY_REPORT_MAX_PAGE,
  ACTIVITY_REPORT_PAGE_ROWS,
  rangeProblem,
} from '../../../shared/activityLog';
import { ClaimStatus } from '../../../shared/claims';
import { addDays, parseDay } from '../../../shared/dateRange';
import { msg } from '../../../shared/serverMessages';
import type { AuthContext } from '../../platform/auth/context';
import type { Database } from '../../platform/db/client';
import { dayTotalsOf } from '../../platform/dayTotals/read';
import { DayKind } from '../../platform/dayTotals/table';
import { badRequest } from '../../platform/http/errors';
import { rowsOf } from '../../platform/db/rows';
import { readNamed } from '../../platform/db/prepared';
import { channels } from '../channels/table';
import { claimScope } from '../claims/scope';
import { manualClaims } from '../claims/table';
import { copyrightTakedowns } from '../takedowns/table';
import { users } from '../users/table';
import { youtubeVideos } from '../videos/table';
import { activityScope, activityScopeByUnion } from './scope';
import { foldActivityDays } from './dayTotals';
import { activityDayActionTotals, activityDayDeltas, activityDayTotals, activityLogs } from './table';

export interface ReportRange {
  from: string;
  to: string;
}
export interface ReportFilter extends ReportRange {
  actor?: string;
  entity?: string;
  action?: string;
}
/** A report's ask: its filters and the table's page (from 1). */
export interface ReportAsk extends ReportFilter {
  page?: number;
}

/** The range's instants: from the first day's UTC midnight up to (not including) the day after the last. */
export function rangeInstants(range: ReportRange): { start: Date; end: Date } {
  const problem = rangeProblem(range.from, range.to);
  if (problem) {
    const reason =
      problem.reason === 'format'
        ? 'field.format.date'
        : problem.reason === 'order'
          ? 'activity.range_order'
          : msg('activity.range_too_long', { days: ACTIVITY_REPORT_MAX_DAYS });
    throw badRequest('request.invalid', { [problem.field]: reason });
  }
  return { start: parseDay(range.from)!, end: parseDay(addDays(range.to, 1))! };
}

/** The entries a report, its CSV and its notes' check read: the caller's, in the range, filtered. */
export function reportWhere(auth: AuthContext, filter: ReportFilter): SQL | undefined {
  const { start, end } = rangeInstants(filter);
  const narrow = and(
    gte(activityLogs.createdAt, start),
    lt(activityLogs.createdAt, end),
    filter.actor ? eq(activityLogs.actorId, filter.actor) : undefined,
    filter.entity ? eq(activityLogs.entity, filter.entity) : undefined,
    filter.action ? eq(activityLogs.action, filter.action) : undefined,
  );
  return and(activityScopeByUnion(auth, narrow), narrow);
}

const day = sql<string>`to_char(${activityLogs.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;

/** The table's page: its rows read one past the page, to know whether more follow. */
function pageOf(ask: ReportAsk) {
  const page = ask.page ?? 1;
  return { page, limit: ACTIVITY_REPORT_PAGE_ROWS + 1, offset: (page - 1) * ACTIVITY_REPORT_PAGE_ROWS };
}

/**
 * A report's answer: one page of its rows (`has_more` when a next page holds more, `truncated` when
 * they go past the last page the table reaches), its chart and total.
 */
function reportAnswer<Row>(
  page: number,
  grouped: Row[],
  series: Array<{ day: string; action: string; count: number }>,
) {
  const more = grouped.length > ACTIVITY_REPORT_PAGE_ROWS;
  return {
    rows: grouped.slice(0, ACTIVITY_REPORT_PAGE_ROWS),
    page,
    has_more: more && page < ACTIVITY_REPORT_MAX_PAGE,
    truncated: more && page >= ACTIVITY_REPORT_MAX_PAGE,
    series,
    total: series.reduce((sum, point) => sum + point.count, 0),
  };
}

/**
 * Counts by day, person, entity and action for the table (the largest groups first in each day, a
 * page of ACTIVITY_REPORT_PAGE_ROWS), by day and action for the chart, and the total. Only counts and
 * names leave: no snapshot, so no money, whoever asks.
 */
export async function activityReport(db: Database, auth: AuthContext, ask: ReportAsk) {
  if (activityScope(auth) === undefined) return keptActivityReport(db, ask);
  return scopedActivityReport(db, reportWhere(auth, ask), pageOf(ask));
}

type ReportRow = { day: string; actor: string; actor_name: string | null; entity: string; action: string };
/** A row of a report read in one statement: 0 the table's, 1 the chart's (2: counts wait unfolded). */
type Part = ReportRow & { part: 0 | 1 | 2; count: number; ord: number };

/** The table's rows and the chart's points of a report read in one statement, each in its order. */
function answerOfParts(page: number, parts: Part[]) {
  const sorted = [...parts].sort((a, b) => a.part - b.part || a.ord - b.ord);
  const grouped = sorted
    .filter((row) => row.part === 0)
    .map(({ day, actor, actor_name, entity, action, count }) => ({
      day,
      actor,
      actor_name,
      entity,
      action,
      count,
    }));
  const series = sorted
    .filter((row) => row.part === 1)
    .map(({ day, action, count }) => ({ day, action, count }));
  return reportAnswer(page, grouped, series);
}

/**
 * A creator side's report in one statement: its entries (found through the union of its scope's
 * parts, few) read once, then grouped for the table and for the chart. Planning that union is most of
 * the report's cost on PGlite, so it is planned once, not once per grouping.
 */
async function scopedActivityReport(
  db: Database,
  where: SQL | undefined,
  { page, limit, offset }: ReturnType<typeof pageOf>,
) {
  const parts = rowsOf<Part>(
    await db.execute(sql`with m as (
        select ${day} as day, ${activityLogs.actorId} as actor, ${activityLogs.entity} as entity,
          ${activityLogs.action} as action from ${activityLogs} where ${where}),
      g as (select day, actor, entity, action, count(*)::int as count from m group by 1, 2, 3, 4
        order by day desc, count desc, entity, action, actor limit ${limit} offset ${offset})
      select 0 as part, g.day, g.actor, (select u.name from ${users} u where u.id = g.actor) as actor_name,
        g.entity, g.action, g.count,
        (row_number() over (order by g.day desc, g.count desc, g.entity, g.action, g.actor))::int as ord
      from g
      union all
      select 1, day, null, null, null, action, count(*)::int, (row_number() over (order by day, action))::int
      from m group by day, action`),
  );
  return answerOfParts(page, parts);
}

/**
 * Staff's report (every entry) from the counts kept per day, person, entity and action
 * (activity_day_totals): the same rows, chart and total as counting the entries, whatever their
 * number. One statement reads the page, the chart and whether counts wait unfolded; only then are
 * they folded in and the report read again, so a report with nothing written since costs one.
 */
async function keptActivityReport(db: Database, filter: ReportAsk) {
  rangeInstants(filter);
  const { page, limit, offset } = pageOf(filter);
  const t = activityDayTotals;
  const where = and(
    gte(t.day, filter.from),
    lte(t.day, filter.to),
    filter.actor ? eq(t.actorId, filter.actor) : undefined,
    filter.entity ? eq(t.entity, filter.entity) : undefined,
    filter.action ? eq(t.action, filter.action) : undefined,
  );
  // The chart: per day and action, kept as such unless a person or a record type narrows it.
  const a = activityDayActionTotals;
  const series =
    filter.actor || filter.entity
      ? sql`select ${t.day} as day, ${t.action} as action, sum(${t.n}) as n from ${t} where ${where}
          group by 1, 2 having sum(${t.n}) <> 0`
      : sql`select ${a.day} as day, ${a.action} as action, ${a.n} as n from ${a}
          where ${and(
            gte(a.day, filter.from),
            lte(a.day, filter.to),
            filter.action ? eq(a.action, filter.action) : undefined,
            sql`${a.n} <> 0`,
          )}`;
  // Named (readNamed): the days and filters pick rows on the kept totals' keys.
  const read = async () =>
    rowsOf<Part>(
      await readNamed(
        db,
        sql`with p as (
          select ${t.day} as day, ${t.actorId} as actor, ${t.entity} as entity, ${t.action} as action,
            ${t.n} as n from ${t} where ${and(where, gt(t.n, 0))}
          order by ${t.day} desc, ${t.n} desc, ${t.entity}, ${t.action}, ${t.actorId}
          limit ${limit} offset ${offset})
        select 0 as part, to_char(p.day, 'YYYY-MM-DD') as day, p.actor,
          (select u.name from ${users} u where u.id = p.actor) as actor_name, p.entity, p.action,
          p.n::int as count,
          (row_number() over (order by p.day desc, p.n desc, p.entity, p.action, p.actor))::int as ord
        from p
        union all
        select 1, to_char(s.day, 'YYYY-MM-DD'), null, null, null, s.action, s.n::int,
          (row_number() over (order by s.day, s.action))::int
        from (${series}) s
        union all
        select 2, null, null, null, null, null, null, 0
        where exists (select 1 from ${activityDayDeltas})`,
      ),
    );
  let parts = await read();
  // Counts written since the last fold: added in first, so the report is exact.
  if (parts.some((row) => row.part === 2)) {
    await foldActivityDays(db);
    parts = await read();
  }
  return answerOfParts(page, parts);
}

/**
 * Videos synced (first read from YouTube), claimed (claims filed) and taken down (removed) in the
 * range: staff all; a creator's side those of its own channels, the claims on them and the takedowns
 * those claims led to. Staff's come from the kept day totals; a creator's are counted on an index of
 * their time (created_at, removed_at) within its own channels.
 */
export async function videoTotals(db: Database, auth: AuthContext, range: ReportRange) {
  const { start, end } = rangeInstants(range);
  const creator = auth.ownerId;
  if (creator === null) return keptVideoTotals(db, range);
  const [synced] = await db
    .select({ n: count() })
    .from(youtubeVideos)
    .where(
      and(
        gte(youtubeVideos.createdAt, start),
        lt(youtubeVideos.createdAt, end),
        creator === null
          ? undefined
          : inArray(
              youtubeVideos.channelId,
              db.select({ id: channels.id }).from(channels).where(eq(channels.creatorId, creator)),
            ),
      ),
    );
  const [claimed] = await db
    .select({ n: count() })
    .from(manualClaims)
    .where(
      and(
        claimScope(auth),
        ne(manualClaims.status, ClaimStatus.DELETED),
        gte(manualClaims.createdAt, start),
        lt(manualClaims.createdAt, end),
      ),
    );
  const [takenDown] = await db
    .select({ n: count() })
    .from(copyrightTakedowns)
    .where(
      and(
        isNotNull(copyrightTakedowns.removedAt),
        gte(copyrightTakedowns.removedAt, start),
        lt(copyrightTakedowns.removedAt, end),
        creator === null
          ? undefined
          : inArray(
              copyrightTakedowns.manualClaimId,
              db.select({ id: manualClaims.id }).from(manualClaims).where(claimScope(auth)),
            ),
      ),
    );
  return { synced: synced!.n, claimed: claimed!.n, taken_down: takenDown!.n };
}

/** Staff's video totals: the range's days of the kept day totals (at most a year of rows per kind). */
async function keptVideoTotals(db: Database, range: ReportRange) {
  const kept = await dayTotalsOf(
    db,
    [DayKind.VIDEOS_SYNCED, DayKind.CLAIMS_FILED, DayKind.TAKEDOWNS_REMOVED],
    range.from,
    range.to,
  );
  return { synced: kept.videos_synced, claimed: kept.claims_filed, taken_down: kept.takedowns_removed };
}
