import { sql } from 'drizzle-orm';
import { EarningsDimension } from '../../../shared/earnings';
import { isCreatorSide } from '../../../shared/roles';
import type { AuthContext } from '../../platform/auth/context';
import { dayTotalsInMonths } from '../../platform/dayTotals/read';
import { DayKind, MonthKeyKind } from '../../platform/dayTotals/table';
import type { Database } from '../../platform/db/client';
import { assets } from '../assets/table';
import { InquiryStatus, inquiries as i } from '../inquiries/table';
import { countKeptInquiries } from '../inquiries/totals';
import {
  byMonth,
  countOf,
  inMonths,
  keptSeries,
  monthly,
  revenueOf,
  topOf,
  type Dashboard,
  type Range,
  type Stat,
  type TopOptions,
  monthKeyTopOf,
} from './kit';

/** An item's title, for a top list's rows (`t._id` is the asset's id). */
const ITEM_TITLE = sql`(select a.title from ${assets} a where a.id = t._id::uuid)`;

/**
 * /dashboard-shop: licensing. The licence requests (inquiries) filed over the range and what became
 * of them, the most asked-for items, and the revenue of claimed videos (the licensed use of the
 * library) from the claim rollups. Staff see every request, counted from the kept day and month
 * totals; a creator's side its own, counted from its rows.
 */
export async function shopDashboard(
  db: Database,
  auth: AuthContext,
  range: Range,
  _channelId: string | undefined,
  options: TopOptions,
): Promise<Dashboard> {
  if (auth.ownerId === null) {
    // Each read a statement of its own, asked together (on as many of the pool's connections).
    const [revenue, kept, pending, series, requested] = await Promise.all([
      revenueOf(db, auth, range, { dimension: EarningsDimension.CLAIM }),
      dayTotalsInMonths(
        db,
        [DayKind.REQUESTS_FILED, DayKind.REQUESTS_APPROVED, DayKind.REQUESTS_REJECTED],
        range,
      ),
      countKeptInquiries(db, InquiryStatus.PENDING),
      keptSeries(db, range, [
        ['requests', DayKind.REQUESTS_FILED],
        ['approved', DayKind.REQUESTS_APPROVED],
      ]),
      monthKeyTopOf(db, auth, 'requested_items', MonthKeyKind.REQUESTS_BY_ITEM, range, ITEM_TITLE, options),
    ]);
    return {
      stats: [
        { key: 'requests', count: kept.requests_filed },
        { key: 'approved', count: kept.requests_approved },
        { key: 'rejected', count: kept.requests_rejected },
        { key: 'inquiries_pending', count: pending },
      ],
      series,
      tops: 'preparing' in requested ? [] : [requested.top],
      revenue,
      untracked: [],
      ...('preparing' in requested && { preparing: requested.preparing }),
    };
  }
  const revenue = await revenueOf(db, auth, range, { dimension: EarningsDimension.CLAIM });
  const own = isCreatorSide(auth.type) ? sql`${i.creatorId} = ${auth.ownerId}` : sql`false`;
  const requests = sql`${i} where ${inMonths(i.createdAt, range)} and ${own}`;
  const count = (where = sql`true`) =>
    countOf(db, sql`select count(*)::int as n from ${requests} and ${where}`);
  const stats: Stat[] = [
    { key: 'requests', count: await count() },
    { key: 'approved', count: await count(sql`${i.status} = ${InquiryStatus.APPROVED}`) },
    { key: 'rejected', count: await count(sql`${i.status} = ${InquiryStatus.REJECTED}`) },
    {
      key: 'inquiries_pending',
      count: await countOf(
        db,
        sql`select count(*)::int as n from ${i} where ${i.status} = ${InquiryStatus.PENDING} and ${own}`,
      ),
    },
  ];
  const series = [
    await monthly(db, 'requests', sql`select ${byMonth(i.createdAt)} from ${requests} group by 1 order by 1`),
    await monthly(
      db,
      'approved',
      sql`select ${byMonth(i.createdAt)} from ${requests} and ${i.status} = ${InquiryStatus.APPROVED} group by 1 order by 1`,
    ),
  ];
  const tops = [
    await topOf(
      db,
      'requested_items',
      sql`select t._id, ${ITEM_TITLE} as name, t.count from (
          select ${i.assetId}::text as "_id", count(*)::int as count from ${requests}
          group by ${i.assetId}) t order by 3 desc, 1`,
    ),
  ];
  return { stats, series, tops, revenue, untracked: [] };
}
