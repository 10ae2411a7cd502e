import { Type } from '@sinclair/typebox';
import {
  Answer,
  IdsFilter,
  ListAnswer,
  ListBody,
  Nullable,
  Strict,
  Timestamp,
  Uuid,
} from '../../platform/http/schemas';
import { VIDEO_PRIVACY_STATUSES } from '../../../shared/constants';
import { VideoSyncState } from './table';

export const VideoFilter = Strict({
  /** One channel's videos (the channel's record id). */
  channel: Type.Optional(Uuid),
  /** Claimed (a claim covers it) or unclaimed against our assets. */
  claimed: Type.Optional(Type.Boolean()),
  privacy_status: Type.Optional(Type.Union(VIDEO_PRIVACY_STATUSES.map((status) => Type.Literal(status)))),
  ids: Type.Optional(IdsFilter),
});

export const VideoListBody = ListBody(VideoFilter);

export const VideoRecord = Type.Object({
  _id: Uuid,
  /** YouTube's id of the video. */
  video_id: Type.String(),
  title: Type.String(),
  /** The channel's record id, its YouTube id and title. */
  channel: Uuid,
  channel_id: Type.String(),
  channel_title: Type.String(),
  thumbnail_url: Nullable(Type.String()),
  published_at: Timestamp,
  duration_seconds: Type.Integer({ minimum: 0 }),
  view_count: Type.Integer({ minimum: 0 }),
  privacy_status: Type.String(),
  claimed: Type.Boolean(),
  synced_at: Timestamp,
  /** The video on YouTube. */
  url: Type.String(),
});

export const VideoListAnswer = ListAnswer(VideoRecord);
export const VideoAnswer = Answer(VideoRecord);

export const SyncQueuedAnswer = Answer(Type.Object({ job_id: Uuid }));

export const SyncStateAnswer = Answer(
  Type.Object({
    /** idle (never synced, or done), running, waiting (backing off, or for the next quota day), reauthorise, failed. */
    state: Type.Union(Object.values(VideoSyncState).map((state) => Type.Literal(state))),
    /** The pending sync's job, when one is queued or running. */
    job_id: Nullable(Uuid),
    /** 0 to 100 within the current run. */
    progress: Type.Integer({ minimum: 0, maximum: 100 }),
    /** Videos read by the current (or last) run. */
    videos_read: Type.Integer({ minimum: 0 }),
    /** Videos of the channel stored. */
    videos: Type.Integer({ minimum: 0 }),
    last_synced_at: Nullable(Timestamp),
    last_error: Nullable(Type.String()),
    /** Staff only: YouTube units spent today (Pacific day, as Google counts) and the daily budget. */
    quota_used_today: Type.Optional(Type.Integer({ minimum: 0 })),
    quota_budget: Type.Optional(Type.Integer({ minimum: 0 })),
  }),
);
