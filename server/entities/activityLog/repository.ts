import type { Static } from '@sinclair/typebox';
import { desc, eq, sql } from 'drizzle-orm';
import { isAdminCategory, seesMoney } from '../../../shared/roles';
import type { AuthContext } from '../../platform/auth/context';
import type { Database } from '../../platform/db/client';
import { listTable } from '../../platform/http/listTable';
import type { ListSpec } from '../../platform/http/listQuery';
import { withoutMoney } from '../../platform/http/money';
import { users } from '../users/table';
import type { ActivityFilter, ActivityListBody } from './schemas';
import { activityLogs } from './table';

import type { ActivityAction, ActivityLogHook, Snapshot } from '../../platform/http/activity';
// The action's words and the status rule are the kit's (it logs too); the log's users import them here.
export { statusAction, type ActivityAction } from '../../platform/http/activity';

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

/** The log as the kit writes it, registered when the app starts (the kit imports no entity). */
export const activityLogHook: ActivityLogHook = {
  record: (tx, actorId, entries) => recordActivities(tx, { userId: actorId }, entries),
  insertInto: sql`insert into ${activityLogs} (actor_id, action, entity, entity_id, before, after)`,
};

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

/** How many entries the notification sidebar shows. */
export const RECENT_ACTIVITY_LIMIT = 10;

/** The name an entry's record goes by (a title, a name, a channel's title), after the change or before. */
const recordName = (snapshot: typeof activityLogs.before | typeof activityLogs.after) =>
  sql.join(
    ['title', 'name', 'channel_title'].map((key) => sql`${snapshot}->>${sql.raw(`'${key}'`)}`),
    sql`, `,
  );

/**
 * The notification sidebar's latest entries: the caller's own actions, and for staff (who read the
 * whole log) everyone's. Each is told by its record's name and, for content, the stage it moved to;
 * no snapshot leaves, so nothing of a record beyond its name (never money) reaches the sidebar.
 */
export async function recentActivity(db: Database, auth: AuthContext) {
  const own = sql<boolean>`${activityLogs.actorId} = ${auth.userId}`;
  return db
    .select({
      _id: activityLogs.id,
      action: activityLogs.action,
      entity: activityLogs.entity,
      entity_id: activityLogs.entityId,
      name: sql<
        string | null
      >`coalesce(${recordName(activityLogs.after)}, ${recordName(activityLogs.before)})`,
      // A stage change of content (a submission, a decision) says where it went.
      stage: sql<string | null>`case when ${activityLogs.entity} = 'assets'
        and ${activityLogs.after}->>'stage' is distinct from ${activityLogs.before}->>'stage'
        then ${activityLogs.after}->>'stage' end`,
      actor_name: view.actor_name,
      own,
      created_at: activityLogs.createdAt,
    })
    .from(activityLogs)
    .where(isAdminCategory(auth.type) ? undefined : eq(activityLogs.actorId, auth.userId))
    .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
    .limit(RECENT_ACTIVITY_LIMIT);
}
