import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { assetFiles, MediaRole } from '../assets/table';
import type { Database } from '../../platform/db/client';
import {
  permanentError,
  PermanentJobError,
  type JobContext,
  type JobHandler,
} from '../../platform/jobs/queue';
import {
  MEDIA_AUDIO_SECONDS_PER_SECOND,
  MEDIA_CLIP_SECONDS_PER_SECOND,
  MEDIA_FULL_QUALITY_BYTES_PER_SECOND,
} from '../../../shared/constants';
import { ffmpegPath } from '../../platform/media/binaries';
import { inputArgs, storedMediaInput, type MediaInput } from '../../platform/media/input';
import { asMediaJob } from '../../platform/media/jobErrors';
import { checkOutputSize, outputBytes, sizeLimitArgs, toolSeconds } from '../../platform/media/limits';
import { probeMedia, type MediaSummary } from '../../platform/media/probe';
import { fileArg, run } from '../../platform/media/run';
import type { FileStorage } from '../../platform/storage/storage';
import { audioKey, clipKey, downloadsOf, lockMadeFile, type MadeFile } from './downloadFiles';
import { assetDownloads, downloadFiles, DownloadKind, MadeFileKind } from './table';

/** Footage's sound track, made once per item and kept as its made file (see downloadFiles.ts). */
export const LIBRARY_AUDIO_JOB = 'library.audio';
/** A clip of an item between two times, made once for everyone who asks for that range. */
export const LIBRARY_CLIP_JOB = 'library.clip';
/** Attempts of a download's job: a file ffmpeg cannot read fails at once (PermanentJobError). */
export const DOWNLOAD_JOB_ATTEMPTS = 3;

/** What an encoded sound track is given: MP3 at LAME's quality 2 (about 190 kbps), AAC at 192 kbps. */
const MP3_QUALITY = '2';
const AAC_BITRATE = '192k';
/** A clip's re-encoded picture: H.264 at a quality hardly told from the original. */
const CLIP_VIDEO_CRF = '18';

interface Services {
  db: Database;
  storage: FileStorage;
}

/** Quiet, never interactive, overwriting the output we were given, reporting progress on stdout. */
const COMMON = ['-nostdin', '-hide_banner', '-v', 'error', '-y'];
const PROGRESS = ['-progress', 'pipe:1', '-nostats'];

/** The types of the files a download serves that are no item's file (clips), by extension. */
export const MADE_FILE_TYPES: Record<string, string> = {
  m4a: 'audio/mp4',
  mp3: 'audio/mpeg',
  flac: 'audio/flac',
  wav: 'audio/wav',
  mp4: 'video/mp4',
};

/** A sound file the job writes: its extension, type and ffmpeg's output arguments. */
interface AudioOutput {
  ext: string;
  mimeType: string;
  args: string[];
}

/**
 * How a sound track of `codec` is written: copied into its usual container when there is one (AAC in
 * M4A, MP3, FLAC, PCM in WAV), so nothing is lost or re-encoded; encoded to MP3 otherwise.
 */
export function audioOutput(codec: string | undefined): AudioOutput {
  if (codec === 'aac')
    return {
      ext: 'm4a',
      mimeType: 'audio/mp4',
      args: ['-c:a', 'copy', '-movflags', '+faststart', '-f', 'ipod'],
    };
  if (codec === 'mp3') return { ext: 'mp3', mimeType: 'audio/mpeg', args: ['-c:a', 'copy', '-f', 'mp3'] };
  if (codec === 'flac') return { ext: 'flac', mimeType: 'audio/flac', args: ['-c:a', 'copy', '-f', 'flac'] };
  if (codec?.startsWith('pcm_'))
    return { ext: 'wav', mimeType: 'audio/wav', args: ['-c:a', 'copy', '-f', 'wav'] };
  return {
    ext: 'mp3',
    mimeType: 'audio/mpeg',
    args: ['-c:a', 'libmp3lame', '-q:a', MP3_QUALITY, '-f', 'mp3'],
  };
}

/**
 * A video clip: the picture re-encoded (H.264) and the sound as AAC, in MP4. A stream copy cut with
 * -ss starts at the keyframe before the asked time, which can be seconds early; re-encoding starts
 * where asked, and copied sound would then run ahead of the picture by that much.
 */
