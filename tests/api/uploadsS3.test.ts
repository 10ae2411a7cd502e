import { createHash } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetFiles } from '../../server/entities/assets/table';
import { s3Storage } from '../../server/platform/storage/s3';
import { s3UploadStore } from '../../server/entities/uploads/s3Store';
import { uploads } from '../../server/entities/uploads/table';
import { sineWav } from '../support/media';
import { startLocalS3, type LocalS3 } from '../support/s3rver';
import { createTestApp, type TestApp } from '../support/testApp';
import { TUS, tusClient } from '../support/tus';

let s3: LocalS3;
let t: TestApp;
beforeAll(async () => {
  s3 = await startLocalS3();
  // As with S3_BUCKET set: media and unfinished uploads in the same bucket.
  t = await createTestApp({ storage: s3Storage(s3.options), uploadStore: () => s3UploadStore(s3.options) });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const tus = tusClient(() => t.app);
const MiB = 1024 * 1024;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The bucket's keys under a prefix. */
async function keys(prefix: string) {
  const client = new S3Client({
    endpoint: s3.options.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: s3.options.accessKeyId, secretAccessKey: s3.options.secretAccessKey },
  });
  const page = await client.send(new ListObjectsV2Command({ Bucket: s3.options.bucket, Prefix: prefix }));
  client.destroy();
  return (page.Contents ?? []).map((object) => object.Key!).sort();
}

describe('uploads on S3', () => {
  it('takes a file in two parts, resumes at the offset S3 holds, types, hashes and claims it by a copy inside the bucket', async () => {
    const token = await t.login('rightsholder@example.com');
    // 7.7 MB: a first PATCH of 6 MiB is a whole S3 part (the smallest is 5 MiB), the rest the last one.
    const wav = sineWav({ seconds: 80, rate: 48_000 });
    const created = await tus.create(token, 'Long take.wav', wav.length);
    expect(created.statusCode).toBe(201);
    const url = created.headers.location as string;
    const id = url.split('/').at(-1)!;
    expect((await tus.patch(token, url, 0, wav.subarray(0, 6 * MiB))).statusCode).toBe(204);
    const head = await tus.head(token, url);
    expect(head.headers['upload-offset']).toBe(String(6 * MiB));
    // Under the uploads folder only: the multipart upload's info object so far.
    expect(await keys('')).toEqual([`uploads/${id}.info`]);

    const finished = await tus.patch(token, url, 6 * MiB, wav.subarray(6 * MiB));
    expect(finished.statusCode, finished.body).toBe(204);
    expect(finished.headers['upload-kind']).toBe('audio');
    expect(finished.headers['upload-sha256']).toBe(sha256(wav));
    expect(await keys('uploads/')).toEqual([`uploads/${id}`, `uploads/${id}.info`]);

    const copiesBefore = s3.requests.filter((request) => request.copy).length;
    const asset = await t.app.inject({
      method: 'POST',
      url: '/api/CID/asset/add',
      headers: { authorization: `Bearer ${token}` },
      payload: { title: 'Long Take', upload: id },
    });
    expect(asset.statusCode, asset.body).toBe(201);
    const [file] = await t.db
      .select()
      .from(assetFiles)
      .where(eq(assetFiles.assetId, asset.json().result._id));
    // Copied by S3 itself (one CopyObject), and the upload's objects gone.
    expect(s3.requests.filter((request) => request.copy).length).toBe(copiesBefore + 1);
    expect(await keys('uploads/')).toEqual([]);
    const stored = await s3Storage(s3.options).read(file!.storageKey);
    const chunks: Buffer[] = [];
    for await (const chunk of stored) chunks.push(chunk as Buffer);
    expect(sha256(Buffer.concat(chunks))).toBe(sha256(wav));
    expect((await s3Storage(s3.options).stat(file!.storageKey))?.contentType).toBe('audio/wav');
  });

  it('lets another server behind the load balancer go on with an upload the first one started', async () => {
    const token = await t.login('rightsholder@example.com');
    const wav = sineWav({ seconds: 2, frequency: 330 });
    const half = Math.floor(wav.length / 2);
    const created = await tus.create(token, 'Shared.wav', wav.length);
    const url = created.headers.location as string;
    expect((await tus.patch(token, url, 0, wav.subarray(0, half))).statusCode).toBe(204);

    const other = tusClient(await t.another().then((app) => () => app));
    const head = await other.head(token, url);
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe(String(half));
    const finished = await other.patch(token, url, half, wav.subarray(half));
    expect(finished.statusCode, finished.body).toBe(204);
    expect(finished.headers['upload-sha256']).toBe(sha256(wav));
    // The first server sees it finished too.
    expect((await tus.head(token, url)).headers['upload-offset']).toBe(String(wav.length));
  });

  it("keeps another person's upload out of reach of a URL that names it after a query", async () => {
    const owner = await t.login('rightsholder@example.com');
    const intruder = await t.login('manager@example.com');
    const wav = sineWav({ seconds: 1, frequency: 350 });
    const theirsUrl = (await tus.create(owner, 'Theirs.wav', wav.length)).headers.location as string;
    const theirs = theirsUrl.split('/').at(-1)!;
    expect((await tus.patch(owner, theirsUrl, 0, wav.subarray(0, 1000))).statusCode).toBe(204);
    const mineUrl = (await tus.create(intruder, 'Mine.wav', wav.length)).headers.location as string;
    const before = await keys(`uploads/${theirs}`);

    const url = `${mineUrl}?x=/${theirs}`;
    const headers = { authorization: `Bearer ${intruder}`, ...TUS };
    const patch = { 'upload-offset': '1000', 'content-type': 'application/offset+octet-stream' };
    const answers = [
      await t.app.inject({ method: 'HEAD', url, headers }),
      await t.app.inject({
        method: 'PATCH',
        url,
        headers: { ...headers, ...patch },
        payload: Buffer.alloc(64),
      }),
      await t.app.inject({ method: 'DELETE', url, headers }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400]);
    expect(await keys(`uploads/${theirs}`)).toEqual(before);
    expect((await tus.head(owner, theirsUrl)).headers['upload-offset']).toBe('1000');
    const finished = await tus.patch(owner, theirsUrl, 1000, wav.subarray(1000));
    expect(finished.statusCode, finished.body).toBe(204);
    expect(finished.headers['upload-sha256']).toBe(sha256(wav));
  });

  it('refuses junk once its first MiB is in, and leaves nothing of it in the bucket', async () => {
    const token = await t.login('rightsholder@example.com');
    const created = await tus.create(token, 'song.wav', 64 * MiB);
    const url = created.headers.location as string;
    const id = url.split('/').at(-1)!;
    const body = new PassThrough();
    body.write(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2 * MiB, 7)]));
    const answer = await tus.patch(token, url, 0, body);
    body.destroy();
    expect(answer.statusCode, answer.body).toBe(415);
    expect(await keys(`uploads/${id}`)).toEqual([]);
    expect(await t.db.select().from(uploads).where(eq(uploads.id, id))).toEqual([]);
  });

  it('removes an unfinished upload with everything it left in the bucket', async () => {
    const token = await t.login('rightsholder@example.com');
    const wav = sineWav({ seconds: 1, frequency: 250 });
    const created = await tus.create(token, 'Dropped.wav', wav.length);
    const url = created.headers.location as string;
    const id = url.split('/').at(-1)!;
    expect((await tus.patch(token, url, 0, wav.subarray(0, 1000))).statusCode).toBe(204);
    // A short piece waits as its own object until the next part is whole.
    expect(await keys(`uploads/${id}`)).toEqual([`uploads/${id}.info`, `uploads/${id}.part`]);
    await s3UploadStore(s3.options).remove(id);
    expect(await keys(`uploads/${id}`)).toEqual([]);
    await t.db.delete(uploads).where(eq(uploads.id, id));
    // Removing it again is no error.
    await expect(s3UploadStore(s3.options).remove(id)).resolves.toBeUndefined();
  });
});
