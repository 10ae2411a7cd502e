import { sql, type SQL } from 'drizzle-orm';
import { ClaimStatus } from '../../../shared/claims';
import { ContactUsStatus } from '../../../shared/contactUs';
import { DELETED_STATUS } from '../../../shared/constants';
import { DASHBOARD_SOON_DAYS } from '../../../shared/dashboards';
import { EarningsDimension } from '../../../shared/earnings';
import type { AuthContext } from '../../platform/auth/context';
import { DayKind } from '../../platform/dayTotals/table';
import type { Database } from '../../platform/db/client';
import { assetKeptTotal } from '../assets/repository';
import { assets, AssetStage } from '../assets/table';
import { claimScope, countClaims } from '../claims/scope';
import { manualClaims } from '../claims/table';
import { keptThreadCount } from '../contactUs/totals';
import { InquiryStatus, inquiries } from '../inquiries/table';
import { keptInquiryCount } from '../inquiries/totals';
import { keptClaimCount } from '../claims/totals';
import { BADGE_COUNTS } from '../menuBadges/counts';
import { payeeScope, seriesOf } from '../royalties/earnings/reports';
import { royaltyRollups as r } from '../royalties/earnings/table';
import { copyrightTakedowns as t } from '../takedowns/table';
import {
  byMonth,
  countOf,
  countsOf,
  inMonths,
  keptChannels,
  keptContent,
  keptSeries,
  monthly,
  revenueOf,
  type Dashboard,
  type Range,
  type EveryoneMonths,
  type Series,
  type Stat,
} from './kit';

const and_ = (scope: ReturnType<typeof sql> | undefined) => (scope ? sql`and ${scope}` : sql``);

/**
 * The royalty lines of each month (counts): everyone's from the running sums, a payee's from its
 * own payee rollups.
 */
export const linesByMonth = async (
  db: Database,
  auth: AuthContext,
  range: Range,
  months?: EveryoneMonths,
): Promise<Series> => {
  const scope = payeeScope(auth);
  if (scope === undefined) {
    const points = months ?? (await seriesOf(db, range));
    return {
      key: 'royalty_lines',
      points: points.map((point) => ({ period: point.period, count: point.line_count })),
    };
  }
  return monthly(
    db,
    'royalty_lines',
    sql`select to_char(${r.period}, 'YYYY-MM') as period, coalesce(sum(${r.lineCount}), 0)::int as count
      from ${r} where ${r.dimension} = ${EarningsDimension.PAYEE}
        and ${r.period} between ${range.from} and ${range.to} and ${scope}
      group by ${r.period} order by ${r.period}`,
  );
};

/** Takedowns whose deadline falls within DASHBOARD_SOON_DAYS (or has passed), of `own` when given. */
const takedownDeadlines = (own: SQL) =>
  sql<number>`(select count(*)::int from ${t} where ${t.dueAt} is not null
    and ${t.dueAt} < now() + make_interval(days => ${DASHBOARD_SOON_DAYS}) ${own})`;

/**
 * Staff's work waiting, content and channels in one statement: each a kept total (a handful of rows)
 * but the takedowns' deadlines (on their partial index).
 */
const staffStats = (db: Database, auth: AuthContext) =>
  countsOf(db, {
    reviews_pending: assetKeptTotal(auth, { filter: { stage: AssetStage.PENDING_REVIEW } })!,
    claims_pending: keptClaimCount(ClaimStatus.PENDING),
    // A dispute or appeal always has its deadline: a check.
    disputes: keptClaimCount([ClaimStatus.DISPUTED, ClaimStatus.APPEALED]),
    takedown_deadlines: takedownDeadlines(sql``),
    inquiries_pending: keptInquiryCount(InquiryStatus.PENDING),
    content: keptContent,
    // Messages and channels are staff's: a rights holder has neither.
    messages_new: keptThreadCount(ContactUsStatus.NEW),
    channels: keptChannels,
  });

/** A rights holder's side's work waiting and content, each on its own indexes (rights_holder_id first). */
async function rightsHolderStats(db: Database, auth: AuthContext, owner: string): Promise<Stat[]> {
  const claims = claimScope(auth);
  return [
    { key: 'reviews_pending', count: await BADGE_COUNTS.pendingReview(db, auth, {}) },
    { key: 'claims_pending', count: await countClaims(db, auth, ClaimStatus.PENDING) },
    {
      key: 'disputes',
      count: await countOf(
        db,
        sql`select count(*)::int as n from ${manualClaims} where ${manualClaims.dueAt} is not null
          and ${manualClaims.status} in (${ClaimStatus.DISPUTED}, ${ClaimStatus.APPEALED}) ${and_(claims)}`,
      ),
    },
    {
      key: 'takedown_deadlines',
      count: await countOf(
        db,
        sql`select ${takedownDeadlines(sql`and ${t.rightsHolderId} = ${owner}`)} as n`,
      ),
    },
    {
      key: 'inquiries_pending',
      count: await countOf(
        db,
        sql`select count(*)::int as n from ${inquiries} where ${inquiries.status} = ${InquiryStatus.PENDING}
          and ${inquiries.rightsHolderId} = ${owner}`,
      ),
    },
    {
      key: 'content',
      count: await countOf(
        db,
        sql`select count(*)::int as n from ${assets} where ${assets.rightsHolderId} = ${owner}
          and ${assets.stage} = ${AssetStage.APPROVED} and ${assets.status} <> ${DELETED_STATUS}`,
      ),
    },
  ];
}

/**
 * /dashboard/analytics: the work waiting for staff (or a rights holder: its own), its content and the
 * channels, and the range's trends. Staff count everything from kept totals and partial indexes; a
 * rights holder's counts go through its own indexes (rights_holder_id first).
 */
export async function analyticsDashboard(db: Database, auth: AuthContext, range: Range): Promise<Dashboard> {
  const owner = auth.ownerId;
  const claims = claimScope(auth);
  const stats = owner === null ? await staffStats(db, auth) : await rightsHolderStats(db, auth, owner);
  // Everyone's months, read once for the royalty lines' chart and the revenue.
  const months = payeeScope(auth) === undefined ? await seriesOf(db, range) : undefined;
  const series = [
    ...(owner === null
      ? await keptSeries(db, range, [
          ['claims', DayKind.CLAIMS_CREATED],
          ['content_approved', DayKind.CONTENT_APPROVED],
        ])
      : [
          await monthly(
            db,
            'claims',
            sql`select ${byMonth(manualClaims.createdAt)} from ${manualClaims}
              where ${inMonths(manualClaims.createdAt, range)} and ${claims} group by 1 order by 1`,
          ),
          await monthly(
            db,
            'content_approved',
            sql`select ${byMonth(assets.approvedAt)} from ${assets}
              where ${assets.stage} = ${AssetStage.APPROVED} and ${assets.status} <> ${DELETED_STATUS}
                and ${inMonths(assets.approvedAt, range)} and ${assets.rightsHolderId} = ${owner}
              group by 1 order by 1`,
          ),
        ]),
    await linesByMonth(db, auth, range, months),
  ];
  const revenue = await revenueOf(db, auth, range, undefined, months);
  return { stats, series, tops: [], revenue, untracked: [] };
}
