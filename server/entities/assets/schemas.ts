import { Type } from '@sinclair/typebox';
import { TERRITORY_MAX_LENGTH, TITLE_MAX_LENGTH } from '../../../shared/constants';
import {
  CatalogueMessage,
  Nullable,
  RequiredText,
  Strict,
  Text,
  Timestamp,
  Uuid,
} from '../../platform/http/schemas';
import { AssetKind, AssetStage, ContentIdPolicy } from './table';

/** Limits of an asset's metadata. */
export const ASSET_DESCRIPTION_MAX_LENGTH = 5000;
export const ASSET_TAGS_MAX = 30;
export const ASSET_TAG_MAX_LENGTH = 50;
export const ASSET_SPEAKERS_MAX = 20;
export const CUSTOM_ID_MAX_LENGTH = 100;
export const REVIEW_NOTE_MAX_LENGTH = 2000;
/** An ISRC: country, registrant, year and designation (ISO 3901), without hyphens. */
export const ISRC_PATTERN = '^[A-Z]{2}[A-Z0-9]{3}[0-9]{7}$';
/** A language tag: 'en' or 'pt-BR'. */
export const LANGUAGE_PATTERN = '^[a-z]{2,3}(-[A-Z]{2})?$';

const literals = <T extends Record<string, string>>(values: T) =>
  Type.Union(Object.values(values).map((value) => Type.Literal(value)));

export const Kind = literals(AssetKind);
export const Policy = literals(ContentIdPolicy);
export const Stage = literals(AssetStage);

const editable = {
  title: RequiredText(TITLE_MAX_LENGTH),
  description: Type.Optional(Text(ASSET_DESCRIPTION_MAX_LENGTH)),
  agreement: Type.Optional(Nullable(Uuid)),
  category: Type.Optional(Nullable(Uuid)),
  energy_level: Type.Optional(Nullable(Uuid)),
  speakers: Type.Optional(Type.Array(Uuid, { maxItems: ASSET_SPEAKERS_MAX, uniqueItems: true })),
  language: Type.Optional(Nullable(Type.String({ pattern: LANGUAGE_PATTERN }))),
  tags: Type.Optional(
    Type.Array(RequiredText(ASSET_TAG_MAX_LENGTH), { maxItems: ASSET_TAGS_MAX, uniqueItems: true }),
  ),
  isrc: Type.Optional(Nullable(Type.String({ pattern: ISRC_PATTERN }))),
  custom_id: Type.Optional(Nullable(RequiredText(CUSTOM_ID_MAX_LENGTH))),
  territory: Type.Optional(RequiredText(TERRITORY_MAX_LENGTH)),
  policy: Type.Optional(Policy),
  /** Offered for licensing in the Licensing Library once approved. */
  licensable: Type.Optional(Type.Boolean()),
};

export const AssetCreateBody = Strict({
  ...editable,
  /** The finished upload whose file the asset is. */
  upload: Text(64, 1),
  /** Audio, footage or a clip; by default audio for an audio file, footage for a video. */
  kind: Type.Optional(Kind),
  /** Staff name the rights holder; a rights holder's side uploads for its own. */
  rights_holder: Type.Optional(Uuid),
  /** Straight to review instead of a draft. */
  submit: Type.Optional(Type.Boolean()),
});

export const AssetUpdateBody = Type.Object(
  { ...editable, title: Type.Optional(editable.title) },
  { additionalProperties: false, minProperties: 1 },
);

const AssetFile = Type.Object({
  id: Uuid,
  role: Type.String(),
  file_name: Type.String(),
  mime_type: Type.String(),
  size: Type.Number(),
  sha256: Nullable(Type.String()),
  media: Nullable(Type.Record(Type.String(), Type.Unknown())),
});

const AssetJob = Type.Object({
  id: Uuid,
  kind: Type.String(),
  state: Type.String(),
  progress: Type.Integer(),
  attempts: Type.Integer(),
  error: Nullable(Type.String()),
  /** The same as a catalogue message, for the person's language. */
  error_message: Nullable(CatalogueMessage),
});

/** An asset as the API shows it, with its files and its latest processing job. */
export const AssetRecord = Type.Object({
  _id: Uuid,
  title: Type.String(),
  kind: Kind,
  description: Type.String(),
  rights_holder: Uuid,
  rights_holder_name: Type.String(),
  asset_label: Type.String(),
  uploaded_by: Nullable(Uuid),
  uploaded_by_name: Nullable(Type.String()),
  agreement: Nullable(Uuid),
  agreement_title: Nullable(Type.String()),
  category: Nullable(Uuid),
  energy_level: Nullable(Uuid),
  speakers: Type.Array(Uuid),
  language: Nullable(Type.String()),
  tags: Type.Array(Type.String()),
  isrc: Nullable(Type.String()),
  custom_id: Nullable(Type.String()),
  territory: Type.String(),
  policy: Policy,
  licensable: Type.Boolean(),
  stage: Stage,
  review_note: Nullable(Type.String()),
  reviewed_at: Nullable(Timestamp),
  status: Type.Integer(),
  files: Type.Array(AssetFile),
  job: Nullable(AssetJob),
  created_at: Timestamp,
  updated_at: Timestamp,
});

export const SubmitBody = Strict({
  ids: Type.Array(Uuid, { minItems: 1, maxItems: 100, uniqueItems: true }),
});

export const ReviewDecision = Type.Union([
  Type.Literal('approve'),
  Type.Literal('reject'),
  Type.Literal('request_changes'),
]);
export const ReviewBody = Strict({
  decision: ReviewDecision,
  /** Why (a rejection) or what to change (a change request); required for both. */
  note: Type.Optional(Text(REVIEW_NOTE_MAX_LENGTH)),
});
