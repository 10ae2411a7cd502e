import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../shared/serverMessages';
import {
  backoffSeconds,
  enqueueJob,
  PermanentJobError,
  retryJob,
  startWorker,
  type Job,
  type JobHandler,
} from '../../server/platform/jobs/queue';
import { scheduleClocks, type Clock } from '../../server/platform/jobs/clocks';
import { claimChoice } from '../../server/platform/jobs/queue';
import { jobs, JobState } from '../../server/platform/jobs/table';
import { users } from '../../server/entities/users/table';
import { JOBS_RUNNING_PER_PERSON } from '../../shared/constants';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const read = async (id: string): Promise<Job> => (await t.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

/** Waits until the job is as asked (by default: done or failed). */
async function settle(
  id: string,
  done = (job: Job) => job.state === JobState.SUCCEEDED || job.state === JobState.FAILED,
) {
  for (let i = 0; i < 400; i++) {
    const job = await read(id);
    if (done(job)) return job;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`job ${id} still ${(await read(id)).state}`);
}

const fast = { pollMs: 20, leaseSeconds: 30 };

describe('the job queue', () => {
  it('runs a queued job once, with its progress, and marks it done', async () => {
    const seen: number[] = [];
    const handler: JobHandler = async ({ job, progress }) => {
      seen.push(job.payload.n as number);
      await progress(40);
      expect((await read(job.id)).progress).toBe(40);
    };
    const worker = startWorker(t.db, { 'test.once': handler }, fast);
    const job = await enqueueJob(t.db, 'test.once', { n: 7 });
    const done = await settle(job.id);
    await worker.stop();
    expect(done).toMatchObject({ state: JobState.SUCCEEDED, progress: 100, attempts: 1, lockedBy: null });
    expect(seen).toEqual([7]);
  });

  it('retries a failing job later, then fails it with the reason after its last attempt', async () => {
    let calls = 0;
    const worker = startWorker(
      t.db,
      {
        'test.flaky': async () => {
          calls++;
          throw new Error('The probe could not read the file');
        },
      },
      fast,
    );
    const job = await enqueueJob(t.db, 'test.flaky', {}, { maxAttempts: 2 });
    const first = await settle(job.id, (j) => j.attempts === 1 && j.state === JobState.QUEUED);
    // After the first failure it waits its backoff before the next attempt.
    expect(first.error).toBe('The probe could not read the file');
    expect(new Date(first.runAt).getTime()).toBeGreaterThan(Date.now() + 500);
    await t.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, job.id));
    worker.nudge();
    const failed = await settle(job.id, (j) => j.state === JobState.FAILED);
    await worker.stop();
    expect(failed).toMatchObject({ attempts: 2, error: 'The probe could not read the file' });
    expect(calls).toBe(2);
    expect(backoffSeconds(1)).toBe(2);
    expect(backoffSeconds(30)).toBe(3600);

    // A person retries it: fresh attempts, and it runs again.
    expect(await retryJob(t.db, job.id)).toBe(true);
    expect(await retryJob(t.db, job.id)).toBe(false);
    expect((await read(job.id)).state).toBe(JobState.QUEUED);
  });

  it('fails at once on a permanent error', async () => {
    const worker = startWorker(
      t.db,
      {
        'test.permanent': async () => {
          throw new PermanentJobError(msg('job.failed', { detail: 'Not an audio or video file' }));
        },
      },
      fast,
    );
    const job = await enqueueJob(t.db, 'test.permanent', {}, { maxAttempts: 5 });
    const failed = await settle(job.id);
    await worker.stop();
    expect(failed).toMatchObject({
      state: JobState.FAILED,
      attempts: 1,
      error: 'Not an audio or video file',
      errorMessage: { id: 'job.failed', params: { detail: 'Not an audio or video file' } },
    });
  });

  it('stops a job past its time limit and says so', async () => {
    const worker = startWorker(
      t.db,
      {
        'test.hang': ({ signal }) =>
          new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
      },
      { ...fast, timeoutSeconds: 0.3 },
    );
    const job = await enqueueJob(t.db, 'test.hang', {}, { maxAttempts: 1 });
    const failed = await settle(job.id);
    await worker.stop();
    expect(failed.state).toBe(JobState.FAILED);
    expect(failed.error).toMatch(/^Stopped after/);
    expect(failed.errorMessage).toEqual({ id: 'job.stopped_after', params: { seconds: 0 } });
  });

  it('takes up a job whose process died (its lease ran out), and never runs one twice at once', async () => {
    // A job claimed by a process that is gone: running, its lease over.
    const orphan = await enqueueJob(t.db, 'test.shared', { n: 0 });
    await t.db
      .update(jobs)
      .set({
        state: JobState.RUNNING,
        attempts: 1,
        lockedBy: 'gone',
        lockedUntil: sql`now() - interval '1 second'`,
      })
      .where(eq(jobs.id, orphan.id));
    const queued = await Promise.all(
      Array.from({ length: 12 }, (_, n) => enqueueJob(t.db, 'test.shared', { n: n + 1 })),
    );
    const runs = new Map<string, number>();
    const handler: JobHandler = async ({ job }) => {
      runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 10));
    };
    // Two workers, as two server processes would be.
    const workers = [
      startWorker(t.db, { 'test.shared': handler }, { ...fast, concurrency: 2 }),
      startWorker(t.db, { 'test.shared': handler }, { ...fast, concurrency: 2 }),
    ];
    for (const job of [orphan, ...queued]) await settle(job.id);
    await Promise.all(workers.map((worker) => worker.stop()));
    expect(runs.size).toBe(13);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect((await read(orphan.id)).attempts).toBe(2);
  });

  it('gives a running job back to the queue when its worker stops', async () => {
    let started!: () => void;
    const begun = new Promise<void>((resolve) => (started = resolve));
    const worker = startWorker(
      t.db,
      {
        'test.long': ({ signal }) =>
          new Promise((_resolve, reject) => {
            started();
            signal.addEventListener('abort', () => reject(new Error('stopped')));
          }),
      },
      fast,
    );
    const job = await enqueueJob(t.db, 'test.long', {});
    await begun;
    await worker.stop();
    expect(await read(job.id)).toMatchObject({ state: JobState.QUEUED, attempts: 0, lockedBy: null });
  });
});

