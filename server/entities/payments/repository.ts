import type { Static } from '@sinclair/typebox';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { englishOf, type AnySaid, type ServerMessage } from '../../../shared/messages';
import { PaymentMethod, PaymentStatus } from '../../../shared/royalties';
import type { UserType } from '../../../shared/roles';
import type { Database } from '../../platform/db/client';
import { sortOf } from '../../platform/http/listQuery';
import { pageWithTotal } from '../../platform/http/listTable';
import type { TokenCipher } from '../../platform/google/tokenCipher';
import { settingAnswer } from '../paymentSettings/repository';
import { paymentSettings } from '../paymentSettings/table';
import { users } from '../users/table';
import { monthOf } from './runs';
import type { PaymentRunRecord, RunListBody, RunPaymentListBody, RunPaymentRecord } from './schemas';
import { paymentRunTotals, paymentRuns, payments, type PaymentRow } from './table';

type RunAnswer = Static<typeof PaymentRunRecord>;
type RunPaymentAnswer = Static<typeof RunPaymentRecord>;
const DEFAULT_LIMIT = 25;

/** A stored message is what a call site said, kept as data. */
const english = (message: ServerMessage | null) => (message ? englishOf(message as AnySaid) : null);

const pageOf = (body: { page?: number; limit?: number }) => {
  const limit = body.limit ?? DEFAULT_LIMIT;
  return { limit, offset: ((body.page ?? 1) - 1) * limit };
};

/** The run's figures, from the counts kept per status, method and refusal (a few rows a run). */
const figures = sql<{
  payments: number;
  carried_over: number;
  by_wise: number;
  by_hand: number;
  ended: number;
  refused: number;
  paid_micros: string;
}>`(select json_build_object(
    'payments', coalesce(sum(t.n) filter (where t.status <> ${PaymentStatus.CARRIED_OVER}), 0),
    'carried_over', coalesce(sum(t.n) filter (where t.status = ${PaymentStatus.CARRIED_OVER}), 0),
    'by_wise', coalesce(sum(t.n) filter (where t.status <> ${PaymentStatus.CARRIED_OVER} and t.method = ${PaymentMethod.WISE}), 0),
    'by_hand', coalesce(sum(t.n) filter (where t.status <> ${PaymentStatus.CARRIED_OVER} and t.method = ${PaymentMethod.HAND}), 0),
    'ended', coalesce(sum(t.n) filter (where t.status in (${PaymentStatus.SENT}, ${PaymentStatus.PAID_BY_HAND}, ${PaymentStatus.BOUNCED}, ${PaymentStatus.REFUNDED})), 0),
    'refused', coalesce(sum(t.n) filter (where t.status = ${PaymentStatus.APPROVED} and t.failed), 0),
    'paid_micros', coalesce(sum(t.amount_micros) filter (where t.status in (${PaymentStatus.SENT}, ${PaymentStatus.PAID_BY_HAND})), 0)::text
  ) from ${paymentRunTotals} t where t.run_id = ${paymentRuns.id})`;

/** What a run's row reads, flat, so that the list renders it once (a compiled view). */
const runView = {
  id: paymentRuns.id,
  period: paymentRuns.period,
  status: paymentRuns.status,
  minimumMicros: paymentRuns.minimumMicros,
  totalMicros: paymentRuns.totalMicros,
  failure: paymentRuns.failure,
  approvedAt: paymentRuns.approvedAt,
  createdAt: paymentRuns.createdAt,
  updatedAt: paymentRuns.updatedAt,
  // A subquery, not a join: fewer tables for PostgreSQL to plan on each call.
  createdByName: sql<
    string | null
  >`(select ${users.name} from ${users} where ${users.id} = ${paymentRuns.createdBy})`,
  figures,
};
type RunRow = SelectResultFields<typeof runView>;

