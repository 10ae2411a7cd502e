import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { enqueueJob, type EnqueueOptions } from './queue';
import { jobs } from './table';

/** A job's progress as a page follows it. */
export interface Following {
  _id: string;
  progress: number;
}

/** One uuid per kind and key (a version 4 layout of a hash), so the pending job is found on the jobs' subject index. */
export function subjectOf(kind: string, key: string): string {
  const hex = createHash('sha256').update(`${kind}:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The pending job of this kind for this key (queued or running), or a new one queued (held to the
 * options' per-person limit): several requests for the same work follow one job.
 */
export async function queueOnce(
  db: Database,
  kind: string,
  key: string,
  payload: Record<string, unknown>,
  options: Omit<EnqueueOptions, 'subjectId'> = {},
): Promise<Following & { queued: boolean }> {
  const subjectId = subjectOf(kind, key);
  const [pending] = await db
    .select({ id: jobs.id, progress: jobs.progress })
    .from(jobs)
    .where(
      and(eq(jobs.subjectId, subjectId), eq(jobs.kind, kind), inArray(jobs.state, ['queued', 'running'])),
    )
    .limit(1);
  if (pending) return { _id: pending.id, progress: pending.progress, queued: false };
  const job = await enqueueJob(db, kind, payload, { ...options, subjectId });
  return { _id: job.id, progress: 0, queued: true };
}
