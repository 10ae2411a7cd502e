import type { Database } from '../db/client';
import type { JobHandler } from './handler';
import { jobs } from './table';

/**
 * Work that recurs: a job kind run every `everySeconds`. Each clock is one row of `jobs` (marked
 * `clock`) that the worker puts back in the queue, due a period later, when a run ends, failed or
 * not; a failure's reason stays on the row until the next run succeeds.
 */
export interface Clock {
  kind: string;
  everySeconds: number;
  /** Its first run a period after the clock is first scheduled, not at once (housekeeping a new database needs not). */
  firstAfterAPeriod?: boolean;
  run: JobHandler;
}

/**
 * Queues each clock's first run, due now (or a period on), unless it already has one pending. The unique index
 * `jobs_clock_key` (one queued or running row per clock kind) makes this safe when several server
 * processes start at once: the inserts that lose do nothing.
 */
export async function scheduleClocks(db: Database, clocks: readonly Clock[]): Promise<void> {
  if (clocks.length === 0) return;
  await db
    .insert(jobs)
    .values(
      clocks.map(({ kind, everySeconds, firstAfterAPeriod }) => {
        const runAt = firstAfterAPeriod ? new Date(Date.now() + everySeconds * 1000) : undefined;
        return { kind, clock: true, maxAttempts: 1, ...(runAt && { runAt, turnAt: runAt }) };
      }),
    )
    .onConflictDoNothing();
}
