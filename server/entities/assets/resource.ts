import { msg } from '../../../shared/serverMessages';
import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { assets as declaration } from '../../../shared/resources/assets';
import type { CrudEntity, Row } from '../../platform/http/crudEntity';
import { badRequest, conflict } from '../../platform/http/errors';
import { cleanFileName } from '../../platform/http/uploads';
import { Uuid } from '../../platform/http/schemas';
import { enqueueJob } from '../../platform/jobs/queue';
import { uploads } from '../uploads/table';
import { checkMetadata, uploadTarget, type Metadata } from './checks';
import { MEDIA_PROCESS_JOB, PROCESSING_JOBS, REMOVE_FILES_JOB } from './jobKinds';
import { assetKeptTotal, assetListSpec, assetView, OPEN_STAGES, visibleAssets } from './repository';
import { AssetCreateBody, AssetRecord, AssetUpdateBody, Kind, Stage } from './schemas';
import {
  assetFiles,
  AssetKind,
  assetSpeakers,
  assets,
  AssetStage,
  MediaRole,
  type AssetKind as AssetKindValue,
  type AssetStage as StageValue,
} from './table';

type Body = Metadata & Record<string, unknown>;

/** The columns an asset's metadata sets. */
function metadataColumns(body: Body): Partial<typeof assets.$inferInsert> {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
  const set: Partial<typeof assets.$inferInsert> = {};
  if (body.title !== undefined) set.title = text(body.title) as string;
  if (body.description !== undefined) set.description = text(body.description) as string;
  if (body.agreement !== undefined) set.agreementId = body.agreement;
  if (body.category !== undefined) set.categoryId = body.category;
  if (body.energy_level !== undefined) set.energyLevelId = body.energy_level;
  if (body.language !== undefined) set.language = body.language as string | null;
  if (body.tags !== undefined) set.tags = (body.tags as string[]).map((tag) => tag.trim());
  if (body.isrc !== undefined) set.isrc = body.isrc as string | null;
  if (body.custom_id !== undefined) set.customId = text(body.custom_id) as string | null;
  if (body.territory !== undefined) set.territory = text(body.territory) as string;
  if (body.policy !== undefined) set.policy = body.policy as typeof assets.$inferInsert.policy;
  if (body.licensable !== undefined) set.licensable = body.licensable as boolean;
  return set;
}

/** An ISRC names a sound recording: only audio carries one. */
function checkIsrc(kind: string, isrc: unknown) {
  if (isrc && kind !== AssetKind.AUDIO)
    throw badRequest('request.invalid', { isrc: 'asset.isrc_audio_only' });
}

/** The uploader's side changes an asset only while it is a draft or back for changes; staff always. */
function checkOpen(auth: { ownerId: string | null }, before: Row) {
  if (auth.ownerId && !OPEN_STAGES.includes(before.stage as StageValue)) {
    throw conflict('asset.locked');
  }
}

/**
 * Uploaded content (spec 001 §1, §2.6): an asset is made from one finished upload (moved into the
 * file storage and processed by a job), edited and deleted by its uploader's side while a draft,
 * submitted and reviewed in ./review. A deleted asset's files are removed by a job after the change.
 */
