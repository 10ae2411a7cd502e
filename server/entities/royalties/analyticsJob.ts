import { and, asc, eq, inArray, max, ne, sql } from 'drizzle-orm';
import { messageOf, type AnySaid } from '../../../shared/messages';
import {
  REVENUE_ERRORS_KEPT,
  REVENUE_PREVIEW_ROWS,
  RevenueImportStatus,
  RevenueSource,
} from '../../../shared/royalties';
import { msg } from '../../../shared/serverMessages';
import type { Database } from '../../platform/db/client';
import {
  ANALYTICS_PAGE_SIZE,
  type AnalyticsClient,
  type AnalyticsBadRow,
  type UploaderType,
} from '../../platform/google/analytics';
import { GoogleError } from '../../platform/google/client';
import type { JobContext, JobHandler } from '../../platform/jobs/handler';
import { PermanentJobError } from '../../platform/jobs/queue';
import { recordActivity } from '../activityLog/repository';
import { channels } from '../channels/table';
import { youtubeVideos } from '../videos/table';
import { monthOf } from './repository';
import { revenueImports, revenueLines, type RevenueImportRow, type StoredRowError } from './table';

export const REVENUE_ANALYTICS_JOB = 'revenue.analytics';

/** The two reports a month is read from: the content owner's own uploads, then its claims on others'. */
const PASSES: readonly UploaderType[] = ['self', 'thirdParty'];
/**
 * A pass's rows are numbered from pass × PASS_LINES + their place in the report (1-based), so a line
 * says where its figure came from, and an interrupted run goes on after the last line it wrote.
 */
const PASS_LINES = 1_000_000_000;
const DAY_MS = 86_400_000;

/** The month's first and last day (today at most: the month may still be running). */
export function monthRange(month: string, now = new Date()) {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
  const today = now.toISOString().slice(0, 10);
  return { startDate: `${month}-01`, endDate: last < today ? last : today };
}

const fieldReason = {
  video: 'royalties.bad_video_id',
  day: 'royalties.bad_period',
  views: 'royalties.bad_views',
  revenue: 'royalties.bad_amount',
} as const;

/** The channels (YouTube ids) of the synced videos among `videoIds`. */
async function channelsOf(db: Database, videoIds: string[]): Promise<Map<string, string>> {
  if (videoIds.length === 0) return new Map();
  const rows = await db
    .select({ videoId: youtubeVideos.videoId, channel: channels.channelId })
    .from(youtubeVideos)
    .innerJoin(channels, eq(channels.id, youtubeVideos.channelId))
    .where(inArray(youtubeVideos.videoId, videoIds));
  return new Map(rows.map((row) => [row.videoId, row.channel]));
}

/** Keeps a page's bad rows on the import (each line once: a resumed page may read one again). */
async function keepBadRows(tx: Database, row: RevenueImportRow, lines: number[], bad: AnalyticsBadRow[]) {
  const [current] = await tx
    .select({ errors: revenueImports.errors, errorCount: revenueImports.errorCount })
    .from(revenueImports)
    .where(eq(revenueImports.id, row.id));
  const known = new Set(current!.errors.map((error) => error.line));
  const fresh: StoredRowError[] = bad
    .map((entry, i) => ({ line: lines[i]!, field: entry.field, reason: messageOf(fieldReason[entry.field]) }))
    .filter((error) => !known.has(error.line));
  await tx
    .update(revenueImports)
    .set({
      errors: [...current!.errors, ...fresh].slice(0, REVENUE_ERRORS_KEPT),
      errorCount: current!.errorCount + fresh.length,
    })
    .where(eq(revenueImports.id, row.id));
}

/** Reads one pass's pages into the import's lines, from where an earlier attempt stopped. */
async function readPass(
  db: Database,
  client: AnalyticsClient,
  row: RevenueImportRow,
  context: JobContext,
  pass: number,
) {
  const base = pass * PASS_LINES;
  const [written] = await db
    .select({ last: max(revenueLines.line) })
    .from(revenueLines)
    .where(
      and(
        eq(revenueLines.importId, row.id),
        sql`${revenueLines.line} > ${base} and ${revenueLines.line} <= ${base + PASS_LINES}`,
      ),
    );
  let startIndex = (written?.last ?? base) - base + 1;
  const range = monthRange(monthOf(row.period));
  const days = Math.max(1, (Date.parse(range.endDate) - Date.parse(range.startDate)) / DAY_MS + 1);
  for (;;) {
    const page = await client.revenuePage(
      { ...range, granularity: 'day', uploaderType: PASSES[pass]!, startIndex },
      context.signal,
    );
    const owners = await channelsOf(db, [...new Set(page.rows.map((line) => line.videoId))]);
    // Good rows keep their place in the report as their line; bad ones are kept with theirs.
    const badIndex = new Set(page.bad.map((entry) => entry.index));
    const places: number[] = [];
    for (let index = 0; index < page.count; index++) if (!badIndex.has(index)) places.push(index);
    await db.transaction(async (tx) => {
      if (page.rows.length > 0) {
        await tx.insert(revenueLines).values(
          page.rows.map((line, i) => ({
            importId: row.id,
            period: row.period,
            day: line.period,
            videoId: line.videoId,
            channelYoutubeId: owners.get(line.videoId) ?? null,
            views: line.views,
            amountMicros: line.revenueMicros,
            line: base + startIndex + places[i]!,
          })),
        );
      }
      if (page.bad.length > 0) {
        const lines = page.bad.map((entry) => base + startIndex + entry.index);
        await keepBadRows(tx, row, lines, page.bad);
      }
    });
    const lastDay = page.rows.at(-1)?.period;
    const through = lastDay ? (Date.parse(lastDay) - Date.parse(range.startDate)) / DAY_MS + 1 : days;
    const percent = Math.min(95, Math.floor((pass * 100 + (100 * through) / days) / PASSES.length));
    await db.update(revenueImports).set({ progress: percent }).where(eq(revenueImports.id, row.id));
    await context.progress(percent);
    if (page.count < ANALYTICS_PAGE_SIZE) return;
    startIndex += page.count;
  }
}

