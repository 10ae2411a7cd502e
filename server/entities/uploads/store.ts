import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import type { DataStore } from '@tus/utils';
import type { FileStorage } from '../../platform/storage/storage';

/**
 * Where resumable uploads are kept, unfinished, and finished until an asset claims them: a folder
 * on disk (`diskUploadStore`) or the S3 bucket under `uploads/` (`s3UploadStore`).
 */
export interface UploadStore {
  readonly kind: 'disk' | 's3';
  /** The tus datastore, made on first use. */
  datastore(): DataStore;
  /** A finished upload's bytes, from the first. */
  read(id: string): Promise<Readable>;
  /**
   * Puts a finished upload's bytes into `storage` under `key`: the disk moves its file there (a
   * rename when it can), S3 copies the object inside the bucket when the storage is that bucket.
   * `remove(id)` afterwards clears whatever the upload left. Resolves with the size stored.
   */
  transfer(id: string, storage: FileStorage, key: string, options: { contentType: string }): Promise<number>;
  /** Removes an upload's bytes and its tus metadata; an upload already gone is fine. */
  remove(id: string): Promise<void>;
}

/** The tus error a datastore throws for an upload it does not hold. */
export const isUploadMissing = (error: unknown) =>
  (error as { status_code?: number } | undefined)?.status_code === 404;

/** The folder the disk store keeps uploads in. */
export const uploadsDir = (filesDir: string) => path.join(filesDir, 'uploads');

/** Where a finished upload's bytes are on disk until an asset claims them. */
const uploadPath = (filesDir: string, id: string) => path.join(uploadsDir(filesDir), id);

/** Uploads in `FILES_DIR/uploads` (@tus/file-store): each one a file and its `.json` metadata beside it. */
export function diskUploadStore(filesDir: string): UploadStore {
  // Made with the first use: the store creates its folder in the background, which must not outlive
  // a server that never took an upload (and whose files folder is gone after it closes).
  let store: FileStore | undefined;
  const datastore = () => {
    if (!store) {
      fs.mkdirSync(uploadsDir(filesDir), { recursive: true });
      store = new FileStore({ directory: uploadsDir(filesDir) });
    }
    return store;
  };
  return {
    kind: 'disk',
    datastore,
    async read(id) {
      return datastore().read(id) as Readable;
    },
    transfer: (id, storage, key, options) => storage.putFile(key, uploadPath(filesDir, id), options),
    async remove(id) {
      try {
        await datastore().remove(id);
      } catch (error) {
        if (!isUploadMissing(error)) throw error;
        // No bytes (moved into the storage, or a removal cut short): the metadata may still be there.
        await fs.promises.rm(`${uploadPath(filesDir, id)}.json`, { force: true });
      }
    },
  };
}
