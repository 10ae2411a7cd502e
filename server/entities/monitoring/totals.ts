import { eq, ne, type SQL } from 'drizzle-orm';
import { DELETED_STATUS } from '../../../shared/constants';
import { keptStatusSum } from '../../platform/db/statusTotals';
import { byStatusAlone } from '../../platform/http/listQuery';
import { monitoredChannelStatusTotals } from './table';
import { constant } from '../../platform/db/prepared';

/** Monitored channels in a status (every one but the deleted when none is named), as kept. */
export function keptMonitoredChannelCount(status?: number): SQL<number> {
  return keptStatusSum(
    monitoredChannelStatusTotals,
    status === undefined
      ? ne(monitoredChannelStatusTotals.status, constant(DELETED_STATUS))
      : eq(monitoredChannelStatusTotals.status, status),
  );
}

/** The list's kept total when it is unsearched and filtered by status alone or not at all (staff's). */
export function keptMonitoredChannelTotal(
  _auth: unknown,
  body: { search?: string; filter?: { status?: number } },
): SQL<number> | undefined {
  return byStatusAlone(body) ? keptMonitoredChannelCount(body.filter?.status) : undefined;
}
