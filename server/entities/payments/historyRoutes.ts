import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { caller } from '../../platform/auth/plugin';
import { notFound } from '../../platform/http/errors';
import { attachment } from '../../platform/http/uploads';
import { Answer, FileAnswer, IdParams, ListAnswer } from '../../platform/http/schemas';
import type { ApiServices } from '../../services';
import type { ActionOf } from '../../../shared/resources';
import { historyBy, historyOverview, type Dimension } from './history';
import {
  HistoryByAnswer,
  HistoryByBody,
  HistoryOverviewRecord,
  PaymentHistoryListBody,
  PaymentHistoryRecord,
  RangeQuery,
  StatementQuery,
  TransactionRecord,
} from './schemas';
import { listPayments, statementCsv, statementPdf, transactionOf } from './transaction';

type Action = ActionOf<'payment-history'>;
const access = (action: Action) => ({ access: { resource: 'payment-history' as const, action } });

/** Each `by` report: its path's word, the dimension it groups by, the declared action that opens it. */
const BY: readonly { path: string; dimension: Dimension; action: Action }[] = [
  { path: 'creator', dimension: 'creator', action: 'byCreator' },
  { path: 'channel', dimension: 'channel', action: 'byChannel' },
  { path: 'right-holder', dimension: 'right-holder', action: 'byRightHolder' },
  { path: 'video', dimension: 'video', action: 'byVideo' },
];

/**
 * The payment history (issue 36): what was paid and is due, overall, by creator, channel, rights
 * holder and video, and one payment with its lines and statement. Staff read everyone's; a creator
 * or rights holder their own (a team member their owner's). Amounts never reach types 5, 7, 8, 9:
 * they see the same rows without them, and no statement.
 */
export const paymentHistoryRoutes: FastifyPluginAsyncTypebox<ApiServices> = async (
  app,
  { db, cipher, jobs: worker, earningsDirectKeys },
) => {
  app.get(
    '/payment/history/overview',
    {
      schema: {
        description: "Paid and due totals of the caller's royalty lines in the range, and per month.",
        querystring: RangeQuery,
        response: { 200: Answer(HistoryOverviewRecord) },
      },
      config: access('overview'),
    },
    async (request) => ({ result: await historyOverview(db, caller(request), request.query) }),
  );

  for (const { path, dimension, action } of BY) {
    app.post(
      `/payment/history/by/${path}`,
      {
        schema: {
          description: `Paid and due per ${dimension} over the caller's royalty lines of the range: paged, sorted (name, paid, due, lines) and searched by name.`,
          body: HistoryByBody,
          response: { 200: Answer(HistoryByAnswer) },
        },
        config: access(action),
      },
      async (request) => ({
        result: await historyBy(db, caller(request), dimension, request.body, {
          directKeys: earningsDirectKeys,
          nudge: () => worker?.nudge(),
        }),
      }),
    );
  }

  app.post(
    '/payment/history/payments',
    {
      schema: {
        description: "The caller's payments (everyone's for staff), newest first.",
        body: PaymentHistoryListBody,
        response: { 200: ListAnswer(PaymentHistoryRecord) },
      },
      config: access('overview'),
    },
    async (request) => ({ result: await listPayments(db, caller(request), request.body) }),
  );

  app.get(
    '/payment/history/payments/:id',
    {
      schema: {
        description: 'One payment: its lines, its transfer state and the account it went to.',
        params: IdParams,
        response: { 200: Answer(TransactionRecord) },
      },
      config: access('overview'),
    },
    async (request) => {
      const found = await transactionOf(db, caller(request), request.params.id, cipher);
      if (!found) throw notFound('not_found.payment');
      return { result: found };
    },
  );

  app.get(
    '/payment/history/payments/:id/statement',
    {
      schema: {
        description: "A payment's statement, as PDF (default) or CSV: the payee, the period, every line.",
        params: IdParams,
        querystring: StatementQuery,
        response: { 200: FileAnswer('application/pdf', 'text/csv') },
      },
      config: { access: { resource: 'payment-statements', action: 'download' } },
    },
    async (request, reply) => {
      const auth = caller(request);
      const csv = request.query.format === 'csv';
      const file = await (csv ? statementCsv : statementPdf)(db, auth, request.params.id);
      if (!file) throw notFound('not_found.payment');
      return reply
        .type(csv ? 'text/csv; charset=utf-8' : 'application/pdf')
        .header('Content-Disposition', attachment(file.name))
        .send(file.body);
    },
  );
};
