import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccountStatus } from '../../shared/constants';
import { UserType } from '../../shared/roles';
import { loggedChanges, recordActivity, statusAction } from '../activityLog/repository';
import type { AuthContext } from '../auth/context';
import { caller } from '../auth/plugin';
import type { Database } from '../db/client';
import { CHANNEL_ICON_REASON, isAllowedChannelIcon } from '../../shared/channelIcons';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { IdParams } from '../http/schemas';
import { findUserById } from '../users/repository';
import { connectedColumns, type ChannelConnection } from '../channelConnection/connection';
import { channelForCaller } from './access';
import {
  channelView,
  insertChannel,
  isChannelRegistered,
  listChannels,
  setChannelStatus,
  updateChannel,
} from './repository';
import {
  ChannelAnswer,
  ChannelExistsAnswer,
  ChannelListAnswer,
  ChannelCreateBody,
  ChannelExistsBody,
  ChannelListBody,
  ChannelStatusBody,
  ChannelUpdateBody,
} from './schemas';

const ENTITY = 'channels';
const read = { access: { resource: ENTITY, action: 'read' } } as const;
const write = { access: { resource: ENTITY, action: 'write' } } as const;
const ALREADY_REGISTERED = 'This channel is already registered.';

/** Icons only from YouTube's image hosts: staff browsers would otherwise fetch any creator's URL. */
function checkIcon(url: string | null | undefined) {
  if (url && !isAllowedChannelIcon(url)) {
    throw badRequest('The request is not valid.', { channel_icon_url: CHANNEL_ICON_REASON });
  }
}

export const channelRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  connection: ChannelConnection;
}> = async (app, { db, connection }) => {
  const channelFor = (auth: AuthContext, id: string, change: boolean) =>
    channelForCaller(db, auth, id, change);

  /** Staff name the creator; creators (and their team) always add to their own account. */
  async function creatorFor(auth: AuthContext, requested: string | undefined): Promise<string> {
    if (auth.ownerId) {
      if (requested && requested !== auth.ownerId)
        throw forbidden('You can only add channels to your own account.');
      return auth.ownerId;
    }
    if (!requested) throw badRequest('The request is not valid.', { creator: 'is required' });
    const creator = await findUserById(db, requested);
    if (!creator || creator.type !== UserType.CREATOR || creator.status !== AccountStatus.ACTIVE) {
      throw badRequest('The request is not valid.', { creator: 'is not an active creator' });
    }
    return creator.id;
  }

  /** Changes to channels, logged with the channel before and after. */
  const changeLogged = loggedChanges(db, ENTITY, (tx, id) => channelView(tx, id));

  const viewOf = async (id: string) => {
    const channel = await channelView(db, id);
    if (!channel) throw notFound('Channel');
    return channel;
  };

  app.post(
    '/channel',
    { schema: { body: ChannelListBody, response: { 200: ChannelListAnswer } }, config: read },
    async (request) => ({
      result: await listChannels(db, request.body, caller(request)),
    }),
  );

  app.post(
    '/channel/add',
    { schema: { body: ChannelCreateBody, response: { 201: ChannelAnswer } }, config: write },
    async (request, reply) => {
      const auth = caller(request);
      const { body } = request;
      checkIcon(body.channel_icon_url);
      const creatorId = await creatorFor(auth, body.creator);
      if (await isChannelRegistered(db, body.channel_id)) {
        throw conflict(ALREADY_REGISTERED, { channel_id: 'is already registered' });
      }
      // A creator proves the channel is theirs by signing in with its Google account; staff may also
      // register one by hand for a creator.
      if (auth.ownerId && !body.access_token) {
        throw badRequest('Connect the channel with Google to add it.', {
          access_token: "is required: sign in with the channel's Google account",
        });
      }
      const connected = body.access_token
        ? await connectedColumns(connection, auth.userId, body.channel_id, {
            ...body,
            access_token: body.access_token,
          })
        : undefined;
      const title = connected?.channelTitle ?? body.channel_title;
      if (!title) throw badRequest('The request is not valid.', { channel_title: 'is required' });
      const id = await db.transaction(async (tx) => {
        const inserted = await insertChannel(tx, { ...body, channel_title: title }, creatorId, connected);
        const after = await channelView(tx, inserted);
        await recordActivity(tx, auth, { action: 'create', entity: ENTITY, entityId: inserted, after });
        return inserted;
      });
      reply.status(201);
      return { result: await viewOf(id), message: 'Channel added.' };
    },
  );

  app.post(
    '/channel/exists/not',
    { schema: { body: ChannelExistsBody, response: { 200: ChannelExistsAnswer } }, config: write },
    async (request) => {
      if (await isChannelRegistered(db, request.body.channel_id)) {
        throw conflict(ALREADY_REGISTERED, { channel_id: 'is already registered' });
      }
      return { result: { exists: false } };
    },
  );

  app.patch(
    '/channel/detail/:id',
    { schema: { params: IdParams, response: { 200: ChannelAnswer } }, config: read },
    async (request) => {
      const channel = await channelFor(caller(request), request.params.id, false);
      return { result: await viewOf(channel.id) };
    },
  );

  app.put(
    '/channel/:id',
    {
      schema: { params: IdParams, body: ChannelUpdateBody, response: { 200: ChannelAnswer } },
      config: write,
    },
    async (request) => {
      const auth = caller(request);
      checkIcon(request.body.channel_icon_url);
      const channel = await channelFor(auth, request.params.id, true);
      await changeLogged(auth, channel.id, 'update', (tx) => updateChannel(tx, channel.id, request.body));
      return { result: await viewOf(channel.id), message: 'Channel updated.' };
    },
  );

  app.put(
    '/channel/change-status/:id',
    {
      schema: { params: IdParams, body: ChannelStatusBody, response: { 200: ChannelAnswer } },
      config: write,
    },
    async (request) => {
      const auth = caller(request);
      const channel = await channelFor(auth, request.params.id, true);
      const { status } = request.body;
      await changeLogged(auth, channel.id, statusAction(status), (tx) =>
        setChannelStatus(tx, channel.id, status),
      );
      return { result: await viewOf(channel.id), message: 'Channel status changed.' };
    },
  );
};
