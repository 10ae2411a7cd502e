import { Type } from '@sinclair/typebox';
import {
  IdsFilter,
  ListAnswer,
  ListBody,
  Nullable,
  Strict,
  Text,
  Timestamp,
  Uuid,
} from '../../platform/http/schemas';

export const ActivityFilter = Strict({
  entity: Type.Optional(Text(40, 1)),
  entity_id: Type.Optional(Uuid),
  action: Type.Optional(
    Type.Union(['create', 'update', 'status', 'delete', 'purge'].map((action) => Type.Literal(action))),
  ),
  actor: Type.Optional(Uuid),
  ids: Type.Optional(IdsFilter),
});

export const ActivityListBody = ListBody(ActivityFilter);

/** A record as it was before or after a change (as the caller may see it). */
const Snapshot = Nullable(Type.Record(Type.String(), Type.Unknown()));

export const ActivityListAnswer = ListAnswer(
  Type.Object({
    _id: Uuid,
    actor: Uuid,
    actor_name: Nullable(Type.String()),
    action: Type.String(),
    entity: Type.String(),
    entity_id: Uuid,
    before: Snapshot,
    after: Snapshot,
    created_at: Timestamp,
  }),
);

/** One entry of the notification sidebar: what happened to which record, who did it and when. */
export const RecentActivityAnswer = Type.Array(
  Type.Object({
    _id: Uuid,
    action: Type.String(),
    entity: Type.String(),
    entity_id: Uuid,
    name: Nullable(Type.String()),
    stage: Nullable(Type.String()),
    actor_name: Nullable(Type.String()),
    /** The caller's own action. */
    own: Type.Boolean(),
    created_at: Timestamp,
  }),
);
