import { REVAI_STATUS_CHECKS_PER_MINUTE, REVAI_STATUS_MIN_GAP_SECONDS } from '../../../shared/constants';
import type { Database } from '../../platform/db/client';
import { tooManyRequests } from '../../platform/http/errors';
import { returnAttempt, takeAttempt } from '../../platform/throttles/throttle';

const GAP_POLICY = { free: 1, windowMs: REVAI_STATUS_MIN_GAP_SECONDS * 1000 };
const PERSON_POLICY = { free: REVAI_STATUS_CHECKS_PER_MINUTE, windowMs: 60_000 };

/** The throttle key of a Rev AI job's gap between status checks. */
export const statusGapKey = (jobId: string) => `revai-status:${jobId}`;
const personKey = (userId: string) => `revai-status-by:${userId}`;

/**
 * Whether a status request may ask Rev AI about the job now. Within the job's gap since anyone last
 * asked, it answers false: the stored state is answered. Past it, the ask counts against the
 * person's minute; one past the limit is refused with 429 and gives the gap back, since it asked
 * nothing. Only asks that would reach Rev AI are counted: stored answers cost it nothing.
 */
export async function mayAskRevAi(db: Database, userId: string, jobId: string): Promise<boolean> {
  const gap = await takeAttempt(db, statusGapKey(jobId), GAP_POLICY);
  if (!gap.allowed) return false;
  const mine = await takeAttempt(db, personKey(userId), PERSON_POLICY);
  if (mine.allowed) return true;
  await returnAttempt(db, statusGapKey(jobId));
  throw tooManyRequests('transcription.status_throttled', mine.retryAfterMs);
}
