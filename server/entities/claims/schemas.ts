import { Type } from '@sinclair/typebox';
import {
  CLAIM_CONTENT_TYPES,
  CLAIM_POLICIES,
  CLAIM_REASON_MAX_LENGTH,
  CLAIM_SEGMENT_MAX_SECONDS,
  CLAIM_SEGMENTS_MAX,
  CLAIM_STATUSES,
  CLAIM_STATUS_NAMES,
  CLAIM_TERRITORIES_MAX,
  TerritoryRule,
} from '../../../shared/claims';
import { URL_MAX_LENGTH } from '../../../shared/constants';
import {
  IdsFilter,
  ListBody,
  Nullable,
  RequiredText,
  Strict,
  Timestamp,
  Uuid,
} from '../../platform/http/schemas';

const literals = <T extends string | number>(values: readonly T[]) =>
  Type.Union(values.map((value) => Type.Literal(value)));

/** A claim's state number (shared/claims ClaimStatus). */
export const ClaimStatusSchema = literals(CLAIM_STATUSES);
export const ContentTypeSchema = literals(CLAIM_CONTENT_TYPES);
export const PolicySchema = literals(CLAIM_POLICIES);
export const TerritoryRuleSchema = literals(Object.values(TerritoryRule));
/** ISO 3166-1 alpha-2, upper case. */
export const TerritoriesSchema = Type.Array(Type.String({ pattern: '^[A-Z]{2}$' }), {
  maxItems: CLAIM_TERRITORIES_MAX,
  uniqueItems: true,
});

const Seconds = Type.Number({ minimum: 0, maximum: CLAIM_SEGMENT_MAX_SECONDS });

/** One match: the part of the video (start before end) and the part of the asset it uses. */
export const SegmentSchema = Strict({
  video_start: Seconds,
  video_end: Seconds,
  asset_start: Seconds,
  asset_end: Seconds,
});
export const SegmentsSchema = Type.Array(SegmentSchema, { minItems: 1, maxItems: CLAIM_SEGMENTS_MAX });

const Reason = RequiredText(CLAIM_REASON_MAX_LENGTH);

/** POST /manual/claim/add. */
export const ClaimCreateBody = Strict({
  /** A YouTube video address (watch, youtu.be, shorts, embed) or its 11-character id. */
  video: Type.String({ minLength: 1, maxLength: URL_MAX_LENGTH }),
  asset_id: Uuid,
  segments: SegmentsSchema,
  content_type: ContentTypeSchema,
  policy: PolicySchema,
  territory_rule: Type.Optional(Nullable(TerritoryRuleSchema)),
  territories: Type.Optional(TerritoriesSchema),
  /** CRUD staff only: claim past the licence check (a licensed or whitelisted channel), logged. */
  override_reason: Type.Optional(Reason),
});

/** PUT /manual/claim/{id}: a pending (or potential) claim's terms. */
export const ClaimUpdateBody = Strict({
  segments: Type.Optional(SegmentsSchema),
  content_type: Type.Optional(ContentTypeSchema),
  policy: Type.Optional(PolicySchema),
  territory_rule: Type.Optional(Nullable(TerritoryRuleSchema)),
  territories: Type.Optional(TerritoriesSchema),
});

/** PUT /manual/claim/change-status/{id}: the target state names the transition (shared/claims). */
export const StatusChangeBody = Strict({
  status: ClaimStatusSchema,
  /** A note kept in the activity log with the transition. */
  note: Type.Optional(Type.String({ maxLength: CLAIM_REASON_MAX_LENGTH })),
});

/** POST /manual/claim/dispute/{id} and /appeal/{id}. */
export const ReasonBody = Strict({ reason: Reason });

