import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, eq } from 'drizzle-orm';
import { RevenueImportStatus, RevenueSource } from '../../../shared/royalties';
import { msg } from '../../../shared/serverMessages';
import { caller } from '../../platform/auth/plugin';
import { badRequest, conflict } from '../../platform/http/errors';
import { Answer, Strict } from '../../platform/http/schemas';
import { enqueueJob } from '../../platform/jobs/queue';
import type { ApiServices } from '../../services';
import { REVENUE_ANALYTICS_JOB } from './analyticsJob';
import { checkOpenImports, firstDayOf, importAnswer } from './repository';
import { Month, RevenueImportRecord } from './schemas';
import { revenueImports } from './table';

const read = { access: { resource: 'revenue-imports', action: 'read' } } as const;
const write = { access: { resource: 'revenue-imports', action: 'import' } } as const;

/** An import from the API has no file: its digest is written once its figures are read. */
const NO_DIGEST = '0'.repeat(64);

const AnalyticsState = Type.Object({
  configured: Type.Boolean({ description: 'Whether the YouTube Analytics API (or its stand-in) is set up.' }),
});

/**
 * Revenue from the YouTube Analytics API (issue 36): staff start a month's import, a job reads it
 * page by page as a revenue import of source youtube_analytics, then puts it in force.
 */
export const revenueAnalyticsRoutes: FastifyPluginAsyncTypebox<ApiServices> = async (
  app,
  { db, analytics, jobs },
) => {
  app.get(
    '/royalties/revenue/analytics',
    {
      schema: {
        description: 'Whether revenue can be imported from the YouTube Analytics API.',
        response: { 200: Answer(AnalyticsState) },
      },
      config: read,
    },
    async () => ({ result: { configured: analytics !== undefined } }),
  );

  app.post(
    '/royalties/revenue/analytics',
    {
      schema: {
        description:
          "Imports a month's revenue from the YouTube Analytics API (a job): the same figures as the month's import in force change nothing (status unchanged), others replace it with an audit entry. 409 when the API is not configured or the month's import from it is already running.",
        body: Strict({ period: Month }),
        response: { 202: Answer(RevenueImportRecord) },
      },
      config: write,
    },
    async (request, reply) => {
      const auth = caller(request);
      if (!analytics) throw conflict('royalties.analytics_not_configured');
      const { period: month } = request.body;
      if (month > new Date().toISOString().slice(0, 7)) {
        throw badRequest('request.invalid', { period: 'royalties.bad_period' });
      }
      const id = randomUUID();
      const period = firstDayOf(month);
      await db.transaction(async (tx) => {
        const [running] = await tx
          .select({ id: revenueImports.id })
          .from(revenueImports)
          .where(
            and(
              eq(revenueImports.source, RevenueSource.ANALYTICS),
              eq(revenueImports.period, period),
              eq(revenueImports.status, RevenueImportStatus.IMPORTING),
            ),
          );
        if (running) throw conflict(msg('royalties.analytics_running', { period: month }));
        await checkOpenImports(tx, auth.userId);
        await tx.insert(revenueImports).values({
          id,
          source: RevenueSource.ANALYTICS,
          period,
          sha256: NO_DIGEST,
          bytes: 0,
          status: RevenueImportStatus.IMPORTING,
          createdBy: auth.userId,
          importedBy: auth.userId,
        });
        await enqueueJob(
          tx,
          REVENUE_ANALYTICS_JOB,
          { importId: id },
          { subjectId: id, requestedBy: auth.userId },
        );
      });
      jobs?.nudge();
      reply.status(202);
      return { result: (await importAnswer(db, id))! };
    },
  );
};
