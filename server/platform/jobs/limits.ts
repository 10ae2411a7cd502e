import { msg } from '../../../shared/serverMessages';
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { JOB_LIMIT_RETRY_AFTER_SECONDS, JOB_TURN_SECONDS } from '../../../shared/constants';
import type { Database } from '../db/client';
import { tooManyRequests } from '../http/errors';
import { jobs } from './table';

/** How many jobs of these kinds one person may have queued or running at once. */
export interface JobLimit {
  kinds: readonly string[];
  max: number;
}

/** The first key of the job limits' advisory locks: a constant no other lock of the app uses. */
const JOB_LIMIT_LOCK = 4_242_031;

/** Queued or running, written out so the planner matches the table's partial indexes. */
const pendingState = sql`${jobs.state} in ('queued', 'running')`;

/**
 * Refuses with 429 a person who already has the limit's number of jobs queued or running. Run in the
 * transaction that then queues the job: the person's advisory lock, held until it ends, makes parallel
 * requests count one after another, so no burst gets past the limit. The count is a statement of its
 * own, after the lock: on PostgreSQL it then sees the jobs queued by the request it waited for.
 */
export async function checkJobLimit(tx: Database, personId: string, limit: JobLimit): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${sql.raw(String(JOB_LIMIT_LOCK))}, hashtext(${personId}))`,
  );
  const [row] = await tx
    .select({ n: count() })
    .from(jobs)
    .where(and(eq(jobs.requestedBy, personId), inArray(jobs.kind, [...limit.kinds]), pendingState));
  const n = row?.n ?? 0;
  if (n >= limit.max)
    throw tooManyRequests(msg('jobs.too_many', { count: n }), JOB_LIMIT_RETRY_AFTER_SECONDS * 1000);
}

/**
 * A person's job's place in the queue's order (`turn_at`): JOB_TURN_SECONDS past their latest queued
 * or running job, or now (or when it is due) if they have none. Everyone's first job is thus ahead of
 * anyone's second queued about the same time: people take turns, whoever queued many.
 */
export const turnOf = (personId: string, runAt?: Date): SQL =>
  sql`greatest(${runAt ? sql`${runAt.toISOString()}::timestamptz` : sql`now()`},
    (select max(p.turn_at) from ${jobs} p where p.requested_by = ${personId}
      and p.state in ('queued', 'running')) + make_interval(secs => ${JOB_TURN_SECONDS}))`;
