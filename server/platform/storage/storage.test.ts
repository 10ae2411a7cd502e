import { createRequire } from 'node:module';
import { existsSync, readdirSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageFromEnv } from './config';
import { diskStorage } from './disk';
import { s3Storage } from './s3';
import { sendStoredFile } from './send';
import { type FileStorage, StoredFileMissing } from './storage';

/** s3rver ships no types: the part of it these tests use. */
type S3rverClass = new (options: {
  port: number;
  address: string;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => { run(): Promise<AddressInfo>; close(): Promise<void>; httpServer: Server };
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

const MB = 1024 * 1024;
const temps: string[] = [];
const tempDir = async (name: string, parent = os.tmpdir()) => {
  const dir = await fs.mkdtemp(path.join(parent, `storage-test-${name}-`));
  temps.push(dir);
  return dir;
};
afterAll(() => Promise.all(temps.map((dir) => fs.rm(dir, { recursive: true, force: true }))));

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/**
 * A stream of `count` 64 KiB chunks (chunk i filled with i % 251), then optionally an error. With
 * `shared`, every chunk is one same buffer, so only the storage's own copies cost memory;
 * `onLast` runs when the storage asks for the last chunk.
 */
function chunks(count: number, { failing = false, shared = false, onLast = () => {} } = {}) {
  const one = Buffer.alloc(64 * 1024, 7);
  return Readable.from(
    (function* () {
      for (let i = 0; i < count; i++) {
        if (i === count - 1) onLast();
        yield shared ? one : Buffer.alloc(64 * 1024, i % 251);
      }
      if (failing) throw new Error('upload cut');
    })(),
  );
}

interface Backend {
  storage: FileStorage;
  stop(): Promise<void>;
  /** Whether part of a write to `key` still under way has already reached the storage. */
  reached(key: string): boolean;
  /**
   * RSS growth allowed for a 20 MB streamed put: the disk holds a chunk or two; S3 holds 5 MB parts
   * (two in flight and one filling) while this same process also runs s3rver, which buffers too.
   */
  memoryLimit: number;
}

/** Each backend the same tests run against: a temp folder, and an in-process s3rver. */
const backends: { name: string; start(): Promise<Backend> }[] = [
  {
    name: 'disk',
    async start() {
      const root = await tempDir('disk');
      const reached = (key: string) => {
        const dir = path.join(root, path.dirname(key));
        const partials = existsSync(dir)
          ? readdirSync(dir).filter((name) => name.startsWith(`.${path.basename(key)}.`))
          : [];
        return partials.some((name) => statSync(path.join(dir, name)).size > 0);
      };
      return { storage: diskStorage(root), stop: async () => {}, reached, memoryLimit: 12 * MB };
    },
  },
  {
    name: 's3',
    async start() {
      const directory = await tempDir('s3rver');
      const server = new S3rver({
        port: 0,
        address: '127.0.0.1',
        silent: true,
        directory,
        configureBuckets: [{ name: 'test-bucket' }],
      });
      const { port } = await server.run();
      const puts: string[] = [];
      server.httpServer.on('request', (request: IncomingMessage) => {
        if (request.method === 'PUT') puts.push(request.url ?? '');
      });
      const storage = s3Storage({
        bucket: 'test-bucket',
        endpoint: `http://127.0.0.1:${port}`,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
        prefix: 'app',
      });
      const reached = (key: string) => puts.some((url) => url.split('?')[0] === `/test-bucket/app/${key}`);
      return { storage, stop: () => server.close(), reached, memoryLimit: 64 * MB };
    },
  },
];

describe.each(backends)('$name storage', (backend) => {
  let running: Backend;
  let storage: FileStorage;
  beforeAll(async () => {
    running = await backend.start();
    storage = running.storage;
  });
  afterAll(() => running.stop());

  const read = async (key: string, range?: { start: number; end: number }) =>
    text(await storage.read(key, range));

  it('puts a buffer, then stats and reads it whole and by range', async () => {
    expect(
      await storage.put('assets/a/original.mp3', Buffer.from('hello world'), { contentType: 'audio/mpeg' }),
    ).toBe(11);
    const stored = await storage.stat('assets/a/original.mp3');
    expect(stored?.size).toBe(11);
    // The disk keeps no content type; S3 keeps the one given.
    expect(stored?.contentType).toBe(storage.kind === 's3' ? 'audio/mpeg' : undefined);
    expect(await read('assets/a/original.mp3')).toBe('hello world');
    expect(await read('assets/a/original.mp3', { start: 2, end: 5 })).toBe('llo ');
    expect(await read('assets/a/original.mp3', { start: 6, end: 100 })).toBe('world');
    await expect(storage.read('assets/a/original.mp3', { start: 11, end: 20 })).rejects.toThrow(RangeError);
  });

  it('puts a stream over an existing file', async () => {
    await storage.put('assets/b/file.txt', Buffer.from('old content'));
    expect(
      await storage.put('assets/b/file.txt', Readable.from([Buffer.from('new '), Buffer.from('one')])),
    ).toBe(7);
    expect(await read('assets/b/file.txt')).toBe('new one');
    expect((await storage.stat('assets/b/file.txt'))?.size).toBe(7);
  });

  it('keeps the old file when a stream fails or falls short of its announced size', async () => {
    await storage.put('assets/c/file.bin', Buffer.from('kept'));
    await expect(storage.put('assets/c/file.bin', chunks(3, { failing: true }))).rejects.toThrow(
      'upload cut',
    );
    await expect(storage.put('assets/c/file.bin', chunks(2), { size: 3 * 64 * 1024 })).rejects.toThrow(
      /announced/,
    );
    expect(await read('assets/c/file.bin')).toBe('kept');
  });

  it('moves a local file in with putFile, also from another file system', async () => {
    const local = path.join(await tempDir('upload'), 'upload.part');
    await fs.writeFile(local, 'uploaded bytes');
    expect(await storage.putFile('assets/d/original.wav', local, { contentType: 'audio/wav' })).toBe(14);
    expect(await exists(local)).toBe(false);
    expect(await read('assets/d/original.wav')).toBe('uploaded bytes');

    // /dev/shm is a tmpfs (on Linux), so a rename from it fails with EXDEV and the copy path runs.
    const other = path.join(
      await tempDir('shm', existsSync('/dev/shm') ? '/dev/shm' : undefined),
      'upload.part',
    );
    await fs.writeFile(other, 'from tmpfs');
    expect(await storage.putFile('assets/d/other.wav', other)).toBe(10);
    expect(await exists(other)).toBe(false);
    expect(await read('assets/d/other.wav')).toBe('from tmpfs');
  });

  it('answers undefined and StoredFileMissing for an absent file', async () => {
    expect(await storage.stat('assets/none/file.mp3')).toBeUndefined();
    await expect(storage.read('assets/none/file.mp3')).rejects.toBeInstanceOf(StoredFileMissing);
    await expect(storage.read('assets/none/file.mp3', { start: 0, end: 1 })).rejects.toBeInstanceOf(
      StoredFileMissing,
    );
  });

  it('removes a file, and an absent one without complaint', async () => {
    await storage.put('assets/e/file.txt', Buffer.from('x'));
    await storage.remove('assets/e/file.txt');
    expect(await storage.stat('assets/e/file.txt')).toBeUndefined();
    await expect(storage.remove('assets/e/file.txt')).resolves.toBeUndefined();
  });

  it('removes every key under a prefix and nothing else', async () => {
    const keys = ['p/a1/x.mp3', 'p/a1/sub/y.mp3', 'p/a10/z.mp3', 'p/b/x.mp3'];
    for (const key of keys) await storage.put(key, Buffer.from(key));
    await storage.removePrefix('p/a1/');
    expect(await storage.stat('p/a1/x.mp3')).toBeUndefined();
    expect(await storage.stat('p/a1/sub/y.mp3')).toBeUndefined();
    expect(await storage.stat('p/a10/z.mp3')).toBeDefined();
    // Without the slash a prefix is a plain string prefix, as on S3.
    await storage.removePrefix('p/a');
    expect(await storage.stat('p/a10/z.mp3')).toBeUndefined();
    expect(await read('p/b/x.mp3')).toBe('p/b/x.mp3');
    await expect(storage.removePrefix('p/none/')).resolves.toBeUndefined();
  });

  it('refuses keys that could leave the root', async () => {
    for (const key of ['../x', '/abs', 'a\\b', 'a/\u0000b', 'a//b', 'a/./b', 'a/', '']) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/Invalid storage key/);
      await expect(storage.stat(key), key).rejects.toThrow(/Invalid storage key/);
      await expect(storage.read(key), key).rejects.toThrow(/Invalid storage key/);
      await expect(storage.remove(key), key).rejects.toThrow(/Invalid storage key/);
    }
    for (const prefix of ['', '/', '../', 'a/../']) {
      await expect(storage.removePrefix(prefix), prefix).rejects.toThrow(/Invalid storage key/);
    }
  });

  it('streams a 20 MB put without holding it in memory', async () => {
    const size = 320 * 64 * 1024;
    let reachedBeforeLast = false;
    const onLast = () => (reachedBeforeLast = running.reached('big/file.bin'));
    const before = process.memoryUsage().rss;
    let peak = before;
    const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    try {
      expect(await storage.put('big/file.bin', chunks(320, { shared: true, onLast }), { size })).toBe(size);
    } finally {
      clearInterval(sample);
    }
    peak = Math.max(peak, process.memoryUsage().rss);
    // Bytes were stored while the stream was still being read, not gathered first and sent after.
    expect(reachedBeforeLast).toBe(true);
    expect(peak - before).toBeLessThan(running.memoryLimit);
    expect((await storage.stat('big/file.bin'))?.size).toBe(size);
    expect(await read('big/file.bin', { start: size - 2, end: size - 1 })).toBe('\x07\x07');
  });

  describe('sendStoredFile', () => {
    const app = Fastify();
    app.get<{ Querystring: { key: string; type: string; name: string } }>('/file', (request, reply) =>
      sendStoredFile(request, reply, storage, request.query.key, {
        contentType: request.query.type,
        fileName: request.query.name,
      }),
    );
    afterAll(() => app.close());
    beforeAll(() => storage.put('send/song.mp3', Buffer.from('hello world')));

    const get = (range?: string, query: Partial<Record<'key' | 'type' | 'name', string>> = {}) =>
      app.inject({
        url: '/file',
        query: { key: 'send/song.mp3', type: 'audio/mpeg', name: 'song.mp3', ...query },
        headers: range ? { range } : {},
      });

    it('sends the whole file without a Range', async () => {
      const response = await get();
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('hello world');
      expect(response.headers).toMatchObject({
        'content-length': '11',
        'content-type': 'audio/mpeg',
        'accept-ranges': 'bytes',
        'x-content-type-options': 'nosniff',
        'content-disposition': "inline; filename*=UTF-8''song.mp3",
      });
      expect(response.headers['content-range']).toBeUndefined();
      const head = await app.inject({
        method: 'HEAD',
        url: '/file',
        query: { key: 'send/song.mp3', type: 'audio/mpeg', name: 's' },
      });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-length']).toBe('11');
      expect(head.body).toBe('');
    });

    it('sends a byte range, an open range and a suffix range as 206', async () => {
      const cases: [string, string, string][] = [
        ['bytes=2-5', 'llo ', 'bytes 2-5/11'],
        ['bytes=6-', 'world', 'bytes 6-10/11'],
        ['bytes=-3', 'rld', 'bytes 8-10/11'],
        ['bytes=9-99', 'ld', 'bytes 9-10/11'],
        ['bytes=-20', 'hello world', 'bytes 0-10/11'],
      ];
      for (const [range, body, contentRange] of cases) {
        const response = await get(range);
        expect(response.statusCode, range).toBe(206);
        expect(response.body, range).toBe(body);
        expect(response.headers['content-range'], range).toBe(contentRange);
        expect(response.headers['content-length'], range).toBe(String(body.length));
        expect(response.headers['x-content-type-options']).toBe('nosniff');
      }
    });

    it('answers 416 for a range past the end, and the whole file for several ranges', async () => {
      const response = await get('bytes=11-20');
      expect(response.statusCode).toBe(416);
      expect(response.headers['content-range']).toBe('bytes */11');
      expect((await get('bytes=-0')).statusCode).toBe(416);
      const several = await get('bytes=0-1,4-5');
      expect(several.statusCode).toBe(200);
      expect(several.body).toBe('hello world');
    });

    it('sends a type a browser could run as an octet-stream download', async () => {
      for (const type of [
        'text/html',
        'image/svg+xml',
        'application/javascript',
        'text/html; x=audio/mpeg',
      ]) {
        const response = await get(undefined, { type, name: 'page.html' });
        expect(response.headers['content-type'], type).toBe('application/octet-stream');
        expect(response.headers['content-disposition'], type).toBe("attachment; filename*=UTF-8''page.html");
      }
    });

    it('cleans control characters out of the file name', async () => {
      const response = await get(undefined, { name: 'evil\r\nSet-Cookie: x.mp3' });
      expect(response.headers['content-disposition']).toBe(
        `inline; filename*=UTF-8''${encodeURIComponent('evilSet-Cookie: x.mp3')}`,
      );
    });

    it('answers 404 JSON for an absent file', async () => {
      const response = await get('bytes=0-1', { key: 'send/none.mp3' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'File not found.', message_id: 'not_found.file' });
    });
  });
});

describe('storageFromEnv', () => {
  it('uses the disk without S3_BUCKET', () => {
    expect(storageFromEnv({}, '/tmp/files').kind).toBe('disk');
    expect(storageFromEnv({ S3_BUCKET: ' ' }, '/tmp/files').kind).toBe('disk');
  });

  it('uses S3 with S3_BUCKET and names a missing key', () => {
    const env = { S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(storageFromEnv(env, '/tmp/files').kind).toBe('s3');
    expect(() => storageFromEnv({ ...env, S3_ACCESS_KEY_ID: '' }, '/tmp/files')).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() => storageFromEnv({ ...env, S3_SECRET_ACCESS_KEY: undefined }, '/tmp/files')).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
  });
});
