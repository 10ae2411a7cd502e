import { randomUUID } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { JOBS_RUNNING_PER_PERSON } from '../../../shared/constants';
import { englishOf, messageOf, type ServerMessage } from '../../../shared/messages';
import { msg } from '../../../shared/serverMessages';
import { jobMessageOf, SaidError, saidOf } from './saidError';
import type { Database } from '../db/client';
import { scheduleClocks, type Clock } from './clocks';
import { checkJobLimit, turnOf, type JobLimit } from './limits';
import { jobs, JobState } from './table';

// The handler's types live in handler.ts, which the clocks read too (no circle through this file).
import type { Job, JobContext, JobHandler } from './handler';
export type { Job, JobContext, JobHandler } from './handler';

/** An error whose message is final: the job fails at once instead of being retried. */
export class PermanentJobError extends SaidError {}

/** A final failure with what the error said: its catalogue words, or its English as their detail. */
export const permanentError = (error: Error) =>
  new PermanentJobError(saidOf(error) ?? msg('job.failed', { detail: error.message }));

export interface EnqueueOptions {
  subjectId?: string;
  maxAttempts?: number;
  /** Not before this time. */
  runAt?: Date;
  /** The person whose request queues it: it is theirs, and takes its turn among theirs. */
  requestedBy?: string;
  /** With `requestedBy`: refused (429, nothing queued) when they already have this many pending. */
  limit?: JobLimit;
}

/** Who asks for a job again, and the limit their request is held to. */
export type RetryOptions = Pick<EnqueueOptions, 'requestedBy' | 'limit'>;

/**
 * Runs `work` under the person's limit: in a transaction (a savepoint of the caller's), after the
 * check that holds their lock until it ends. Without a limit, as it is.
 */
function limited<T>(db: Database, options: RetryOptions, work: (db: Database) => Promise<T>): Promise<T> {
  const { requestedBy, limit } = options;
  if (!requestedBy || !limit) return work(db);
  return db.transaction(async (tx) => {
    await checkJobLimit(tx, requestedBy, limit);
    return work(tx);
  });
}

