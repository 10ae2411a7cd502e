import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_KEEP_HOURS } from '../../shared/constants';
import { jobs, JobState } from '../../server/platform/jobs/table';
import { databaseLocker } from '../../server/entities/uploads/locker';
import { diskUploadStore } from '../../server/entities/uploads/store';
import { sweepUploads, UPLOAD_SWEEP_JOB } from '../../server/entities/uploads/sweep';
import { uploadLocks, uploads } from '../../server/entities/uploads/table';
import { sineWav } from '../support/media';
import { createTestApp, type TestApp } from '../support/testApp';
import { TUS, tusClient } from '../support/tus';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const tus = tusClient(() => t.app);
const onDisk = (id: string) => ({
  bytes: fs.existsSync(path.join(t.filesDir, 'uploads', id)),
  metadata: fs.existsSync(path.join(t.filesDir, 'uploads', `${id}.json`)),
});

describe('the upload sweep', () => {
  it('is a clock the server schedules at boot', async () => {
    const rows = await t.db.select().from(jobs).where(eq(jobs.kind, UPLOAD_SWEEP_JOB));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ clock: true });
    expect([JobState.QUEUED, JobState.RUNNING]).toContain(rows[0]!.state);
  });

  it('removes uploads no asset claimed in time, rows and bytes, and keeps recent and claimed ones', async () => {
    const token = await t.login('rightsholder@example.com');
    const wav = sineWav({ seconds: 0.2 });
    // Old: one left half-sent, one finished and never used, one made into content.
    const created = await tus.create(token, 'Half.wav', wav.length);
    const halfUrl = created.headers.location as string;
    expect((await tus.patch(token, halfUrl, 0, wav.subarray(0, 1000))).statusCode).toBe(204);
    const half = halfUrl.split('/').at(-1)!;
    const { id: unused } = await tus.upload(token, 'Unused.wav', wav);
    const { id: used } = await tus.upload(token, 'Used.wav', sineWav({ seconds: 0.2, frequency: 500 }));
    const asset = await t.app.inject({
      method: 'POST',
      url: '/api/CID/asset/add',
      headers: { authorization: `Bearer ${token}` },
      payload: { title: 'Kept', upload: used },
    });
    expect(asset.statusCode, asset.body).toBe(201);
    // Recent: finished an hour short of the limit.
    const { id: recent } = await tus.upload(token, 'Recent.wav', sineWav({ seconds: 0.2, frequency: 300 }));
    const age = (hours: number, ids: string[]) =>
      t.db
        .update(uploads)
        .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
        .where(inArray(uploads.id, ids));
    await age(UPLOAD_KEEP_HOURS + 1, [half, unused, used]);
    await age(UPLOAD_KEEP_HOURS - 1, [recent]);
    expect(onDisk(half)).toEqual({ bytes: true, metadata: true });
    expect(onDisk(unused)).toEqual({ bytes: true, metadata: true });

    expect(await sweepUploads(t.db, diskUploadStore(t.filesDir))).toBe(2);
    const left = await t.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(inArray(uploads.id, [half, unused, used, recent]));
    expect(left.map((row) => row.id).sort()).toEqual([used, recent].sort());
    expect(onDisk(half)).toEqual({ bytes: false, metadata: false });
    expect(onDisk(unused)).toEqual({ bytes: false, metadata: false });
    expect(onDisk(recent)).toEqual({ bytes: true, metadata: true });
    // A swept upload is gone for its uploader too.
    expect((await tus.head(token, halfUrl)).statusCode).toBe(404);
    // Nothing left to do, and an upload whose bytes are already gone is no error.
    expect(await sweepUploads(t.db, diskUploadStore(t.filesDir))).toBe(0);
    fs.rmSync(path.join(t.filesDir, 'uploads', recent));
    await age(UPLOAD_KEEP_HOURS + 1, [recent]);
    expect(await sweepUploads(t.db, diskUploadStore(t.filesDir))).toBe(1);
    expect(onDisk(recent)).toEqual({ bytes: false, metadata: false });
  });
});

