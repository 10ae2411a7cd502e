import { Type } from '@sinclair/typebox';
import { AssetRecord, Kind } from '../assets/schemas';
import { Nullable, RequiredText, Strict, Text, Timestamp, Uuid } from '../../platform/http/schemas';

/** A note's longest text. */
export const NOTE_MAX_LENGTH = 2000;

const {
  files,
  job,
  uploaded_by_name,
  review_note: _reviewNote,
  reviewed_at: _reviewedAt,
  stage: _stage,
  uploaded_by: _uploadedBy,
  ...summary
} = AssetRecord.properties;

const Note = Type.Object({
  id: Uuid,
  body: Type.String(),
  author: Uuid,
  author_name: Type.String(),
  created_at: Timestamp,
  updated_at: Timestamp,
});

/** A library item: the list's fields, and on its own page its files, job and notes. */
export const LibraryRecord = Type.Object({
  ...summary,
  category_name: Nullable(Type.String()),
  energy_level_name: Nullable(Type.String()),
  speaker_names: Type.Array(Type.String()),
  duration: Nullable(Type.Number()),
  approved_at: Nullable(Timestamp),
  likes: Type.Integer(),
  dislikes: Type.Integer(),
  poster_file: Nullable(Uuid),
  preview_file: Nullable(Uuid),
  transcript_state: Nullable(Type.String()),
  /** The caller's own, in lists and the detail (a write answers the item without them). */
  my_reaction: Type.Optional(Type.Integer()),
  favourite: Type.Optional(Type.Boolean()),
  /** Short-lived links to the poster and the preview (list and detail). */
  poster_url: Type.Optional(Nullable(Type.String())),
  preview_url: Type.Optional(Nullable(Type.String())),
  files: Type.Optional(files),
  job: Type.Optional(job),
  uploaded_by_name: Type.Optional(uploaded_by_name),
  notes: Type.Optional(Type.Array(Note)),
});

export const LibraryFilters = {
  kind: Type.Optional(Kind),
  category: Type.Optional(Uuid),
  energy_level: Type.Optional(Uuid),
  speaker: Type.Optional(Uuid),
  rights_holder: Type.Optional(Uuid),
  language: Type.Optional(Text(10, 2)),
  duration_min: Type.Optional(Type.Number({ minimum: 0 })),
  duration_max: Type.Optional(Type.Number({ minimum: 0 })),
  favourite: Type.Optional(Type.Boolean()),
  downloaded: Type.Optional(Type.Boolean()),
};

export const NoteAddBody = Strict({ asset: Uuid, body: RequiredText(NOTE_MAX_LENGTH) });
export const NoteEditBody = Strict({ id: Uuid, body: RequiredText(NOTE_MAX_LENGTH) });
export const NoteDeleteBody = Strict({ id: Uuid });
export const ReactionBody = Strict({
  asset: Uuid,
  /** 1 like, -1 dislike, 0 takes one's reaction back. */
  value: Type.Union([Type.Literal(1), Type.Literal(-1), Type.Literal(0)]),
});
export const FavouriteBody = Strict({ asset: Uuid, favourite: Type.Boolean() });
export const OwnerMoveBody = Strict({ rights_holder: Uuid, agreement: Type.Optional(Nullable(Uuid)) });
export const ReactionCounts = Type.Object({
  likes: Type.Integer(),
  dislikes: Type.Integer(),
  my_reaction: Type.Integer(),
});
