import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { AccountStatus, CHANNEL_REMOVAL_REQUESTS_PER_DAY, DELETED_STATUS } from '../../../shared/constants';
import { rolesOf } from '../../../shared/resources';
import { msg } from '../../../shared/serverMessages';
import { recordActivity } from '../activityLog/repository';
import { caller } from '../../platform/auth/plugin';
import type { Database } from '../../platform/db/client';
import { afterResponse } from '../../platform/http/afterResponse';
import { conflict, notFound, tooManyRequests } from '../../platform/http/errors';
import type { Mailer } from '../../platform/mail/mailer';
import { takeAttempt } from '../../platform/throttles/throttle';
import { users } from '../users/table';
import { removalMail } from './removalMail';
import { ChannelRemovalAnswer, ChannelRemovalBody } from './schemas';
import { channels } from './table';

const DAY_MS = 24 * 60 * 60 * 1000;
const REMOVAL_POLICY = { free: CHANNEL_REMOVAL_REQUESTS_PER_DAY, windowMs: DAY_MS };
const PENDING = 'channel.removal_pending';

/**
 * A creator's side asks staff to remove one of its own channels (spec 001 §7): the request is kept
 * on the channel (shown to staff until the channel is deleted) and mailed to the staff who write.
 */
export const channelRemovalRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  mailer: Mailer;
  appUrl: string;
}> = async (app, { db, mailer, appUrl }) => {
  app.post(
    '/channel/send/email/delete/channel',
    {
      schema: {
        description:
          "Asks staff to remove one of the caller's channels (by its YouTube channel id): kept on the channel and mailed to staff; 404 for a channel not the caller's, 409 while a request is open.",
        body: ChannelRemovalBody,
        response: { 200: ChannelRemovalAnswer },
      },
      config: { access: { resource: 'channels', action: 'requestRemoval' } },
    },
    async (request) => {
      const auth = caller(request);
      if (!auth.ownerId) throw notFound('not_found.channel');
      // Only the creator's own channels, as the owner or a team member acting for it; others' are not there.
      const own = and(
        eq(channels.channelId, request.body.channel_id),
        eq(channels.creatorId, auth.ownerId),
        ne(channels.status, DELETED_STATUS),
      );
      const [channel] = await db.select().from(channels).where(own);
      if (!channel) throw notFound('not_found.channel');
      if (channel.removalRequestedAt)
        throw conflict(PENDING, { channel_id: 'channel.removal_pending_field' });
      const slot = await takeAttempt(db, `channel-removal:${auth.userId}`, REMOVAL_POLICY);
      if (!slot.allowed) {
        throw tooManyRequests(
          msg('channel.removals_throttled', { count: CHANNEL_REMOVAL_REQUESTS_PER_DAY }),
          slot.retryAfterMs,
        );
      }
      const requestedAt = await db.transaction(async (tx) => {
        // The row locked: of two requests at once, the second sees the first's.
        const [locked] = await tx.select().from(channels).where(eq(channels.id, channel.id)).for('update');
        if (!locked || locked.removalRequestedAt) {
          throw conflict(PENDING, { channel_id: 'channel.removal_pending_field' });
        }
        const now = new Date();
        await tx
          .update(channels)
          .set({ removalRequestedAt: now, removalRequestedBy: auth.userId })
          .where(eq(channels.id, channel.id));
        await recordActivity(tx, auth, {
          action: 'update',
          entity: 'channels',
          entityId: channel.id,
          before: { removal_requested_at: null },
          after: { removal_requested_at: now.toISOString() },
        });
        return now;
      });
      afterResponse(request, async () => {
        const people = await db
          .select({ id: users.id, name: users.name, email: users.email })
          .from(users)
          .where(inArray(users.id, [auth.userId, channel.creatorId]));
        const nameOf = (id: string) => people.find((p) => p.id === id)?.name ?? '';
        const staff = await db
          .select({ email: users.email })
          .from(users)
          .where(
            and(
              inArray(users.type, [...rolesOf('channels', 'handleRemoval')]),
              eq(users.status, AccountStatus.ACTIVE),
            ),
          );
        const details = {
          requester: nameOf(auth.userId),
          creator: nameOf(channel.creatorId),
          title: channel.channelTitle,
          youtubeId: channel.channelId,
          id: channel.id,
        };
        for (const { email } of staff) await mailer.send(removalMail(email, details, appUrl));
      });
      return {
        result: { _id: channel.id, removal_requested_at: requestedAt },
        message: 'Removal requested: staff have been told.',
      };
    },
  );
};
