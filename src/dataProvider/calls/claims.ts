import { CLAIM_CALLS, type ClaimStatus } from '../../../shared/claims';
import { manualClaiming } from '../../../shared/resources/claims';
import { apiRequest } from '../../api/httpClient';
import { splitRoute, type Route } from '../endpoints';

const call = async (route: Route | undefined, id: string, body: Record<string, unknown>) => {
  if (!route) throw new Error('Manual claims declare no status change');
  const { method, path } = splitRoute(route, id);
  return (await apiRequest(path, { method, body })).result;
};

/** Manual claims' calls beyond the CRUD ones (shared/claims CLAIM_CALLS and the status change). */
export const claimCalls = {
  /** A decision: the target state names the transition (approve, uphold, release, takedown). */
  changeClaimStatus: (id: string, status: ClaimStatus, note?: string) =>
    call(manualClaiming.api.changeStatus, id, note ? { status, note } : { status }),
  /** The uploader's dispute with its reason. */
  disputeClaim: (id: string, reason: string) => call(CLAIM_CALLS.dispute, id, { reason }),
  /** The uploader's appeal of an upheld claim with its reason. */
  appealClaim: (id: string, reason: string) => call(CLAIM_CALLS.appeal, id, { reason }),
  /** The claim's history, oldest first, through the page the person reads it on (its access rule). */
  claimHistory: async (id: string, page: ClaimPage): Promise<ClaimHistoryItem[]> => {
    const route = page === 'assets/claim-video' ? CLAIM_CALLS.videoHistory : CLAIM_CALLS.history;
    const { method, path } = splitRoute(route, id);
    return (await apiRequest<ClaimHistoryItem[]>(path, { method })).result;
  },
};

/** The two pages that show claims. */
export type ClaimPage = 'assets/manual-claiming' | 'assets/claim-video';

/** One entry of a claim's history (server/entities/claims/schemas ClaimHistoryEntry). */
export interface ClaimHistoryItem {
  _id: string;
  action: string;
  transition: string | null;
  event: string | null;
  by_name: string | null;
  by_clock: boolean;
  note: string | null;
  reason: string | null;
  override: string | null;
  override_reason: string | null;
  changed: string[];
  takedown_id: string | null;
  from_status: ClaimStatus | null;
  to_status: ClaimStatus | null;
  created_at: string;
}
