import { Type } from '@sinclair/typebox';
import { REVENUE_IMPORT_STATUSES, REVENUE_SOURCES } from '../../../shared/royalties';
import { CatalogueMessage, ListBody, Nullable, Strict, Timestamp, Uuid } from '../../platform/http/schemas';

const Status = Type.Union(REVENUE_IMPORT_STATUSES.map((status) => Type.Literal(status)));
const Source = Type.Union(REVENUE_SOURCES.map((source) => Type.Literal(source)));
/** A month, 'YYYY-MM'. */
export const Month = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'A month, YYYY-MM.' });
/** Money as the decimal text of micro-units (a JSON number loses digits past 2^53). */
const Micros = Type.String({
  pattern: '^-?\\d+$',
  description: 'An amount in micro-units (1 USD = 1,000,000).',
});

/** POST /royalties/revenue/upload's query: the month and source the file is for. */
export const UploadQuery = Strict({ period: Month, source: Type.Optional(Source) });

export const RevenueImportFilter = Strict({
  status: Type.Optional(Status),
  period: Type.Optional(Month),
  source: Type.Optional(Source),
});
export const RevenueImportListBody = ListBody(RevenueImportFilter);

/** POST /royalties/revenue/imports/{id}/import: replace the month's import in force; leave bad rows out. */
export const ImportBody = Strict({
  replace: Type.Optional(Type.Boolean()),
  skip_errors: Type.Optional(Type.Boolean()),
});

const PreviewRow = Type.Object({
  line: Type.Integer(),
  video_id: Type.String(),
  channel_id: Nullable(Type.String()),
  asset_id: Nullable(Type.String()),
  day: Nullable(Type.String()),
  views: Type.String(),
  amount_micros: Micros,
});

const RowError = Type.Object({
  line: Type.Integer(),
  field: Type.String(),
  reason: Type.String({ description: 'Why, in English.' }),
  message: CatalogueMessage,
});

export const RevenueImportRecord = Type.Object({
  _id: Uuid,
  source: Source,
  period: Month,
  status: Status,
  bytes: Type.Integer({ minimum: 0 }),
  progress: Type.Integer({ minimum: 0, maximum: 100 }),
  row_count: Type.Integer({ minimum: 0 }),
  error_count: Type.Integer({ minimum: 0 }),
  total_micros: Micros,
  currency: Type.String(),
  preview: Type.Array(PreviewRow),
  errors: Type.Array(RowError),
  failure: Nullable(Type.String({ description: 'Why the check or import failed, in English.' })),
  failure_message: Nullable(CatalogueMessage),
  created_by: Nullable(Uuid),
  created_by_name: Nullable(Type.String()),
  imported_by: Nullable(Uuid),
  imported_at: Nullable(Timestamp),
  replaced_by: Nullable(Uuid),
  created_at: Timestamp,
  updated_at: Timestamp,
  /** On an upload: the same file was already imported for this month, so nothing was stored. */
  duplicate: Type.Optional(Type.Boolean()),
});
