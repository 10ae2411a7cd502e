import { Type } from '@sinclair/typebox';
import { PAYMENT_RUN_STATUSES, PAYMENT_STATUSES, PaymentMethod, PayeeKind } from '../../../shared/royalties';
import {
  CatalogueMessage,
  IsoDate,
  ListBody,
  Nullable,
  Preparing,
  SingleLineText,
  Strict,
  Timestamp,
  Uuid,
} from '../../platform/http/schemas';
import { PaymentSettingRecord } from '../paymentSettings/schemas';

/** A month, 'YYYY-MM'. */
export const Month = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'A month, YYYY-MM.' });
/** Money as the decimal text of micro-units (a JSON number loses digits past 2^53). */
export const Micros = Type.String({
  pattern: '^-?\\d+$',
  description: 'An amount in micro-units (1 USD = 1,000,000).',
});
const RunStatus = Type.Union(PAYMENT_RUN_STATUSES.map((status) => Type.Literal(status)));
const Status = Type.Union(PAYMENT_STATUSES.map((status) => Type.Literal(status)));
const Method = Type.Union([Type.Literal(PaymentMethod.WISE), Type.Literal(PaymentMethod.HAND)]);
const Kind = Type.Union([Type.Literal(PayeeKind.CREATOR), Type.Literal(PayeeKind.RIGHTS_HOLDER)]);

export const OpenRunBody = Strict({
  period: Month,
  minimum_micros: Type.Optional(
    Type.String({
      pattern: '^\\d{1,15}$',
      description: 'Balances under this are carried over (micro-units).',
    }),
  ),
});
export const RunListBody = ListBody(Strict({ status: Type.Optional(RunStatus) }));
export const RunPaymentListBody = ListBody(
  Strict({ status: Type.Optional(Status), method: Type.Optional(Method) }),
);
export const PaidByHandBody = Strict({ reference: SingleLineText(200) });

export const PaymentRunRecord = Type.Object({
  _id: Uuid,
  period: Month,
  status: RunStatus,
  minimum_micros: Micros,
  total_micros: Micros,
  paid_micros: Micros,
  currency: Type.String(),
  payments: Type.Integer({ minimum: 0, description: 'Payments to make (carried-over balances apart).' }),
  carried_over: Type.Integer({ minimum: 0 }),
  by_wise: Type.Integer({ minimum: 0 }),
  by_hand: Type.Integer({ minimum: 0 }),
  ended: Type.Integer({ minimum: 0, description: 'Payments sent, paid by hand, bounced or refunded.' }),
  refused: Type.Integer({ minimum: 0, description: 'Payments Wise refused: paying again retries them.' }),
  progress: Type.Integer({ minimum: 0, maximum: 100 }),
  wise_configured: Type.Boolean(),
  failure: Nullable(Type.String()),
  failure_message: Nullable(CatalogueMessage),
  created_by_name: Nullable(Type.String()),
  approved_at: Nullable(Timestamp),
  created_at: Timestamp,
  updated_at: Timestamp,
});

export const RunPaymentRecord = Type.Object({
  _id: Uuid,
  run_id: Uuid,
  period: Month,
  payee_kind: Kind,
  payee_id: Uuid,
  payee_name: Nullable(Type.String()),
  amount_micros: Micros,
  currency: Type.String(),
  status: Status,
  method: Method,
  line_count: Type.Integer({ minimum: 0 }),
  payment_setting_id: Nullable(Uuid),
  payment_setting: Nullable(PaymentSettingRecord),
  setting_is_current: Type.Boolean(),
  reference: Nullable(Type.String()),
  customer_transaction_id: Uuid,
  wise_transfer_id: Nullable(Type.String()),
  transfer_status: Nullable(Type.String()),
  failure: Nullable(Type.String()),
  failure_message: Nullable(CatalogueMessage),
  paid_at: Nullable(Timestamp),
  created_at: Timestamp,
});

/** The payment history's date range: the months its lines fall in. */
const RangeFilter = {
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
};
export const HistoryByBody = ListBody(Strict(RangeFilter));
export const RangeQuery = Strict(RangeFilter);
export const PaymentHistoryListBody = ListBody(Strict({ ...RangeFilter, status: Type.Optional(Status) }));
export const StatementQuery = Strict({
  format: Type.Optional(Type.Union([Type.Literal('pdf'), Type.Literal('csv')])),
});

/** Amounts are null for those who never see money (types 5, 7, 8, 9). */
const Money = Nullable(Micros);

export const HistoryByRecord = Type.Object({
  _id: Type.String(),
  name: Nullable(Type.String()),
  paid_micros: Money,
  due_micros: Money,
  line_count: Type.Integer({ minimum: 0 }),
});

/** A page of a `by` report; staff's over a range of their own may first answer the job making it. */
export const HistoryByAnswer = Type.Object({
  data: Type.Array(HistoryByRecord),
  total: Type.Integer({ minimum: 0 }),
  preparing: Preparing,
});

export const HistoryOverviewRecord = Type.Object({
  currency: Type.String(),
  paid_micros: Money,
  due_micros: Money,
  line_count: Type.Integer({ minimum: 0 }),
  series: Type.Array(
    Type.Object({ month: Month, paid_micros: Money, due_micros: Money, line_count: Type.Integer() }),
  ),
});

export const PaymentHistoryRecord = Type.Object({
  _id: Uuid,
  period: Month,
  payee_kind: Kind,
  payee_name: Nullable(Type.String()),
  amount_micros: Money,
  currency: Type.String(),
  status: Status,
  method: Method,
  line_count: Type.Integer({ minimum: 0 }),
  paid_at: Nullable(Timestamp),
  created_at: Timestamp,
});

export const TransactionRecord = Type.Object({
  ...Type.Omit(RunPaymentRecord, ['amount_micros']).properties,
  amount_micros: Money,
  lines: Type.Array(
    Type.Object({
      period: Month,
      video_id: Type.String(),
      video_title: Nullable(Type.String()),
      channel_title: Nullable(Type.String()),
      share: Type.Integer({ description: 'Basis points (7,000 is 70.00%).' }),
      amount_micros: Money,
    }),
  ),
});
