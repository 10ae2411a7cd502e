import { Type } from '@sinclair/typebox';
import { isAllowedChannelIcon, YOUTUBE_IMAGE_HOSTS } from '../../../shared/channelIcons';
import { msg } from '../../../shared/serverMessages';
import { AccountStatus } from '../../../shared/constants';
import { channels as declaration } from '../../../shared/resources/channels';
import { UserType } from '../../../shared/roles';
import type { AuthContext } from '../../platform/auth/context';
import { connectedColumns } from './connection/connection';
import type { Database } from '../../platform/db/client';
import type { CrudEntity, Row } from '../../platform/http/crudEntity';
import { badRequest, conflict, forbidden } from '../../platform/http/errors';
import { Uuid } from '../../platform/http/schemas';
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

export const ALREADY_REGISTERED = 'channel.already_registered';

/** Icons only from YouTube's image hosts: staff browsers would otherwise fetch any creator's URL. */
function checkIcon(url: unknown) {
  if (typeof url === 'string' && !isAllowedChannelIcon(url)) {
    throw badRequest('request.invalid', {
      channel_icon_url: msg('channel.icon_host', { hosts: YOUTUBE_IMAGE_HOSTS.join(', ') }),
    });
  }
}

/** Staff name the creator; creators (and their team) always add to their own account. */
async function creatorFor(db: Database, auth: AuthContext, requested: string | undefined): Promise<string> {
  if (auth.ownerId) {
    if (requested && requested !== auth.ownerId) throw forbidden('channel.own_only');
    return auth.ownerId;
  }
  if (!requested) throw badRequest('request.invalid', { creator: 'field.required' });
  const creator = await findUserById(db, requested);
  if (!creator || creator.type !== UserType.CREATOR || creator.status !== AccountStatus.ACTIVE) {
    throw badRequest('request.invalid', { creator: 'channel.creator_not_active' });
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
  notYours: 'channel.not_yours',
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
      throw conflict(ALREADY_REGISTERED, { channel_id: 'channel.already_registered_field' });
    }
    // A creator proves the channel is theirs by signing in with its Google account; staff may also
    // register one by hand for a creator.
    if (auth.ownerId && !body.access_token) {
      throw badRequest('channel.connect_first', {
        access_token: 'channel.connect_first_field',
      });
    }
    const connected = body.access_token
      ? await connectedColumns(services.connection, auth.userId, body.channel_id, {
          ...body,
          access_token: body.access_token,
        })
      : undefined;
    const title = connected?.channelTitle ?? body.channel_title;
    if (!title) throw badRequest('request.invalid', { channel_title: 'field.required' });
    const record = await insertLogged((tx) =>
      insertChannel(tx, { ...body, channel_title: title }, creatorId, connected),
    );
    return { record, message: 'Channel added.' };
  },
};
