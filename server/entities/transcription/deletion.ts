import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { clearAttempts } from '../../platform/throttles/throttle';
import { RevAiError, type RevAiClient } from '../../platform/revai/revAi';
import { statusGapKey } from './statusLimits';
import { revAiDeletions } from './table';

/** Jobs deleted per run of the resume clock, so one run stays short after a long outage. */
const DELETE_BATCH = 50;

/**
 * Deletes a finished job at Rev AI (its media and transcript are stored here by now), and forgets
 * it once Rev AI has: deleted, or already gone (404). A failure is counted and thrown; the job stays
 * marked, for the resume clock to try again.
 */
export async function deleteAtRevAi(db: Database, client: RevAiClient, jobId: string): Promise<void> {
  try {
    await client.deleteJob(jobId);
  } catch (error) {
    if (!(error instanceof RevAiError && error.kind === 'not_found')) {
      await db
        .update(revAiDeletions)
        .set({ attempts: sql`${revAiDeletions.attempts} + 1` })
        .where(eq(revAiDeletions.jobId, jobId));
      throw error;
    }
  }
  await db.delete(revAiDeletions).where(eq(revAiDeletions.jobId, jobId));
  // Nobody asks about the job any more: its gap between status checks is not kept either.
  await clearAttempts(db, statusGapKey(jobId));
}

/** Deletes a job just settled; a failure waits for the resume clock, never failing what was stored. */
export async function deleteSettledJob(db: Database, client: RevAiClient, jobId: string): Promise<boolean> {
  try {
    await deleteAtRevAi(db, client, jobId);
    return true;
  } catch {
    return false;
  }
}

/**
 * The resume clock's part: the jobs still to delete at Rev AI, oldest first, a batch per run.
 * Rev AI away or asking to wait ends the run; another refusal is left for the next one. Answers how
 * many were deleted.
 */
export async function deletePendingJobs(db: Database, client: RevAiClient): Promise<number> {
  const due = await db
    .select({ jobId: revAiDeletions.jobId })
    .from(revAiDeletions)
    .orderBy(asc(revAiDeletions.createdAt))
    .limit(DELETE_BATCH);
  let deleted = 0;
  for (const { jobId } of due) {
    try {
      await deleteAtRevAi(db, client, jobId);
      deleted += 1;
    } catch (error) {
      const away =
        error instanceof RevAiError && ['rate_limited', 'unavailable', 'timeout'].includes(error.kind);
      if (away) break;
    }
  }
  return deleted;
}
