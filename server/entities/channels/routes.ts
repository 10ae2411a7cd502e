import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../platform/db/client';
import { conflict } from '../../platform/http/errors';
import { isChannelRegistered } from './repository';
import { ALREADY_REGISTERED } from './resource';
import { ChannelExistsAnswer, ChannelExistsBody } from './schemas';

/** Whether a channel may still be registered, before its creator signs in with Google for it. */
export const channelRegistrationRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/channel/exists/not',
    {
      schema: { body: ChannelExistsBody, response: { 200: ChannelExistsAnswer } },
      config: { access: { resource: 'channels', action: 'create' } },
    },
    async (request) => {
      if (await isChannelRegistered(db, request.body.channel_id)) {
        throw conflict(ALREADY_REGISTERED, { channel_id: 'channel.already_registered_field' });
      }
      return { result: { exists: false } };
    },
  );
};
