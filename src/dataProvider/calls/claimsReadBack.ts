import {
  CLAIM_READ_BACK_CALL,
  CLAIM_READ_BACK_STATE_CALL,
  type ReadBackRefusal,
} from '../../../shared/claimsReadBack';
import { apiRequest } from '../../api/httpClient';
import { splitRoute, type Route } from '../endpoints';

/** Where the read-back from YouTube Content ID stands (GET /manual/claim/read-back). */
export interface ClaimReadBackState {
  configured: boolean;
  /** The pending read-back's job; null when none is queued or running. */
  job_id: string | null;
  progress: number;
  /** While the pending read-back waits for Content ID's next quota day: when it is due. */
  waiting_until: string | null;
  last_completed_at: string | null;
  claims_read: number;
  claims_changed: number;
  refusals: ReadBackRefusal[];
  last_error: string | null;
}

const send = async <T>(route: Route) => {
  const { method, path } = splitRoute(route);
  return (await apiRequest<T>(path, { method })).result;
};

/** Manual Claiming's read-back from YouTube: asked for, and followed. */
export const claimReadBackCalls = {
  claimReadBackState: () => send<ClaimReadBackState>(CLAIM_READ_BACK_STATE_CALL),
  /** Resolves with the queued (or already pending) read-back's job. */
  readBackClaims: () => send<{ job_id: string }>(CLAIM_READ_BACK_CALL),
};
