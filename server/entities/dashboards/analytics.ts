import { sql } from 'drizzle-orm';
import { ClaimStatus } from '../../../shared/claims';
import { ContactUsStatus } from '../../../shared/contactUs';
import { ChannelStatus, DELETED_STATUS } from '../../../shared/constants';
import { DASHBOARD_SOON_DAYS } from '../../../shared/dashboards';
import { EarningsDimension } from '../../../shared/earnings';
import type { AuthContext } from '../../platform/auth/context';
import { dayTotalsByMonth } from '../../platform/dayTotals/read';
import { DayKind } from '../../platform/dayTotals/table';
import type { Database } from '../../platform/db/client';
import { assets, AssetStage } from '../assets/table';
import { channelStatusTotals } from '../channels/table';
import { claimScope, countClaims } from '../claims/scope';
import { manualClaims } from '../claims/table';
import { contactUsMessages } from '../contactUs/table';
import { InquiryStatus, inquiries } from '../inquiries/table';
import { countKeptInquiries } from '../inquiries/totals';
import { keptClaimCount } from '../claims/totals';
import { libraryTotals } from '../library/table';
import { BADGE_COUNTS } from '../menuBadges/counts';
import { payeeScope, seriesOf } from '../royalties/earnings/reports';
import { royaltyRollups as r } from '../royalties/earnings/table';
import { copyrightTakedowns as t } from '../takedowns/table';
import {
  byMonth,
  countOf,
  inMonths,
  monthly,
  revenueOf,
  type Dashboard,
  type Range,
  type Series,
} from './kit';

const and_ = (scope: ReturnType<typeof sql> | undefined) => (scope ? sql`and ${scope}` : sql``);

/**
 * The royalty lines of each month (counts): everyone's from the running sums, a payee's from its
 * own payee rollups.
 */
export const linesByMonth = async (db: Database, auth: AuthContext, range: Range): Promise<Series> => {
  const scope = payeeScope(auth);
  if (scope === undefined) {
    const points = await seriesOf(db, range);
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

/**
 * /dashboard/analytics: the work waiting for staff (or a rights holder: its own), its content and the
 * channels, and the range's trends. Staff count everything from kept totals and partial indexes; a
 * rights holder's counts go through its own indexes (rights_holder_id first).
 */
export async function analyticsDashboard(db: Database, auth: AuthContext, range: Range): Promise<Dashboard> {
  const owner = auth.ownerId;
  const claims = claimScope(auth);
  const ownAssets = owner ? sql`and ${assets.rightsHolderId} = ${owner}` : sql``;
  const ownTakedowns = owner ? sql`and ${t.rightsHolderId} = ${owner}` : sql``;
  const ownInquiries = owner ? sql`and ${inquiries.rightsHolderId} = ${owner}` : sql``;
  const stats = [
    { key: 'reviews_pending', count: await BADGE_COUNTS.pendingReview(db, auth, {}) },
    { key: 'claims_pending', count: await countClaims(db, auth, ClaimStatus.PENDING) },
    {
      key: 'disputes',
      // Staff's from the kept status totals (a dispute or appeal always has its deadline: a check).
      count: await countOf(
        db,
        claims === undefined
          ? sql`select ${keptClaimCount([ClaimStatus.DISPUTED, ClaimStatus.APPEALED])} as n`
          : sql`select count(*)::int as n from ${manualClaims} where ${manualClaims.dueAt} is not null
            and ${manualClaims.status} in (${ClaimStatus.DISPUTED}, ${ClaimStatus.APPEALED}) ${and_(claims)}`,
      ),
    },
    {
      key: 'takedown_deadlines',
      count: await countOf(
        db,
        sql`select count(*)::int as n from ${t} where ${t.dueAt} is not null
          and ${t.dueAt} < now() + make_interval(days => ${DASHBOARD_SOON_DAYS}) ${ownTakedowns}`,
      ),
    },
    {
      key: 'inquiries_pending',
      // Staff's from the kept totals, a rights holder's on its own index.
      count: owner
        ? await countOf(
            db,
            sql`select count(*)::int as n from ${inquiries} where ${inquiries.status} = ${InquiryStatus.PENDING} ${ownInquiries}`,
          )
        : await countKeptInquiries(db, InquiryStatus.PENDING),
    },
    {
      key: 'content',
      count: owner
        ? await countOf(
            db,
            sql`select count(*)::int as n from ${assets} where ${assets.rightsHolderId} = ${owner}
              and ${assets.stage} = ${AssetStage.APPROVED} and ${assets.status} <> ${DELETED_STATUS}`,
          )
        : await countOf(
            db,
            sql`select coalesce(sum(${libraryTotals.n}), 0) as n from ${libraryTotals}
              where ${libraryTotals.facet} = '' and ${libraryTotals.value} = ''`,
          ),
    },
  ];
  // Messages and channels are staff's: a rights holder has neither.
  if (!owner) {
    stats.push(
      {
        key: 'messages_new',
        count: await countOf(
          db,
          sql`select count(*)::int as n from ${contactUsMessages} where ${contactUsMessages.status} = ${ContactUsStatus.NEW}`,
        ),
      },
      {
        key: 'channels',
        count: await countOf(
          db,
          sql`select coalesce(sum(${channelStatusTotals.n}), 0) as n from ${channelStatusTotals}
            where ${channelStatusTotals.status} <> ${ChannelStatus.DELETED}`,
        ),
      },
    );
  }
  const series = [
    await monthly(
      db,
      'claims',
      claims === undefined
        ? dayTotalsByMonth(DayKind.CLAIMS_CREATED, range)
        : sql`select ${byMonth(manualClaims.createdAt)} from ${manualClaims}
            where ${inMonths(manualClaims.createdAt, range)} and ${claims} group by 1 order by 1`,
    ),
    await monthly(
      db,
      'content_approved',
      owner === null
        ? dayTotalsByMonth(DayKind.CONTENT_APPROVED, range)
        : sql`select ${byMonth(assets.approvedAt)} from ${assets}
            where ${assets.stage} = ${AssetStage.APPROVED} and ${assets.status} <> ${DELETED_STATUS}
              and ${inMonths(assets.approvedAt, range)} ${ownAssets} group by 1 order by 1`,
    ),
    await linesByMonth(db, auth, range),
  ];
  return { stats, series, tops: [], revenue: await revenueOf(db, auth, range), untracked: [] };
}
