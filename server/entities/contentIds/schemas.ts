import { Type } from '@sinclair/typebox';
import { IMPORT_ACTIONS, REFERENCE_STATUSES } from '../../../shared/contentIds';
import { Kind } from '../assets/schemas';
import {
  Answer,
  CatalogueMessage,
  IdsFilter,
  ListAnswer,
  ListBody,
  Nullable,
  Strict,
  Timestamp,
  Uuid,
} from '../../platform/http/schemas';

const literals = (values: readonly string[]) => Type.Union(values.map((value) => Type.Literal(value)));

export const ContentIdFilter = Strict({
  /** true: items with a mapping; false: items without one. */
  mapped: Type.Optional(Type.Boolean()),
  reference_status: Type.Optional(literals(REFERENCE_STATUSES)),
  ids: Type.Optional(IdsFilter),
});

/**
 * The wire's list body without `after`: pages go by number here (see listContentIds), so a cursor
 * is refused rather than ignored.
 */
const { after: _after, ...listFields } = ListBody(ContentIdFilter).properties;
export const ContentIdListBody = Strict(listFields);

/** A library item with its Content ID mapping (nulls while it has none). */
export const ContentIdRecord = Type.Object({
  _id: Uuid,
  title: Type.String(),
  kind: Kind,
  asset_label: Type.String(),
  isrc: Nullable(Type.String()),
  custom_id: Nullable(Type.String()),
  approved_at: Nullable(Timestamp),
  content_id_asset_id: Nullable(Type.String()),
  reference_id: Nullable(Type.String()),
  reference_status: Nullable(Type.String()),
  /** When the mapping was last written. */
  mapped_at: Nullable(Timestamp),
});

export const ContentIdListAnswer = ListAnswer(ContentIdRecord);
export const ContentIdCountAnswer = Answer(Type.Integer({ minimum: 0 }));

export const ImportQuery = Strict({
  /** 'true' answers the preview and writes nothing. */
  dry_run: Type.Optional(literals(['true', 'false'])),
});

/** A row's refused field: why in English, and as a catalogue message (shared/serverMessages). */
const RowError = Type.Object({ field: Type.String(), reason: Type.String(), message: CatalogueMessage });

/** One row of the file: the item it found, what it does, or why it cannot be imported. */
export const ImportRowAnswer = Type.Object({
  line: Type.Integer({ minimum: 1 }),
  asset: Nullable(Uuid),
  title: Nullable(Type.String()),
  content_id_asset_id: Type.String(),
  reference_id: Nullable(Type.String()),
  reference_status: Nullable(Type.String()),
  /** Null for a row with errors. */
  action: Nullable(literals(IMPORT_ACTIONS)),
  errors: Type.Array(RowError),
});

export const ImportAnswer = Answer(
  Type.Object({
    dry_run: Type.Boolean(),
    rows: Type.Array(ImportRowAnswer),
    totals: Type.Object({
      rows: Type.Integer({ minimum: 0 }),
      add: Type.Integer({ minimum: 0 }),
      update: Type.Integer({ minimum: 0 }),
      unchanged: Type.Integer({ minimum: 0 }),
      invalid: Type.Integer({ minimum: 0 }),
    }),
  }),
);
