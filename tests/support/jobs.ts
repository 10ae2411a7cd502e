import { sql } from 'drizzle-orm';
import type { Database } from '../../server/platform/db/client';
import type { JobHandler } from '../../server/platform/jobs/handler';
import { startWorker } from '../../server/platform/jobs/queue';

/** Runs the queued jobs of one kind with a worker of their own until none is pending. */
export async function runJobsOf(db: Database, kind: string, handlers: Record<string, JobHandler>) {
  const worker = startWorker(db, handlers, { pollMs: 20 });
  try {
    for (let i = 0; i < 400; i++) {
      const result = await db.execute(sql`select count(*)::int as n from jobs
        where kind = ${kind} and state in ('queued', 'running')`);
      if ((result as unknown as { rows: { n: number }[] }).rows[0]!.n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`the ${kind} jobs did not end`);
  } finally {
    await worker.stop();
  }
}
