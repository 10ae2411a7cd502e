import { Type } from '@sinclair/typebox';
import {
  FOUND_VIDEOS_BULK_MAX,
  FoundVideoState,
  HASHTAG_PATTERN,
  MonitoredChannelType,
  TITLE_MAX_LENGTH,
  URL_MAX_LENGTH,
} from '../../../shared/constants';
import {
  Answer,
  IdsFilter,
  ListAnswer,
  ListBody,
  NewRecordStatus,
  Nullable,
  RecordStatus,
  RequiredText,
  Strict,
  Timestamp,
  Uuid,
} from '../../platform/http/schemas';
import { FoundVia } from './table';

const literals = <T extends string>(values: Record<string, T>) =>
  Type.Union(Object.values(values).map((value) => Type.Literal(value)));

export const ChannelType = literals(MonitoredChannelType);
export const VideoState = literals(FoundVideoState);

export const MonitoredChannelRecord = Type.Object({
  _id: Uuid,
  /** YouTube's id (UC…). */
  channel_id: Type.String(),
  title: Type.String(),
  handle: Nullable(Type.String()),
  thumbnail_url: Nullable(Type.String()),
  type: ChannelType,
  status: RecordStatus,
  added_by: Nullable(Uuid),
  added_by_name: Nullable(Type.String()),
  last_scanned_at: Nullable(Timestamp),
  created_at: Timestamp,
  updated_at: Timestamp,
  /** The channel on YouTube. */
  url: Type.String(),
});

export const ChannelCreateBody = Strict({
  /** A YouTube channel address, an @handle or a channel id (UC…): parsed, never fetched. */
  channel: Type.String({ minLength: 1, maxLength: URL_MAX_LENGTH }),
  type: Type.Optional(ChannelType),
});

export const ChannelUpdateBody = Strict({
  title: Type.Optional(RequiredText(TITLE_MAX_LENGTH)),
  /** 0 pauses its scans, 1 resumes them. */
  status: Type.Optional(NewRecordStatus),
});

export const TypeChangeBody = Strict({ type: ChannelType });

export const ChannelLookupRecord = Type.Object({
  _id: Uuid,
  title: Type.String(),
  channel_id: Type.String(),
});

export const HashtagBody = Strict({
  /** With or without its '#'. */
  tag: Type.String({ pattern: HASHTAG_PATTERN, maxLength: 101 }),
});

export const HashtagRecord = Type.Object({
  _id: Uuid,
  tag: Type.String(),
  last_scanned_at: Nullable(Timestamp),
  created_at: Timestamp,
});
export const HashtagsAnswer = Answer(Type.Array(HashtagRecord));

export const ScanQueuedAnswer = Answer(Type.Object({ job_id: Uuid }));
export const ScanStateAnswer = Answer(
  Type.Object({
    /** The pending scan's job, when one is queued or running. */
    job_id: Nullable(Uuid),
    progress: Type.Integer({ minimum: 0, maximum: 100 }),
    quota_used_today: Type.Integer({ minimum: 0 }),
    quota_budget: Type.Integer({ minimum: 0 }),
  }),
);

export const FoundVideoFilter = Strict({
  state: Type.Optional(VideoState),
  has_audio: Type.Optional(Type.Boolean()),
  /** YouTube's channel id. */
  channel: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })),
  found_via: Type.Optional(literals(FoundVia)),
  ids: Type.Optional(IdsFilter),
});
export const FoundVideoListBody = ListBody(FoundVideoFilter);

export const FoundVideoRecord = Type.Object({
  _id: Uuid,
  video_id: Type.String(),
  channel_id: Type.String(),
  channel_title: Type.String(),
  title: Type.String(),
  thumbnail_url: Nullable(Type.String()),
  published_at: Timestamp,
  found_via: literals(FoundVia),
  hashtag: Nullable(Type.String()),
  has_audio: Type.Boolean(),
  state: VideoState,
  /** The channel's type when we watch it; null for a hashtag's video of a channel we do not. */
  channel_type: Nullable(ChannelType),
  found_at: Timestamp,
  updated_at: Timestamp,
  url: Type.String(),
});
export const FoundVideoListAnswer = ListAnswer(FoundVideoRecord);
export const FoundVideoAnswer = Answer(FoundVideoRecord);

export const StateBody = Strict({ state: VideoState, has_audio: Type.Optional(Type.Boolean()) });
export const BulkStateBody = Strict({
  ids: Type.Array(Uuid, { minItems: 1, maxItems: FOUND_VIDEOS_BULK_MAX, uniqueItems: true }),
  state: VideoState,
});
export const BulkStateAnswer = Answer(Type.Object({ updated: Type.Integer({ minimum: 0 }) }));
