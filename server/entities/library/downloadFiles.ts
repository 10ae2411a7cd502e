import { and, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import { DOWNLOAD_FILE_KEEP_HOURS, DOWNLOAD_FILE_SWEEP_EVERY_SECONDS } from '../../../shared/constants';
import { MEDIA_LINK_SECONDS } from '../assets/mediaLink';
import type { Database } from '../../platform/db/client';
import type { Clock } from '../../platform/jobs/clocks';
import { jobs } from '../../platform/jobs/table';
import type { FileStorage } from '../../platform/storage/storage';
import { assetDownloads, downloadFiles, MadeFileKind } from './table';

export type MadeFile = typeof downloadFiles.$inferSelect;
/** Which made file: footage's sound track, or a clip of an item between two times. */
export type MadeFileSpec =
  | { assetId: string; kind: typeof MadeFileKind.AUDIO }
  | { assetId: string; kind: typeof MadeFileKind.CLIP; startMs: number; endMs: number };

export const DOWNLOAD_FILES_SWEEP_JOB = 'library.files.sweep';
/** Files removed per transaction, so one sweep never holds many rows locked for long. */
const SWEEP_BATCH = 100;

/** Where a clip is stored: named by its item and range, so the same cut is the same file for everyone. */
export const clipKey = (assetId: string, startMs: number, endMs: number, ext: string) =>
  `assets/${assetId}/clips/${startMs}-${endMs}.${ext}`;
/** Where footage's sound track is stored. */
export const audioKey = (assetId: string, ext: string) => `assets/${assetId}/audio.${ext}`;

const sameFile = (spec: MadeFileSpec) =>
  and(
    eq(downloadFiles.assetId, spec.assetId),
    eq(downloadFiles.kind, spec.kind),
    spec.kind === MadeFileKind.CLIP
      ? and(eq(downloadFiles.startMs, spec.startMs), eq(downloadFiles.endMs, spec.endMs))
      : undefined,
  );

/** The downloads of a made file's item and range (a download's kind is its file's: 'audio' or 'clip'). */
export const downloadsOf = (file: Pick<MadeFile, 'assetId' | 'kind' | 'startMs' | 'endMs'>) =>
  and(
    eq(assetDownloads.assetId, file.assetId),
    eq(assetDownloads.kind, file.kind),
    file.kind === MadeFileKind.CLIP && file.startMs !== null && file.endMs !== null
      ? and(eq(assetDownloads.startMs, file.startMs), eq(assetDownloads.endMs, file.endMs))
      : undefined,
  );

/** The made file of an item (and range), if anyone asked for it. */
export async function madeFileOf(db: Database, spec: MadeFileSpec): Promise<MadeFile | undefined> {
  const [file] = await db.select().from(downloadFiles).where(sameFile(spec));
  return file;
}

/**
 * The made file of an item (and range), recorded if nobody asked for it before, and locked until the
 * transaction ends: identical requests at the same time find one file and queue one job, and the
 * clock leaves it alone meanwhile. Run in a transaction.
 */
export async function lockMadeFile(tx: Database, spec: MadeFileSpec): Promise<MadeFile> {
  await tx
    .insert(downloadFiles)
    .values({
      assetId: spec.assetId,
      kind: spec.kind,
      ...(spec.kind === MadeFileKind.CLIP && { startMs: spec.startMs, endMs: spec.endMs }),
    })
    .onConflictDoNothing();
  const [file] = await tx.select().from(downloadFiles).where(sameFile(spec)).for('update');
  return file!;
}

/**
 * Moves a made file's `links_until` to cover a link to it handed out now, so the clock keeps it at
 * least DOWNLOAD_FILE_KEEP_HOURS past that link's end. False when no made file has the key any more
 * (the clock has just removed it): no link may be handed out then.
 */
export async function keepForLink(db: Database, storageKey: string): Promise<boolean> {
  const rows = await db
    .update(downloadFiles)
    .set({
      linksUntil: sql`greatest(${downloadFiles.linksUntil}, now() + make_interval(secs => ${MEDIA_LINK_SECONDS}))`,
    })
    .where(eq(downloadFiles.storageKey, storageKey))
    .returning({ id: downloadFiles.id });
  return rows.length > 0;
}

/** The downloads of a made file no longer have it: a later download makes it again. */
const clearDownloads = (db: Database, file: Pick<MadeFile, 'assetId'>, storageKey: string) =>
  db
    .update(assetDownloads)
    .set({ storageKey: null })
    .where(and(eq(assetDownloads.assetId, file.assetId), eq(assetDownloads.storageKey, storageKey)));

/** A made file whose stored copy is gone (its item's files were removed): to be made again. */
export async function forgetStoredFile(tx: Database, file: MadeFile): Promise<void> {
  if (!file.storageKey) return;
  await clearDownloads(tx, file, file.storageKey);
  await tx.update(downloadFiles).set({ storageKey: null }).where(eq(downloadFiles.id, file.id));
}

/**
 * Removes the files made for downloads that nobody used for DOWNLOAD_FILE_KEEP_HOURS: the last link
 * to them expired that long ago (one never linked: made or asked for that long ago). One transaction
 * per batch: the rows, taken FOR UPDATE SKIP LOCKED (a file a request is handing out right now is
 * left to it), the downloads' keys (a later download makes it again), then the stored files; a file
 * that cannot be removed rolls its rows back, to be tried at the next run. A file whose job is still
 * queued or running stays. Answers how many were removed.
 */
export async function sweepDownloadFiles(db: Database, storage: FileStorage): Promise<number> {
  let removed = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const doomed = await tx
        .select()
        .from(downloadFiles)
        .where(
          and(
            lt(downloadFiles.linksUntil, sql`now() - make_interval(hours => ${DOWNLOAD_FILE_KEEP_HOURS})`),
            or(
              isNotNull(downloadFiles.storageKey),
              sql`not exists (select 1 from ${jobs} j where j.subject_id = ${downloadFiles.id}
                and j.state in ('queued', 'running'))`,
            ),
          ),
        )
        .limit(SWEEP_BATCH)
        .for('update', { skipLocked: true });
      if (doomed.length === 0) return 0;
      for (const file of doomed) if (file.storageKey) await clearDownloads(tx, file, file.storageKey);
      await tx.delete(downloadFiles).where(
        inArray(
          downloadFiles.id,
          doomed.map((file) => file.id),
        ),
      );
      for (const { storageKey } of doomed) if (storageKey) await storage.remove(storageKey);
      return doomed.length;
    });
    removed += batch;
    if (batch < SWEEP_BATCH) return removed;
  }
}

/** The hourly clock that removes clips and sound tracks nobody uses. */
export const downloadFilesSweepClock = (db: Database, storage: FileStorage): Clock => ({
  kind: DOWNLOAD_FILES_SWEEP_JOB,
  everySeconds: DOWNLOAD_FILE_SWEEP_EVERY_SECONDS,
  run: async () => {
    await sweepDownloadFiles(db, storage);
  },
});
