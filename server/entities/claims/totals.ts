import { eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { ClaimStatus } from '../../../shared/claims';
import { claimStatusTotals } from './table';

/** Claims in these statuses (all but deleted when none is named), as the triggers keep them. */
export function keptClaimCount(status: number | number[] | undefined): SQL<number> {
  const where =
    status === undefined
      ? ne(claimStatusTotals.status, ClaimStatus.DELETED)
      : Array.isArray(status)
        ? inArray(claimStatusTotals.status, status as ClaimStatus[])
        : eq(claimStatusTotals.status, status as ClaimStatus);
  return sql<number>`(select coalesce(sum(${claimStatusTotals.n}), 0)::int from ${claimStatusTotals} where ${where})`;
}