export const ClaimFilter = Strict({
  ids: Type.Optional(IdsFilter),
  status: Type.Optional(Type.Union([ClaimStatusSchema, Type.Array(ClaimStatusSchema, { maxItems: 9 })])),
  asset: Type.Optional(Uuid),
  /** A rights holder's user id (staff only narrow by it; others are scoped to their own). */
  rights_holder: Type.Optional(Uuid),
  /** YouTube's channel id (UC…). */
  channel: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  video_id: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
  /** Sent to YouTube Content ID (true) or tracked here only (false). */
  sent: Type.Optional(Type.Boolean()),
  content_type: Type.Optional(ContentTypeSchema),
  policy: Type.Optional(PolicySchema),
});
export const ClaimListBody = ListBody(ClaimFilter);

/** A claim as both lists and the detail answer it (field names the pages use). */
export const ClaimRecord = Type.Object({
  _id: Uuid,
  video_id: Type.String(),
  video_title: Type.String(),
  /** The video on YouTube. */
  video_url: Type.String(),
  thumbnail_url: Nullable(Type.String()),
  channel_id: Type.String(),
  channel_title: Type.String(),
  asset_id: Uuid,
  asset_title: Type.String(),
  rights_holder_id: Uuid,
  rights_holder_name: Type.String(),
  filed_by: Nullable(Uuid),
  filed_by_name: Nullable(Type.String()),
  segments: Type.Array(SegmentSchema),
  content_type: ContentTypeSchema,
  policy: PolicySchema,
  territory_rule: Nullable(TerritoryRuleSchema),
  territories: Type.Array(Type.String()),
  status: ClaimStatusSchema,
  /** YouTube's name of the state (shared/claims CLAIM_STATUS_NAMES). */
  status_name: literals(Object.values(CLAIM_STATUS_NAMES)),
  override_reason: Nullable(Type.String()),
  override_agreement_id: Nullable(Uuid),
  dispute_reason: Nullable(Type.String()),
  disputed_at: Nullable(Timestamp),
  dispute_due_at: Nullable(Timestamp),
  upheld_at: Nullable(Timestamp),
  appeal_reason: Nullable(Type.String()),
  appealed_at: Nullable(Timestamp),
  appeal_due_at: Nullable(Timestamp),
  /** The open dispute's or appeal's due date: the countdown. */
  due_at: Nullable(Timestamp),
  released_at: Nullable(Timestamp),
  /** False: tracked here only ("not sent to YouTube"). */
  sent_to_youtube: Type.Boolean(),
  youtube_sent_at: Nullable(Timestamp),
  youtube_claim_id: Nullable(Type.String()),
  /** The last failed sending's reason, scrubbed. */
  youtube_error: Nullable(Type.String()),
  /** Whether YouTube Content ID is configured on this server (else nothing is ever sent). */
  youtube_configured: Type.Boolean(),
  created_at: Timestamp,
  updated_at: Timestamp,
});

/** A claim's history: its activity log entries, oldest first (repository claimHistory). */
export const ClaimHistoryEntry = Type.Object({
  _id: Uuid,
  /** What the entry records: create, update, status or delete (the activity log's word). */
  action: Type.String(),
  /** The transition made (shared/claims CLAIM_TRANSITIONS), for a status change. */
  transition: Nullable(Type.String()),
  /** 'takedown requested' when a takedown answered the claim. */
  event: Nullable(Type.String()),
  /** Who made it; null when the clock did (`by_clock`) or the account is gone. */
  by_name: Nullable(Type.String()),
  by_clock: Type.Boolean(),
  /** The note given with a decision. */
  note: Nullable(Type.String()),
  /** A dispute's or an appeal's reason. */
  reason: Nullable(Type.String()),
  /** What the licence check refused and staff overrode, and their written reason. */
  override: Nullable(Type.String()),
  override_reason: Nullable(Type.String()),
  /** The terms an edit changed (segments, content_type, policy, territory_rule, territories). */
  changed: Type.Array(Type.String()),
  takedown_id: Nullable(Uuid),
  from_status: Nullable(ClaimStatusSchema),
  to_status: Nullable(ClaimStatusSchema),
  created_at: Timestamp,
});
