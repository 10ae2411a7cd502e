import { eq, ne, type SQL } from 'drizzle-orm';
import { TakedownStatus } from '../../../shared/takedowns';
import { keptStatusSum } from '../../platform/db/statusTotals';
import { byStatusAlone } from '../../platform/http/listQuery';
import { takedownStatusTotals } from './table';
import { constant } from '../../platform/db/prepared';

/**
 * Staff's total of a list or count call from the notices kept per status, when it is unsearched and
 * filtered by status alone or not at all (every notice but the deleted ones); else undefined (counted).
 */
export function keptTakedownTotal(
  scoped: boolean,
  body: { search?: string; filter?: { status?: TakedownStatus } },
): SQL<number> | undefined {
  if (scoped || !byStatusAlone(body)) return undefined;
  const status = body.filter?.status;
  return keptStatusSum(
    takedownStatusTotals,
    status === undefined
      ? ne(takedownStatusTotals.status, constant(TakedownStatus.DELETED))
      : eq(takedownStatusTotals.status, status),
  );
}
