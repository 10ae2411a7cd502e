import fs from 'node:fs';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import type { DataStore } from '@tus/utils';

/** Where the tus datastore keeps uploads: the unfinished ones, and finished ones until an asset claims them. */
export interface UploadStore {
  /** The tus datastore, made on first use. */
  datastore(): DataStore;
  /** Removes an upload's bytes and its tus metadata; an upload already gone is fine. */
  remove(id: string): Promise<void>;
}

/** The tus error a datastore throws for an upload it does not hold. */
const isNotFound = (error: unknown) => (error as { status_code?: number } | undefined)?.status_code === 404;

/** The folder the disk store keeps uploads in. */
export const uploadsDir = (filesDir: string) => path.join(filesDir, 'uploads');

/** Where a finished upload's bytes are on disk until an asset claims them. */
export const uploadPath = (filesDir: string, id: string) => path.join(uploadsDir(filesDir), id);

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
    datastore,
    async remove(id) {
      try {
        await datastore().remove(id);
      } catch (error) {
        if (!isNotFound(error)) throw error;
        // No bytes (a removal cut short before): the metadata may still be there.
        await fs.promises.rm(`${uploadPath(filesDir, id)}.json`, { force: true });
      }
    },
  };
}