function runAnswerOf(row: RunRow, wiseConfigured: boolean): RunAnswer {
  const f = row.figures;
  return {
    _id: row.id,
    period: monthOf(row.period),
    status: row.status,
    minimum_micros: row.minimumMicros.toString(),
    total_micros: row.totalMicros.toString(),
    paid_micros: f.paid_micros,
    currency: 'USD',
    payments: f.payments,
    carried_over: f.carried_over,
    by_wise: f.by_wise,
    by_hand: f.by_hand,
    ended: f.ended,
    refused: f.refused,
    progress: f.payments === 0 ? 100 : Math.floor((100 * f.ended) / f.payments),
    wise_configured: wiseConfigured,
    failure: english(row.failure),
    failure_message: row.failure ?? null,
    created_by_name: row.createdByName,
    approved_at: row.approvedAt,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

export async function runAnswer(db: Database, id: string, wiseConfigured: boolean) {
  const [row] = await db.select(runView).from(paymentRuns).where(eq(paymentRuns.id, id));
  return row && runAnswerOf(row, wiseConfigured);
}

/** The runs, newest first (or by period), one page, with their total in the same statement. */
export async function listRuns(db: Database, body: Static<typeof RunListBody>, wiseConfigured: boolean) {
  const where = body.filter?.status ? eq(paymentRuns.status, body.filter.status) : undefined;
  const direction = body.order?.toUpperCase() === 'ASC' ? asc : desc;
  const sort = sortOf(
    { period: paymentRuns.period, created_at: paymentRuns.createdAt },
    body.sort,
    'created_at',
  );
  const { limit, offset } = pageOf(body);
  const { total, rows } = await pageWithTotal(
    db,
    runView,
    paymentRuns,
    where,
    [direction(sort), direction(paymentRuns.id)],
    db.select({ total: count() }).from(paymentRuns).where(where),
    limit,
    offset,
  );
  return { total, data: rows.map((row) => runAnswerOf(row, wiseConfigured)) };
}

/** A payment's number of royalty lines, on their payment index. */
export const lineCount = sql<number>`(select count(*)::int from royalty_lines l where l.payment_id = ${payments.id})`;

/** A payment as the run's review and the transaction page show it, the account masked for the caller. */
export function paymentAnswerOf(
  row: {
    payment: PaymentRow;
    period: string;
    payeeName: string | null;
    lines: number;
    setting: typeof paymentSettings.$inferSelect | null;
    currentSettingId: string | null;
  },
  cipher: TokenCipher,
  callerType: UserType,
): RunPaymentAnswer {
  const { payment } = row;
  return {
    _id: payment.id,
    run_id: payment.runId,
    period: monthOf(row.period),
    payee_kind: payment.payeeKind as RunPaymentAnswer['payee_kind'],
    payee_id: payment.payeeId,
    payee_name: row.payeeName,
    amount_micros: payment.amountMicros.toString(),
    currency: payment.currency,
    status: payment.status,
    method: payment.method,
    line_count: row.lines,
    payment_setting_id: payment.paymentSettingId,
    payment_setting: row.setting && settingAnswer(row.setting, cipher, callerType),
    setting_is_current: !!row.setting && row.setting.id === row.currentSettingId,
    reference: payment.reference,
    customer_transaction_id: payment.customerTransactionId,
    wise_transfer_id: payment.wiseTransferId,
    transfer_status: payment.transferStatus,
    failure: english(payment.failure),
    failure_message: payment.failure ?? null,
    paid_at: payment.paidAt,
    created_at: payment.createdAt,
  };
}

/** What a payment row reads: the payee's name, the run's period, its lines, the setting it goes to. */
export const paymentView = {
  payment: payments,
  period: paymentRuns.period,
  payeeName: users.name,
  lines: lineCount,
  setting: paymentSettings,
  currentSettingId: sql<
    string | null
  >`(select s.id from ${paymentSettings} s where s.rights_holder_id = ${payments.payeeId} and s.superseded_at is null)`,
};

export const paymentsQuery = (db: Database, where: SQL | undefined) =>
  db
    .select(paymentView)
    .from(payments)
    .innerJoin(paymentRuns, eq(paymentRuns.id, payments.runId))
    .leftJoin(users, eq(users.id, payments.payeeId))
    .leftJoin(paymentSettings, eq(paymentSettings.id, payments.paymentSettingId))
    .where(where);

const PAYMENT_SORTS = {
  amount: payments.amountMicros,
  status: payments.status,
  payee_name: users.name,
} as const;

/** One page of a run's payments, for its review: largest first unless asked otherwise. */
export async function listRunPayments(
  db: Database,
  runId: string,
  body: Static<typeof RunPaymentListBody>,
  cipher: TokenCipher,
  callerType: UserType,
) {
  const where = and(
    eq(payments.runId, runId),
    body.filter?.status ? eq(payments.status, body.filter.status) : undefined,
    body.filter?.method ? eq(payments.method, body.filter.method) : undefined,
    body.search ? sql`${users.name} ilike ${`%${body.search.replace(/[\\%_]/g, '\\$&')}%`}` : undefined,
  );
  const direction = body.order?.toUpperCase() === 'ASC' ? asc : desc;
  const sort = sortOf(PAYMENT_SORTS, body.sort, 'amount');
  const { limit, offset } = pageOf(body);
  const rows = await paymentsQuery(db, where)
    .orderBy(direction(sort), direction(payments.id))
    .limit(limit)
    .offset(offset);
  const [{ total }] = await db
    .select({ total: count() })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.payeeId))
    .where(where);
  return { total, data: rows.map((row) => paymentAnswerOf(row, cipher, callerType)) };
}
