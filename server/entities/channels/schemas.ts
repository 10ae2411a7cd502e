import { Type } from '@sinclair/typebox';
import {
  DESCRIPTION_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  URL_MAX_LENGTH,
  YOUTUBE_CHANNEL_ID_PATTERN,
} from '../../../shared/constants';
import {
  Answer,
  IdsFilter,
  IsoDate,
  ListBody,
  NewRecordStatus,
  Nullable,
  RecordStatus,
  RequiredText,
  Strict,
  Text,
  Timestamp,
  Uuid,
} from '../../platform/http/schemas';

const ChannelId = Type.String({ pattern: YOUTUBE_CHANNEL_ID_PATTERN, maxLength: 64 });
const editable = {
  channel_title: RequiredText(TITLE_MAX_LENGTH),
  channel_description: Type.Optional(Text(DESCRIPTION_MAX_LENGTH)),
  channel_start_date: Type.Optional(Nullable(IsoDate)),
  channel_icon_url: Type.Optional(Nullable(Type.String({ format: 'uri', maxLength: URL_MAX_LENGTH }))),
};

/** A sealed Google grant (server/entities/channels/connection/grants), as the token exchange answered it. */
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

export const ChannelExistsBody = Strict({ channel_id: ChannelId });

export const ChannelFilter = Strict({
  status: Type.Optional(RecordStatus),
  creator: Type.Optional(Uuid),
  ids: Type.Optional(IdsFilter),
});

export const ChannelListBody = ListBody(ChannelFilter);

/** A channel as the API shows it (tokens never leave the server). */
export const ChannelRecord = Type.Object({
  _id: Uuid,
  channel_id: Type.String(),
  channel_title: Type.String(),
  channel_description: Type.String(),
  channel_start_date: Nullable(IsoDate),
  channel_icon_url: Nullable(Type.String()),
  icon_type: Type.String(),
  /** How the channel was proven to be the creator's: google, stand_in, or null when added by hand. */
  verification: Nullable(Type.String()),
  creator: Uuid,
  creator_name: Type.String(),
  status: Type.Integer(),
  /** When its creator's side asked staff to remove it; null when not asked. */
  removal_requested_at: Nullable(Timestamp),
  created_at: Timestamp,
  updated_at: Timestamp,
});

export const ChannelAnswer = Answer(ChannelRecord);
export const ChannelExistsAnswer = Answer(Type.Object({ exists: Type.Boolean() }));

/** A channel removal request (spec 001 §7: POST /channel/send/email/delete/channel). */
export const ChannelRemovalBody = Strict({ channel_id: ChannelId });
export const ChannelRemovalAnswer = Answer(Type.Object({ _id: Uuid, removal_requested_at: Timestamp }));
