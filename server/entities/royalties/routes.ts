import { createHash, randomUUID } from 'node:crypto';
import { Transform } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, ne } from 'drizzle-orm';
import {
  OPEN_REVENUE_IMPORTS,
  REVENUE_FILE_MAX_BYTES,
  RevenueImportStatus,
  RevenueSource,
} from '../../../shared/royalties';
import { msg } from '../../../shared/serverMessages';
import { caller } from '../../platform/auth/plugin';
import { CSV_TYPES, isCsvBody } from '../../platform/http/csvBody';
import { badRequest, conflict, HttpError, notFound } from '../../platform/http/errors';
import { Answer, IdParams, ListAnswer } from '../../platform/http/schemas';
import { enqueueJob } from '../../platform/jobs/queue';
import type { ApiServices } from '../../services';
import { recordActivity } from '../activityLog/repository';
import { REVENUE_CHECK_JOB, REVENUE_IMPORT_JOB } from './jobs';
import { checkOpenImports, findImport, firstDayOf, importAnswer, listImports, monthOf } from './repository';
import { ImportBody, RevenueImportListBody, RevenueImportRecord, UploadQuery } from './schemas';
import { revenueFileKey, revenueImports } from './table';

const read = { access: { resource: 'revenue-imports', action: 'read' } } as const;
const write = { access: { resource: 'revenue-imports', action: 'import' } } as const;

const tooLarge = () =>
  new HttpError(413, msg('royalties.too_large', { megabytes: REVENUE_FILE_MAX_BYTES / 1024 / 1024 }));

/** The current month, 'YYYY-MM' (UTC): revenue of a month still to come cannot exist. */
const currentMonth = () => new Date().toISOString().slice(0, 7);

/**
 * Revenue imports (issue 36): staff upload YouTube's monthly revenue report as the request's body; it
 * is stored by the import's id, checked by a job into a preview, then imported by another job.
 */
