import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ServerMessage } from '../../../shared/messages';
import { createdAt, idColumn, updatedAt } from '../db/columns';
import { users } from '../../entities/users/table';

export const JobState = {
  QUEUED: 'queued',
  RUNNING: 'running',
  SUCCEEDED: 'succeeded',
  FAILED: 'failed',
} as const;
export type JobState = (typeof JobState)[keyof typeof JobState];

/**
 * Long work (media processing, packages, imports, sync), durable in the database: any server process
 * claims a due job with FOR UPDATE SKIP LOCKED, holds it under a lease it renews while working, and a
 * job whose lease ran out (its process died) is claimed again. Failures retry with backoff. A clock
 * (see clocks.ts) is one row per kind that runs, and is queued again, every so many seconds. Work a
 * person's request queued is theirs: limited per person, and taken in turns (see queue.ts).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: idColumn(),
    kind: varchar('kind', { length: 50 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** What the job is about (an asset's id, say), so its page can show the job. */
    subjectId: uuid('subject_id'),
    state: varchar('state', { length: 10 }).$type<JobState>().notNull().default(JobState.QUEUED),
    /** 0 to 100. */
    progress: smallint('progress').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** The person whose request queued it; none for clocks and the system's own work. */
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Its place among due jobs, claimed in this order: its run time for the system's jobs; for a
     * person's, pushed back JOB_TURN_SECONDS past their latest pending job, so people take turns.
     */
    turnAt: timestamp('turn_at', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: varchar('locked_by', { length: 100 }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** A clock's row: requeued after each run instead of ending (see clocks.ts). */
    clock: boolean('clock').notNull().default(false),
    /** Why the last attempt failed, in words a person can act on. */
    error: text('error'),
    /** The same as a catalogue message (id and parameters) the browser shows in the person's language. */
    errorMessage: jsonb('error_message').$type<ServerMessage>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Only pending rows: the claim never reads the finished ones, however many the table keeps.
    index('jobs_pending_idx')
      .on(t.turnAt)
      .where(sql`${t.state} in ('queued', 'running')`),
    // A person's pending jobs, counted against their limits.
    index('jobs_person_pending_idx')
      .on(t.requestedBy, t.kind)
      .where(sql`${t.requestedBy} is not null and ${t.state} in ('queued', 'running')`),
    index('jobs_subject_idx').on(t.subjectId, t.kind),
    // One pending run per clock, whichever server processes start it.
    uniqueIndex('jobs_clock_key')
      .on(t.kind)
      .where(sql`${t.clock} and ${t.state} in ('queued', 'running')`),
  ],
);
