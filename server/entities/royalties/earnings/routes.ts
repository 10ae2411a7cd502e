import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from '@sinclair/typebox';
import { and, desc, eq, gte } from 'drizzle-orm';
import { EarningsDimension, type ReportDimension } from '../../../../shared/earnings';
import { seesMoney, type UserType } from '../../../../shared/roles';
import { RevenueImportStatus } from '../../../../shared/royalties';
import { msg } from '../../../../shared/serverMessages';
import { caller } from '../../../platform/auth/plugin';
import type { AuthContext } from '../../../platform/auth/context';
import { badRequest, conflict, notFound } from '../../../platform/http/errors';
import { Answer, IdParams } from '../../../platform/http/schemas';
import { jobs } from '../../../platform/jobs/table';
import type { ApiServices } from '../../../services';
import { firstDayOf, monthOf } from '../repository';
import { revenueImports } from '../table';
import {
  monthsOf,
  pageOf,
  payeeScope,
  reportPage,
  seriesOf,
  sortOf,
  totalsOf,
  TOP,
  type ReportRowAnswer,
  type Sums,
} from './reports';
import {
  OverviewAnswer,
  OverviewBody,
  ReportAnswer,
  ReportListBody,
  SplitBody,
  SplitRunRecord,
} from './schemas';
import { keySource, type KeySource } from './ranges';
import { enqueueSplit, ROYALTY_SPLIT_JOB, type SplitPayload } from './splitJob';
import { royaltySplitAudits } from './table';

type ListBody = Static<typeof ReportListBody>;
const USD = 'USD' as const;

/** Money for those who see it; the line counts alone for the others (a manager limited's claims). */
function sumsFor(sums: Sums, type: UserType) {
  if (!seesMoney(type)) return { line_count: sums.line_count, currency: USD };
  const { total_micros, payable_micros, held_micros, void_micros, line_count } = sums;
  return { total_micros, payable_micros, held_micros, void_micros, line_count, currency: USD };
}

