import { eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { keptStatusSum } from '../../platform/db/statusTotals';
import { byStatusAlone, scalar } from '../../platform/http/listQuery';
import { inquiryStatusTotals, type InquiryStatus } from './table';

/** Requests in a status (every one when none is named), as the triggers keep them (a scalar subquery). */
export function keptInquiryCount(status?: InquiryStatus): SQL<number> {
  return keptStatusSum(
    inquiryStatusTotals,
    status === undefined ? undefined : eq(inquiryStatusTotals.status, status),
  );
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
