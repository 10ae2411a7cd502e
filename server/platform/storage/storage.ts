/** What a stored file is known by. The disk keeps no content type, so it is only there on S3. */
export interface StoredObject {
  size: number;
  contentType?: string;
}

/** An S3 storage's bucket, for copies that stay inside S3 (the disk has none). */
export interface BucketAccess {
  /** The S3 server (absent: AWS itself) and the bucket. */
  endpoint?: string;
  bucket: string;
  /**
   * Copies the object at `sourceKey` (a key from the bucket's root, outside this storage's prefix)
   * under `key`, without its bytes passing through this server when S3 can copy it in one call;
   * the source stays. Resolves with the size copied.
   */
  copyFrom(sourceKey: string, key: string, options?: { contentType?: string }): Promise<number>;
}

/**
 * The app's one file storage: a folder on disk or an S3 bucket, chosen by configuration
 * (`storageFromEnv`). Keys are relative paths such as `assets/<uuid>/original.mp4`; every method
 * refuses a key that could leave the storage's root (see `checkKey`).
 */
export interface FileStorage {
  readonly kind: 'disk' | 's3';
  /** S3 only: its bucket, so files already in it are copied there rather than streamed. */
  readonly bucket?: BucketAccess;
  /** Writes a stream (or a buffer) under `key`, replacing any file there; resolves with the size written. */
  put(
    key: string,
    body: NodeJS.ReadableStream | Buffer,
    options?: { contentType?: string; size?: number },
  ): Promise<number>;
  /** Moves a local file (e.g. a finished upload) into the storage under `key`; the local file is gone afterwards. */
  putFile(key: string, localPath: string, options?: { contentType?: string }): Promise<number>;
  /** Metadata, or undefined when absent. */
  stat(key: string): Promise<StoredObject | undefined>;
  /**
   * A read stream of the whole file or of bytes start..end inclusive (an end past the file is cut
   * to it). Throws `StoredFileMissing` when absent, a RangeError when start is past the end.
   */
  read(key: string, range?: { start: number; end: number }): Promise<NodeJS.ReadableStream>;
  /** Removes it; an absent key is fine. */
  remove(key: string): Promise<void>;
  /** Removes every key starting with `prefix` (an asset's folder, `assets/<uuid>/`). */
  removePrefix(prefix: string): Promise<void>;
}

/** Read of a key that holds no file; answered as a 404 by `sendStoredFile`. */
export class StoredFileMissing extends Error {
  readonly statusCode = 404;
  constructor(readonly key: string) {
    super(`No stored file under "${key}".`);
    this.name = 'StoredFileMissing';
  }
}

/** S3's limit on a key's length, applied to both kinds so a key valid on disk stays valid on S3. */
const KEY_MAX_LENGTH = 1024;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** What makes a key unsafe, each with the words the Error gives. */
const KEY_RULES: [unsafe: (key: string) => boolean, problem: string][] = [
  [(key) => key === '', 'is empty'],
  [(key) => key.length > KEY_MAX_LENGTH, 'is too long'],
  [(key) => CONTROL.test(key), 'has a control character'],
  [(key) => key.includes('\\'), 'has a backslash'],
  [(key) => key.startsWith('/'), 'is absolute'],
  [
    (key) => key.split('/').some((part) => part === '' || part === '.' || part === '..'),
    'has an empty, "." or ".." segment',
  ],
];

/**
 * `key` when it is a safe relative path, else an Error: no absolute path, backslash, control
 * character, empty, `.` or `..` segment, so a key can never name a file outside the root.
 */
export function checkKey(key: string): string {
  const problem =
    typeof key === 'string' ? KEY_RULES.find(([unsafe]) => unsafe(key))?.[1] : 'is not a string';
  if (problem) throw new Error(`Invalid storage key ${JSON.stringify(key)}: it ${problem}.`);
  return key;
}

/** A prefix for `removePrefix`: a valid key, optionally ending with `/` (a folder); never empty. */
export function checkPrefix(prefix: string): string {
  checkKey(typeof prefix === 'string' && prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
  return prefix;
}

/** Checks the range given to `read`: whole numbers, start not after end. */
export function checkRange(range: { start: number; end: number }): void {
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start) {
    throw new RangeError(`Invalid byte range ${start}-${end}.`);
  }
}