/** The default range: the last twelve months up to this one. */
function rangeOf(filter: ListBody['filter']) {
  const today = new Date().toISOString().slice(0, 10);
  const yearAgo = new Date(Date.now() - 335 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  return monthsOf(filter?.from ?? yearAgo, filter?.to ?? today);
}

const rowOf = (dimension: ReportDimension, row: ReportRowAnswer, type: UserType) => ({
  _id: row.key,
  dimension,
  name: row.name ?? row.key,
  ...(dimension === 'claim' && {
    video_id: row.video_id ?? undefined,
    asset_title: row.asset_title ?? null,
    claim_status: row.claim_status ?? undefined,
    rights_holder_name: row.rights_holder_name ?? null,
  }),
  ...sumsFor(row, type),
});

/**
 * The earnings reports (issue 36) over the monthly rollups, and the split runs staff start. Who
 * may call each is its page's declaration (shared/resources/pages.ts); whose lines it adds up is
 * payeeScope (staff everyone's, an owner its own payee lines); money never reaches 5, 7, 8, 9.
 */
export const earningsRoutes: FastifyPluginAsyncTypebox<ApiServices> = async (
  app,
  { db, jobs: worker, earningsDirectKeys },
) => {
  /** Staff's keys of a dimension over the range (an owner reads its own rollups: none). */
  const sourceOf = (auth: AuthContext, dimension: string, range: { from: string; to: string }) =>
    auth.ownerId !== null
      ? undefined
      : keySource(db, dimension, range, {
          requestedBy: auth.userId,
          directKeys: earningsDirectKeys,
          nudge: () => worker?.nudge(),
        });
  const windowOf = (source: KeySource | undefined) =>
    source && 'window' in source ? source.window : undefined;

  async function report(auth: AuthContext, dimension: ReportDimension, body: ListBody) {
    const range = rangeOf(body.filter);
    const scope = payeeScope(auth);
    // Who sees no money may not order by it either (the order would tell the amounts).
    const sort = seesMoney(auth.type) ? sortOf(body.sort) : sortOf(body.sort ?? 'line_count');
    if (sort !== 'line_count' && !seesMoney(auth.type)) {
      throw badRequest('request.invalid', { sort: msg('field.cannot_sort', { field: sort }) });
    }
    // Two reads of their own, asked together (on as many of the pool's connections).
    const [source, sums] = await Promise.all([sourceOf(auth, dimension, range), totalsOf(db, range, scope)]);
    const totals = sumsFor(sums, auth.type);
    // The range's window is being made: its progress instead of rows (the page asks again).
    if (source && 'preparing' in source) {
      return { result: { data: [], total: 0, totals, preparing: source.preparing } };
    }
    const rows = await reportPage(db, dimension, {
      range,
      scope,
      ...pageOf(body.page, body.limit),
      sort,
      order: body.order?.toUpperCase() === 'ASC' ? 'ASC' : 'DESC',
      window: windowOf(source),
    });
    return {
      result: {
        data: rows.map((row) => rowOf(dimension, row, auth.type)),
        total: rows[0]?.total_rows ?? 0,
        totals,
      },
    };
  }

  const byDimension = (path: string, dimension: ReportDimension, action: string, what: string) =>
    app.post(
      `/royalties/earnings/${path}`,
      {
        schema: {
          description: `Royalties earnings by ${what} over a date range (every month it touches), one sorted page (staff: all lines; a creator or rights holder: its own).`,
          body: ReportListBody,
          response: { 200: Answer(ReportAnswer) },
        },
        config: { access: { resource: 'royalties', action } },
      },
      async (request) => report(caller(request), dimension, request.body) as never,
    );
  byDimension('by-creator', EarningsDimension.CREATOR, 'byCreator', 'creator');
  byDimension('by-right-holder', EarningsDimension.RIGHTS_HOLDER, 'byRightHolder', 'rights holder');
  byDimension('by-video', EarningsDimension.VIDEO, 'byVideo', 'YouTube video');

  app.post(
    '/royalties/earnings/overview',
    {
      schema: {
        description:
          'Royalties earnings overview: totals, each month, and the top channels, videos and payees over a date range.',
        body: OverviewBody,
        response: { 200: Answer(OverviewAnswer) },
      },
      config: { access: { resource: 'royalties-earnings', action: 'overview' } },
    },
    async (request) => {
      const auth = caller(request);
      const range = monthsOf(request.body.from, request.body.to);
      const scope = payeeScope(auth);
      const money = seesMoney(auth.type);
      // A top list is an order by money: none for who may not see money (the counts stay). The first
      // source alone, then the others together: a range's window is made once, by the first one's job.
      const tops = ['channel', 'video', 'payee'] as const;
      const sources = new Map<string, KeySource | undefined>();
      if (money) {
        const [first, ...others] = tops;
        sources.set(first, await sourceOf(auth, first, range));
        const found = await Promise.all(others.map((dimension) => sourceOf(auth, dimension, range)));
        others.forEach((dimension, i) => sources.set(dimension, found[i]));
      }
      const preparing = [...sources.values()].find((source) => source && 'preparing' in source);
      const top = async (dimension: (typeof tops)[number]) =>
        !money || preparing
          ? []
          : (
              await reportPage(db, dimension, {
                range,
                scope,
                page: 1,
                limit: TOP,
                sort: 'total_micros',
                order: 'DESC',
                total: false,
                window: windowOf(sources.get(dimension)),
              })
            ).map((row) => ({
              _id: row.key,
              name: row.name ?? (row.key === 'company' ? 'Company' : row.key),
              total_micros: row.total_micros,
            }));
      // Five reads of their own: asked together, on as many of the pool's connections.
      const [totals, series, topChannels, topVideos, topPayees] = await Promise.all([
        totalsOf(db, range, scope),
        seriesOf(db, range, scope),
        top(EarningsDimension.CHANNEL),
        top(EarningsDimension.VIDEO),
        top(EarningsDimension.PAYEE),
      ]);
      return {
        result: {
          from: monthOf(range.from),
          to: monthOf(range.to),
          totals: sumsFor(totals, auth.type),
          series: series.map((point) => ({ period: point.period, ...sumsFor(point, auth.type) })),
          top_channels: topChannels,
          top_videos: topVideos,
          top_payees: topPayees,
          ...(preparing && 'preparing' in preparing && { preparing: preparing.preparing }),
        },
      };
    },
  );

  // Claims Payment Details: one page, two actions (staff's every claim, a rights holder's own part).
  const claimDetail = (path: string, action: 'staffOverview' | 'ownerOverview', who: string) =>
    app.post(
      path,
      {
        schema: {
          description: `Claims Payment Details (${who}): the revenue of each claim over a date range, one sorted page; a manager limited gets the line counts only.`,
          body: ReportListBody,
          response: { 200: Answer(ReportAnswer) },
        },
        config: { access: { resource: 'claim-detail', action } },
      },
      async (request) => (await report(caller(request), EarningsDimension.CLAIM, request.body)) as never,
    );
  claimDetail('/claim-detail/overview', 'staffOverview', 'CRUD staff: every claim');
  claimDetail('/claim-detail/owner/overview', 'ownerOverview', 'a rights holder: its own part of its claims');

  app.post(
    '/royalties/splits',
    {
      schema: {
        description:
          "Splits a month's imported revenue into royalty lines again (a job): its unpaid lines are replaced, the change audited. Answers the run, to follow at GET /royalties/splits/{id}.",
        body: SplitBody,
        response: { 202: Answer(SplitRunRecord) },
      },
      config: { access: { resource: 'revenue-imports', action: 'import' } },
    },
    async (request, reply) => {
      const auth = caller(request);
      const { period } = request.body;
      const [inForce] = await db
        .select({ id: revenueImports.id })
        .from(revenueImports)
        .where(
          and(
            eq(revenueImports.period, firstDayOf(period)),
            eq(revenueImports.status, RevenueImportStatus.IMPORTED),
          ),
        )
        .limit(1);
      if (!inForce) throw conflict(msg('earnings.no_revenue', { period }));
      const job = await enqueueSplit(db, period, { requestedBy: auth.userId });
      worker?.nudge();
      reply.code(202);
      return { result: (await splitRunOf(job.id))!, message: 'Split queued.' };
    },
  );

  app.get(
    '/royalties/splits/:id',
    {
      schema: {
        description:
          'A split run: its state and progress, its failure, and once done the audit of what it changed.',
        params: IdParams,
        response: { 200: Answer(SplitRunRecord) },
      },
      config: { access: { resource: 'revenue-imports', action: 'import' } },
    },
    async (request) => {
      const found = await splitRunOf(request.params.id);
      if (!found) throw notFound('not_found.split_run');
      return { result: found };
    },
  );

  /** The run as its job tells it, with the month's audit written since the job was queued. */
  async function splitRunOf(id: string) {
    const [job] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, id), eq(jobs.kind, ROYALTY_SPLIT_JOB)));
    if (!job) return undefined;
    const { period } = job.payload as unknown as SplitPayload;
    const [audit] =
      job.state === 'succeeded'
        ? await db
            .select()
            .from(royaltySplitAudits)
            .where(
              and(
                eq(royaltySplitAudits.period, firstDayOf(period)),
                gte(royaltySplitAudits.createdAt, job.createdAt),
              ),
            )
            .orderBy(desc(royaltySplitAudits.createdAt))
            .limit(1)
        : [];
    return {
      _id: job.id,
      period,
      state: job.state,
      progress: job.progress,
      error: job.error,
      error_message: job.errorMessage ?? null,
      audit: audit
        ? {
            _id: audit.id,
            period: monthOf(audit.period),
            revenue_micros: audit.revenueMicros.toString(),
            lines_before: audit.linesBefore,
            lines_after: audit.linesAfter,
            change_count: audit.changeCount,
            changes: audit.changes,
            kept: audit.kept,
            requested_by: audit.requestedBy,
            created_at: audit.createdAt,
          }
        : null,
      created_at: job.createdAt,
    };
  }
};
