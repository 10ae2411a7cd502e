import type { Static } from '@sinclair/typebox';
import { eq, sql } from 'drizzle-orm';
import { DELETED_STATUS } from '../../shared/constants';
import { seesMoney } from '../../shared/roles';
import type { AuthContext } from '../auth/context';
import type { Database } from '../db/client';
import { listTable } from '../http/listTable';
import type { ListSpec } from '../http/listQuery';
import { withoutMoney } from '../http/money';
import { users } from '../users/table';
import type { ActivityFilter, ActivityListBody } from './schemas';
import { activityLogs } from './table';

/** 'purge' removes a record for good (a setting no content uses); 'delete' is the soft delete (status 3). */
export type ActivityAction = 'create' | 'update' | 'status' | 'delete' | 'purge';
type Snapshot = Record<string, unknown>;

/** A password change's entry: that it changed, never what to. */
export const PASSWORD_CHANGE = {
  action: 'update',
  entity: 'users',
  after: { password: 'changed' },
} as const satisfies Partial<Parameters<typeof recordActivity>[2]>;

/** Writes one entry; call it with the transaction that makes the change. */
export async function recordActivity(
  tx: Database,
  auth: Pick<AuthContext, 'userId'>,
  entry: { action: ActivityAction; entity: string; entityId: string; before?: Snapshot; after?: Snapshot },
) {
  await recordActivities(tx, auth, [entry]);
}

/** Writes several entries in one statement (a bulk change logs each record it changed). */
export async function recordActivities(
  tx: Database,
  auth: Pick<AuthContext, 'userId'>,
  entries: Array<{
    action: ActivityAction;
    entity: string;
    entityId: string;
    before?: Snapshot;
    after?: Snapshot;
  }>,
) {
  if (entries.length === 0) return;
  await tx.insert(activityLogs).values(
    entries.map((entry) => ({
      actorId: auth.userId,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      before: entry.before ?? null,
      after: entry.after ?? null,
    })),
  );
}

const listSpec: ListSpec<Omit<Static<typeof ActivityFilter>, 'ids'>> = {
  sortable: {
    created_at: activityLogs.createdAt,
    action: activityLogs.action,
    entity: activityLogs.entity,
  },
  defaultSort: { field: 'created_at', order: 'DESC' },
  searchable: [],
  id: activityLogs.id,
  filters: {
    entity: (entity) => eq(activityLogs.entity, entity),
    entity_id: (id) => eq(activityLogs.entityId, id),
    action: (action) => eq(activityLogs.action, action),
    actor: (actor) => eq(activityLogs.actorId, actor),
  },
};

const view = {
  _id: activityLogs.id,
  actor: activityLogs.actorId,
  actor_name: sql<string>`(select actor.name from ${users} actor where actor.id = ${activityLogs}.actor_id)`,
  action: activityLogs.action,
  entity: activityLogs.entity,
  entity_id: activityLogs.entityId,
  before: activityLogs.before,
  after: activityLogs.after,
  created_at: activityLogs.createdAt,
};

/** The log, newest first; money fields are left out of the records for non-earning staff. */
export async function listActivity(db: Database, body: Static<typeof ActivityListBody>, auth: AuthContext) {
  const list = await listTable(db, activityLogs, view, listSpec, body);
  if (seesMoney(auth.type)) return list;
  return {
    ...list,
    data: list.data.map((row) => ({
      ...row,
      before: withoutMoney(row.before as Snapshot | null),
      after: withoutMoney(row.after as Snapshot | null),
    })),
  };
}

/** A status change's action: 3 deletes (keeping the record), anything else is a status change. */
export const statusAction = (status: number): ActivityAction =>
  status === DELETED_STATUS ? 'delete' : 'status';

export type LoggedChange<T> = (
  auth: AuthContext,
  id: string,
  action: ActivityAction,
  change: (tx: Database) => Promise<unknown>,
) => Promise<T>;

/**
 * Changes to one entity's records, each with its log entry in one transaction: the record is read
 * (as the caller sees it) before and after the change, and the entry holds both. A change answers the
 * record as it is after.
 */
export function loggedChanges<T>(
  db: Database,
  entity: string,
  read: (tx: Database, id: string, auth: AuthContext) => Promise<T>,
): LoggedChange<T> {
  return (auth, id, action, change) =>
    db.transaction(async (tx) => {
      const before = await read(tx, id, auth);
      await change(tx);
      const after = await read(tx, id, auth);
      await recordActivity(tx, auth, {
        action,
        entity,
        entityId: id,
        before: before as Snapshot,
        after: after as Snapshot,
      });
      return after;
    });
}
