import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, notExists } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { enqueueJob } from '../../platform/jobs/queue';
import { ffmpegPath } from '../../platform/media/binaries';
import { run } from '../../platform/media/run';
import { toneWav } from '../../platform/media/wav';
import type { FileStorage } from '../../platform/storage/storage';
import { MEDIA_PROCESS_JOB } from './jobKinds';
import { assetFiles, assets, AssetKind, MediaRole } from './table';

/** The demo's media: a few seconds of a tone per asset, each its own pitch (under a test picture for footage). */
const DEMO_SECONDS = 6;
const DEMO_RATE = 22_050;
const FIRST_PITCH_HZ = 220;
const PITCH_STEP_HZ = 55;

/**
 * Gives the seeded audio assets that have no file a real one (a generated WAV) and queues its
 * processing, so the demo's drafts and review queue play a preview with its waveform. Seeding only.
 */
export async function seedDemoMedia(db: Database, storage: FileStorage): Promise<number> {
  const bare = await db
    .select({ id: assets.id, title: assets.title, kind: assets.kind })
    .from(assets)
    .where(
      and(
        inArray(assets.kind, [AssetKind.AUDIO, AssetKind.FOOTAGE]),
        notExists(db.select({ id: assetFiles.id }).from(assetFiles).where(eq(assetFiles.assetId, assets.id))),
      ),
    )
    .orderBy(assets.title);
  for (const [index, asset] of bare.entries()) {
    const frequency = FIRST_PITCH_HZ + index * PITCH_STEP_HZ;
    const footage = asset.kind === AssetKind.FOOTAGE;
    const bytes = footage
      ? await demoVideo(frequency)
      : toneWav({ seconds: DEMO_SECONDS, rate: DEMO_RATE, frequency, swell: true });
    const [ext, mimeType] = footage ? ['mp4', 'video/mp4'] : ['wav', 'audio/wav'];
    const key = `assets/${asset.id}/original.${ext}`;
    await storage.put(key, bytes, { contentType: mimeType });
    const [file] = await db
      .insert(assetFiles)
      .values({
        assetId: asset.id,
        role: MediaRole.ORIGINAL,
        storageKey: key,
        fileName: `${asset.title}.${ext}`,
        mimeType,
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      })
      .returning({ id: assetFiles.id });
    await enqueueJob(db, MEDIA_PROCESS_JOB, { assetId: asset.id, fileId: file!.id }, { subjectId: asset.id });
  }
  return bare.length;
}

/** The demo's footage: a test picture with a tone, made by the project's ffmpeg. */
async function demoVideo(frequency: number): Promise<Buffer> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'drm-demo-'));
  const file = path.join(folder, 'demo.mp4');
  try {
    await run(ffmpegPath(), [
      ...['-f', 'lavfi', '-i', `testsrc2=size=640x360:rate=25:duration=${DEMO_SECONDS}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=${frequency}:duration=${DEMO_SECONDS}`],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file],
    ]);
    return await fs.readFile(file);
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}