describe('clocks', () => {
  const rowsOf = (kind: string) => t.db.select().from(jobs).where(eq(jobs.kind, kind));
  const pending = (kind: string) =>
    t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, kind), inArray(jobs.state, [JobState.QUEUED, JobState.RUNNING])));

  it('keeps one pending run per clock, however many workers start it at once', async () => {
    let runs = 0;
    const clock: Clock = { kind: 'test.hourly', everySeconds: 3600, run: async () => void runs++ };
    // Two server processes booting together, and a few more schedulings racing them.
    const workers = [
      startWorker(t.db, {}, { ...fast, clocks: [clock] }),
      startWorker(t.db, {}, { ...fast, clocks: [clock] }),
    ];
    await Promise.all(Array.from({ length: 4 }, () => scheduleClocks(t.db, [clock])));
    const [row] = await rowsOf('test.hourly');
    await settle(row!.id, (job) => job.state === JobState.QUEUED && job.attempts === 0 && runs === 1);
    await Promise.all(workers.map((worker) => worker.stop()));
    // Ran once, at boot, and is due again an hour later: still its one row.
    const rows = await rowsOf('test.hourly');
    expect(rows).toHaveLength(1);
    expect(runs).toBe(1);
    expect(rows[0]).toMatchObject({ clock: true, state: JobState.QUEUED, lockedBy: null, error: null });
    expect(new Date(rows[0]!.runAt).getTime()).toBeGreaterThan(Date.now() + 3500_000);

    // A second boot finds it pending and adds nothing; the database refuses a second pending row.
    await scheduleClocks(t.db, [clock]);
    expect(await rowsOf('test.hourly')).toHaveLength(1);
    await expect(t.db.insert(jobs).values({ kind: 'test.hourly', clock: true })).rejects.toThrow();
    // Ordinary jobs of any kind are not limited.
    await enqueueJob(t.db, 'test.unlimited', {});
    await enqueueJob(t.db, 'test.unlimited', {});
    expect(await rowsOf('test.unlimited')).toHaveLength(2);
  });

  it('queues the next run after each one, failed or not, keeping a failure until a run succeeds', async () => {
    const seen: (string | null)[] = [];
    const clock: Clock = {
      kind: 'test.tick',
      everySeconds: 0.2,
      run: async ({ job }) => {
        seen.push(job.error);
        if (seen.length === 1) throw new Error('The sweep could not reach the store');
      },
    };
    const worker = startWorker(t.db, {}, { ...fast, clocks: [clock] });
    for (let i = 0; i < 200 && seen.length < 3; i++) await new Promise((resolve) => setTimeout(resolve, 25));
    await worker.stop();
    // The second run saw the first one's failure; the third, the second's success.
    expect(seen.slice(0, 3)).toEqual([null, 'The sweep could not reach the store', null]);
    const rows = await rowsOf('test.tick');
    expect(rows).toHaveLength(1);
    expect((await pending('test.tick')).map((row) => row.id)).toEqual([rows[0]!.id]);
  });
});

