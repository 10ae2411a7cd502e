import { and, eq, isNull } from 'drizzle-orm';
import type { ClaimStatus } from '../../../../shared/claims';
import { RoyaltyLineState } from '../../../../shared/royalties';
import type { Database } from '../../../platform/db/client';
import { settle } from '../held';
import { royaltyLines } from '../table';
import { adjustRollups } from './rollups';

/**
 * A claim moved to `status` (claims/workflow.ts applyTransition, in its transaction): its held lines
 * are settled by the held-revenue rule (held.ts): released to payable when it is upheld, voided when
 * it is let go, still held while disputed. The rollups follow in the same transaction. Lines a
 * payment took are never held, so none of them moves.
 */
export async function settleClaimRevenue(tx: Database, claimId: string, status: ClaimStatus): Promise<void> {
  const next = settle(RoyaltyLineState.HELD, status);
  if (next === RoyaltyLineState.HELD) return;
  const held = and(
    eq(royaltyLines.claimId, claimId),
    eq(royaltyLines.state, RoyaltyLineState.HELD),
    isNull(royaltyLines.paymentId),
  );
  const lines = await tx.select({ id: royaltyLines.id }).from(royaltyLines).where(held).for('update');
  if (lines.length === 0) return;
  const ids = lines.map((line) => line.id);
  await adjustRollups(tx, ids, -1);
  await tx.update(royaltyLines).set({ state: next }).where(held);
  await adjustRollups(tx, ids, 1);
}
