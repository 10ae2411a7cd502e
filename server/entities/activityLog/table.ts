import { index, jsonb, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from '../../platform/db/columns';
import { users } from '../users/table';

/**
 * Every change made through the API: who, what, when, and the record before and after. Written in the
 * same transaction as the change, so a change is never without its entry, nor an entry without it.
 */
export const activityLogs = pgTable(
  'activity_logs',
  {
    id: idColumn(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id),
    /** create, update, status or delete. */
    action: varchar('action', { length: 20 }).notNull(),
    /** The resource's API name: right-holders, contracts, team-members, admins, creators. */
    entity: varchar('entity', { length: 40 }).notNull(),
    entityId: uuid('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_logs_created_idx').on(t.createdAt, t.id),
    index('activity_logs_entity_idx').on(t.entity, t.entityId),
    index('activity_logs_actor_idx').on(t.actorId, t.createdAt),
  ],
);
