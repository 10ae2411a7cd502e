import { ClaimStatus, type ClaimTransitionName } from './claims';
import type { ApiRoute } from './resources/types';

/*
 * The read-back of claims from YouTube Content ID (issue 35): the claims sent there are read again
 * with claimSearch.list, and a state YouTube changed (released, disputed, appealed, upheld, taken
 * down there) moves the claim here too, through the transitions of shared/claims.
 */

/** The calls (under the API base): queue a read-back (manual-claiming 'readBack'); where it stands ('read'). */
export const CLAIM_READ_BACK_CALL = 'POST /manual/claim/read-back' satisfies ApiRoute;
export const CLAIM_READ_BACK_STATE_CALL = 'GET /manual/claim/read-back' satisfies ApiRoute;

/** The clock reads back every hour. */
export const CLAIM_READ_BACK_EVERY_SECONDS = 60 * 60;
/** A read-back's tries before it fails (Content ID failing, or over its quota, backs off between them). */
export const CLAIM_READ_BACK_ATTEMPTS = 5;
/** Read-backs one person may have queued or running at once (past it, 429). */
export const CLAIM_READ_BACKS_PER_PERSON = 1;
/** How often the page reads the running read-back's progress. */
export const CLAIM_READ_BACK_POLL_MS = 2000;
/** Refusals kept with the last read-back's report. */
export const CLAIM_READ_BACK_REFUSALS_KEPT = 20;
/**
 * Days before the last completed read-back that the next one asks from (claimSearch's
 * statusModifiedAfter is a day, inclusive, in YouTube's time zone, not ours).
 */
export const CLAIM_READ_BACK_OVERLAP_DAYS = 1;

/** The Content ID states searched, one claimSearch.list each, paged (status alone needs no other filter). */
export const YOUTUBE_CLAIM_STATES = ['active', 'disputed', 'appealed', 'inactive', 'takedown'] as const;
export type YouTubeClaimState = (typeof YOUTUBE_CLAIM_STATES)[number];

/** The state here that each Content ID state is. */
export const LOCAL_STATE_OF: Record<YouTubeClaimState, ClaimStatus> = {
  active: ClaimStatus.ACTIVE,
  disputed: ClaimStatus.DISPUTED,
  appealed: ClaimStatus.APPEALED,
  inactive: ClaimStatus.RELEASED,
  takedown: ClaimStatus.TAKEDOWN,
};

/** The transitions that may bring a claim to each state here, tried in this order. */
export const TRANSITIONS_TO: Record<YouTubeClaimState, readonly ClaimTransitionName[]> = {
  active: ['uphold', 'approve'],
  disputed: ['dispute'],
  appealed: ['appeal'],
  inactive: ['release'],
  takedown: ['takedown'],
};

/** A change YouTube made that the rules here refused: reported, not applied. */
export interface ReadBackRefusal {
  claim_id: string;
  video_title: string;
  youtube_status: string;
  /** The claim's state here, which stays. */
  status: ClaimStatus;
  /** Why, in English, and as the catalogue message the page shows in the person's language. */
  reason: string;
  reason_message: { id: string; params?: Record<string, string | number> };
}
