import { createRequire } from 'node:module';
import fs from 'node:fs/promises';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { S3StorageOptions } from '../../server/platform/storage/s3';

/** Koa's context, as far as the shim below reads and writes it. */
interface Context {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
}

/** s3rver ships no types: the part of it used here (it is a Koa app). */
type S3rverInstance = {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  httpServer: Server;
  middleware: ((ctx: Context, next: () => Promise<void>) => Promise<void>)[];
  store: { getResourcePath(bucket: string, key: undefined, resource: string): string };
};
type S3rverClass = new (options: {
  port: number;
  address: string;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverInstance;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;

/**
 * ListParts and AbortMultipartUpload for s3rver, which lacks them and @tus/s3-store needs them (it
 * counts an upload's offset from its parts and aborts one it removes). s3rver keeps a multipart
 * upload's parts as files named by their number (with a `.md5` beside each) in a folder per upload
 * id (lib/stores/filesystem.js, putPart); this reads and removes that folder. For the tests only.
 */
function multipartShim(server: S3rverInstance) {
  return async (ctx: Context, next: () => Promise<void>) => {
    const uploadId = ctx.query.uploadId;
    const [, bucket, key] = /^\/([^/]+)\/(.+)$/.exec(ctx.path) ?? [];
    if (typeof uploadId !== 'string' || !bucket || !key || !['GET', 'DELETE'].includes(ctx.method))
      return next();
    const folder = path.join(
      server.store.getResourcePath(bucket, undefined, 'uploads'),
      path.basename(uploadId),
    );
    const names = await fs.readdir(folder).catch(() => undefined);
    ctx.type = 'application/xml';
    if (!names) {
      ctx.status = 404;
      ctx.body = xml('<Error><Code>NoSuchUpload</Code><Message>The upload does not exist.</Message></Error>');
    } else if (ctx.method === 'DELETE') {
      await fs.rm(folder, { recursive: true, force: true });
      ctx.status = 204;
      ctx.body = '';
    } else {
      const numbers = names.filter((name) => /^\d+$/.test(name)).map(Number);
      const parts = await Promise.all(
        numbers
          .sort((a, b) => a - b)
          .map(async (number) => {
            const file = path.join(folder, String(number));
            const [info, md5] = await Promise.all([fs.stat(file), fs.readFile(`${file}.md5`, 'utf8')]);
            return `<Part><PartNumber>${number}</PartNumber><LastModified>${info.mtime.toISOString()}</LastModified><ETag>"${md5}"</ETag><Size>${info.size}</Size></Part>`;
          }),
      );
      ctx.status = 200;
      ctx.body = xml(
        `<ListPartsResult><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`,
      );
    }
  };
}

export interface LocalS3 {
  /** The bucket's settings, as S3_* would give them. */
  options: S3StorageOptions;
  /** Each request's method, path and query, and whether it copied an object (x-amz-copy-source). */
  requests: { method: string; url: string; copy: boolean }[];
  close(): Promise<void>;
}

/** An in-process S3 (s3rver, with the multipart calls tus needs) with one bucket, in a temp folder. */
export async function startLocalS3(bucket = 'test-bucket'): Promise<LocalS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'drm-s3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  server.middleware.unshift(multipartShim(server));
  const { port } = await server.run();
  const requests: LocalS3['requests'] = [];
  server.httpServer.on('request', (request: IncomingMessage) => {
    const copy = 'x-amz-copy-source' in request.headers;
    requests.push({ method: request.method ?? '', url: request.url ?? '', copy });
  });
  return {
    options: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    requests,
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
