/*
 * Manual claims (YouTube Claims: Manual Claiming and Claimed Videos, issue 35): their states, the
 * transitions between them and the clocks, as data both the server and the browser read. The states
 * follow YouTube's claim states (Content ID `claims.status`); 1 pending and 3 deleted are the
 * spec's (001 §9).
 */

export const ClaimStatus = {
  /** Filed, waiting for a decision of CRUD staff (the menu badge counts these). */
  PENDING: 1,
  /** In force (approved, or upheld after a dispute). */
  ACTIVE: 2,
  /** Deleted: kept and hidden, as everywhere. */
  DELETED: 3,
  /** The uploader disputed it: the claimant has DISPUTE_RESPONSE_DAYS to answer. */
  DISPUTED: 4,
  /** The uploader appealed an upheld claim: the claimant has APPEAL_RESPONSE_DAYS to answer. */
  APPEALED: 5,
  /** Released (YouTube's `inactive`): by the claimant, or when a dispute or appeal expired. */
  RELEASED: 6,
  /** Found by a match, not yet reviewed by the claimant (YouTube's `potential`). */
  POTENTIAL: 7,
  /** The claimant asked for the video's removal: a copyright takedown follows. */
  TAKEDOWN: 8,
} as const;
export type ClaimStatus = (typeof ClaimStatus)[keyof typeof ClaimStatus];
export const CLAIM_STATUSES: readonly ClaimStatus[] = Object.values(ClaimStatus);

/** The states a claim is listed with unless a filter names deleted. */
export const LISTED_CLAIM_STATUSES: readonly ClaimStatus[] = CLAIM_STATUSES.filter(
  (status) => status !== ClaimStatus.DELETED,
);

/** YouTube's name of each state (Content ID claims.status); deleted is ours alone. */
export const CLAIM_STATUS_NAMES = {
  [ClaimStatus.PENDING]: 'pending',
  [ClaimStatus.ACTIVE]: 'active',
  [ClaimStatus.DELETED]: 'deleted',
  [ClaimStatus.DISPUTED]: 'disputed',
  [ClaimStatus.APPEALED]: 'appealed',
  [ClaimStatus.RELEASED]: 'inactive',
  [ClaimStatus.POTENTIAL]: 'potential',
  [ClaimStatus.TAKEDOWN]: 'takedown',
} as const satisfies Record<ClaimStatus, string>;

/** Days the claimant has to answer a dispute, then an appeal; unanswered, the claim is released. */
export const DISPUTE_RESPONSE_DAYS = 30;
export const APPEAL_RESPONSE_DAYS = 30;

/** What a claim covers of a video (Content ID contentType). */
export const ClaimContentType = { AUDIO: 'audio', VIDEO: 'video', AUDIOVISUAL: 'audiovisual' } as const;
export type ClaimContentType = (typeof ClaimContentType)[keyof typeof ClaimContentType];
export const CLAIM_CONTENT_TYPES: readonly ClaimContentType[] = Object.values(ClaimContentType);

/** What YouTube does with a claimed video (a Content ID policy rule's action). */
export const ClaimPolicy = { MONETIZE: 'monetize', TRACK: 'track', BLOCK: 'block' } as const;
export type ClaimPolicy = (typeof ClaimPolicy)[keyof typeof ClaimPolicy];
export const CLAIM_POLICIES: readonly ClaimPolicy[] = Object.values(ClaimPolicy);

/** Where the policy applies: in the listed territories only, or everywhere but them. */
export const TerritoryRule = { INCLUDE: 'include', EXCLUDE: 'exclude' } as const;
export type TerritoryRule = (typeof TerritoryRule)[keyof typeof TerritoryRule];

/** Limits of a claim's fields. */
export const CLAIM_SEGMENTS_MAX = 20;
export const CLAIM_TERRITORIES_MAX = 250;
/** A dispute's, an appeal's or an override's written reason. */
export const CLAIM_REASON_MAX_LENGTH = 2000;
/** Twelve hours: no video or asset a segment points into is longer. */
export const CLAIM_SEGMENT_MAX_SECONDS = 12 * 3600;

/**
 * Who makes a transition: the declared action of 'assets/manual-claiming' (decide, respond, delete)
 * or of 'assets/claim-video' (dispute, appeal) the caller needs, or the clock (a job, nobody's call).
 */
export type ClaimActor =
  | { resource: 'assets/manual-claiming'; action: 'decide' | 'respond' | 'delete' }
  | { resource: 'assets/claim-video'; action: 'dispute' | 'appeal' }
  | 'clock';

export interface ClaimTransition {
  from: readonly ClaimStatus[];
  to: ClaimStatus;
  by: ClaimActor;
}

