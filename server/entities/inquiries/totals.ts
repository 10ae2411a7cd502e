import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { byStatusAlone, scalar } from '../../platform/http/listQuery';
import { inquiryStatusTotals, type InquiryStatus } from './table';

/** Requests in a status (every one when none is named), as the triggers keep them (a scalar subquery). */
export function keptInquiryCount(status?: InquiryStatus): SQL<number> {
  const where = status === undefined ? sql`true` : eq(inquiryStatusTotals.status, status);
  return sql<number>`(select coalesce(sum(${inquiryStatusTotals.n}), 0)::int from ${inquiryStatusTotals} where ${where})`;
}

/** The same count, read. */
export const countKeptInquiries = (db: Database, status?: InquiryStatus) =>
  scalar(db, keptInquiryCount(status));

/**
 * The kept total of a list call, when it is staff's (every request), unsearched and filtered by status
 * alone or not at all; else undefined (counted on the indexes).
 */
export function keptInquiryTotal(
  scoped: boolean,
  body: { search?: string; filter?: { status?: InquiryStatus } },
): SQL<number> | undefined {
  if (scoped || !byStatusAlone(body)) return undefined;
  return keptInquiryCount(body.filter?.status);
}
