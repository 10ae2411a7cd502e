import { SPLIT_RUNS_PER_PERSON } from '../../../../shared/earnings';
import type { Database } from '../../../platform/db/client';
import type { JobHandler } from '../../../platform/jobs/handler';
import { enqueueJob, type Job } from '../../../platform/jobs/queue';
import { runSplit } from './splitRun';

export const ROYALTY_SPLIT_JOB = 'royalties.split';
/** A refused split (shares over 100%) fails at once; anything else is retried a few times. */
const SPLIT_ATTEMPTS = 3;

export interface SplitPayload {
  /** 'YYYY-MM' */
  period: string;
  /** Whose import put the month's revenue in force (the audit names them). */
  by?: string;
}

/**
 * Queues the split of a month: when its revenue import goes in force (the system's, in the import's
 * transaction) or when staff ask (theirs, held to SPLIT_RUNS_PER_PERSON pending).
 */
export function enqueueSplit(
  db: Database,
  period: string,
  who: { requestedBy: string } | { importedBy: string },
): Promise<Job> {
  const requestedBy = 'requestedBy' in who ? who.requestedBy : undefined;
  const payload: SplitPayload = { period, ...('importedBy' in who && { by: who.importedBy }) };
  return enqueueJob(
    db,
    ROYALTY_SPLIT_JOB,
    { ...payload },
    {
      maxAttempts: SPLIT_ATTEMPTS,
      ...(requestedBy && {
        requestedBy,
        limit: { kinds: [ROYALTY_SPLIT_JOB], max: SPLIT_RUNS_PER_PERSON },
      }),
    },
  );
}

export function splitJobHandlers(db: Database): Record<string, JobHandler> {
  return {
    [ROYALTY_SPLIT_JOB]: async ({ job, progress }) => {
      const { period, by } = job.payload as unknown as SplitPayload;
      await runSplit(db, period, job.requestedBy ?? by ?? null, progress);
    },
  };
}