const { PENDING, ACTIVE, DELETED, DISPUTED, APPEALED, RELEASED, POTENTIAL, TAKEDOWN } = ClaimStatus;
const decide = { resource: 'assets/manual-claiming', action: 'decide' } as const;
const respond = { resource: 'assets/manual-claiming', action: 'respond' } as const;

/**
 * Every transition a claim may make, as YouTube allows them; anything else is refused (409). One
 * transition at most per (from, to, actor kind), so a status change names its transition.
 * The row rules on top: a claim is disputed once; an appeal needs an upheld dispute and is made once.
 */
export const CLAIM_TRANSITIONS = {
  /** CRUD staff put a filed (or matched) claim in force. */
  approve: { from: [PENDING, POTENTIAL], to: ACTIVE, by: decide },
  /** The claimant keeps a disputed claim: the uploader may appeal once. */
  uphold: { from: [DISPUTED], to: ACTIVE, by: respond },
  /** The claimant lets it go (also the decline of a pending one). */
  release: { from: [PENDING, POTENTIAL, ACTIVE, DISPUTED, APPEALED, TAKEDOWN], to: RELEASED, by: respond },
  /** The claimant answers a dispute or an appeal with a removal request: a copyright takedown. */
  takedown: { from: [DISPUTED, APPEALED], to: TAKEDOWN, by: respond },
  /** The uploader disputes an active claim, with a reason. */
  dispute: { from: [ACTIVE], to: DISPUTED, by: { resource: 'assets/claim-video', action: 'dispute' } },
  /** The uploader appeals an upheld claim, with a reason. */
  appeal: { from: [ACTIVE], to: APPEALED, by: { resource: 'assets/claim-video', action: 'appeal' } },
  /** A dispute or appeal the claimant left unanswered past its due date. */
  expire: { from: [DISPUTED, APPEALED], to: RELEASED, by: 'clock' },
  /** Removed from the lists (DELETE): only while it is not in force. */
  delete: {
    from: [PENDING, POTENTIAL, RELEASED],
    to: DELETED,
    by: { resource: 'assets/manual-claiming', action: 'delete' },
  },
} as const satisfies Record<string, ClaimTransition>;
export type ClaimTransitionName = keyof typeof CLAIM_TRANSITIONS;

/** The transitions PUT /manual/claim/change-status/{id} makes: `{status}` names the target. */
export const STATUS_CHANGE_TRANSITIONS = ['approve', 'uphold', 'release', 'takedown'] as const;
export type StatusChangeTransition = (typeof STATUS_CHANGE_TRANSITIONS)[number];

/** The transition a status change to `to` from `from` makes, if any. */
export const statusChangeOf = (from: ClaimStatus, to: ClaimStatus): StatusChangeTransition | undefined =>
  STATUS_CHANGE_TRANSITIONS.find((name) => {
    const transition: ClaimTransition = CLAIM_TRANSITIONS[name];
    return transition.to === to && transition.from.includes(from);
  });

/** Whether the named transition may leave this state (its row rules aside). */
export const canLeave = (name: ClaimTransitionName, from: ClaimStatus): boolean =>
  (CLAIM_TRANSITIONS[name] as ClaimTransition).from.includes(from);

/**
 * The calls beyond the resources' declared `api` paths (under the API base; ':id' is the claim),
 * each with the action it needs. The browser's dataProvider methods use these.
 */
export const CLAIM_CALLS = {
  /** `{reason}`: the uploader's dispute (claim-video 'dispute'). */
  dispute: 'POST /manual/claim/dispute/:id',
  /** `{reason}`: the uploader's appeal of an upheld claim (claim-video 'appeal'). */
  appeal: 'POST /manual/claim/appeal/:id',
  /** Sends (again) a claim in force to YouTube Content ID, as a job (manual-claiming 'send'). */
  send: 'POST /manual/claim/send/:id',
  /** The claim's history: its activity log entries (manual-claiming 'read'). */
  history: 'GET /manual/claim/history/:id',
  /** The same history from Claimed Videos (claim-video 'read': a creator's side too). */
  videoHistory: 'GET /manual/claim/video/history/:id',
} as const;

/** A claim's history answers at most this many entries (the oldest; a claim makes a handful). */
export const CLAIM_HISTORY_MAX = 200;

/** Content ID sendings (claims.insert, the releases) tried this many times before they fail. */
export const CLAIM_SEND_ATTEMPTS = 5;
/** Sendings one person may have queued or running at once (past it, 429). */
export const CLAIM_SENDS_PER_PERSON = 20;
/** How often the clock releases the disputes and appeals left unanswered past their due date. */
export const CLAIM_EXPIRY_EVERY_SECONDS = 15 * 60;
/** Claims the clock expires in one run (the next run takes the rest). */
export const CLAIM_EXPIRY_BATCH = 500;
