import { Type } from '@sinclair/typebox';
import { CHANNEL_ICON_REASON, isAllowedChannelIcon } from '../../shared/channelIcons';
import { AccountStatus } from '../../shared/constants';
import { channels as declaration } from '../../shared/resources/channels';
import { UserType } from '../../shared/roles';
import type { AuthContext } from '../auth/context';
import { connectedColumns } from '../channelConnection/connection';
import type { Database } from '../db/client';
import type { CrudEntity, Row } from '../http/crudEntity';
import { badRequest, conflict, forbidden } from '../http/errors';
import { Uuid } from '../http/schemas';
import { findUserById } from '../users/repository';
import { visibleChannels } from './access';
import {
  channelColumns,
  channelFields,
  channelListSpec,
  insertChannel,
  isChannelRegistered,
  listChannels,
} from './repository';
import { ChannelCreateBody, ChannelRecord, ChannelUpdateBody } from './schemas';
import { channels } from './table';
import type { Static } from '@sinclair/typebox';

export const ALREADY_REGISTERED = 'This channel is already registered.';

/** Icons only from YouTube's image hosts: staff browsers would otherwise fetch any creator's URL. */
function checkIcon(url: unknown) {
  if (typeof url === 'string' && !isAllowedChannelIcon(url)) {
    throw badRequest('The request is not valid.', { channel_icon_url: CHANNEL_ICON_REASON });
  }
}

/** Staff name the creator; creators (and their team) always add to their own account. */
async function creatorFor(db: Database, auth: AuthContext, requested: string | undefined): Promise<string> {
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

/**
 * YouTube channels: staff see and write every one, a creator (and their team) their own, a rights
 * holder (and their team) those of the creators under their agreements; another's answers 403.
 */
export const channelResource: CrudEntity<{ creator?: string }> = {
  declaration,
  noun: 'Channel',
  table: channels,
  view: channelFields,
  record: ChannelRecord,
  listSpec: channelListSpec,
  filters: { creator: Type.Optional(Uuid) },
  createBody: ChannelCreateBody,
  updateBody: ChannelUpdateBody,
  scope: (auth) => visibleChannels(auth),
  notYours: 'This channel is not yours.',
  // Its total is kept by the database (see channelListSource), so the list is its own.
  list: ({ db, auth }, body) =>
    listChannels(db, body as Parameters<typeof listChannels>[1], auth) as Promise<{
      data: Row[];
      total: number;
    }>,
  checkBody: (body) => checkIcon(body.channel_icon_url),
  columns: (body) => channelColumns(body),
  async create({ db, auth, services }, input, insertLogged) {
    const body = input as Static<typeof ChannelCreateBody>;
    const creatorId = await creatorFor(db, auth, body.creator);
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
      ? await connectedColumns(services.connection, auth.userId, body.channel_id, {
          ...body,
          access_token: body.access_token,
        })
      : undefined;
    const title = connected?.channelTitle ?? body.channel_title;
    if (!title) throw badRequest('The request is not valid.', { channel_title: 'is required' });
    const record = await insertLogged((tx) =>
      insertChannel(tx, { ...body, channel_title: title }, creatorId, connected),
    );
    return { record, message: 'Channel added.' };
  },
};
