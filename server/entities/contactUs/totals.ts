import { eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { keptStatusSum } from '../../platform/db/statusTotals';
import { byStatusAlone, scalar } from '../../platform/http/listQuery';
import { contactUsStatusTotals, type ContactUsStatus } from './table';

const keptThreadCount = (status?: ContactUsStatus) =>
  keptStatusSum(
    contactUsStatusTotals,
    status === undefined ? undefined : eq(contactUsStatusTotals.status, status),
  );

/** Threads in a status (every one when none is named), as the triggers keep them, read. */
export const countKeptThreads = (db: Database, status?: ContactUsStatus) =>
  scalar(db, keptThreadCount(status));

/**
 * The kept total of a list call, when it is staff's (every thread), unsearched and filtered by status
 * alone or not at all; else undefined (counted on the indexes).
 */
export function keptThreadTotal(
  scoped: boolean,
  body: { search?: string; filter?: { status?: ContactUsStatus } },
): SQL<number> | undefined {
  if (scoped || !byStatusAlone(body)) return undefined;
  return keptThreadCount(body.filter?.status);
}
