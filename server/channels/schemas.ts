import { Type } from '@sinclair/typebox';
import {
  DESCRIPTION_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  URL_MAX_LENGTH,
  YOUTUBE_CHANNEL_ID_PATTERN,
} from '../../shared/constants';
import {
  IdsFilter,
  IsoDate,
  ListBody,
  NewRecordStatus,
  Nullable,
  RecordStatus,
  RequiredText,
  Strict,
  Text,
  Uuid,
} from '../http/schemas';

const ChannelId = Type.String({ pattern: YOUTUBE_CHANNEL_ID_PATTERN, maxLength: 64 });
const editable = {
  channel_title: RequiredText(TITLE_MAX_LENGTH),
  channel_description: Type.Optional(Text(DESCRIPTION_MAX_LENGTH)),
  channel_start_date: Type.Optional(Nullable(IsoDate)),
  channel_icon_url: Type.Optional(Nullable(Type.String({ format: 'uri', maxLength: URL_MAX_LENGTH }))),
};

/** A sealed Google grant (server/channelConnection/grants), as the token exchange answered it. */
const GrantHandle = Text(4096, 1);

export const ChannelCreateBody = Strict({
  channel_id: ChannelId,
  ...editable,
  // Required unless the channel comes with a Google sign-in, whose YouTube data then fills it.
  channel_title: Type.Optional(editable.channel_title),
  icon_type: Type.Optional(Type.Literal('1')),
  creator: Type.Optional(Uuid),
  status: Type.Optional(NewRecordStatus),
  access_token: Type.Optional(GrantHandle),
  refresh_token: Type.Optional(GrantHandle),
});

export const ChannelUpdateBody = Type.Object(
  { ...editable, channel_title: Type.Optional(editable.channel_title) },
  { additionalProperties: false, minProperties: 1 },
);

export const ChannelStatusBody = Strict({ status: RecordStatus });

export const ChannelExistsBody = Strict({ channel_id: ChannelId });

export const ChannelFilter = Strict({
  status: Type.Optional(RecordStatus),
  creator: Type.Optional(Uuid),
  ids: Type.Optional(IdsFilter),
});

export const ChannelListBody = ListBody(ChannelFilter);