const VIDEO_CLIP: AudioOutput = {
  ext: 'mp4',
  mimeType: 'video/mp4',
  args: [
    ...['-map', '0:v:0', '-map', '0:a:0?'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', CLIP_VIDEO_CRF, '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-b:a', AAC_BITRATE, '-movflags', '+faststart', '-f', 'mp4'],
  ],
};

/** The item's newest original file. */
export async function originalOf(db: Database, assetId: string) {
  const [file] = await db
    .select()
    .from(assetFiles)
    .where(and(eq(assetFiles.assetId, assetId), eq(assetFiles.role, MediaRole.ORIGINAL)))
    .orderBy(desc(assetFiles.createdAt))
    .limit(1);
  return file;
}

/** Gives a made file to the downloads of its item (and range) still waiting for it. */
export const fillWaiting = (
  db: Database,
  file: Pick<MadeFile, 'assetId' | 'kind' | 'startMs' | 'endMs'>,
  storageKey: string,
) =>
  db
    .update(assetDownloads)
    .set({ storageKey })
    .where(and(downloadsOf(file), isNull(assetDownloads.storageKey)));

/**
 * The made file a job is for. Jobs queued before files were shared (migration 0026) name the item
 * (a sound track) or one download (a clip) instead: their file is found or recorded from those.
 */
async function fileOfJob(db: Database, payload: Record<string, unknown>): Promise<MadeFile | undefined> {
  const { fileId, assetId, downloadId } = payload as {
    fileId?: string;
    assetId?: string;
    downloadId?: string;
  };
  if (fileId) return (await db.select().from(downloadFiles).where(eq(downloadFiles.id, fileId)))[0];
  if (assetId) return db.transaction((tx) => lockMadeFile(tx, { assetId, kind: MadeFileKind.AUDIO }));
  if (!downloadId) return undefined;
  const [download] = await db.select().from(assetDownloads).where(eq(assetDownloads.id, downloadId));
  if (
    !download ||
    download.kind !== DownloadKind.CLIP ||
    download.startMs === null ||
    download.endMs === null
  )
    return undefined;
  const { startMs, endMs } = download;
  return db.transaction((tx) =>
    lockMadeFile(tx, { assetId: download.assetId, kind: MadeFileKind.CLIP, startMs, endMs }),
  );
}

/**
 * Keeps the file a job stored as its made file's, and gives it to every download waiting for it. Made
 * now, it is kept DOWNLOAD_FILE_KEEP_HOURS from now if nobody links it. If the made file went meanwhile
 * (its item was removed), nobody will ask for the stored file: it goes too.
 */
async function keepMadeFile(db: Database, storage: FileStorage, file: MadeFile, storageKey: string) {
  const kept = await db.transaction(async (tx) => {
    const rows = await tx
      .update(downloadFiles)
      .set({ storageKey, linksUntil: sql`now()` })
      .where(eq(downloadFiles.id, file.id))
      .returning({ id: downloadFiles.id });
    if (rows.length > 0) await fillWaiting(tx, file, storageKey);
    return rows.length > 0;
  });
  if (!kept) await storage.remove(storageKey);
}

/** A scratch folder for one run, removed afterwards whatever happens. */
async function withScratch<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'drm-download-'));
  try {
    return await work(dir);
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

/**
 * The stored original copied into the scratch folder (ffmpeg seeks in a file, not in a stream), to be
 * read only as the type it was stored as (media/input.ts).
 */
async function localCopy(storage: FileStorage, key: string, dir: string, signal: AbortSignal) {
  const file = path.join(dir, `original${path.extname(key)}`);
  await pipeline(await storage.read(key), fs.createWriteStream(file), { signal });
  return storedMediaInput(file, key);
}

const probe = (input: MediaInput, signal: AbortSignal): Promise<MediaSummary> =>
  probeMedia(input, { signal }).catch((error: Error) => {
    throw permanentError(error);
  });

/**
 * Extracts footage's sound track (copied when its codec allows, else MP3), keeps it as the item's made
 * file (not one of the item's own files: processing the item again leaves it), and gives it to every
 * audio download waiting for it. A job that finds the track made meanwhile only gives it out.
 */
async function extractAudio({ db, storage }: Services, { job, progress, signal }: JobContext) {
  const made = await fileOfJob(db, job.payload);
  if (!made) return;
  if (made.storageKey) {
    await fillWaiting(db, made, made.storageKey);
    return;
  }
  const { assetId } = made;
  const original = await originalOf(db, assetId);
  if (!original) throw new PermanentJobError('job.no_file_for_sound');
  await withScratch(async (dir) => {
    const input = await localCopy(storage, original.storageKey, dir, signal);
    await progress(10);
    const summary = await probe(input, signal);
    if (!summary.audio) throw new PermanentJobError('job.no_sound');
    const output = audioOutput(summary.audio.codec);
    const file = path.join(dir, `audio.${output.ext}`);
    const maxBytes = outputBytes(summary.durationSeconds, MEDIA_FULL_QUALITY_BYTES_PER_SECOND);
    await run(
      ffmpegPath(),
      [
        ...COMMON,
        ...inputArgs(input),
        ...['-map', '0:a:0', '-vn', ...output.args, ...PROGRESS],
        ...sizeLimitArgs(maxBytes),
        fileArg(file),
      ],
      {
        timeoutSeconds: toolSeconds(summary.durationSeconds, MEDIA_AUDIO_SECONDS_PER_SECOND),
        signal,
        durationSeconds: summary.durationSeconds,
        onProgress: (percent) => void progress(10 + percent * 0.85).catch(() => undefined),
      },
    );
    await checkOutputSize(file, maxBytes);
    const key = audioKey(assetId, output.ext);
    await storage.putFile(key, file, { contentType: output.mimeType });
    await keepMadeFile(db, storage, made, key);
  });
}

/**
 * Cuts a clip from the item's original between its two times, once for everyone who asks for that
 * range: a sound clip copied in its own format when the codec allows (else MP3), a video clip
 * re-encoded (see VIDEO_CLIP). The file is kept beside the item's, so removing the item removes it.
 */
async function cutClip({ db, storage }: Services, { job, progress, signal }: JobContext) {
  const made = await fileOfJob(db, job.payload);
  if (!made || made.startMs === null || made.endMs === null) return;
  if (made.storageKey) {
    await fillWaiting(db, made, made.storageKey);
    return;
  }
  const download = { assetId: made.assetId, startMs: made.startMs, endMs: made.endMs };
  const original = await originalOf(db, download.assetId);
  if (!original) throw new PermanentJobError('job.no_file_for_clip');
  const start = download.startMs / 1000;
  const seconds = (download.endMs - download.startMs) / 1000;
  await withScratch(async (dir) => {
    const input = await localCopy(storage, original.storageKey, dir, signal);
    await progress(10);
    const summary = await probe(input, signal);
    const sound = audioOutput(summary.audio?.codec);
    const output = summary.video ? VIDEO_CLIP : { ...sound, args: ['-map', '0:a:0', '-vn', ...sound.args] };
    const file = path.join(dir, `clip.${output.ext}`);
    const maxBytes = outputBytes(seconds, MEDIA_FULL_QUALITY_BYTES_PER_SECOND);
    await run(
      ffmpegPath(),
      [
        ...COMMON,
        // An input option: ffmpeg seeks to the time instead of decoding everything before it.
        ...inputArgs(input, ['-ss', start.toFixed(3)]),
        ...['-t', seconds.toFixed(3)],
        ...output.args,
        ...PROGRESS,
        ...sizeLimitArgs(maxBytes),
        fileArg(file),
      ],
      {
        timeoutSeconds: toolSeconds(seconds, MEDIA_CLIP_SECONDS_PER_SECOND),
        signal,
        durationSeconds: seconds,
        onProgress: (percent) => void progress(10 + percent * 0.85).catch(() => undefined),
      },
    );
    await checkOutputSize(file, maxBytes);
    const key = clipKey(download.assetId, download.startMs, download.endMs, output.ext);
    await storage.putFile(key, file, { contentType: output.mimeType });
    await keepMadeFile(db, storage, made, key);
  });
}

/** The content library's download jobs, by kind, for the worker. */
export const libraryJobHandlers = (services: Services): Record<string, JobHandler> => ({
  [LIBRARY_AUDIO_JOB]: (context) => asMediaJob(() => extractAudio(services, context)),
  [LIBRARY_CLIP_JOB]: (context) => asMediaJob(() => cutClip(services, context)),
});
