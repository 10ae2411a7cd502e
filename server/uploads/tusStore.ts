import type { DataStore } from '@tus/utils';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { UploadStore } from './store';
import { uploads } from './table';

/**
 * The datastore tus works on: the upload store's own, except that ending an upload (tus's DELETE)
 * removes everything it left, as `UploadStore.remove` does on either store (S3's finished object
 * too), and its row, so it no longer counts against its owner's quota.
 */
export function tusDatastore(db: Database, uploadStore: UploadStore): DataStore {
  const store = uploadStore.datastore();
  const remove = async (id: string) => {
    await uploadStore.remove(id);
    // A claimed upload's row stays: it records which asset took it.
    await db.delete(uploads).where(and(eq(uploads.id, id), isNull(uploads.claimedAt)));
  };
  return new Proxy(store, {
    get(target, property) {
      if (property === 'remove') return remove;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