/** A failure kept on the import (the page shows it): its lines go, it is no longer open work. */
async function failImport(db: Database, id: string, said: AnySaid) {
  await db.transaction(async (tx) => {
    await tx.delete(revenueLines).where(eq(revenueLines.importId, id));
    await tx
      .update(revenueImports)
      .set({ status: RevenueImportStatus.FAILED, failure: messageOf(said), updatedAt: new Date() })
      .where(eq(revenueImports.id, id));
  });
  throw new PermanentJobError(said);
}

/** What the import's lines add up to, and a digest of them (the same figures give the same digest). */
async function figuresOf(db: Database, id: string) {
  const [figures] = await db
    .select({
      rows: sql<number>`count(*)::int`,
      total: sql<string>`coalesce(sum(${revenueLines.amountMicros}), 0)::text`,
      digest: sql<string>`encode(sha256(convert_to(coalesce(string_agg(
        ${revenueLines.videoId} || '|' || coalesce(${revenueLines.day}::text, '') || '|' ||
        ${revenueLines.views}::text || '|' || ${revenueLines.amountMicros}::text, E'\n' order by ${revenueLines.line}), ''), 'UTF8')), 'hex')`,
    })
    .from(revenueLines)
    .where(eq(revenueLines.importId, id));
  const preview = await db
    .select()
    .from(revenueLines)
    .where(eq(revenueLines.importId, id))
    .orderBy(asc(revenueLines.line))
    .limit(REVENUE_PREVIEW_ROWS);
  return {
    rowCount: figures!.rows,
    totalMicros: BigInt(figures!.total),
    sha256: figures!.digest,
    preview: preview.map((line) => ({
      line: line.line,
      video_id: line.videoId,
      channel_id: line.channelYoutubeId,
      asset_id: line.assetYoutubeId,
      day: line.day,
      views: line.views.toString(),
      amount_micros: line.amountMicros.toString(),
    })),
  };
}

/**
 * Puts the import in force: the same figures as the month's import in force change nothing (this one
 * is marked unchanged and keeps no lines); other figures replace it, with an audit entry.
 */
async function putInForce(db: Database, row: RevenueImportRow) {
  const figures = await figuresOf(db, row.id);
  await db.transaction(async (tx) => {
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
    const done = { ...figures, progress: 100, updatedAt: new Date() };
    if (inForce && inForce.sha256 === figures.sha256) {
      await tx.delete(revenueLines).where(eq(revenueLines.importId, row.id));
      await tx
        .update(revenueImports)
        .set({ ...done, status: RevenueImportStatus.UNCHANGED })
        .where(eq(revenueImports.id, row.id));
      return;
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
      .set({ ...done, status: RevenueImportStatus.IMPORTED, importedAt: new Date() })
      .where(eq(revenueImports.id, row.id));
    const summary = (r: { period: string; source: string; rowCount: number; totalMicros: bigint }) => ({
      period: monthOf(r.period),
      source: r.source,
      rows: r.rowCount,
      total_micros: r.totalMicros.toString(),
    });
    await recordActivity(
      tx,
      { userId: (row.importedBy ?? row.createdBy)! },
      {
        action: inForce ? 'update' : 'create',
        entity: 'revenue_imports',
        entityId: row.id,
        ...(inForce && { before: { ...summary(inForce), import: inForce.id } }),
        after: { ...summary({ ...row, ...figures }), skipped_rows: row.errorCount },
      },
    );
  });
}

/**
 * Imports a month from the YouTube Analytics API as the import's lines, page by page (each page's
 * lines in one transaction, so a retry goes on after the last page written), then puts it in force.
 * Google's transient failures are tried again by the client, then by the queue (with backoff); its
 * refusals, and the last attempt's failure, fail the import saying why.
 */
export function analyticsJobHandlers(db: Database, client: AnalyticsClient): Record<string, JobHandler> {
  return {
    [REVENUE_ANALYTICS_JOB]: async (context) => {
      const { importId } = context.job.payload as { importId: string };
      const [row] = await db.select().from(revenueImports).where(eq(revenueImports.id, importId));
      if (!row || row.status !== RevenueImportStatus.IMPORTING || row.source !== RevenueSource.ANALYTICS)
        return;
      try {
        for (let pass = 0; pass < PASSES.length; pass++) await readPass(db, client, row, context, pass);
      } catch (error) {
        const transient = !(error instanceof GoogleError) || error.kind === 'unavailable';
        if (transient && context.job.attempts < context.job.maxAttempts) throw error;
        const detail = error instanceof Error ? error.message : String(error);
        return failImport(db, row.id, msg('royalties.analytics_failed', { detail }));
      }
      const [fresh] = await db.select().from(revenueImports).where(eq(revenueImports.id, row.id));
      await putInForce(db, fresh!);
    },
  };
}
