import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ServerMessage } from '../../../shared/messages';
import { PaymentMethod, PaymentRunStatus, PaymentStatus, type PayeeKind } from '../../../shared/royalties';
import { createdAt, idColumn, updatedAt } from '../../platform/db/columns';
import { paymentSettings } from '../paymentSettings/table';
import { users } from '../users/table';

/**
 * A payment run (issue 36): staff gather every payee's due balance up to a period (the royalty lines
 * not yet paid), review and approve it, then pay it through Wise or by hand.
 */
export const paymentRuns = pgTable(
  'payment_runs',
  {
    id: idColumn(),
    /** The last month whose lines the run takes, as its first day. */
    period: date('period', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 12 })
      .$type<PaymentRunStatus>()
      .notNull()
      .default(PaymentRunStatus.OPEN),
    /** Balances under this are carried over to the next run, in micro-units. */
    minimumMicros: bigint('minimum_micros', { mode: 'bigint' }).notNull(),
    totalMicros: bigint('total_micros', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** Why paying stopped (Wise not configured, a failed step), for the run's page. */
    failure: jsonb('failure').$type<ServerMessage>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payment_runs_created_idx').on(t.createdAt, t.id)],
);
export type PaymentRunRow = typeof paymentRuns.$inferSelect;

/**
 * One payment of a run to one payee (the `transaction` page): its amount (the sum of its royalty
 * lines), the payment setting it went to (so staff see which account), and Wise's quote and transfer
 * with the idempotency key (`customerTransactionId`) that keeps a retry from paying twice.
 */
export const payments = pgTable(
  'payments',
  {
    id: idColumn(),
    runId: uuid('run_id')
      .notNull()
      .references(() => paymentRuns.id),
    payeeKind: varchar('payee_kind', { length: 16 }).$type<PayeeKind>().notNull(),
    payeeId: uuid('payee_id')
      .notNull()
      .references(() => users.id),
    amountMicros: bigint('amount_micros', { mode: 'bigint' }).notNull(),
    currency: char('currency', { length: 3 }).notNull().default('USD'),
    status: varchar('status', { length: 14 }).$type<PaymentStatus>().notNull().default(PaymentStatus.DUE),
    paymentSettingId: uuid('payment_setting_id').references(() => paymentSettings.id),
    /** Wise when the payee's setting (fixed at opening) has a recipient account; otherwise by hand. */
    method: varchar('method', { length: 8 }).$type<PaymentMethod>().notNull().default(PaymentMethod.HAND),
    /** Wise's own word for the transfer's state, as last read. */
    transferStatus: varchar('transfer_status', { length: 40 }),
    /** Wise's idempotency key for the transfer: fixed when the payment is made, reused on every retry. */
    customerTransactionId: uuid('customer_transaction_id').notNull().defaultRandom(),
    wiseQuoteId: varchar('wise_quote_id', { length: 64 }),
    wiseTransferId: varchar('wise_transfer_id', { length: 64 }),
    /** A payment made by hand: the bank's or the cheque's reference. */
    reference: text('reference'),
    failure: jsonb('failure').$type<ServerMessage>(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_run_idx').on(t.runId, t.payeeKind, t.payeeId),
    index('payments_payee_idx').on(t.payeeId, t.status, t.createdAt),
    // Staff's transaction page, newest or largest first: a page read off these, not a sort of every payment.
    index('payments_created_idx').on(t.createdAt, t.id),
    index('payments_amount_idx').on(t.amountMicros, t.id),
    index('payments_transfer_idx')
      .on(t.wiseTransferId)
      .where(sql`${t.wiseTransferId} is not null`),
  ],
);
export type PaymentRow = typeof payments.$inferSelect;

/**
 * A run's payments counted and added up per status, method and refusal, kept by statement triggers
 * (migration 0051): the runs list's figures and the staff's payment total read a few rows per run
 * instead of every payment (40,000 a run at scale).
 */
export const paymentRunTotals = pgTable(
  'payment_run_totals',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => paymentRuns.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 14 }).$type<PaymentStatus>().notNull(),
    method: varchar('method', { length: 8 }).$type<PaymentMethod>().notNull(),
    /** Whether the payments carry a failure (an approved one Wise refused). */
    failed: boolean('failed').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
    amountMicros: bigint('amount_micros', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.runId, t.status, t.method, t.failed] })],
);
