import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** A table of rows kept per status by the status totals' triggers (migration 0058's functions). */
export type StatusTotalsTable = PgTable & { status: PgColumn; n: PgColumn };

/**
 * The rows a status totals table keeps for the statuses `where` picks (all of them when undefined),
 * as a scalar subquery: a list's total or a badge reads a handful of rows instead of counting.
 */
export function keptStatusSum(totals: StatusTotalsTable, where?: SQL): SQL<number> {
  return sql<number>`(select coalesce(sum(${totals.n}), 0)::int from ${totals} where ${where ?? sql`true`})`;
}
