import type { Readable } from 'node:stream';
import { and, eq, ne } from 'drizzle-orm';
import { messageOf } from '../../../shared/messages';
import { msg } from '../../../shared/serverMessages';
import {
  REVENUE_ERRORS_KEPT,
  REVENUE_INSERT_BATCH,
  REVENUE_PREVIEW_ROWS,
  RevenueImportStatus,
} from '../../../shared/royalties';
import type { Database } from '../../platform/db/client';
import type { JobContext, JobHandler } from '../../platform/jobs/handler';
import { PermanentJobError } from '../../platform/jobs/queue';
import { saidOf } from '../../platform/jobs/saidError';
import type { FileStorage } from '../../platform/storage/storage';
import { recordActivity } from '../activityLog/repository';
import { rangeJobHandlers } from './earnings/ranges';
import { enqueueSplit, splitJobHandlers } from './earnings/splitJob';
import { readRevenueReport, type RevenueRow } from './revenueCsv';
import { monthOf } from './repository';
import {
  revenueFileKey,
  revenueImports,
  revenueLines,
  type PreviewRow,
  type RevenueImportRow,
  type StoredRowError,
} from './table';

export const REVENUE_CHECK_JOB = 'revenue.check';
export const REVENUE_IMPORT_JOB = 'revenue.import';
/** Progress is written at most this often (each write renews the job's lease too). */
const PROGRESS_EVERY_MS = 1000;

export interface RevenueImportPayload {
  importId: string;
  replace?: boolean;
  skipErrors?: boolean;
}

const previewOf = (row: RevenueRow): PreviewRow => ({
  line: row.line,
  video_id: row.videoId,
  channel_id: row.channelId,
  asset_id: row.assetId,
  day: row.day,
  views: row.views.toString(),
  amount_micros: row.amountMicros.toString(),
});

/** The file's events, with the import's progress (by bytes read) written now and then. */
async function* eventsOf(
  db: Database,
  storage: FileStorage,
  row: RevenueImportRow,
  context: JobContext,
  span: [number, number],
) {
  const source = (await storage.read(revenueFileKey(row.id))) as Readable;
  let last = 0;
  let read = 0;
  for await (const event of readRevenueReport(source, monthOf(row.period), (bytes) => (read = bytes))) {
    if (Date.now() - last > PROGRESS_EVERY_MS) {
      last = Date.now();
      const percent = Math.min(
        99,
        Math.floor(span[0] + ((span[1] - span[0]) * read) / Math.max(1, row.bytes)),
      );
      await db.update(revenueImports).set({ progress: percent }).where(eq(revenueImports.id, row.id));
      await context.progress(percent);
    }
    if (context.signal.aborted) throw context.signal.reason ?? new Error('aborted');
    yield event;
  }
}

/** A failure kept on the import (the page shows it); the job fails with it too. */
async function failed(db: Database, id: string, error: unknown): Promise<never> {
  const said = saidOf(error);
  if (error instanceof PermanentJobError && said) {
    // What a failed import wrote is never read (its import is not in force): it goes now.
    await db.delete(revenueLines).where(eq(revenueLines.importId, id));
    await db
      .update(revenueImports)
      .set({ status: RevenueImportStatus.FAILED, failure: messageOf(said), updatedAt: new Date() })
      .where(eq(revenueImports.id, id));
  }
  throw error;
}

async function importRow(db: Database, payload: unknown): Promise<RevenueImportRow | undefined> {
  const { importId } = payload as RevenueImportPayload;
  const [row] = await db.select().from(revenueImports).where(eq(revenueImports.id, importId));
  return row;
}

/**
 * The check reads the stored file once: its good rows counted and summed, the first ones kept as the
 * preview, the bad ones kept (the first REVENUE_ERRORS_KEPT) with their line and reason.
 */
