import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
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
 * The entries form hash chains (migrations 0048_activity_log_chain.sql, 0082_activity_log_chains.sql,
 * 0084_write_slots.sql): a trigger gives each new entry its database session's chain (the write slot
 * it claimed, one of 64), the next `seq` in it, the hash of the chain's entry before it and its own
 * hash over its immutable content, so an entry changed, removed or slipped in behind the app's back
 * breaks its chain, and the report page's check names it. A chain per session lets writers on other
 * connections go on while one waits to commit.
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
    /** The chain the entry is on (its writing session's), given by the trigger; 0 for older entries. */
    chain: smallint('chain').notNull().default(0),
    /** The entry's place in its chain, from 1, given by the trigger (null only before it runs). */
    seq: bigint('seq', { mode: 'number' }),
    /** The hash of the chain's entry before (null for its first) and this entry's own, hex SHA-256. */
    prevHash: varchar('prev_hash', { length: 64 }),
    hash: varchar('hash', { length: 64 }),
  },
  (t) => [
    index('activity_logs_created_idx').on(t.createdAt, t.id),
    index('activity_logs_entity_idx').on(t.entity, t.entityId),
    index('activity_logs_actor_idx').on(t.actorId, t.createdAt),
    uniqueIndex('activity_logs_chain_seq_key').on(t.chain, t.seq),
    // The notes, for the check that their text is the one their last entry hashed.
    index('activity_logs_notes_idx')
      .on(t.seq)
      .where(sql`${t.kind} = 'note'`),
  ],
);

/**
 * Entries counted per UTC day, person, entity and action (migration 0068; entries are only ever
 * added, their content never changes), so staff's activity report over a month groups a row per day
 * and combination instead of every entry. A statement trigger on activity_logs appends each write's
 * counts to activity_day_deltas, which `activity_day_totals_fold()` adds in (migration 0082): before
 * each staff report and on a clock, so concurrent writers never wait on one day's row.
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
 * Counts of entries written and not yet folded into activity_day_totals and
 * activity_day_action_totals: rows only ever appended (no key two writers could both update), then
 * deleted by the fold that adds them in.
 */
export const activityDayDeltas = pgTable('activity_day_deltas', {
  day: date('day', { mode: 'string' }).notNull(),
  actorId: uuid('actor_id').notNull(),
  entity: varchar('entity', { length: 40 }).notNull(),
  action: varchar('action', { length: 20 }).notNull(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

/**
 * Entries counted per UTC day and action, kept beside activity_day_totals by the same fold
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