/** Queues a job; pass a transaction to queue it with the write that calls for it. */
export function enqueueJob(
  db: Database,
  kind: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<Job> {
  const { requestedBy, runAt } = options;
  return limited(db, options, async (tx) => {
    const [job] = await tx
      .insert(jobs)
      .values({
        kind,
        payload,
        subjectId: options.subjectId,
        ...(options.maxAttempts !== undefined && { maxAttempts: options.maxAttempts }),
        ...(runAt && { runAt }),
        requestedBy,
        // The system's jobs keep their place by time; a person's take turns with everyone's.
        turnAt: requestedBy ? turnOf(requestedBy, runAt) : (runAt ?? sql`now()`),
      })
      .returning();
    return job!;
  });
}

/**
 * Puts a failed job back in the queue with fresh attempts; false if it was not failed. Retried by a
 * person, it becomes theirs, held to their limit and in their turn.
 */
export function retryJob(db: Database, id: string, options: RetryOptions = {}): Promise<boolean> {
  const { requestedBy } = options;
  return limited(db, options, async (tx) => {
    const rows = await tx
      .update(jobs)
      .set({
        state: JobState.QUEUED,
        attempts: 0,
        progress: 0,
        error: null,
        errorMessage: null,
        runAt: sql`now()`,
        ...(requestedBy && { requestedBy }),
        turnAt: requestedBy ? turnOf(requestedBy) : sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(jobs.id, id), eq(jobs.state, JobState.FAILED)))
      .returning({ id: jobs.id });
    return rows.length > 0;
  });
}

/** The wait before attempt n+1: 2^n seconds, at most an hour. */
export const backoffSeconds = (attempts: number) => Math.min(2 ** attempts, 3600);

export interface WorkerOptions {
  /** This process's name in `locked_by`. */
  name?: string;
  /** How long a claimed job stays this worker's without a sign of life. */
  leaseSeconds?: number;
  /** How often an idle worker looks for due jobs. */
  pollMs?: number;
  /** Jobs run at once by this process. */
  concurrency?: number;
  /**
   * Jobs of one person running at once (JOBS_RUNNING_PER_PERSON), counted across the processes when
   * claiming: two processes claiming at the very same moment may each start one.
   */
  runningPerPerson?: number;
  /** Past this, a running job is aborted and counts as a failed attempt. */
  timeoutSeconds?: number;
  /** Recurring work this worker runs and keeps scheduled (see clocks.ts). */
  clocks?: readonly Clock[];
  onError?(error: unknown, job: Job | undefined): void;
}

/**
 * The claim's choice: the due job whose turn comes first (queued and due, or running under a lease
 * that ran out: its process died), leaving out the jobs of people who already have `runningPerPerson`
 * running. It reads the pending rows only (jobs_pending_idx, in turn order), never the finished ones.
 * SKIP LOCKED lets several processes claim side by side without waiting on each other.
 */
export const claimChoice = (kinds: readonly string[], runningPerPerson: number) => sql`
  select j.id from ${jobs} j
  where j.state in ('queued', 'running')
    and j.kind in (${sql.join(
      kinds.map((kind) => sql`${kind}`),
      sql`, `,
    )})
    and ((j.state = ${JobState.QUEUED} and j.run_at <= now())
      or (j.state = ${JobState.RUNNING} and j.locked_until < now()))
    and (j.requested_by is null or (
      select count(*) from ${jobs} r
      where r.requested_by = j.requested_by and r.state = 'running' and r.locked_until >= now()
    ) < ${runningPerPerson})
  order by j.turn_at
  limit 1
  for update skip locked`;

/** Claims one due job of the given kinds (see claimChoice), under this worker's lease. */
async function claim(
  db: Database,
  kinds: string[],
  name: string,
  leaseSeconds: number,
  runningPerPerson: number,
) {
  const result = await db.execute(sql`
    update ${jobs} set
      state = ${JobState.RUNNING},
      attempts = ${jobs.attempts} + 1,
      locked_by = ${name},
      locked_until = now() + make_interval(secs => ${leaseSeconds}),
      updated_at = now()
    where ${jobs.id} = (${claimChoice(kinds, runningPerPerson)})
    returning id`);
  const row = (result as unknown as { rows: { id: string }[] }).rows[0];
  if (!row) return undefined;
  const [job] = await db.select().from(jobs).where(eq(jobs.id, row.id));
  return job;
}

/**
 * Runs the handlers' jobs in this process until stopped. Any number of processes may run one on the
 * same database; each job runs once at a time, is retried with backoff, and is picked up again after
 * a crash once its lease runs out.
 */
export function startWorker(
  db: Database,
  jobHandlers: Record<string, JobHandler>,
  options: WorkerOptions = {},
) {
  const clocks = options.clocks ?? [];
  const handlers = { ...jobHandlers, ...Object.fromEntries(clocks.map((clock) => [clock.kind, clock.run])) };
  const periods = new Map(clocks.map((clock) => [clock.kind, clock.everySeconds]));
  const name = options.name ?? `worker-${randomUUID().slice(0, 8)}`;
  const leaseSeconds = options.leaseSeconds ?? 60;
  const pollMs = options.pollMs ?? 1000;
  const concurrency = options.concurrency ?? 1;
  const runningPerPerson = options.runningPerPerson ?? JOBS_RUNNING_PER_PERSON;
  const timeoutMs = (options.timeoutSeconds ?? 30 * 60) * 1000;
  const kinds = Object.keys(handlers);
  const stopping = new AbortController();
  let wake: (() => void) | undefined;
  const running = new Set<Promise<void>>();

  const finish = (
    job: Job,
    set: Partial<Omit<typeof jobs.$inferInsert, 'runAt' | 'turnAt'>> & { runAt?: SQL; turnAt?: SQL },
  ) =>
    db
      .update(jobs)
      .set({ ...set, lockedBy: null, lockedUntil: null, updatedAt: sql`now()` })
      .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, name)));

  async function run(job: Job) {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = AbortSignal.any([stopping.signal, timeout]);
    const context: JobContext = {
      job,
      signal,
      progress: async (percent) => {
        await db
          .update(jobs)
          .set({
            progress: Math.max(0, Math.min(100, Math.round(percent))),
            lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
            updatedAt: sql`now()`,
          })
          .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, name)));
      },
    };
    // A clock's run is never final: its row goes back to the queue, due (and in turn) a period later.
    const period = job.clock ? periods.get(job.kind) : undefined;
    const next = sql`now() + make_interval(secs => ${period})`;
    const requeue = (error: string | null, errorMessage: ServerMessage | null) =>
      finish(job, {
        state: JobState.QUEUED,
        attempts: 0,
        progress: 0,
        error,
        errorMessage,
        runAt: next,
        turnAt: next,
      });
    try {
      await handlers[job.kind]!(context);
      if (period !== undefined) await requeue(null, null);
      else await finish(job, { state: JobState.SUCCEEDED, progress: 100, error: null, errorMessage: null });
    } catch (error) {
      // Stopping the worker is no failure of the job: another process (or this one) takes it again.
      if (stopping.signal.aborted && !timeout.aborted) {
        await finish(job, { state: JobState.QUEUED, attempts: job.attempts - 1 });
        return;
      }
      options.onError?.(error, job);
      const said = timeout.aborted
        ? messageOf(msg('job.stopped_after', { seconds: Math.round(timeoutMs / 1000) }))
        : undefined;
      const message = said
        ? englishOf(msg('job.stopped_after', { seconds: Math.round(timeoutMs / 1000) }))
        : error instanceof Error
          ? error.message
          : String(error);
      const errorMessage = said ?? jobMessageOf(error, message);
      if (period !== undefined) {
        await requeue(message, errorMessage);
        return;
      }
      const final = error instanceof PermanentJobError || job.attempts >= job.maxAttempts;
      await finish(
        job,
        final
          ? { state: JobState.FAILED, error: message, errorMessage }
          : {
              state: JobState.QUEUED,
              error: message,
              errorMessage,
              runAt: sql`now() + make_interval(secs => ${backoffSeconds(job.attempts)})`,
            },
      );
    }
  }

  async function loop() {
    let clocksScheduled = false;
    while (!stopping.signal.aborted) {
      let claimed: Job | undefined;
      if (!clocksScheduled) {
        try {
          await scheduleClocks(db, clocks);
          clocksScheduled = true;
        } catch (error) {
          // The database is away for a moment: try again after the pause.
          options.onError?.(error, undefined);
        }
      }
      if (running.size < concurrency) {
        try {
          claimed = await claim(db, kinds, name, leaseSeconds, runningPerPerson);
        } catch (error) {
          // The database is away for a moment: look again after the pause.
          options.onError?.(error, undefined);
        }
      }
      if (claimed) {
        const task = run(claimed).finally(() => {
          running.delete(task);
          wake?.();
        });
        running.add(task);
        continue;
      }
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          // One listener per wait, removed after it: a worker polls for as long as the server runs.
          stopping.signal.removeEventListener('abort', done);
          resolve();
        };
        const timer = setTimeout(done, pollMs);
        wake = done;
        stopping.signal.addEventListener('abort', done, { once: true });
      });
      wake = undefined;
    }
  }

  const looping = kinds.length > 0 ? loop() : Promise.resolve();
  return {
    name,
    /** Looks for due jobs now (after queueing one), rather than at the next poll. */
    nudge() {
      wake?.();
    },
    /** Stops claiming, aborts running jobs (they go back to the queue) and waits for them. */
    async stop() {
      stopping.abort();
      await looping;
      await Promise.allSettled([...running]);
    },
  };
}

export type Worker = ReturnType<typeof startWorker>;