describe('fair turns', () => {
  const idOf = async (email: string) =>
    (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it("runs another person's job, and the system's, before the second of one person's flood", async () => {
    const [flooder, other] = await Promise.all([
      idOf('viewerlimited@example.com'),
      idOf('viewer@example.com'),
    ]);
    const order: string[] = [];
    let queuedAll!: () => void;
    const allQueued = new Promise<void>((resolve) => (queuedAll = resolve));
    const worker = startWorker(
      t.db,
      {
        'test.fair': async ({ job }) => {
          order.push(job.payload.name as string);
          // The flood's first job runs until everything is queued, as a slow one would.
          await allQueued;
        },
      },
      fast,
    );
    // The flood is queued first, while the worker already works on it; the others come after.
    const queued: Job[] = [];
    for (let n = 0; n < 8; n++)
      queued.push(await enqueueJob(t.db, 'test.fair', { name: `flood ${n}` }, { requestedBy: flooder }));
    queued.push(await enqueueJob(t.db, 'test.fair', { name: 'other' }, { requestedBy: other }));
    queued.push(await enqueueJob(t.db, 'test.fair', { name: 'system' }));
    queuedAll();
    for (const job of queued) await settle(job.id);
    await worker.stop();
    expect(order).toHaveLength(10);
    // Queued after eight of the flood's, each ran before its second.
    expect(order.indexOf('other')).toBeLessThan(order.indexOf('flood 1'));
    expect(order.indexOf('system')).toBeLessThan(order.indexOf('flood 1'));
    // The flood itself keeps its order.
    const flood = order.filter((name) => name.startsWith('flood'));
    expect(flood).toEqual(Array.from({ length: 8 }, (_, n) => `flood ${n}`));
  });

  it("runs at most JOBS_RUNNING_PER_PERSON of one person's jobs at once, leaving the other slots to others", async () => {
    const [flooder, other] = await Promise.all([
      idOf('rightsholder@example.com'),
      idOf('manager@example.com'),
    ]);
    const running = new Map<string, number>();
    const most = new Map<string, number>();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const worker = startWorker(
      t.db,
      {
        'test.slots': async ({ job }) => {
          const who = job.payload.who as string;
          running.set(who, (running.get(who) ?? 0) + 1);
          most.set(who, Math.max(most.get(who) ?? 0, running.get(who)!));
          await released;
          running.set(who, running.get(who)! - 1);
        },
      },
      { ...fast, concurrency: 3 },
    );
    const queued = [
      ...(await Promise.all(
        Array.from({ length: 4 }, () =>
          enqueueJob(t.db, 'test.slots', { who: 'flooder' }, { requestedBy: flooder }),
        ),
      )),
      await enqueueJob(t.db, 'test.slots', { who: 'other' }, { requestedBy: other }),
      await enqueueJob(t.db, 'test.slots', { who: 'system' }),
    ];
    worker.nudge();
    // The three slots fill up, held until released: one with the flood's, the others with the rest.
    for (let i = 0; i < 200 && [...running.values()].reduce((sum, n) => sum + n, 0) < 3; i++) await sleep(25);
    await sleep(100);
    expect(Object.fromEntries(running)).toEqual({ flooder: JOBS_RUNNING_PER_PERSON, other: 1, system: 1 });
    release();
    for (const job of queued) await settle(job.id);
    await worker.stop();
    expect(most.get('flooder')).toBe(JOBS_RUNNING_PER_PERSON);
  });

  it('claims on the index of pending jobs, never reading the finished ones', async () => {
    // A queue that has run for a while: many finished jobs, a few pending.
    await t.db.execute(sql`insert into ${jobs} (kind, state, turn_at)
      select 'test.finished', 'succeeded', now() - make_interval(secs => n) from generate_series(1, 5000) n`);
    await t.db.execute(sql`analyze ${jobs}`);
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain ${claimChoice(['test.finished', 'test.fair'], 1)}`);
      return (result as unknown as { rows: Record<string, string>[] }).rows
        .map((row) => row['QUERY PLAN'])
        .join('\n');
    });
    expect(plan).toMatch(/Index Scan using jobs_pending_idx on jobs j/);
    // The count of a person's running jobs reads their pending ones only.
    expect(plan).toMatch(/jobs_person_pending_idx on jobs r/);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});
