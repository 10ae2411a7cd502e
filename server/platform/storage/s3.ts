import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { checkKey, checkPrefix, checkRange, type FileStorage, StoredFileMissing } from './storage';

export interface S3StorageOptions {
  bucket: string;
  /** An S3-compatible server (MinIO, R2…); AWS itself when absent. */
  endpoint?: string;
  region?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `host/bucket/key` addresses, which most S3-compatible servers need. */
  forcePathStyle?: boolean;
  /** A folder of the bucket the keys live under, so one bucket can serve several installations. */
  prefix?: string;
}

/** S3's smallest multipart part and most parts: a part is the memory one streamed upload holds. */
const MIN_PART_SIZE = 5 * 1024 * 1024;
const MAX_PARTS = 10_000;
/** Parts sent at once: memory stays near partSize × (queue + 1) whatever the file's size. */
const QUEUE_SIZE = 2;
/** The largest object S3 copies in one CopyObject call; a larger one is streamed through instead. */
const COPY_OBJECT_MAX_BYTES = 5 * 1024 ** 3;

/** Errors S3 answers for an absent key (a HEAD has no body, so it only says NotFound). */
const isNotFound = (error: unknown) =>
  ['NotFound', 'NoSuchKey'].includes((error as Error | undefined)?.name ?? '');

/** Counts what passes; fails the stream, before its end, when the count is not the announced size. */
class SizeCounter extends Transform {
  bytes = 0;
  constructor(private readonly expected: number | undefined) {
    super();
  }
  override _transform(
    chunk: Buffer,
    _encoding: BufferEncoding,
    done: (error?: Error | null, data?: Buffer) => void,
  ) {
    this.bytes += chunk.length;
    done(null, chunk);
  }
  override _flush(done: (error?: Error | null) => void) {
    const wrong = this.expected !== undefined && this.bytes !== this.expected;
    done(wrong ? new Error(`Received ${this.bytes} bytes where ${this.expected} were announced.`) : null);
  }
}

/**
 * Files as objects of an S3 bucket. Streams are uploaded in parts (`@aws-sdk/lib-storage`), so a
 * multi-gigabyte file costs a few parts of memory; a failed upload is aborted and leaves the
 * object that was there.
 */
export function s3Storage(options: S3StorageOptions): FileStorage {
  const Bucket = options.bucket;
  const root = options.prefix ? checkPrefix(options.prefix).replace(/\/?$/, '/') : '';
  const objectKey = (key: string) => root + checkKey(key);
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region ?? 'us-east-1',
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });

  /** A read of a key from the bucket's root (no prefix added). */
  async function getObject(Key: string, Range?: string) {
    const answer = await client.send(new GetObjectCommand({ Bucket, Key, Range }));
    if (!(answer.Body instanceof Readable)) throw new Error('The S3 client did not answer a Node stream.');
    return answer.Body;
  }

  const storage: FileStorage = {
    kind: 's3',

    bucket: {
      endpoint: options.endpoint,
      bucket: Bucket,
      async copyFrom(sourceKey, key, { contentType } = {}) {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: checkKey(sourceKey) }));
        const size = head.ContentLength ?? 0;
        if (size > COPY_OBJECT_MAX_BYTES)
          return storage.put(key, await getObject(sourceKey), { contentType, size });
        await client.send(
          new CopyObjectCommand({
            Bucket,
            Key: objectKey(key),
            CopySource: `${Bucket}/${sourceKey.split('/').map(encodeURIComponent).join('/')}`,
            MetadataDirective: 'REPLACE',
            ContentType: contentType,
          }),
        );
        return size;
      },
    },

    async put(key, body, { contentType, size } = {}) {
      const Key = objectKey(key);
      if (Buffer.isBuffer(body)) {
        if (size !== undefined && size !== body.length) {
          throw new Error(`Received ${body.length} bytes where ${size} were announced.`);
        }
        await client.send(new PutObjectCommand({ Bucket, Key, Body: body, ContentType: contentType }));
        return body.length;
      }
      const counted = new SizeCounter(size);
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: counted, ContentType: contentType },
        partSize: Math.max(MIN_PART_SIZE, Math.ceil((size ?? 0) / MAX_PARTS)),
        queueSize: QUEUE_SIZE,
      });
      const sending = upload.done().catch((error: unknown) => {
        counted.destroy(error as Error); // Ends the feeding pipeline too, so nothing waits for ever.
        throw error;
      });
      await Promise.all([pipeline(body, counted), sending]);
      return counted.bytes;
    },

    async putFile(key, localPath, { contentType } = {}) {
      checkKey(key);
      const { size } = await fs.stat(localPath);
      const written = await storage.put(key, createReadStream(localPath), { contentType, size });
      await fs.unlink(localPath);
      return written;
    },

    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return { size: head.ContentLength ?? 0, contentType: head.ContentType };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },

    async read(key, range) {
      if (range) checkRange(range);
      const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
      return getObject(objectKey(key), Range).catch((error: unknown) => {
        if (isNotFound(error)) throw new StoredFileMissing(key);
        if ((error as Error).name === 'InvalidRange')
          throw new RangeError(`Byte ${range?.start} is past the end of ${key}.`);
        throw error;
      });
    },

    async remove(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },

    async removePrefix(prefix) {
      const Prefix = root + checkPrefix(prefix);
      // Listed afresh after each deletion, so no continuation token outlives the keys it points past.
      for (;;) {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix }));
        const Objects = (page.Contents ?? []).flatMap(({ Key }) => (Key ? [{ Key }] : []));
        if (Objects.length === 0) return;
        const result = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }),
        );
        const failed = result.Errors?.[0];
        if (failed)
          throw new Error(`Could not remove ${failed.Key} from S3: ${failed.Code} ${failed.Message}`);
        if (!page.IsTruncated) return;
      }
    },
  };
  return storage;
}
