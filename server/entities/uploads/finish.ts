import { and, eq, isNull } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/context';
import type { Database } from '../../platform/db/client';
import { cleanFileName } from '../../platform/http/uploads';
import { detectMediaOfStream } from '../../platform/media/sniff';
import { findDuplicate } from './duplicates';
import { sha256Of } from './inspect';
import { refuse } from './refuse';
import type { UploadStore } from './store';
import { uploads } from './table';

export const NOT_MEDIA = 'upload.not_media';

/**
 * A finished upload: media only (anything else is removed and refused), typed from its whole header
 * and hashed, named with its type's extension (a WAV sent as `invoice.html` is kept as
 * `invoice.wav`, the name its asset's original takes), and the library's copy of the same bytes
 * named if the caller may see it.
 */
export async function finishUpload(db: Database, uploadStore: UploadStore, auth: AuthContext, id: string) {
  const media = await detectMediaOfStream(await uploadStore.read(id));
  if (!media) {
    await db.delete(uploads).where(eq(uploads.id, id));
    await uploadStore.remove(id);
    throw refuse(415, NOT_MEDIA);
  }
  const sha256 = await sha256Of(await uploadStore.read(id));
  const [given] = await db.select({ fileName: uploads.fileName }).from(uploads).where(eq(uploads.id, id));
  const fileName = cleanFileName(given?.fileName ?? '', media.ext, 'upload');
  const [row] = await db
    .update(uploads)
    .set({ kind: media.kind, mimeType: media.mime, ext: media.ext, fileName, sha256, finishedAt: new Date() })
    .where(and(eq(uploads.id, id), isNull(uploads.finishedAt)))
    .returning({ fileName: uploads.fileName });
  const duplicate = await findDuplicate(db, auth, sha256);
  return {
    status_code: 204,
    headers: {
      'Upload-Kind': media.kind,
      'Upload-Sha256': sha256,
      ...(duplicate && { 'Upload-Duplicate-Of': encodeURIComponent(duplicate.title) }),
      ...(row && { 'Upload-File-Name': encodeURIComponent(row.fileName) }),
    },
  };
}
