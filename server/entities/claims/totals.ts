import { eq, inArray, ne, type SQL } from 'drizzle-orm';
import { ClaimStatus } from '../../../shared/claims';
import { keptStatusSum } from '../../platform/db/statusTotals';
import { claimStatusTotals } from './table';
import { constant } from '../../platform/db/prepared';

/** Claims in these statuses (all but deleted when none is named), as the triggers keep them. */
export function keptClaimCount(status: number | number[] | undefined): SQL<number> {
  return keptStatusSum(
    claimStatusTotals,
    status === undefined
      ? ne(claimStatusTotals.status, constant(ClaimStatus.DELETED))
      : Array.isArray(status)
        ? inArray(claimStatusTotals.status, status as ClaimStatus[])
        : eq(claimStatusTotals.status, status as ClaimStatus),
  );
}