describe("an upload's URL", () => {
  const idOf = (url: string) => url.split('/').at(-1)!;
  const bytesOf = (id: string) => fs.readFileSync(path.join(t.filesDir, 'uploads', id));

  it("reaches the upload it names and no other: a query or more segments never act on another person's", async () => {
    const owner = await t.login('rightsholder@example.com');
    const intruder = await t.login('manager@example.com');
    const wav = sineWav({ seconds: 0.5, frequency: 610 });
    const theirsUrl = (await tus.create(owner, 'Theirs.wav', wav.length)).headers.location as string;
    const theirs = idOf(theirsUrl);
    expect((await tus.patch(owner, theirsUrl, 0, wav.subarray(0, 1000))).statusCode).toBe(204);
    const mineUrl = (await tus.create(intruder, 'Mine.wav', wav.length)).headers.location as string;
    const before = bytesOf(theirs);

    const forged = [
      `${mineUrl}?x=/${theirs}`,
      `${mineUrl}?/${theirs}`,
      `${mineUrl}?x=%2F${theirs}`,
      `${mineUrl}/?x=/${theirs}`,
      `${mineUrl}/${theirs}`,
      `${mineUrl};/${theirs}`,
      `/api/uploads/?x=/${theirs}`,
      `/api/uploads?x=/${theirs}`,
    ];
    const injected = Buffer.from('<html><script>alert(1)</script></html>');
    for (const url of forged) {
      const headers = { authorization: `Bearer ${intruder}`, ...TUS };
      const answers = [
        await t.app.inject({ method: 'HEAD', url, headers }),
        await t.app.inject({
          method: 'PATCH',
          url,
          headers: { ...headers, 'upload-offset': '1000', 'content-type': 'application/offset+octet-stream' },
          payload: injected,
        }),
        await t.app.inject({ method: 'DELETE', url, headers }),
      ];
      for (const answer of answers)
        expect([400, 404], `${answer.statusCode} for ${url}`).toContain(answer.statusCode);
    }
    // Creation takes no id: a query, or a concatenation naming their upload, is refused and creates nothing.
    const counted = async () => (await t.db.select({ id: uploads.id }).from(uploads)).length;
    const rows = await counted();
    for (const headers of [{}, { 'upload-concat': `final;${theirsUrl}` }]) {
      const created = await t.app.inject({
        method: 'POST',
        url: `/api/uploads?x=/${theirs}`,
        headers: { authorization: `Bearer ${intruder}`, ...TUS, 'upload-length': '10', ...headers },
      });
      expect(created.statusCode, created.body).toBe(400);
    }
    const concat = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { authorization: `Bearer ${intruder}`, ...TUS, 'upload-concat': `final;${theirsUrl}` },
    });
    expect(concat.statusCode, concat.body).toBe(400);
    expect(await counted()).toBe(rows);

    // Theirs is as its owner left it: same bytes, same offset, and it finishes as sent.
    expect(bytesOf(theirs).equals(before)).toBe(true);
    expect((await tus.head(owner, theirsUrl)).headers['upload-offset']).toBe('1000');
    const finished = await tus.patch(owner, theirsUrl, 1000, wav.subarray(1000));
    expect(finished.statusCode, finished.body).toBe(204);
    expect(finished.headers['upload-sha256']).toBe(createHash('sha256').update(wav).digest('hex'));
    // The intruder's own upload was not touched either.
    expect((await tus.head(intruder, mineUrl)).headers['upload-offset']).toBe('0');
  });
});

describe('resuming an upload', () => {
  it('goes on after the server restarts, from the offset the store kept', async () => {
    const token = await t.login('rightsholder@example.com');
    const wav = sineWav({ seconds: 1, frequency: 520 });
    const half = Math.floor(wav.length / 2);
    const created = await tus.create(token, 'Restarted.wav', wav.length);
    expect(created.statusCode).toBe(201);
    const url = created.headers.location as string;
    const first = await tus.patch(token, url, 0, wav.subarray(0, half));
    expect(first.statusCode).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(half));

    // A new server on the same database and files folder: the session and the upload are both there.
    const before = t.app;
    await t.restart();
    expect(t.app).not.toBe(before);
    const head = await tus.head(token, url);
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe(String(half));
    expect(head.headers['upload-length']).toBe(String(wav.length));
    const finished = await tus.patch(token, url, half, wav.subarray(half));
    expect(finished.statusCode, finished.body).toBe(204);
    expect(finished.headers['upload-kind']).toBe('audio');
    const sha256 = createHash('sha256').update(wav).digest('hex');
    expect(finished.headers['upload-sha256']).toBe(sha256);
    const [row] = await t.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, url.split('/').at(-1)!));
    expect(row).toMatchObject({ sha256, kind: 'audio', size: wav.length });
    expect(row!.finishedAt).not.toBeNull();
  });
});

describe('the upload lock', () => {
  // Two lockers on one database, as two server processes have.
  const fast = { renewMs: 30, pollMs: 10, acquireTimeoutMs: 5000 };
  const first = () => databaseLocker(t.db, fast);
  const second = () => databaseLocker(t.db, fast);
  const never = new AbortController().signal;

  it('lets one request at a time work on an upload, and asks the holder to let go when another wants it', async () => {
    const events: string[] = [];
    const held = first().newLock('lock-a');
    await held.lock(never, async () => {
      events.push('asked to let go');
      await held.unlock();
      events.push('let go');
    });
    // Another upload is not held up.
    const other = second().newLock('lock-b');
    await other.lock(never, () => undefined);
    await other.unlock();

    const waiting = second().newLock('lock-a');
    await waiting.lock(never, () => undefined);
    events.push('taken over');
    expect(events).toEqual(['asked to let go', 'let go', 'taken over']);
    await waiting.unlock();
    expect(await t.db.select().from(uploadLocks)).toEqual([]);
  });

  it('refuses after its wait when the holder keeps the upload, and takes over a lock whose holder died', async () => {
    const held = first().newLock('lock-c');
    await held.lock(never, () => undefined);
    const impatient = databaseLocker(t.db, { ...fast, acquireTimeoutMs: 200 }).newLock('lock-c');
    await expect(impatient.lock(never, () => undefined)).rejects.toMatchObject({ status_code: 423 });
    await held.unlock();

    // A holder whose process died: its lease ran out, nobody renews it.
    await t.db.insert(uploadLocks).values({
      uploadId: 'lock-d',
      holder: '00000000-0000-4000-8000-000000000000',
      expiresAt: sql`now() - interval '1 second'`,
    });
    const next = second().newLock('lock-d');
    await next.lock(never, () => undefined);
    const [row] = await t.db.select().from(uploadLocks).where(eq(uploadLocks.uploadId, 'lock-d'));
    expect(row!.holder).not.toBe('00000000-0000-4000-8000-000000000000');
    expect(new Date(row!.expiresAt).getTime()).toBeGreaterThan(Date.now());
    await next.unlock();
  });
});
