import { Readable } from 'node:stream';
import { S3Store } from '@tus/s3-store';
import type { S3StorageOptions } from '../../platform/storage/s3';
import { isUploadMissing, type UploadStore } from './store';

/** The folder of the bucket that unfinished (and unclaimed) uploads live under. */
export const S3_UPLOADS_PREFIX = 'uploads/';

/**
 * @tus/s3-store with every key under a prefix. The store names its objects by the upload's id
 * (`<id>` for the multipart upload and the finished object, `<id>.info`, `<id>.part` for a short
 * last piece) at the bucket's root and has no prefix option; a middleware on its S3 client puts the
 * prefix before each key it sends, so uploads never mix with the storage's own keys.
 */
class PrefixedS3Store extends S3Store {
  constructor(
    options: ConstructorParameters<typeof S3Store>[0],
    readonly prefix: string,
  ) {
    super(options);
    this.client.middlewareStack.add(
      (next) => (args) => {
        const input = args.input as { Key?: unknown; Delete?: { Objects?: { Key?: string }[] } };
        const prefixed = {
          ...input,
          ...(typeof input.Key === 'string' && { Key: prefix + input.Key }),
          ...(input.Delete?.Objects && {
            Delete: {
              ...input.Delete,
              Objects: input.Delete.Objects.map(({ Key }) => ({ Key: prefix + Key })),
            },
          }),
        };
        return next({ ...args, input: prefixed as typeof args.input });
      },
      { step: 'initialize', name: 'tusUploadsPrefix' },
    );
  }

  /** Deletes every object an upload may have left: tus's `remove` keeps a finished one's, and the short last piece. */
  async clear(id: string) {
    const Objects = [id, this.infoKey(id), this.partKey(id, true)].map((Key) => ({ Key }));
    await this.client.deleteObjects({ Bucket: this.bucket, Delete: { Objects, Quiet: true } });
    await this.clearCache(id);
  }
}

/**
 * Uploads in the S3 bucket under `uploads/` (@tus/s3-store: each one an S3 multipart upload, with its
 * `.info` object), so every server behind a load balancer can resume any upload. A finished upload
 * is one object, copied into the storage inside the bucket when an asset claims it.
 */
export function s3UploadStore(options: S3StorageOptions, prefix = S3_UPLOADS_PREFIX): UploadStore {
  const store = new PrefixedS3Store(
    {
      s3ClientConfig: {
        bucket: options.bucket,
        endpoint: options.endpoint,
        region: options.region ?? 'us-east-1',
        forcePathStyle: options.forcePathStyle ?? false,
        credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
        // tus sends each part as a stream, which the SDK by default frames with a checksum trailer
        // (aws-chunked) that not every S3-compatible server reads; the finished file's SHA-256 is
        // checked by the app anyway.
        requestChecksumCalculation: 'WHEN_REQUIRED',
      },
    },
    prefix,
  );
  const sameBucket = (bucket: { endpoint?: string; bucket: string }) =>
    bucket.bucket === options.bucket && bucket.endpoint === options.endpoint;
  const read = async (id: string) => {
    const body = await store.read(id);
    if (!(body instanceof Readable)) throw new Error('The S3 client did not answer a Node stream.');
    return body;
  };
  return {
    kind: 's3',
    datastore: () => store,
    read,
    async transfer(id, storage, key, { contentType }) {
      if (storage.bucket && sameBucket(storage.bucket))
        return storage.bucket.copyFrom(prefix + id, key, { contentType });
      return storage.put(key, await read(id), { contentType });
    },
    async remove(id) {
      try {
        await store.remove(id);
      } catch (error) {
        // A finished upload has no multipart upload left to abort: tus stops there.
        if (!isUploadMissing(error)) throw error;
      }
      await store.clear(id);
    },
  };
}