export const assetResource: CrudEntity<{
  stage?: StageValue;
  kind?: AssetKindValue;
  rights_holder?: string;
}> = {
  declaration,
  noun: 'Content',
  table: assets,
  view: assetView,
  record: AssetRecord,
  listSpec: assetListSpec,
  filters: {
    stage: Type.Optional(Stage),
    kind: Type.Optional(Kind),
    rights_holder: Type.Optional(Uuid),
  },
  createBody: AssetCreateBody,
  updateBody: AssetUpdateBody,
  scope: visibleAssets,
  keptTotal: assetKeptTotal,
  async check({ auth, db }, input, before) {
    const body = input as Body;
    if (!before) return; // create checks in create(), where the target is known
    checkOpen(auth, before);
    checkIsrc(before.kind as string, body.isrc);
    await checkMetadata(db, before.rights_holder as string, body);
  },
  columns: (body) => metadataColumns(body as Body),
  async onUpdate(tx, before, input) {
    const body = input as Body;
    if (!body.speakers) return;
    await tx.delete(assetSpeakers).where(eq(assetSpeakers.assetId, before._id));
    if (body.speakers.length > 0)
      await tx
        .insert(assetSpeakers)
        .values(body.speakers.map((artistId) => ({ assetId: before._id, artistId })));
  },
  checkStatus({ auth }, before) {
    checkOpen(auth, before);
  },
  async onStatus(tx, before, status) {
    if (status === 3)
      await enqueueJob(tx, REMOVE_FILES_JOB, { assetId: before._id }, { subjectId: before._id });
  },
  async create({ auth, db, services }, input, insertLogged) {
    const body = input as Body & { upload: string; kind?: string; rights_holder?: string; submit?: boolean };
    const target = await uploadTarget(db, auth, body.rights_holder);
    await checkMetadata(db, target.rightsHolderId, body);
    const [upload] = await db
      .select()
      .from(uploads)
      .where(
        and(eq(uploads.id, body.upload), eq(uploads.ownerId, auth.userId), isNotNull(uploads.finishedAt)),
      );
    if (!upload) throw badRequest('request.invalid', { upload: 'asset.upload_not_yours' });
    if (upload.claimedAt) throw conflict('asset.upload_used', { upload: 'asset.upload_used_field' });
    const kind =
      (body.kind as AssetKindValue | undefined) ??
      (upload.kind === 'audio' ? AssetKind.AUDIO : AssetKind.FOOTAGE);
    if ((kind === AssetKind.AUDIO) !== (upload.kind === 'audio'))
      throw badRequest('request.invalid', { kind: msg('asset.kind_mismatch', { kind: upload.kind ?? '' }) });
    checkIsrc(kind, body.isrc);
    const id = randomUUID();
    const key = `assets/${id}/original.${upload.ext}`;
    let stored = false;
    try {
      const record = await insertLogged(async (tx) => {
        await tx.insert(assets).values({
          id,
          ...metadataColumns(body),
          title: String(body.title).trim(),
          kind,
          rightsHolderId: target.rightsHolderId,
          assetLabel: target.assetLabel,
          uploadedBy: auth.userId,
          stage: body.submit ? AssetStage.PENDING_REVIEW : AssetStage.DRAFT,
        });
        if (body.speakers?.length)
          await tx.insert(assetSpeakers).values(body.speakers.map((artistId) => ({ assetId: id, artistId })));
        const claimed = await tx
          .update(uploads)
          .set({ claimedAt: new Date() })
          .where(and(eq(uploads.id, upload.id), isNull(uploads.claimedAt)))
          .returning({ id: uploads.id });
        if (claimed.length === 0) throw conflict('asset.upload_used', { upload: 'asset.upload_used_field' });
        const [file] = await tx
          .insert(assetFiles)
          .values({
            assetId: id,
            role: MediaRole.ORIGINAL,
            storageKey: key,
            // Named by its type, also an upload finished before names were (see uploads/finish.ts).
            fileName: cleanFileName(upload.fileName, upload.ext!, 'upload'),
            mimeType: upload.mimeType!,
            size: upload.size,
            sha256: upload.sha256,
          })
          .returning({ id: assetFiles.id });
        await enqueueJob(
          tx,
          MEDIA_PROCESS_JOB,
          { assetId: id, fileId: file!.id },
          { subjectId: id, requestedBy: auth.userId, limit: PROCESSING_JOBS },
        );
        // The bytes move last: anything refused before leaves the upload as it was.
        await services.uploadStore.transfer(upload.id, services.storage, key, {
          contentType: upload.mimeType!,
        });
        stored = true;
        return id;
      });
      // What the upload leaves (its tus metadata; on S3 the object just copied) goes once the asset
      // is written. Should that fail, only bytes nobody reads stay behind: the asset is saved.
      await services.uploadStore.remove(upload.id).catch(() => undefined);
      services.jobs?.nudge();
      return { record, message: body.submit ? 'Content submitted for review.' : 'Draft saved.' };
    } catch (error) {
      // Stored, but its rows were not written: the stored copy goes too.
      if (stored) await services.storage.remove(key).catch(() => undefined);
      throw error;
    }
  },
};
