import { and, eq, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { DELETED_STATUS } from '../../../shared/constants';
import { UserType } from '../../../shared/roles';
import { agreements } from '../agreements/table';
import type { AuthContext } from '../../platform/auth/context';
import { channels } from './table';

export const CREATOR_SIDE: readonly UserType[] = [UserType.CREATOR, UserType.CREATOR_TEAM];
const RIGHT_HOLDER_SIDE: readonly UserType[] = [UserType.RIGHT_HOLDER, UserType.RIGHT_HOLDER_TEAM];

/** Creators whose agreements with this rights holder are not deleted. */
const licensedCreators = (rightsHolderId: string) =>
  sql`select ${agreements.creatorId} from ${agreements} where ${and(
    eq(agreements.rightsHolderId, rightsHolderId),
    ne(agreements.status, DELETED_STATUS),
  )}`;

/**
 * The channels a caller may see: staff every channel, a creator (and their team) their own, a rights
 * holder (and their team) the channels of creators under their agreements. The same rule applies to
 * any table keyed by creator (the channel counts), through `creatorColumn`.
 */
export function visibleChannels(
  auth: AuthContext,
  creatorColumn: AnyColumn = channels.creatorId,
): SQL | undefined {
  if (!auth.ownerId) return undefined;
  if (CREATOR_SIDE.includes(auth.type)) return eq(creatorColumn, auth.ownerId);
  if (RIGHT_HOLDER_SIDE.includes(auth.type))
    return sql`${creatorColumn} in (${licensedCreators(auth.ownerId)})`;
  return sql`false`;
}
