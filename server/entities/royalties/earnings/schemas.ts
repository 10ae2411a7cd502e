import { Type } from '@sinclair/typebox';
import { EARNINGS_SORTS } from '../../../../shared/earnings';
import { REPORT_DIMENSIONS } from '../../../../shared/earnings';
import {
  CatalogueMessage,
  IsoDate,
  ListBody,
  Nullable,
  Preparing,
  Strict,
  Timestamp,
  Uuid,
} from '../../../platform/http/schemas';
import { Month } from '../schemas';

/** Money as the decimal text of micro-units (a JSON number loses digits past 2^53). */
const Micros = Type.String({
  pattern: '^-?\\d+$',
  description: 'An amount in micro-units (1 USD = 1,000,000).',
});

/** The reports' range: two days, both included; every month they touch is counted (revenue is monthly). */
export const RangeFilter = Strict({ from: IsoDate, to: IsoDate });
export const ReportListBody = ListBody(Strict({ from: Type.Optional(IsoDate), to: Type.Optional(IsoDate) }));
export const OverviewBody = RangeFilter;

/** What a set of lines adds up to: due (payable), held, void, and payable + held. */
const Sums = {
  total_micros: Type.Optional(Micros),
  payable_micros: Type.Optional(Micros),
  held_micros: Type.Optional(Micros),
  void_micros: Type.Optional(Micros),
  line_count: Type.Integer({ minimum: 0 }),
};

/** A report row: one creator, rights holder, video or claim, with its name. */
export const ReportRow = Type.Object({
  _id: Type.String(),
  dimension: Type.Union(REPORT_DIMENSIONS.map((d) => Type.Literal(d))),
  name: Type.String(),
  /** A claim's row: its video, asset, status and rights holder. */
  video_id: Type.Optional(Type.String()),
  asset_title: Type.Optional(Nullable(Type.String())),
  claim_status: Type.Optional(Type.Integer()),
  rights_holder_name: Type.Optional(Nullable(Type.String())),
  currency: Type.Literal('USD'),
  ...Sums,
});

export const ReportTotals = Type.Object({ currency: Type.Literal('USD'), ...Sums });

export const ReportAnswer = Type.Object({
  data: Type.Array(ReportRow),
  total: Type.Integer({ minimum: 0 }),
  totals: ReportTotals,
  preparing: Preparing,
});

/** Each month's sums. */
const SeriesPoint = Type.Object({ period: Month, currency: Type.Literal('USD'), ...Sums });
/** A top list's row: empty lists for who sees no money (a top list is an order by money). */
const TopRow = Type.Object({ _id: Type.String(), name: Type.String(), total_micros: Micros });

export const OverviewAnswer = Type.Object({
  from: Month,
  to: Month,
  totals: ReportTotals,
  series: Type.Array(SeriesPoint),
  top_channels: Type.Array(TopRow),
  top_videos: Type.Array(TopRow),
  top_payees: Type.Array(TopRow),
  preparing: Preparing,
});

export const SplitBody = Strict({ period: Month });

const Audit = Type.Object({
  _id: Uuid,
  period: Month,
  revenue_micros: Micros,
  lines_before: Type.Integer(),
  lines_after: Type.Integer(),
  change_count: Type.Integer(),
  changes: Type.Array(
    Type.Object({
      video_id: Type.String(),
      claim_id: Nullable(Type.String()),
      payee_kind: Type.String(),
      payee_id: Nullable(Type.String()),
      before: Micros,
      after: Micros,
    }),
  ),
  kept: Type.Array(
    Type.Object({
      video_id: Type.String(),
      claim_id: Nullable(Type.String()),
      kept: Micros,
      revenue: Micros,
    }),
  ),
  requested_by: Nullable(Uuid),
  created_at: Timestamp,
});

/** A split run as its job tells it: queued, running (with progress), succeeded (with its audit) or failed. */
export const SplitRunRecord = Type.Object({
  _id: Uuid,
  period: Month,
  state: Type.String(),
  progress: Type.Integer({ minimum: 0, maximum: 100 }),
  error: Nullable(Type.String()),
  error_message: Nullable(CatalogueMessage),
  audit: Nullable(Audit),
  created_at: Timestamp,
});

export const REPORT_SORTS = EARNINGS_SORTS;
