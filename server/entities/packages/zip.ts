import { PassThrough, Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { PermanentJobError } from '../../platform/jobs/queue';
import { msg } from '../../../shared/serverMessages';
import { type FileStorage, StoredFileMissing } from '../../platform/storage/storage';

/** One entry of a zip: its name in the zip, and the stored file it holds. */
export interface ZipEntry {
  name: string;
  key: string;
  /** The item's title, for the message when its file is missing. */
  title: string;
}

export interface ZipOptions {
  /** Called with the bytes of the files read so far, before each chunk goes on; awaited. */
  onBytes: (done: number) => Promise<void>;
  signal: AbortSignal;
  /**
   * ZIP64 records for every entry and the end of the central directory even when the sizes do not
   * need them (yazl writes them by itself once a size or offset passes 4 GiB): for tests.
   */
  forceZip64?: boolean;
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * Streams the files into one zip in the storage (stored, not compressed: media do not shrink), in
 * constant memory: each file is read in chunks, pulled only as fast as the storage takes the zip.
 * yazl writes ZIP64 records where a size or offset needs them, so a package may pass 4 GiB.
 * Answers the zip's size.
 */
export async function writeZip(
  storage: FileStorage,
  key: string,
  files: readonly ZipEntry[],
  { onBytes, signal, forceZip64 = false }: ZipOptions,
): Promise<number> {
  const zip = new ZipFile();
  // yazl's output is a PassThrough; its declared type is the plain readable interface.
  const out = zip.outputStream as PassThrough;
  let failure: unknown;
  let current: Readable | undefined;
  /** The first failure wins; the zip stops, and so does the storage's write (it removes its part). */
  const fail = (error: unknown) => {
    if (failure !== undefined) return;
    failure = error;
    current?.destroy();
    out.destroy(asError(error));
  };
  // Its errors reach us through `fail` and `storing`; the storage may not be listening yet.
  out.on('error', () => undefined);
  zip.on('error', fail);
  const stop = () => fail(signal.reason ?? new Error('Stopped.'));
  signal.addEventListener('abort', stop, { once: true });

  let done = 0;
  async function* chunksOf(file: ZipEntry) {
    const bytes = await storage.read(file.key).catch((error: unknown) => {
      // The row names a file the storage lost: trying again will not find it.
      if (error instanceof StoredFileMissing)
        throw new PermanentJobError(msg('job.file_missing', { title: file.title }));
      throw error;
    });
    for await (const chunk of bytes) {
      if (signal.aborted) throw signal.reason ?? new Error('Stopped.');
      done += (chunk as Buffer).length;
      await onBytes(done);
      yield chunk as Buffer;
    }
  }

  const storing = storage.put(key, out, { contentType: 'application/zip' }).then(
    (size) => ({ size }),
    (error: unknown) => {
      fail(error);
      return { error };
    },
  );
  try {
    for (const file of files) {
      // Opened only when yazl reaches the entry: one stored file is open at a time.
      zip.addReadStreamLazy(file.name, { compress: false, forceZip64Format: forceZip64 }, (ready) => {
        current = Readable.from(chunksOf(file));
        current.on('error', fail);
        ready(null, current);
      });
    }
    zip.end({ forceZip64Format: forceZip64, comment: '' });
  } catch (error) {
    // yazl refuses an entry name it cannot store (the names given are made safe before).
    fail(error);
  }
  const stored = await storing;
  signal.removeEventListener('abort', stop);
  if (failure !== undefined) throw failure;
  if ('error' in stored) throw stored.error;
  return stored.size;
}
