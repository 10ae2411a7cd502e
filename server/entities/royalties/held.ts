import { ClaimStatus } from '../../../shared/claims';
import { RoyaltyLineState } from '../../../shared/royalties';

/**
 * The held-revenue rule (issue 36), pure: revenue of a claim whose dispute (or appeal) is open is
 * held; when it ends the held lines are released (the claim upheld: in force again) or voided (the
 * claim let go, expired, turned into a takedown, or deleted: the revenue is not the claimant's).
 * A claim not yet decided (pending, potential) holds its revenue the same way until it is.
 */

const { PENDING, ACTIVE, DELETED, DISPUTED, APPEALED, RELEASED, POTENTIAL, TAKEDOWN } = ClaimStatus;

/** What a claim's state means for its revenue. */
const OUTCOME = {
  [ACTIVE]: RoyaltyLineState.PAYABLE,
  [PENDING]: RoyaltyLineState.HELD,
  [POTENTIAL]: RoyaltyLineState.HELD,
  [DISPUTED]: RoyaltyLineState.HELD,
  [APPEALED]: RoyaltyLineState.HELD,
  [RELEASED]: RoyaltyLineState.VOID,
  [TAKEDOWN]: RoyaltyLineState.VOID,
  [DELETED]: RoyaltyLineState.VOID,
} as const satisfies Record<ClaimStatus, RoyaltyLineState>;

/** The state of new lines of revenue: payable without a claim (a creator's own video), else by the claim's state. */
export const stateAtSplit = (claimStatus: ClaimStatus | null): RoyaltyLineState =>
  claimStatus === null ? RoyaltyLineState.PAYABLE : OUTCOME[claimStatus];

/**
 * A line's state once its claim is in `claimStatus`: only held lines move (released to payable or
 * voided); payable lines are due or paid already, void ones stay void.
 */
export const settle = (state: RoyaltyLineState, claimStatus: ClaimStatus): RoyaltyLineState =>
  state === RoyaltyLineState.HELD ? OUTCOME[claimStatus] : state;
