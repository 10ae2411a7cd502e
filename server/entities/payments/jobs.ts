import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { messageOf } from '../../../shared/messages';
import { msg } from '../../../shared/serverMessages';
import {
  PAYMENT_FOLLOW_SECONDS,
  PaymentMethod,
  PaymentRunStatus,
  PaymentStatus,
} from '../../../shared/royalties';
import type { Database } from '../../platform/db/client';
import type { JobContext, JobHandler } from '../../platform/jobs/handler';
import { enqueueJob, PermanentJobError } from '../../platform/jobs/queue';
import { jobs, JobState } from '../../platform/jobs/table';
import {
  followTransfer,
  payTransfer,
  PayoutError,
  WiseNotConfiguredError,
} from '../../platform/wise/payTransfer';
import type { WiseSettings } from '../../platform/wise/settings';
import { paymentSettings } from '../paymentSettings/table';
import { applyTransferState, finishRunIfDone, monthOf } from './runs';
import { paymentRuns, payments, type PaymentRow, type PaymentRunRow } from './table';

export const PAYMENT_RUN_JOB = 'payments.pay';
export const PAYMENT_FOLLOW_JOB = 'payments.follow';

interface RunPayload {
  runId: string;
}

const runOf = async (db: Database, payload: unknown): Promise<PaymentRunRow | undefined> => {
  const [run] = await db
    .select()
    .from(paymentRuns)
    .where(eq(paymentRuns.id, (payload as RunPayload).runId));
  return run;
};

/** A payment Wise refused for good (funding refused, the key naming another transfer): kept on it. */
async function refused(db: Database, payment: PaymentRow, error: PayoutError) {
  await db
    .update(payments)
    .set({
      failure: messageOf(msg('payments.transfer_failed', { detail: error.message })),
      wiseTransferId: error.transferId ?? payment.wiseTransferId,
      updatedAt: new Date(),
    })
    .where(eq(payments.id, payment.id));
}

/** Follows again later while some of the run's transfers are on their way. */
async function followLater(db: Database, runId: string) {
  const [paying] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.runId, runId), eq(payments.status, PaymentStatus.PAYING)))
    .limit(1);
  if (!paying) return;
  // One follow waits per run: a follow asked for by hand meanwhile does not start a second chain.
  const [waiting] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.subjectId, runId), eq(jobs.kind, PAYMENT_FOLLOW_JOB), eq(jobs.state, JobState.QUEUED)))
    .limit(1);
  if (waiting) return;
  await enqueueJob(
    db,
    PAYMENT_FOLLOW_JOB,
    { runId },
    { subjectId: runId, runAt: new Date(Date.now() + PAYMENT_FOLLOW_SECONDS * 1000) },
  );
}

/**
 * Pays a run's approved Wise payments one by one: a quote, the transfer keyed by the payment (so a
 * retry of this job after any failure finds the transfer it made, never a second one), its funding.
 * Each payment's state is written as soon as Wise answers; a network or server fault fails the job,
 * which the queue retries; a refusal stays on its payment and the others go on.
 */
function payHandler(db: Database, wise: WiseSettings | undefined): JobHandler {
  return async (context: JobContext) => {
    const run = await runOf(db, context.job.payload);
    if (!run || run.status !== PaymentRunStatus.PAYING) return;
    const due = await db
      .select({
        payment: payments,
        recipientId: paymentSettings.recipientId,
        currency: paymentSettings.currency,
      })
      .from(payments)
      .innerJoin(paymentSettings, eq(paymentSettings.id, payments.paymentSettingId))
      .where(
        and(
          eq(payments.runId, run.id),
          eq(payments.method, PaymentMethod.WISE),
          eq(payments.status, PaymentStatus.APPROVED),
          isNotNull(paymentSettings.recipientId),
        ),
      )
      .orderBy(asc(payments.id));
    let done = 0;
    for (const { payment, recipientId, currency } of due) {
      if (context.signal.aborted) throw context.signal.reason ?? new Error('aborted');
      try {
        const state = await payTransfer(wise, {
          recipientId: recipientId!,
          currency,
          amountMicros: payment.amountMicros,
          key: payment.id,
          reference: `Royalties ${monthOf(run.period)}`,
        });
        await applyTransferState(db, payment.id, state);
      } catch (error) {
        if (error instanceof WiseNotConfiguredError) {
          throw new PermanentJobError('payments.wise_not_configured');
        }
        if (!(error instanceof PayoutError)) throw error;
        await refused(db, payment, error);
      }
      done++;
      await context.progress(Math.floor((100 * done) / due.length));
    }
    await db.transaction((tx) => finishRunIfDone(tx, run.id));
    await followLater(db, run.id);
  };
}

/** Reads back the transfers on their way, until each is sent, bounced or refunded. */
function followHandler(db: Database, wise: WiseSettings | undefined): JobHandler {
  return async (context: JobContext) => {
    const run = await runOf(db, context.job.payload);
    if (!run || run.status !== PaymentRunStatus.PAYING) return;
    const paying = await db
      .select({ id: payments.id, transferId: payments.wiseTransferId })
      .from(payments)
      .where(
        and(
          eq(payments.runId, run.id),
          inArray(payments.status, [PaymentStatus.PAYING]),
          isNotNull(payments.wiseTransferId),
        ),
      );
    for (const payment of paying) {
      if (context.signal.aborted) throw context.signal.reason ?? new Error('aborted');
      try {
        await applyTransferState(db, payment.id, await followTransfer(wise, payment.transferId!));
      } catch (error) {
        if (error instanceof WiseNotConfiguredError) {
          throw new PermanentJobError('payments.wise_not_configured');
        }
        throw error;
      }
    }
    await followLater(db, run.id);
  };
}

export function paymentJobHandlers(db: Database, wise: WiseSettings | undefined): Record<string, JobHandler> {
  return { [PAYMENT_RUN_JOB]: payHandler(db, wise), [PAYMENT_FOLLOW_JOB]: followHandler(db, wise) };
}
