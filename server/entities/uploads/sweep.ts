import { and, inArray, isNull, lt, sql } from 'drizzle-orm';
import { UPLOAD_KEEP_HOURS, UPLOAD_SWEEP_EVERY_SECONDS } from '../../../shared/constants';
import type { Database } from '../../platform/db/client';
import type { Clock } from '../../platform/jobs/clocks';
import type { UploadStore } from './store';
import { uploadLocks, uploads } from './table';

export const UPLOAD_SWEEP_JOB = 'uploads.sweep';

/** Uploads removed per transaction, so one sweep never holds many rows locked for long. */
const SWEEP_BATCH = 100;

/**
 * Removes the uploads no asset claimed within UPLOAD_KEEP_HOURS of their start (unfinished or finished):
 * their rows, then their bytes in the tus store, in one transaction per batch. The rows are taken
 * with FOR UPDATE SKIP LOCKED and deleted only while `claimed_at` is null, so an upload an asset is
 * claiming at that moment (its row locked by the claim) is left to it; bytes that cannot be removed
 * roll their rows back, to be tried again by the next sweep. Answers how many were removed.
 */
export async function sweepUploads(db: Database, store: UploadStore): Promise<number> {
  // Locks whose lease ran out: their holder's process died, nobody renews them.
  await db.delete(uploadLocks).where(lt(uploadLocks.expiresAt, sql`now()`));
  let removed = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const stale = tx
        .select({ id: uploads.id })
        .from(uploads)
        .where(
          and(
            isNull(uploads.claimedAt),
            lt(uploads.createdAt, sql`now() - make_interval(hours => ${UPLOAD_KEEP_HOURS})`),
          ),
        )
        .limit(SWEEP_BATCH)
        .for('update', { skipLocked: true });
      const doomed = await tx
        .delete(uploads)
        .where(and(inArray(uploads.id, stale), isNull(uploads.claimedAt)))
        .returning({ id: uploads.id });
      for (const { id } of doomed) await store.remove(id);
      return doomed.length;
    });
    removed += batch;
    if (batch < SWEEP_BATCH) return removed;
  }
}

/** The hourly clock that sweeps old unclaimed uploads away. */
export const uploadSweepClock = (db: Database, store: UploadStore): Clock => ({
  kind: UPLOAD_SWEEP_JOB,
  everySeconds: UPLOAD_SWEEP_EVERY_SECONDS,
  run: async () => {
    await sweepUploads(db, store);
  },
});
