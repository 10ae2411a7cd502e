import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { PaymentType } from '../../../shared/paymentSettings';
import {
  ACTIVE_RUNS,
  OPEN_PAYMENTS,
  PayeeKind,
  PaymentMethod,
  PaymentRunStatus,
  PaymentStatus,
  RoyaltyLineState,
} from '../../../shared/royalties';
import { msg } from '../../../shared/serverMessages';
import type { AuthContext } from '../../platform/auth/context';
import type { Database } from '../../platform/db/client';
import { conflict, notFound } from '../../platform/http/errors';
import { transferKey, type TransferState } from '../../platform/wise/payTransfer';
import { recordActivity } from '../activityLog/repository';
import { paymentSettings } from '../paymentSettings/table';
import { royaltyLines } from '../royalties/table';
import { paymentRuns, payments, type PaymentRow, type PaymentRunRow } from './table';

/** The first key of the runs' advisory lock: two staff opening runs at once take turns. */
const RUNS_LOCK = 4_242_037;
const ENTITY = 'payment_runs';

/** 'YYYY-MM' of a month's first day, and back. */
export const monthOf = (period: string) => period.slice(0, 7);
export const firstDayOf = (month: string) => `${month}-01`;

/** The lines a payee is owed: payable, taken by no payment, of the run's period or before. */
const dueLines = (period: string) =>
  and(
    eq(royaltyLines.state, RoyaltyLineState.PAYABLE),
    isNull(royaltyLines.paymentId),
    lte(royaltyLines.period, period),
    inArray(royaltyLines.payeeKind, [PayeeKind.CREATOR, PayeeKind.RIGHTS_HOLDER]),
  );

/** A run, locked for the rest of the transaction; 404 when there is none. */
async function lockedRun(tx: Database, id: string): Promise<PaymentRunRow> {
  const [run] = await tx.select().from(paymentRuns).where(eq(paymentRuns.id, id)).for('update');
  if (!run) throw notFound('not_found.payment_run');
  return run;
}

/**
 * Opens a run for a month: every payee's due balance becomes one payment (per currency), the ones
 * under the minimum carried over (their lines stay due for the next run), the others take their lines.
 * One run is active at a time, so a line is never gathered twice. All in one transaction.
 */
