import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { PAYMENT_MINIMUM_MICROS, PaymentRunStatus } from '../../../shared/royalties';
import { caller } from '../../platform/auth/plugin';
import { conflict, notFound } from '../../platform/http/errors';
import { Answer, EmptyBody, IdParams, ListAnswer } from '../../platform/http/schemas';
import { enqueueJob } from '../../platform/jobs/queue';
import type { ApiServices } from '../../services';
import { PAYMENT_FOLLOW_JOB, PAYMENT_RUN_JOB } from './jobs';
import { listRunPayments, listRuns, runAnswer } from './repository';
import { approveRun, cancelRun, openRun, payByHand, startPaying } from './runs';
import {
  OpenRunBody,
  PaidByHandBody,
  PaymentRunRecord,
  RunListBody,
  RunPaymentListBody,
  RunPaymentRecord,
} from './schemas';
import { paymentRuns } from './table';

const read = { access: { resource: 'payment-runs', action: 'read' } } as const;
const manage = { access: { resource: 'payment-runs', action: 'manage' } } as const;

/**
 * Payment runs (issue 36): staff open a run for a month, review its payments (payee, amount, the
 * account each goes to), approve it, then pay it: a job pays the Wise payments, the others are marked
 * paid by hand with a reference. The run's page polls the run for its progress.
 */
export const paymentRunRoutes: FastifyPluginAsyncTypebox<ApiServices> = async (
  app,
  { db, cipher, wise, jobs },
) => {
  const wiseConfigured = !!wise?.token;
  const answer = async (id: string) => {
    const found = await runAnswer(db, id, wiseConfigured);
    if (!found) throw notFound('not_found.payment_run');
    return { result: found };
  };

  app.post(
    '/payment/runs',
    {
      schema: {
        description: 'The payment runs, newest first, with their figures and progress.',
        body: RunListBody,
        response: { 200: ListAnswer(PaymentRunRecord) },
      },
      config: read,
    },
    async (request) => ({ result: await listRuns(db, request.body, wiseConfigured) }),
  );

  app.post(
    '/payment/runs/open',
    {
      schema: {
        description:
          "Opens a run for a month: each payee's due balance up to it becomes a payment; balances under the minimum are carried over. 409 while another run is active or when nothing is due.",
        body: OpenRunBody,
        response: { 201: Answer(PaymentRunRecord) },
      },
      config: manage,
    },
    async (request, reply) => {
      const { period, minimum_micros: minimum } = request.body;
      const id = await openRun(db, caller(request), period, BigInt(minimum ?? PAYMENT_MINIMUM_MICROS));
      reply.status(201);
      return answer(id);
    },
  );

  app.get(
    '/payment/runs/:id',
    { schema: { params: IdParams, response: { 200: Answer(PaymentRunRecord) } }, config: read },
    async (request) => answer(request.params.id),
  );

  app.post(
    '/payment/runs/:id/payments',
    {
      schema: {
        description: "A run's payments, one page: payee, amount, method and the account each goes to.",
        params: IdParams,
        body: RunPaymentListBody,
        response: { 200: ListAnswer(RunPaymentRecord) },
      },
      config: read,
    },
    async (request) => {
      await answer(request.params.id);
      return {
        result: await listRunPayments(db, request.params.id, request.body, cipher, caller(request).type),
      };
    },
  );

  app.post(
    '/payment/runs/:id/approve',
    {
      schema: {
        description: 'Approves an open run after its review.',
        params: IdParams,
        body: EmptyBody,
        response: { 200: Answer(PaymentRunRecord) },
      },
      config: manage,
    },
    async (request) => {
      await approveRun(db, caller(request), request.params.id);
      return answer(request.params.id);
    },
  );

  app.post(
    '/payment/runs/:id/cancel',
    {
      schema: {
        description: 'Cancels a run before anything of it is paid: its lines are due again.',
        params: IdParams,
        body: EmptyBody,
        response: { 200: Answer(PaymentRunRecord) },
      },
      config: manage,
    },
    async (request) => {
      await cancelRun(db, caller(request), request.params.id);
      return answer(request.params.id);
    },
  );

  app.post(
    '/payment/runs/:id/pay',
    {
      schema: {
        description:
          "Pays an approved run's Wise payments (a job: quote, transfer keyed by the payment, funding), or pays again those Wise refused. 409 without a Wise token: the run stays approved.",
        params: IdParams,
        body: EmptyBody,
        response: { 202: Answer(PaymentRunRecord) },
      },
      config: manage,
    },
    async (request, reply) => {
      const auth = caller(request);
      const { id } = request.params;
      const outcome = await startPaying(db, auth, id, wiseConfigured, (tx) =>
        enqueueJob(tx, PAYMENT_RUN_JOB, { runId: id }, { subjectId: id, requestedBy: auth.userId }),
      );
      if (outcome === 'no_wise') throw conflict('payments.wise_not_configured');
      jobs?.nudge();
      reply.status(202);
      return answer(id);
    },
  );

  app.post(
    '/payment/runs/:id/follow',
    {
      schema: {
        description: "Reads the run's transfers back from Wise now (a job), rather than at the next turn.",
        params: IdParams,
        body: EmptyBody,
        response: { 202: Answer(PaymentRunRecord) },
      },
      config: manage,
    },
    async (request, reply) => {
      const { id } = request.params;
      const [run] = await db
        .select({ id: paymentRuns.id })
        .from(paymentRuns)
        .where(and(eq(paymentRuns.id, id), eq(paymentRuns.status, PaymentRunStatus.PAYING)));
      if (!run) {
        await answer(id);
        throw conflict('payments.not_paying');
      }
      await enqueueJob(
        db,
        PAYMENT_FOLLOW_JOB,
        { runId: id },
        { subjectId: id, requestedBy: caller(request).userId },
      );
      jobs?.nudge();
      reply.status(202);
      return answer(id);
    },
  );

  app.post(
    '/payment/payments/:id/paid',
    {
      schema: {
        description:
          'Marks an approved payment made by hand (payment type Other, no Wise account, creators) as paid, with its reference.',
        params: IdParams,
        body: PaidByHandBody,
        response: { 200: Answer(PaymentRunRecord) },
      },
      config: manage,
    },
    async (request) => {
      const paid = await payByHand(db, caller(request), request.params.id, request.body.reference.trim());
      return answer(paid.runId);
    },
  );
};
