import type { Readable } from 'node:stream';
import type { DataStore } from '@tus/utils';
import { and, eq, isNull } from 'drizzle-orm';
import { UPLOAD_HEAD_CHECK_BYTES } from '../../../shared/constants';
import type { Database } from '../../platform/db/client';
import { NOT_MEDIA } from './finish';
import { HeadCheck } from './inspect';
import { refuse } from './refuse';
import type { UploadStore } from './store';
import { uploads } from './table';

/**
 * The datastore tus works on: the upload store's own, except that
 * - ending an upload (tus's DELETE) removes everything it left, as `UploadStore.remove` does on
 *   either store (S3's finished object too), and its row, so it no longer counts against its
 *   owner's quota;
 * - bytes sent from an upload's start have their type checked once UPLOAD_HEAD_CHECK_BYTES of them
 *   are there: junk is removed and refused (415) before the rest fills the disk. A first request
 *   that carries fewer (the browser sends 8 MiB at a time) leaves the decision to the finish.
 */
export function tusDatastore(db: Database, uploadStore: UploadStore): DataStore {
  const store = uploadStore.datastore();
  const remove = async (id: string) => {
    await uploadStore.remove(id);
    // A claimed upload's row stays: it records which asset took it.
    await db.delete(uploads).where(and(eq(uploads.id, id), isNull(uploads.claimedAt)));
  };
  const write = async (stream: Readable, id: string, offset: number) => {
    if (offset !== 0) return store.write(stream, id, offset);
    const check = new HeadCheck(UPLOAD_HEAD_CHECK_BYTES);
    // Not pipeline(): a refusal must not destroy tus's own stream, or tus would answer that instead.
    stream.on('error', (error) => check.destroy(error));
    // The store reads the refusal through its own pipeline, which S3's may have left by the time
    // the check ends: an error with no listener then would end the process.
    check.on('error', () => undefined);
    try {
      return await store.write(stream.pipe(check), id, offset);
    } catch (error) {
      if (!check.refused) throw error;
      await remove(id);
      throw refuse(415, NOT_MEDIA);
    }
  };
  return new Proxy(store, {
    get(target, property) {
      if (property === 'remove') return remove;
      if (property === 'write') return write;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
