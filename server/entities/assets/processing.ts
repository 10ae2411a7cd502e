import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import {
  permanentError,
  PermanentJobError,
  type JobContext,
  type JobHandler,
} from '../../platform/jobs/queue';
import { makePoster, makePreview, makeWaveform } from '../../platform/media/derive';
import { storedMediaInput } from '../../platform/media/input';
import { asMediaJob } from '../../platform/media/jobErrors';
import { mediaKind, probeMedia, readTags } from '../../platform/media/probe';
import type { FileStorage } from '../../platform/storage/storage';
import { MEDIA_PROCESS_JOB, REMOVE_FILES_JOB } from './jobKinds';
import { assetFiles, assets, MediaRole } from './table';

const WAVEFORM_POINTS = 1000;

interface Services {
  db: Database;
  storage: FileStorage;
}

/** Where the derived files of an asset are kept, beside its original. */
const derivedKey = (assetId: string, name: string) => `assets/${assetId}/${name}`;

/** A scratch folder for one run, removed afterwards whatever happens. */
async function withScratch<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'drm-media-'));
  try {
    return await work(dir);
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

/**
 * What a tool says about a file is final, and what it says is shown without addresses or paths (see
 * media/jobErrors.ts). Storage or database errors are passing, and retried.
 */
const processMedia = (services: Services, context: JobContext) =>
  asMediaJob(() => processOnce(services, context));

/**
 * Processes a new file (the "upload status job data" of spec 001 §3): probes it (duration, codecs,
 * sample rate, resolution, bitrate), makes a poster frame for video, a small preview (MP3 or MP4),
 * and waveform peaks for audio. A retry starts over: what an earlier attempt made is replaced.
 */
async function processOnce({ db, storage }: Services, { job, progress, signal }: JobContext) {
  const { assetId, fileId } = job.payload as { assetId: string; fileId: string };
  const [original] = await db
    .select()
    .from(assetFiles)
    .where(and(eq(assetFiles.id, fileId), eq(assetFiles.assetId, assetId)));
  // Deleted meanwhile: nothing left to process.
  if (!original) return;
  await withScratch(async (dir) => {
    const local = path.join(dir, `original${path.extname(original.storageKey)}`);
    await pipeline(await storage.read(original.storageKey), fs.createWriteStream(local), { signal });
    // Read only as the type it was stored as, and only if its bytes still say so.
    const input = await storedMediaInput(local, original.storageKey);
    await progress(10);
    const summary = await probeMedia(input, { signal }).catch((error: Error) => {
      throw permanentError(error);
    });
    const { durationSeconds } = summary;
    const codecs = [summary.audio?.codec, summary.video?.codec].filter((codec) => codec !== undefined);
    if (codecs.every((codec) => codec === 'unknown' || codec === 'none'))
      throw new PermanentJobError('media.no_decodable_stream');
    const kind = mediaKind(summary);
    const tags = kind === 'audio' ? await readTags(input.path) : {};
    await progress(20);

    // What an earlier attempt made goes first.
    const earlier = await db
      .select({ key: assetFiles.storageKey })
      .from(assetFiles)
      .where(and(eq(assetFiles.assetId, assetId), ne(assetFiles.role, MediaRole.ORIGINAL)));
    for (const { key } of earlier) await storage.remove(key);
    await db
      .delete(assetFiles)
      .where(and(eq(assetFiles.assetId, assetId), ne(assetFiles.role, MediaRole.ORIGINAL)));

    const derived: (typeof assetFiles.$inferInsert)[] = [];
    const keep = async (
      role: (typeof MediaRole)[keyof typeof MediaRole],
      file: string,
      name: string,
      mime: string,
    ) => {
      const key = derivedKey(assetId, name);
      const size = await storage.putFile(key, file, { contentType: mime });
      derived.push({ assetId, role, storageKey: key, fileName: name, mimeType: mime, size });
    };
    if (kind === 'video') {
      const poster = path.join(dir, 'poster.jpg');
      await makePoster(input, poster, {
        atSeconds: Math.min(1, (durationSeconds ?? 0) / 10),
        durationSeconds,
        signal,
      });
      await keep(MediaRole.POSTER, poster, 'poster.jpg', 'image/jpeg');
    }
    await progress(30);
    const preview = path.join(dir, kind === 'audio' ? 'preview.mp3' : 'preview.mp4');
    await makePreview(input, preview, kind, {
      durationSeconds,
      signal,
      onProgress: (percent) => void progress(30 + percent * 0.6).catch(() => undefined),
    });
    await keep(
      MediaRole.PREVIEW,
      preview,
      path.basename(preview),
      kind === 'audio' ? 'audio/mpeg' : 'video/mp4',
    );
    const peaks =
      kind === 'audio'
        ? await makeWaveform(input, { points: WAVEFORM_POINTS, durationSeconds, signal })
        : undefined;
    await db.transaction(async (tx) => {
      if (derived.length > 0) await tx.insert(assetFiles).values(derived);
      await tx
        .update(assetFiles)
        .set({
          media: { ...summary, kind, ...(Object.keys(tags).length > 0 && { tags }), ...(peaks && { peaks }) },
        })
        .where(eq(assetFiles.id, original.id));
      await tx
        .update(assets)
        .set({ durationSeconds: durationSeconds ?? null, updatedAt: new Date() })
        .where(eq(assets.id, assetId));
    });
  });
}

/** A deleted asset's files: every object under its folder, and their rows. */
async function removeFiles({ db, storage }: Services, { job }: JobContext) {
  const { assetId } = job.payload as { assetId: string };
  await storage.removePrefix(`assets/${assetId}/`);
  await db.delete(assetFiles).where(eq(assetFiles.assetId, assetId));
}

/** The content jobs, by kind, for the worker. */
export const assetJobHandlers = (services: Services): Record<string, JobHandler> => ({
  [MEDIA_PROCESS_JOB]: (context) => processMedia(services, context),
  [REMOVE_FILES_JOB]: (context) => removeFiles(services, context),
});
