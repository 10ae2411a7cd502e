import { eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { keptStatusSum, type StatusTotalsTable } from '../db/statusTotals';
import { byStatusAlone, scalar } from './listQuery';

/**
 * What a status totals table answers for a table whose every row staff may read: the count of a status
 * (every one when none is named) as a scalar subquery, that count read, and a list call's kept total
 * when it is staff's (unscoped), unsearched and filtered by status alone or not at all (else
 * undefined: the rows are counted on their indexes).
 */
export function keptStatusTotals<S extends number>(totals: StatusTotalsTable) {
  const count = (status?: S): SQL<number> =>
    keptStatusSum(totals, status === undefined ? undefined : eq(totals.status, status));
  return {
    count,
    read: (db: Database, status?: S) => scalar(db, count(status)),
    listTotal: (scoped: boolean, body: { search?: string; filter?: { status?: S } }) =>
      scoped || !byStatusAlone(body) ? undefined : count(body.filter?.status),
  };
}
