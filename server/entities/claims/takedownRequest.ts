import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { activityLog } from '../../platform/http/activity';
import { openTakedownForClaim } from '../takedowns/transitions';
import { users } from '../users/table';
import type { ManualClaimRow } from './table';

/** The activity log's entity for claims, and what a takedown request is logged as. */
export const CLAIM_ENTITY = 'assets/manual-claiming';
export const TAKEDOWN_REQUESTED = 'takedown requested';

/**
 * The claimant answered a dispute or an appeal with a removal request, and the claim is now in the
 * takedown state: in the same transaction a draft copyright takedown opens for the claim's video and
 * asset in the rights holder's name (server/entities/takedowns), which the filer completes with the
 * notice's statements and signature, and the request is logged on the claim with that takedown.
 */
export async function requestTakedown(tx: Database, claim: ManualClaimRow, actorId: string): Promise<string> {
  const [owner] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, claim.rightsHolderId));
  const takedownId = await openTakedownForClaim(tx, {
    claimId: claim.id,
    assetId: claim.assetId,
    rightsHolderId: claim.rightsHolderId,
    videoId: claim.videoId,
    actorId,
    owner: { name: owner?.name ?? '', email: owner?.email ?? '' },
  });
  await activityLog().record(tx, actorId, [
    {
      action: 'status',
      entity: CLAIM_ENTITY,
      entityId: claim.id,
      after: {
        event: TAKEDOWN_REQUESTED,
        video_id: claim.videoId,
        video_url: `https://www.youtube.com/watch?v=${claim.videoId}`,
        asset_id: claim.assetId,
        rights_holder_id: claim.rightsHolderId,
        takedown_id: takedownId,
      },
    },
  ]);
  return takedownId;
}
