import { CLAIM_SEND_ATTEMPTS, CLAIM_SENDS_PER_PERSON } from '../../../shared/claims';
import { CLAIM_READ_BACKS_PER_PERSON } from '../../../shared/claimsReadBack';
import type { JobLimit } from '../../platform/jobs/limits';

/** Sends a claim in force to YouTube Content ID (claims.insert): payload `{claimId}`. */
export const CLAIM_SEND_JOB = 'claims.send';
/** Releases a claim at YouTube (claims.patch, status inactive): payload `{claimId}`. */
export const CLAIM_RELEASE_JOB = 'claims.release';
/** Releases the disputes and appeals left unanswered past their due date. */
export const CLAIM_EXPIRY_CLOCK = 'claims.expire';

export { CLAIM_SEND_ATTEMPTS };

/** A person's sendings, held to CLAIM_SENDS_PER_PERSON. */
export const CLAIM_SENDS: JobLimit = { kinds: [CLAIM_SEND_JOB], max: CLAIM_SENDS_PER_PERSON };

/** Reads the claims sent to Content ID back (claimSearch.list) and moves here what YouTube changed. */
export const CLAIM_READ_BACK_JOB = 'claims.read-back';
/** Queues a read-back every CLAIM_READ_BACK_EVERY_SECONDS. */
export const CLAIM_READ_BACK_CLOCK = 'claims.read-back-clock';

/** A person's read-backs, held to CLAIM_READ_BACKS_PER_PERSON. */
export const CLAIM_READ_BACKS: JobLimit = { kinds: [CLAIM_READ_BACK_JOB], max: CLAIM_READ_BACKS_PER_PERSON };
