import { createHash } from 'node:crypto';
import { and, eq, notExists } from 'drizzle-orm';
import type { Database } from '../db/client';
import { enqueueJob } from '../jobs/queue';
import { toneWav } from '../media/wav';
import type { FileStorage } from '../storage/storage';
import { MEDIA_PROCESS_JOB } from './jobKinds';
import { assetFiles, assets, AssetKind, MediaRole } from './table';

/** The demo's audio: a few seconds of a tone per asset, each its own pitch. */
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
    .select({ id: assets.id, title: assets.title })
    .from(assets)
    .where(
      and(
        eq(assets.kind, AssetKind.AUDIO),
        notExists(db.select({ id: assetFiles.id }).from(assetFiles).where(eq(assetFiles.assetId, assets.id))),
      ),
    )
    .orderBy(assets.title);
  for (const [index, asset] of bare.entries()) {
    const wav = toneWav({
      seconds: DEMO_SECONDS,
      rate: DEMO_RATE,
      frequency: FIRST_PITCH_HZ + index * PITCH_STEP_HZ,
      swell: true,
    });
    const key = `assets/${asset.id}/original.wav`;
    await storage.put(key, wav, { contentType: 'audio/wav' });
    const [file] = await db
      .insert(assetFiles)
      .values({
        assetId: asset.id,
        role: MediaRole.ORIGINAL,
        storageKey: key,
        fileName: `${asset.title}.wav`,
        mimeType: 'audio/wav',
        size: wav.length,
        sha256: createHash('sha256').update(wav).digest('hex'),
      })
      .returning({ id: assetFiles.id });
    await enqueueJob(db, MEDIA_PROCESS_JOB, { assetId: asset.id, fileId: file!.id }, { subjectId: asset.id });
  }
  return bare.length;
}
