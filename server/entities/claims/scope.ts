import { and, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { ClaimStatus } from '../../../shared/claims';
import { ChannelStatus } from '../../../shared/constants';
import { isCreatorSide, isRightHolderSide } from '../../../shared/roles';
import type { AuthContext } from '../../platform/auth/context';
import type { Database } from '../../platform/db/client';
import { channels } from '../channels/table';
import { scalar } from '../../platform/http/listQuery';
import { manualClaims } from './table';
import { keptClaimCount } from './totals';
import { constant } from '../../platform/db/prepared';

/**
 * The claims a caller sees: staff all; a rights holder's side those of its own assets; a creator's
 * side those on its own connected channels' videos. Team members see as their owner.
 */
export function claimScope(auth: AuthContext): SQL | undefined {
  if (auth.ownerId === null) return undefined;
  if (isRightHolderSide(auth.type)) return eq(manualClaims.rightsHolderId, auth.ownerId);
  if (isCreatorSide(auth.type)) {
    return inArray(
      manualClaims.channelYoutubeId,
      sql`(select ${channels.channelId} from ${channels} where ${channels.creatorId} = ${auth.ownerId}
        and ${channels.status} <> ${ChannelStatus.DELETED})`,
    );
  }
  // Any other owner type sees none.
  return sql`false`;
}

/** The caller's claims in one state (or all but deleted): the menu badge's count (staff's as kept). */
export async function countClaims(db: Database, auth: AuthContext, status?: number): Promise<number> {
  if (!claimScope(auth)) return scalar(db, keptClaimCount(status));
  const [row] = await db
    .select({ n: count() })
    .from(manualClaims)
    .where(
      and(
        claimScope(auth),
        status === undefined
          ? ne(manualClaims.status, constant(ClaimStatus.DELETED))
          : eq(manualClaims.status, status as ClaimStatus),
      ),
    );
  return row?.n ?? 0;
}