export const revenueImportRoutes: FastifyPluginAsyncTypebox<ApiServices> = async (
  app,
  { db, storage, jobs },
) => {
  // The file is streamed to storage as it arrives, so the parser leaves it unread.
  app.addContentTypeParser(CSV_TYPES, (_request, _payload, done) => done(null));

  app.post(
    '/royalties/revenue/imports',
    {
      schema: {
        description: 'The revenue imports, newest first (staff who see money).',
        body: RevenueImportListBody,
        response: { 200: ListAnswer(RevenueImportRecord) },
      },
      config: read,
    },
    async (request) => ({ result: (await listImports(db, request.body)) as never }),
  );

  app.get(
    '/royalties/revenue/imports/:id',
    {
      schema: { params: IdParams, response: { 200: Answer(RevenueImportRecord) } },
      config: read,
    },
    async (request) => {
      const found = await importAnswer(db, request.params.id);
      if (!found) throw notFound('not_found.revenue_import');
      return { result: found };
    },
  );

  app.post(
    '/royalties/revenue/upload',
    {
      schema: {
        description:
          "Uploads a month's revenue report (CSV, sent as the body with Content-Type text/csv) and queues its check. The same file as the month's import in force answers that import (duplicate: true) and stores nothing.",
        querystring: UploadQuery,
        response: { 200: Answer(RevenueImportRecord), 201: Answer(RevenueImportRecord) },
      },
      config: write,
    },
    async (request, reply) => {
      const auth = caller(request);
      const { period: month, source = RevenueSource.REPORT } = request.query;
      if (!isCsvBody(request)) throw badRequest('request.invalid', { file: 'royalties.csv_body' });
      if (month > currentMonth()) throw badRequest('request.invalid', { period: 'royalties.bad_period' });
      if (Number(request.headers['content-length']) > REVENUE_FILE_MAX_BYTES) throw tooLarge();
      // Checked before a byte is stored, and again (under the person's lock) before the import is kept.
      await db.transaction((tx) => checkOpenImports(tx, auth.userId));
      const id = randomUUID();
      const hash = createHash('sha256');
      let bytes = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          if (bytes > REVENUE_FILE_MAX_BYTES) return done(tooLarge());
          hash.update(chunk);
          done(null, chunk);
        },
      });
      request.raw.on('error', (error) => counted.destroy(error));
      const key = revenueFileKey(id);
      try {
        await storage.put(key, request.raw.pipe(counted), { contentType: 'text/csv' });
      } catch (error) {
        await storage.remove(key);
        throw error;
      }
      const sha256 = hash.digest('hex');
      const period = firstDayOf(month);
      const kept = await db
        .transaction(async (tx) => {
          const [same] = await tx
            .select({ id: revenueImports.id })
            .from(revenueImports)
            .where(
              and(
                eq(revenueImports.source, source),
                eq(revenueImports.period, period),
                eq(revenueImports.status, RevenueImportStatus.IMPORTED),
                eq(revenueImports.sha256, sha256),
              ),
            );
          if (same) return { duplicate: same.id, created: undefined };
          await checkOpenImports(tx, auth.userId);
          await tx.insert(revenueImports).values({
            id,
            source,
            period,
            sha256,
            bytes,
            status: RevenueImportStatus.CHECKING,
            createdBy: auth.userId,
          });
          await enqueueJob(
            tx,
            REVENUE_CHECK_JOB,
            { importId: id },
            { subjectId: id, requestedBy: auth.userId },
          );
          return { duplicate: undefined, created: id };
        })
        .catch(async (error: unknown) => {
          await storage.remove(key);
          throw error;
        });
      if (kept.duplicate) {
        await storage.remove(key);
        return { result: { ...(await importAnswer(db, kept.duplicate))!, duplicate: true } };
      }
      jobs?.nudge();
      reply.status(201);
      return { result: (await importAnswer(db, id))! };
    },
  );

  app.post(
    '/royalties/revenue/imports/:id/import',
    {
      schema: {
        description:
          "Imports a checked report's good rows as the month's revenue lines (a job). 409 when the month already has an import in force from another file (unless replace), or when the file has bad rows (unless skip_errors).",
        params: IdParams,
        body: ImportBody,
        response: { 202: Answer(RevenueImportRecord) },
      },
      config: write,
    },
    async (request, reply) => {
      const auth = caller(request);
      const { replace = false, skip_errors: skipErrors = false } = request.body;
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(revenueImports)
          .where(eq(revenueImports.id, request.params.id))
          .for('update');
        if (!row) throw notFound('not_found.revenue_import');
        if (row.status !== RevenueImportStatus.CHECKED) throw conflict('royalties.not_checked');
        if (row.rowCount === 0) throw conflict('royalties.no_rows');
        if (row.errorCount > 0 && !skipErrors) {
          throw conflict(msg('royalties.has_errors', { count: row.errorCount }));
        }
        const [inForce] = await tx
          .select({ id: revenueImports.id })
          .from(revenueImports)
          .where(
            and(
              eq(revenueImports.source, row.source),
              eq(revenueImports.period, row.period),
              eq(revenueImports.status, RevenueImportStatus.IMPORTED),
              ne(revenueImports.id, row.id),
            ),
          );
        if (inForce && !replace) {
          throw conflict(msg('royalties.period_imported', { period: monthOf(row.period) }));
        }
        await tx
          .update(revenueImports)
          .set({
            status: RevenueImportStatus.IMPORTING,
            progress: 0,
            importedBy: auth.userId,
            updatedAt: new Date(),
          })
          .where(eq(revenueImports.id, row.id));
        await enqueueJob(
          tx,
          REVENUE_IMPORT_JOB,
          { importId: row.id, replace, skipErrors },
          { subjectId: row.id, requestedBy: auth.userId },
        );
      });
      jobs?.nudge();
      reply.status(202);
      return { result: (await importAnswer(db, request.params.id))! };
    },
  );

  app.delete(
    '/royalties/revenue/imports/:id',
    {
      schema: {
        description:
          'Discards an import not yet imported (its stored file too); an imported one is replaced instead.',
        params: IdParams,
        response: { 200: Answer(RevenueImportRecord) },
      },
      config: write,
    },
    async (request) => {
      const auth = caller(request);
      const row = await findImport(db, request.params.id);
      if (!row) throw notFound('not_found.revenue_import');
      const answer = (await importAnswer(db, row.id))!;
      if (!OPEN_REVENUE_IMPORTS.includes(row.status) || row.status === RevenueImportStatus.IMPORTING) {
        throw conflict('royalties.cannot_discard');
      }
      await db.transaction(async (tx) => {
        await tx.delete(revenueImports).where(eq(revenueImports.id, row.id));
        await recordActivity(tx, auth, {
          action: 'delete',
          entity: 'revenue_imports',
          entityId: row.id,
          before: { period: monthOf(row.period), source: row.source, status: row.status },
        });
      });
      await storage.remove(revenueFileKey(row.id));
      return { result: answer };
    },
  );
};
