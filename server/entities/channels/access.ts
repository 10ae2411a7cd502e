import { and, eq } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/context';
import type { Database } from '../../platform/db/client';
import { forbidden, notFound } from '../../platform/http/errors';
import { findChannel } from './repository';
import { channels, type ChannelRow } from './table';
// Who sees which channels is in visibility.ts, which the repository reads too (no circle through here).
import { CREATOR_SIDE, visibleChannels } from './visibility';
export { visibleChannels } from './visibility';

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
  if (!channel) throw notFound('not_found.channel');
  if (!(await canSeeChannel(db, auth, channel))) throw forbidden('channel.not_yours');
  if (change && !canChangeChannel(auth, channel)) throw forbidden('channel.not_yours');
  return channel;
}
