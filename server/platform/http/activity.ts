import type { SQL } from 'drizzle-orm';
import { DELETED_STATUS } from '../../../shared/constants';
import type { Database } from '../db/client';

/** 'purge' removes a record for good (a setting no content uses); 'delete' is the soft delete (status 3). */
export type ActivityAction = 'create' | 'update' | 'status' | 'delete' | 'purge';
export type Snapshot = Record<string, unknown>;
export interface ActivityEntry {
  action: ActivityAction;
  entity: string;
  entityId: string;
  before?: Snapshot;
  after?: Snapshot;
}

/** A status change's action: 3 deletes (keeping the record), anything else is a status change. */
export const statusAction = (status: number): ActivityAction =>
  status === DELETED_STATUS ? 'delete' : 'status';

/**
 * How the kit writes the activity log without importing it: the log is an entity, which registers
 * this hook when the app starts (server/app.ts), so the kit's writes and the entity's own stay one.
 */
export interface ActivityLogHook {
  /** Writes entries with the transaction that makes the change. */
  record(tx: Database, actorId: string, entries: ActivityEntry[]): Promise<void>;
  /**
   * `insert into <the log> (actor_id, action, entity, entity_id, before, after)`: the kit follows it
   * with a select of those six, to log an update in the statement that makes it.
   */
  insertInto: SQL;
}

let registered: ActivityLogHook | undefined;

export function registerActivityLog(hook: ActivityLogHook): void {
  registered = hook;
}

export function activityLog(): ActivityLogHook {
  if (!registered) throw new Error('No activity log is registered: the app registers it as it starts.');
  return registered;
}
