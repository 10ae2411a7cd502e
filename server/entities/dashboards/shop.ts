import { sql } from 'drizzle-orm';
import { EarningsDimension } from '../../../shared/earnings';
import { isCreatorSide } from '../../../shared/roles';
import type { AuthContext } from '../../platform/auth/context';
import type { Database } from '../../platform/db/client';
import { assets } from '../assets/table';
import { InquiryStatus, inquiries as i } from '../inquiries/table';
import { byMonth, countOf, inMonths, monthly, revenueOf, topOf, type Dashboard, type Range } from './kit';

/**
 * /dashboard-shop: licensing. The licence requests (inquiries) filed over the range and what became
 * of them, the most asked-for items, and the revenue of claimed videos (the licensed use of the
 * library) from the claim rollups. Staff see every request; a creator's side its own.
 */
export async function shopDashboard(db: Database, auth: AuthContext, range: Range): Promise<Dashboard> {
  const own =
    auth.ownerId === null
      ? sql``
      : isCreatorSide(auth.type)
        ? sql`and ${i.creatorId} = ${auth.ownerId}`
        : sql`and false`;
  const requests = sql`${i} where ${inMonths(i.createdAt, range)} ${own}`;
  const byStatus = (status: InquiryStatus) =>
    countOf(db, sql`select count(*)::int as n from ${requests} and ${i.status} = ${status}`);
  const stats = [
    { key: 'requests', count: await countOf(db, sql`select count(*)::int as n from ${requests}`) },
    { key: 'approved', count: await byStatus(InquiryStatus.APPROVED) },
    { key: 'rejected', count: await byStatus(InquiryStatus.REJECTED) },
    {
      key: 'inquiries_pending',
      count: await countOf(
        db,
        sql`select count(*)::int as n from ${i} where ${i.status} = ${InquiryStatus.PENDING} ${own}`,
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
      sql`select ${i.assetId}::text as "_id", (select a.title from ${assets} a where a.id = ${i.assetId}) as name,
          count(*)::int as count
        from ${requests} group by ${i.assetId} order by 3 desc, 1`,
    ),
  ];
  const revenue = await revenueOf(db, auth, range, { dimension: EarningsDimension.CLAIM });
  return { stats, series, tops, revenue, untracked: [] };
}