export async function openRun(
  db: Database,
  auth: Pick<AuthContext, 'userId'>,
  month: string,
  minimumMicros: bigint,
): Promise<string> {
  const period = firstDayOf(month);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(RUNS_LOCK))})`);
    const [active] = await tx
      .select({ status: paymentRuns.status })
      .from(paymentRuns)
      .where(inArray(paymentRuns.status, [...ACTIVE_RUNS]));
    if (active) throw conflict(msg('payments.run_in_progress', { status: active.status }));
    const balances = await tx
      .select({
        payeeKind: royaltyLines.payeeKind,
        payeeId: sql<string>`${royaltyLines.payeeId}`,
        currency: royaltyLines.currency,
        amount: sql<string>`sum(${royaltyLines.amountMicros})::text`,
      })
      .from(royaltyLines)
      .where(and(dueLines(period), sql`${royaltyLines.payeeId} is not null`))
      .groupBy(royaltyLines.payeeKind, royaltyLines.payeeId, royaltyLines.currency);
    const owed = balances.filter((b) => BigInt(b.amount) > 0n);
    if (owed.length === 0) throw conflict(msg('payments.nothing_due', { period: month }));
    const settings = await tx
      .select()
      .from(paymentSettings)
      .where(
        and(
          inArray(
            paymentSettings.rightsHolderId,
            owed.map((b) => b.payeeId),
          ),
          isNull(paymentSettings.supersededAt),
        ),
      );
    const settingOf = new Map(settings.map((s) => [s.rightsHolderId, s]));
    const runId = randomUUID();
    const rows = owed.map((balance) => {
      const id = randomUUID();
      const amountMicros = BigInt(balance.amount);
      const setting =
        balance.payeeKind === PayeeKind.RIGHTS_HOLDER ? settingOf.get(balance.payeeId) : undefined;
      const byWise = !!setting?.recipientId && setting.paymentType !== PaymentType.OTHER;
      return {
        id,
        runId,
        payeeKind: balance.payeeKind,
        payeeId: balance.payeeId,
        amountMicros,
        currency: balance.currency,
        status: amountMicros < minimumMicros ? PaymentStatus.CARRIED_OVER : PaymentStatus.DUE,
        paymentSettingId: setting?.id ?? null,
        method: byWise ? PaymentMethod.WISE : PaymentMethod.HAND,
        // What Wise is sent as customerTransactionId: fixed now, so every retry names the same transfer.
        customerTransactionId: transferKey(id),
      };
    });
    const total = rows
      .filter((row) => row.status === PaymentStatus.DUE)
      .reduce((sum, row) => sum + row.amountMicros, 0n);
    await tx.insert(paymentRuns).values({
      id: runId,
      period,
      minimumMicros,
      totalMicros: total,
      createdBy: auth.userId,
    });
    await tx.insert(payments).values(rows);
    await tx.execute(sql`
      update ${royaltyLines} l set payment_id = p.id
      from ${payments} p
      where p.run_id = ${runId} and p.status = ${PaymentStatus.DUE}
        and l.payee_kind = p.payee_kind and l.payee_id = p.payee_id and l.currency = p.currency
        and l.state = ${RoyaltyLineState.PAYABLE} and l.payment_id is null and l.period <= ${period}`);
    await recordActivity(tx, auth, {
      action: 'create',
      entity: ENTITY,
      entityId: runId,
      after: { period: month, payments: rows.length, total_micros: total.toString() },
    });
    return runId;
  });
}

/** Approves an open run after review: its due payments become approved. */
export async function approveRun(db: Database, auth: Pick<AuthContext, 'userId'>, id: string) {
  await db.transaction(async (tx) => {
    const run = await lockedRun(tx, id);
    if (run.status !== PaymentRunStatus.OPEN) throw conflict('payments.not_open');
    await tx
      .update(paymentRuns)
      .set({
        status: PaymentRunStatus.APPROVED,
        approvedBy: auth.userId,
        approvedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(paymentRuns.id, id));
    await tx
      .update(payments)
      .set({ status: PaymentStatus.APPROVED, updatedAt: new Date() })
      .where(and(eq(payments.runId, id), eq(payments.status, PaymentStatus.DUE)));
    await recordActivity(tx, auth, {
      action: 'update',
      entity: ENTITY,
      entityId: id,
      after: { status: 'approved' },
    });
  });
}

/** Cancels a run nothing of which is paid yet: its lines are due again. */
export async function cancelRun(db: Database, auth: Pick<AuthContext, 'userId'>, id: string) {
  await db.transaction(async (tx) => {
    const run = await lockedRun(tx, id);
    if (run.status !== PaymentRunStatus.OPEN && run.status !== PaymentRunStatus.APPROVED) {
      throw conflict('payments.not_cancellable');
    }
    const [paid] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.runId, id), eq(payments.status, PaymentStatus.PAID_BY_HAND)));
    if (paid) throw conflict('payments.not_cancellable');
    await tx.execute(sql`
      update ${royaltyLines} set payment_id = null
      where payment_id in (select id from ${payments} where run_id = ${id})`);
    await tx
      .update(paymentRuns)
      .set({ status: PaymentRunStatus.CANCELLED, updatedAt: new Date() })
      .where(eq(paymentRuns.id, id));
    await recordActivity(tx, auth, {
      action: 'update',
      entity: ENTITY,
      entityId: id,
      after: { status: 'cancelled' },
    });
  });
}

/** Ends a run once none of its payments is still on its way. */
export async function finishRunIfDone(tx: Database, runId: string): Promise<void> {
  const [open] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.runId, runId), inArray(payments.status, [...OPEN_PAYMENTS])))
    .limit(1);
  if (open) return;
  await tx
    .update(paymentRuns)
    .set({ status: PaymentRunStatus.PAID, failure: null, updatedAt: new Date() })
    .where(
      and(
        eq(paymentRuns.id, runId),
        inArray(paymentRuns.status, [PaymentRunStatus.APPROVED, PaymentRunStatus.PAYING]),
      ),
    );
}

/** Marks an approved payment made by hand as paid, with the bank's or cheque's reference. */
export async function payByHand(
  db: Database,
  auth: Pick<AuthContext, 'userId'>,
  paymentId: string,
  reference: string,
): Promise<PaymentRow> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment) throw notFound('not_found.payment');
    const run = await lockedRun(tx, payment.runId);
    const runPaying = run.status === PaymentRunStatus.APPROVED || run.status === PaymentRunStatus.PAYING;
    if (!runPaying || payment.status !== PaymentStatus.APPROVED || payment.method !== PaymentMethod.HAND) {
      throw conflict('payments.not_by_hand');
    }
    const [paid] = await tx
      .update(payments)
      .set({
        status: PaymentStatus.PAID_BY_HAND,
        reference,
        paidAt: new Date(),
        failure: null,
        updatedAt: new Date(),
      })
      .where(eq(payments.id, paymentId))
      .returning();
    await recordActivity(tx, auth, {
      action: 'update',
      entity: 'payments',
      entityId: paymentId,
      after: { status: PaymentStatus.PAID_BY_HAND, reference },
    });
    await finishRunIfDone(tx, payment.runId);
    return paid!;
  });
}

const ENDS: Partial<Record<TransferState['outcome'], PaymentStatus>> = {
  sent: PaymentStatus.SENT,
  bounced: PaymentStatus.BOUNCED,
  refunded: PaymentStatus.REFUNDED,
  // A cancelled transfer's money went back to the balance: for the payee it is as refunded.
  cancelled: PaymentStatus.REFUNDED,
};

/**
 * Keeps a transfer's state on its payment; a bounced or refunded one gives its lines back (due again
 * in the next run), in the same transaction.
 */
export async function applyTransferState(db: Database, paymentId: string, state: TransferState) {
  await db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment) return;
    const status = ENDS[state.outcome] ?? PaymentStatus.PAYING;
    await tx
      .update(payments)
      .set({
        status,
        wiseTransferId: state.transferId,
        transferStatus: state.status,
        failure: null,
        ...(status === PaymentStatus.SENT && { paidAt: new Date() }),
        updatedAt: new Date(),
      })
      .where(eq(payments.id, paymentId));
    if (status === PaymentStatus.BOUNCED || status === PaymentStatus.REFUNDED) {
      await tx.update(royaltyLines).set({ paymentId: null }).where(eq(royaltyLines.paymentId, paymentId));
    }
    await finishRunIfDone(tx, payment.runId);
  });
}

/**
 * Starts paying an approved run (or pays again the payments Wise refused): the run is paying and its
 * job queued, in one transaction. Without a Wise token a run with Wise payments stops at approval,
 * the reason kept on it for its page; 'no_wise' tells the caller so.
 */
export async function startPaying(
  db: Database,
  auth: Pick<AuthContext, 'userId'>,
  id: string,
  wiseConfigured: boolean,
  queue: (tx: Database) => Promise<unknown>,
): Promise<'queued' | 'no_wise'> {
  const outcome = await db.transaction(async (tx) => {
    const run = await lockedRun(tx, id);
    if (run.status !== PaymentRunStatus.APPROVED && run.status !== PaymentRunStatus.PAYING) {
      throw conflict('payments.not_approved');
    }
    const [byWise] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.runId, id),
          eq(payments.method, PaymentMethod.WISE),
          eq(payments.status, PaymentStatus.APPROVED),
        ),
      )
      .limit(1);
    if (byWise && !wiseConfigured) return 'no_wise' as const;
    await tx
      .update(paymentRuns)
      .set({ status: PaymentRunStatus.PAYING, failure: null, updatedAt: new Date() })
      .where(eq(paymentRuns.id, id));
    await tx
      .update(payments)
      .set({ failure: null })
      .where(and(eq(payments.runId, id), eq(payments.status, PaymentStatus.APPROVED)));
    await queue(tx);
    await recordActivity(tx, auth, {
      action: 'update',
      entity: ENTITY,
      entityId: id,
      after: { status: 'paying' },
    });
    return 'queued' as const;
  });
  if (outcome === 'no_wise') {
    await db
      .update(paymentRuns)
      .set({ failure: { id: 'payments.wise_not_configured' }, updatedAt: new Date() })
      .where(eq(paymentRuns.id, id));
  }
  return outcome;
}
