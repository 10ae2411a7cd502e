import { and, eq, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { DELETED_STATUS } from '../../shared/constants';
import { UserType } from '../../shared/roles';
import { agreements } from '../agreements/table';
import type { AuthContext } from '../auth/context';
import type { Database } from '../db/client';
import { forbidden, notFound } from '../http/errors';
import { findChannel } from './repository';
import { channels, type ChannelRow } from './table';

const CREATOR_SIDE: readonly UserType[] = [UserType.CREATOR, UserType.CREATOR_TEAM];
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

export async function canSeeChannel(db: Database, auth: AuthContext, channel: ChannelRow): Promise<boolean> {
  const condition = visibleChannels(auth);
  if (!condition) return true;
  const [row] = await db
    .select({ id: channels.id })
    .from(channels)
    .where(and(eq(channels.id, channel.id), condition));
  return row !== undefined;
}

/** Writers were checked by role already; creators and their team may change only their own. */
export const canChangeChannel = (auth: AuthContext, channel: ChannelRow) =>
  auth.ownerId === null || (CREATOR_SIDE.includes(auth.type) && channel.creatorId === auth.ownerId);

/** The channel, if it exists (404) and the caller may see it (403), and change it when asked (403). */
export async function channelForCaller(db: Database, auth: AuthContext, id: string, change: boolean) {
  const channel = await findChannel(db, id);
  if (!channel) throw notFound('Channel');
  if (!(await canSeeChannel(db, auth, channel))) throw forbidden('This channel is not yours.');
  if (change && !canChangeChannel(auth, channel)) throw forbidden('This channel is not yours.');
  return channel;
}
