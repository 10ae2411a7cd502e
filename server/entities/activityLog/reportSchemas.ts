import { Type } from '@sinclair/typebox';
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_NOTE_MAX_LENGTH,
  ACTIVITY_PEOPLE_SEARCH_MAX,
  ACTIVITY_REPORT_MAX_PAGE,
} from '../../../shared/activityLog';
import { IsoDate, Nullable, RequiredText, Strict, Text, Timestamp, Uuid } from '../../platform/http/schemas';
import { ENTRIES_PAGE_MAX } from './entries';

const Entity = Text(40, 1);
const Action = Type.Union(ACTIVITY_ACTIONS.map((action) => Type.Literal(action)));

/** A report's range (UTC days, both included) and filters. */
const RangeFields = { from: IsoDate, to: IsoDate };
const FilterFields = {
  ...RangeFields,
  actor: Type.Optional(Uuid),
  entity: Type.Optional(Entity),
  action: Type.Optional(Action),
};

export const RangeBody = Strict(RangeFields);
/** The entries a CSV holds: the report's filters. */
export const FilterBody = Strict(FilterFields);
export const ReportBody = Strict({
  ...FilterFields,
  /** The table's page, from 1; pages go ACTIVITY_REPORT_MAX_ROWS groups deep. */
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: ACTIVITY_REPORT_MAX_PAGE })),
});
/** The person filter's search: a part of a name, among the people with entries the caller sees. */
export const PeopleBody = Strict({ ...RangeFields, q: Type.Optional(Text(ACTIVITY_PEOPLE_SEARCH_MAX)) });
export const EntriesBody = Strict({
  ...FilterFields,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: ENTRIES_PAGE_MAX })),
  /** The last entry of the previous page. */
  before: Type.Optional(Uuid),
});

const Count = Type.Integer({ minimum: 0 });

export const ReportAnswer = Type.Object({
  /** One page of the counts by day, person, entity and action, the largest first in each day. */
  rows: Type.Array(
    Type.Object({
      day: IsoDate,
      actor: Uuid,
      actor_name: Nullable(Type.String()),
      entity: Type.String(),
      action: Type.String(),
      count: Count,
    }),
  ),
  page: Type.Integer({ minimum: 1 }),
  /** A next page holds more groups. */
  has_more: Type.Boolean(),
  /** More groups than the pages reach (ACTIVITY_REPORT_MAX_ROWS): narrow the range or filter. */
  truncated: Type.Boolean(),
  /** Counts by day and action, for the chart. */
  series: Type.Array(Type.Object({ day: IsoDate, action: Type.String(), count: Count })),
  total: Count,
});

export const PeopleAnswer = Type.Object({
  data: Type.Array(Type.Object({ id: Uuid, name: Nullable(Type.String()) })),
});
/** The record types of the entries the caller sees, for the record type filter. */
export const EntitiesAnswer = Type.Object({ data: Type.Array(Type.String()) });

export const VideoTotalsAnswer = Type.Object({ synced: Count, claimed: Count, taken_down: Count });

export const EntriesAnswer = Type.Object({
  data: Type.Array(
    Type.Object({
      _id: Uuid,
      created_at: Timestamp,
      actor: Uuid,
      actor_name: Nullable(Type.String()),
      action: Type.String(),
      entity: Type.String(),
      entity_id: Uuid,
      kind: Type.String(),
      /** A note's text (plain text); null for the system's entries and deleted notes. */
      note: Nullable(Type.String()),
      can_edit: Type.Boolean(),
    }),
  ),
  has_more: Type.Boolean(),
});

const NoteText = RequiredText(ACTIVITY_NOTE_MAX_LENGTH);
export const NoteAddBody = Strict({ entity: Entity, entity_id: Uuid, note: NoteText });
export const NoteChangeBody = Strict({ note: NoteText });

export const ChainCheckAnswer = Type.Object({
  ok: Type.Boolean(),
  checked: Count,
  broken: Nullable(
    Type.Object({
      id: Uuid,
      /** The entry's chain (its writing session's write slot, of 64) and its place in it. */
      chain: Type.Integer({ minimum: 0 }),
      seq: Nullable(Type.Integer()),
      reason: Type.Union(
        ['unchained', 'missing', 'changed', 'relinked', 'note_changed'].map((r) => Type.Literal(r)),
      ),
    }),
  ),
});
