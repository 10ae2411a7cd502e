import { Type } from '@sinclair/typebox';
import { Nullable, Strict, Timestamp, Uuid } from '../../platform/http/schemas';

export const TranscriptBody = Strict({ asset: Uuid });

/** 'none' before anyone asked; then Rev AI's job states. */
export const TranscriptStateValue = Type.Union([
  Type.Literal('none'),
  Type.Literal('in_progress'),
  Type.Literal('transcribed'),
  Type.Literal('failed'),
]);

export const TranscriptStatus = Type.Object({
  asset: Uuid,
  /** Whether the server can send media to Rev AI (REVAI_ACCESS_TOKEN is set). */
  configured: Type.Boolean(),
  state: TranscriptStateValue,
  /** Why it failed, in words a person can act on. */
  failure: Nullable(Type.String()),
  updated_at: Nullable(Timestamp),
});

const Element = Type.Object({
  type: Type.Union([Type.Literal('text'), Type.Literal('punct')]),
  value: Type.String(),
  /** A word's start and end, in seconds from the media's start. */
  ts: Type.Optional(Type.Number()),
  end_ts: Type.Optional(Type.Number()),
});

const Monologue = Type.Object({ speaker: Type.Integer(), elements: Type.Array(Element) });

export const TranscriptText = Type.Object({
  ...TranscriptStatus.properties,
  /** The plain text, a line per speaker's turn (what the library's search reads). */
  text: Nullable(Type.String()),
  /** Each speaker's turn, its words with their times, and punctuation. */
  monologues: Type.Array(Monologue),
});
