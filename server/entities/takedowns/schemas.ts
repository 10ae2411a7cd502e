import { Type } from '@sinclair/typebox';
import {
  NAME_MAX_LENGTH,
  TAKEDOWN_ADDRESS_MAX_LENGTH,
  TAKEDOWN_NOTE_MAX_LENGTH,
  TAKEDOWN_PHONE_MAX_LENGTH,
  TAKEDOWN_URLS_MAX,
  URL_MAX_LENGTH,
} from '../../../shared/constants';
import { TAKEDOWN_STATUSES, TakedownDue } from '../../../shared/takedowns';
import {
  IdsFilter,
  ListBody,
  Nullable,
  RequiredText,
  SingleLineText,
  Strict,
  Timestamp,
  Uuid,
} from '../../platform/http/schemas';

export const TakedownStatusValue = Type.Union(TAKEDOWN_STATUSES.map((s) => Type.Literal(s)));
const DueKind = Type.Union([Type.Literal(TakedownDue.REMOVAL), Type.Literal(TakedownDue.RESTORE)]);

/** A copyright takedown as the API shows it. */
export const TakedownRecord = Type.Object({
  _id: Uuid,
  status: TakedownStatusValue,
  rights_holder: Uuid,
  rights_holder_name: Type.String(),
  filed_by: Uuid,
  filed_by_name: Type.String(),
  asset: Uuid,
  asset_title: Type.String(),
  monitored_channel: Nullable(Uuid),
  monitored_channel_title: Nullable(Type.String()),
  manual_claim: Nullable(Uuid),
  video_ids: Type.Array(Type.String()),
  video_urls: Type.Array(Type.String()),
  owner_name: Type.String(),
  owner_address: Type.String(),
  owner_phone: Type.String(),
  owner_email: Type.String(),
  good_faith: Type.Boolean(),
  accuracy: Type.Boolean(),
  signature: Type.String(),
  scheduled: Type.Boolean(),
  submitted_at: Nullable(Timestamp),
  removed_at: Nullable(Timestamp),
  counter_notified_at: Nullable(Timestamp),
  restore_by_at: Nullable(Timestamp),
  court_action_at: Nullable(Timestamp),
  court_action_note: Nullable(Type.String()),
  due_at: Nullable(Timestamp),
  due_kind: Nullable(DueKind),
  created_at: Timestamp,
  updated_at: Timestamp,
});

export const TakedownListBody = ListBody(
  Strict({
    status: Type.Optional(TakedownStatusValue),
    asset: Type.Optional(Uuid),
    rights_holder: Type.Optional(Uuid),
    monitored_channel: Type.Optional(Uuid),
    due_this_week: Type.Optional(Type.Boolean()),
    ids: Type.Optional(IdsFilter),
  }),
);

/** The notice's own fields, as filed and as edited while a draft. */
const NoticeFields = {
  /** The infringing videos' addresses: parsed for their ids, never fetched. */
  video_urls: Type.Array(RequiredText(URL_MAX_LENGTH), { minItems: 1, maxItems: TAKEDOWN_URLS_MAX }),
  asset: Uuid,
  owner_name: SingleLineText(NAME_MAX_LENGTH),
  owner_address: RequiredText(TAKEDOWN_ADDRESS_MAX_LENGTH),
  owner_phone: Type.String({
    minLength: 3,
    maxLength: TAKEDOWN_PHONE_MAX_LENGTH,
    pattern: '^\\+?[0-9 ().-]{3,}$',
  }),
  owner_email: Type.String({ format: 'email', maxLength: NAME_MAX_LENGTH }),
  /** "I have a good faith belief that the use is not authorized..." */
  good_faith: Type.Boolean(),
  /** "The information in this notice is accurate, under penalty of perjury..." */
  accuracy: Type.Boolean(),
  /** The full legal name, as the signature. */
  signature: SingleLineText(NAME_MAX_LENGTH),
  /** A 7-day scheduled takedown: the uploader may remove the video first. */
  scheduled: Type.Boolean(),
};

export const TakedownAddBody = Strict({
  ...NoticeFields,
  scheduled: Type.Optional(Type.Boolean()),
  /** Kept as a draft rather than submitted (CRUD staff submit it later). */
  draft: Type.Optional(Type.Boolean()),
  monitored_channel: Type.Optional(Uuid),
});

export const TakedownPutBody = Strict(NoticeFields);

/** Some of the notice's fields, or (CRUD staff, once counter-notified) the court action's record. */
export const TakedownPatchBody = Strict({
  video_urls: Type.Optional(NoticeFields.video_urls),
  asset: Type.Optional(NoticeFields.asset),
  owner_name: Type.Optional(NoticeFields.owner_name),
  owner_address: Type.Optional(NoticeFields.owner_address),
  owner_phone: Type.Optional(NoticeFields.owner_phone),
  owner_email: Type.Optional(NoticeFields.owner_email),
  good_faith: Type.Optional(NoticeFields.good_faith),
  accuracy: Type.Optional(NoticeFields.accuracy),
  signature: Type.Optional(NoticeFields.signature),
  scheduled: Type.Optional(NoticeFields.scheduled),
  court_action_note: Type.Optional(RequiredText(TAKEDOWN_NOTE_MAX_LENGTH)),
});

export const TakedownStatusBody = Strict({ status: TakedownStatusValue });

/** The takedowns against one monitored channel, with its strikes of the last 90 days. */
export const ChannelTakedownsAnswer = Type.Object({
  result: Type.Object({
    channel: Uuid,
    channel_title: Type.String(),
    strikes: Type.Integer(),
    data: Type.Array(TakedownRecord),
  }),
});
