import { describe, expect, it } from 'vitest';
import { CLAIM_STATUSES, ClaimStatus } from '../../../shared/claims';
import { RoyaltyLineState } from '../../../shared/royalties';
import { settle, stateAtSplit } from './held';

const { PAYABLE, HELD, VOID } = RoyaltyLineState;

describe('the held-revenue rule', () => {
  it('holds the revenue of a disputed or appealed claim, pays that of a claim in force or of no claim', () => {
    expect(stateAtSplit(null)).toBe(PAYABLE);
    expect(stateAtSplit(ClaimStatus.ACTIVE)).toBe(PAYABLE);
    expect(stateAtSplit(ClaimStatus.DISPUTED)).toBe(HELD);
    expect(stateAtSplit(ClaimStatus.APPEALED)).toBe(HELD);
    expect(stateAtSplit(ClaimStatus.PENDING)).toBe(HELD);
    expect(stateAtSplit(ClaimStatus.RELEASED)).toBe(VOID);
  });

  it('releases held revenue when the dispute ends upheld, voids it when the claim is let go', () => {
    expect(settle(HELD, ClaimStatus.ACTIVE)).toBe(PAYABLE);
    expect(settle(HELD, ClaimStatus.RELEASED)).toBe(VOID);
    expect(settle(HELD, ClaimStatus.TAKEDOWN)).toBe(VOID);
    expect(settle(HELD, ClaimStatus.DELETED)).toBe(VOID);
    expect(settle(HELD, ClaimStatus.DISPUTED)).toBe(HELD);
    expect(settle(HELD, ClaimStatus.APPEALED)).toBe(HELD);
  });

  it('never moves a payable or a void line, whatever the claim does next', () => {
    for (const status of CLAIM_STATUSES) {
      expect(settle(PAYABLE, status)).toBe(PAYABLE);
      expect(settle(VOID, status)).toBe(VOID);
    }
  });
});
