import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ActivityKind } from '../../../shared/activityLog';
import { createdAt, idColumn } from '../../platform/db/columns';
import { users } from '../users/table';

/**
 * Every change made through the API: who, what, when, and the record before and after. Written in the
 * same transaction as the change, so a change is never without its entry, nor an entry without it.
 *
 * The entries form a hash chain (migration 0048_activity_log_chain.sql): a trigger gives each new entry the next `seq`, the
 * hash of the entry before it and its own hash over its immutable content, so an entry changed,
 * removed or slipped in behind the app's back breaks the chain, and the report page's check names it.
 */
export const activityLogs = pgTable(
  'activity_logs',
  {
    id: idColumn(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id),
    /** create, update, status or delete; 'note' for a hand-written note. */
    action: varchar('action', { length: 20 }).notNull(),
    /** The resource's API name: right-holders, contracts, team-members, admins, creators. */
    entity: varchar('entity', { length: 40 }).notNull(),
    entityId: uuid('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    /** Written by the system as it changes records, or a person's note (the only kind one may edit). */
    kind: varchar('kind', { length: 10 }).$type<ActivityKind>().notNull().default('system'),
    /**
     * A note's text; null once deleted. Outside the hash (it may be edited): its digest is in the
     * note's `after` and in each edit's entry, which the check compares with it.
     */
    note: text('note'),
    /** The entry's place in the chain, from 1, given by the trigger (null only before it runs). */
    seq: bigint('seq', { mode: 'number' }),
    /** The hash of the entry before (null for the first) and this entry's own, hex SHA-256. */
    prevHash: varchar('prev_hash', { length: 64 }),
    hash: varchar('hash', { length: 64 }),
  },
  (t) => [
    index('activity_logs_created_idx').on(t.createdAt, t.id),
    index('activity_logs_entity_idx').on(t.entity, t.entityId),
    index('activity_logs_actor_idx').on(t.actorId, t.createdAt),
    uniqueIndex('activity_logs_seq_key').on(t.seq),
    // The notes, for the check that their text is the one their last entry hashed.
    index('activity_logs_notes_idx')
      .on(t.seq)
      .where(sql`${t.kind} = 'note'`),
  ],
);

/**
 * Entries counted per UTC day, person, entity and action, kept by a statement trigger on activity_logs
 * (migration 0068; entries are only ever added, their content never changes), so staff's activity
 * report over a month groups a row per day and combination instead of every entry.
 * `activity_day_totals_rebuild()` counts them again.
 */
export const activityDayTotals = pgTable(
  'activity_day_totals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    actorId: uuid('actor_id').notNull(),
    entity: varchar('entity', { length: 40 }).notNull(),
    action: varchar('action', { length: 20 }).notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.actorId, t.entity, t.action] }),
    // The report table's order (newest day, then its largest groups): its page reads its own rows
    // instead of sorting each day's thousands of groups (migration 0076).
    index('activity_day_totals_rank_idx')
      .on(t.day.desc().nullsFirst(), t.n.desc().nullsFirst(), t.entity, t.action, t.actorId)
      .where(sql`${t.n} > 0`),
  ],
);

/**
 * Entries counted per UTC day and action, kept beside activity_day_totals by the same trigger
 * (migration 0070): the report's chart over a month reads a row per day and action, not the tens of
 * thousands of day, person and record-type rows a busy month has. Rebuilt with activity_day_totals.
 */
export const activityDayActionTotals = pgTable(
  'activity_day_action_totals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    action: varchar('action', { length: 20 }).notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.action] })],
);