function checkHandler(db: Database, storage: FileStorage): JobHandler {
  return async (context) => {
    const row = await importRow(db, context.job.payload);
    if (!row || row.status !== RevenueImportStatus.CHECKING) return;
    const preview: PreviewRow[] = [];
    const errors: StoredRowError[] = [];
    let rowCount = 0;
    let errorCount = 0;
    let total = 0n;
    try {
      for await (const event of eventsOf(db, storage, row, context, [0, 100])) {
        if ('error' in event) {
          errorCount++;
          if (errors.length < REVENUE_ERRORS_KEPT)
            errors.push({ ...event.error, reason: messageOf(event.error.reason) });
          continue;
        }
        rowCount++;
        total += event.row.amountMicros;
        if (preview.length < REVENUE_PREVIEW_ROWS) preview.push(previewOf(event.row));
      }
    } catch (error) {
      return failed(db, row.id, error);
    }
    await db
      .update(revenueImports)
      .set({
        status: RevenueImportStatus.CHECKED,
        progress: 100,
        rowCount,
        errorCount,
        totalMicros: total,
        preview,
        errors,
        updatedAt: new Date(),
      })
      .where(and(eq(revenueImports.id, row.id), eq(revenueImports.status, RevenueImportStatus.CHECKING)));
  };
}

/**
 * The import writes the file's good rows as this import's lines, in batches, while the month's import
 * in force stays in force (readers count only imported imports' lines); then one short transaction
 * puts this one in force, replacing (and auditing) the one before. A retry starts by removing what an
 * interrupted run wrote, so lines are never written twice.
 */
function importHandler(db: Database, storage: FileStorage): JobHandler {
  return async (context) => {
    const payload = context.job.payload as unknown as RevenueImportPayload;
    const row = await importRow(db, payload);
    if (!row || row.status !== RevenueImportStatus.IMPORTING) return;
    await db.delete(revenueLines).where(eq(revenueLines.importId, row.id));
    let batch: (typeof revenueLines.$inferInsert)[] = [];
    const flush = async () => {
      if (batch.length) await db.insert(revenueLines).values(batch);
      batch = [];
    };
    try {
      for await (const event of eventsOf(db, storage, row, context, [0, 95])) {
        if (!('row' in event)) continue;
        const line = event.row;
        batch.push({
          importId: row.id,
          period: row.period,
          day: line.day,
          videoId: line.videoId,
          channelYoutubeId: line.channelId,
          assetYoutubeId: line.assetId,
          views: line.views,
          amountMicros: line.amountMicros,
          line: line.line,
        });
        if (batch.length >= REVENUE_INSERT_BATCH) await flush();
      }
      await flush();
    } catch (error) {
      return failed(db, row.id, error);
    }
    const actor = { userId: (row.importedBy ?? row.createdBy)! };
    const putInForce = db.transaction(async (tx) => {
      const [inForce] = await tx
        .select()
        .from(revenueImports)
        .where(
          and(
            eq(revenueImports.source, row.source),
            eq(revenueImports.period, row.period),
            eq(revenueImports.status, RevenueImportStatus.IMPORTED),
            ne(revenueImports.id, row.id),
          ),
        )
        .for('update');
      // Another import of the month went in force while this one ran: replace it only when asked.
      if (inForce && !payload.replace) {
        throw new PermanentJobError(msg('royalties.period_imported', { period: monthOf(row.period) }));
      }
      if (inForce) {
        await tx
          .update(revenueImports)
          .set({ status: RevenueImportStatus.REPLACED, replacedBy: row.id, updatedAt: new Date() })
          .where(eq(revenueImports.id, inForce.id));
        await tx.delete(revenueLines).where(eq(revenueLines.importId, inForce.id));
      }
      await tx
        .update(revenueImports)
        .set({
          status: RevenueImportStatus.IMPORTED,
          progress: 100,
          importedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(revenueImports.id, row.id));
      const figures = (r: RevenueImportRow) => ({
        period: monthOf(r.period),
        source: r.source,
        rows: r.rowCount,
        total_micros: r.totalMicros.toString(),
      });
      await recordActivity(tx, actor, {
        action: inForce ? 'update' : 'create',
        entity: 'revenue_imports',
        entityId: row.id,
        ...(inForce && { before: { ...figures(inForce), import: inForce.id } }),
        after: { ...figures(row), skipped_rows: row.errorCount },
      });
      // The month's revenue changed: its royalty lines are split again (earnings/splitJob.ts).
      await enqueueSplit(tx, monthOf(row.period), { importedBy: actor.userId });
    });
    await putInForce.catch((error: unknown) => failed(db, row.id, error));
  };
}

export function revenueJobHandlers(db: Database, storage: FileStorage): Record<string, JobHandler> {
  return {
    [REVENUE_CHECK_JOB]: checkHandler(db, storage),
    [REVENUE_IMPORT_JOB]: importHandler(db, storage),
    ...splitJobHandlers(db),
    ...rangeJobHandlers(db),
  };
}
