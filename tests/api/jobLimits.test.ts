import { createHash } from 'node:crypto';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOWNLOAD_JOBS_PER_PERSON,
  JOB_LIMIT_RETRY_AFTER_SECONDS,
  PACKAGE_JOBS_PER_PERSON,
  PROCESSING_JOBS_PER_PERSON,
} from '../../shared/constants';
import { MEDIA_PROCESS_JOB } from '../../server/entities/assets/jobKinds';
import { assetFiles, assets, MediaRole } from '../../server/entities/assets/table';
import { jobs, JobState } from '../../server/platform/jobs/table';
import { uploads } from '../../server/entities/uploads/table';
import { LIBRARY_CLIP_JOB } from '../../server/entities/library/downloadJobs';
import { assetDownloads, downloadFiles } from '../../server/entities/library/table';
import { toneWav } from '../../server/platform/media/wav';
import { PACKAGE_BUILD_JOB } from '../../server/entities/packages/build';
import { packages } from '../../server/entities/packages/table';
import { diskStorage } from '../../server/platform/storage/disk';
import { users } from '../../server/entities/users/table';
import { answerOf, createTestApp, type TestApp } from '../support/testApp';
import { tusClient } from '../support/tus';

/** Without a worker, what a request queues stays queued: the limits count exactly what was asked. */
let t: TestApp;
let item: string;
const ITEM_SECONDS = 6;

beforeAll(async () => {
  t = await createTestApp({ noWorker: true });
  // One audio item with its file and length, as processing leaves it.
  const [row] = await t.db.select({ id: assets.id }).from(assets).where(eq(assets.title, 'Northern Drive'));
  item = row!.id;
  const bytes = toneWav({ seconds: ITEM_SECONDS, rate: 8000 });
  const key = `assets/${item}/original.wav`;
  await diskStorage(path.join(t.filesDir, 'storage')).put(key, bytes, { contentType: 'audio/wav' });
  await t.db.insert(assetFiles).values({
    assetId: item,
    role: MediaRole.ORIGINAL,
    storageKey: key,
    fileName: 'Northern Drive.wav',
    mimeType: 'audio/wav',
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  });
  await t.db.update(assets).set({ durationSeconds: ITEM_SECONDS }).where(eq(assets.id, item));
}, 120_000);
afterAll(() => t?.close());

const userId = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const jobsOf = async (email: string, kind: string) =>
  t.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.requestedBy, await userId(email)), eq(jobs.kind, kind)));
const downloadsOf = async (email: string) =>
  t.db
    .select()
    .from(assetDownloads)
    .where(eq(assetDownloads.userId, await userId(email)));
/** A clip of the item from `start`, half a second long (or as long as asked). */
const clip = (token: string, start: number, seconds = 0.5) =>
  t.app.inject({
    method: 'POST',
    url: '/api/content/library/download/clip/path',
    headers: { authorization: `Bearer ${token}` },
    payload: { asset: item, start, end: start + seconds },
  });

describe('per-person job limits', () => {
  it(`queues at most ${DOWNLOAD_JOBS_PER_PERSON} clips for a read-only viewer, refusing the next with 429 and writing nothing`, async () => {
    const token = await t.login('viewerlimited@example.com');
    for (let n = 0; n < DOWNLOAD_JOBS_PER_PERSON; n++) {
      const answer = await clip(token, n * 0.5);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().result.job.state).toBe('queued');
    }
    const refused = await clip(token, 4);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(JOB_LIMIT_RETRY_AFTER_SECONDS));
    expect(refused.json()).toMatchObject({
      message: `You have ${DOWNLOAD_JOBS_PER_PERSON} jobs queued or running: try again when some have finished.`,
      retry_after: JOB_LIMIT_RETRY_AFTER_SECONDS,
    });
    // Nothing of the refused request was written: no job, no download, no clip.
    expect(await jobsOf('viewerlimited@example.com', LIBRARY_CLIP_JOB)).toHaveLength(
      DOWNLOAD_JOBS_PER_PERSON,
    );
    expect(await downloadsOf('viewerlimited@example.com')).toHaveLength(DOWNLOAD_JOBS_PER_PERSON);
    expect(await t.db.select().from(downloadFiles).where(eq(downloadFiles.startMs, 4000))).toEqual([]);

    // A clip already being made is waited for, not queued again: it needs no room.
    const same = await clip(token, 0);
    expect(same.statusCode).toBe(200);
    expect(await jobsOf('viewerlimited@example.com', LIBRARY_CLIP_JOB)).toHaveLength(
      DOWNLOAD_JOBS_PER_PERSON,
    );
    // Another person's room is their own.
    const other = await clip(await t.login('viewer@example.com'), 4);
    expect(other.statusCode).toBe(200);
  });

  it('holds under a burst of parallel requests', async () => {
    const token = await t.login('manager@example.com');
    // Ranges nobody asked for yet: each needs a job of its own.
    const answers = await Promise.all(Array.from({ length: 30 }, (_, n) => clip(token, 0.1 + n * 0.1, 0.25)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(DOWNLOAD_JOBS_PER_PERSON);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - DOWNLOAD_JOBS_PER_PERSON);
    expect(await jobsOf('manager@example.com', LIBRARY_CLIP_JOB)).toHaveLength(DOWNLOAD_JOBS_PER_PERSON);
    expect(await downloadsOf('manager@example.com')).toHaveLength(DOWNLOAD_JOBS_PER_PERSON);
  });

  it(`builds at most ${PACKAGE_JOBS_PER_PERSON} packages of one person at once`, async () => {
    const token = await t.login('admin@example.com');
    const build = (n: number) =>
      answerOf(t.app, token, 'POST', '/content/library/package', { title: `Batch ${n}`, assets: [item] });
    const answers = await Promise.all(
      Array.from({ length: PACKAGE_JOBS_PER_PERSON + 2 }, (_, n) => build(n)),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(PACKAGE_JOBS_PER_PERSON);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(2);
    expect(await jobsOf('admin@example.com', PACKAGE_BUILD_JOB)).toHaveLength(PACKAGE_JOBS_PER_PERSON);
    const built = await t.db
      .select()
      .from(packages)
      .where(
        inArray(
          packages.title,
          answers.map((_, n) => `Batch ${n}`),
        ),
      );
    expect(built).toHaveLength(PACKAGE_JOBS_PER_PERSON);
  });

  it(`refuses new content's processing past ${PROCESSING_JOBS_PER_PERSON} pending, and its retry, keeping the upload`, async () => {
    const email = 'rightsholder@example.com';
    const token = await t.login(email);
    const owner = await userId(email);
    // Their earlier batch, still waiting to be processed.
    const waiting = await t.db
      .insert(jobs)
      .values(
        Array.from({ length: PROCESSING_JOBS_PER_PERSON }, () => ({
          kind: MEDIA_PROCESS_JOB,
          requestedBy: owner,
        })),
      )
      .returning({ id: jobs.id });
    const { id: upload } = await tusClient(() => t.app).upload(token, 'Bell.wav', toneWav({ seconds: 1 }));
    const add = () => answerOf(t.app, token, 'POST', '/CID/asset/add', { title: 'Late Bell', upload });
    const refused = await add();
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/try again when some have finished/);
    expect(await t.db.select().from(assets).where(eq(assets.title, 'Late Bell'))).toEqual([]);
    expect((await t.db.select().from(uploads).where(eq(uploads.id, upload)))[0]!.claimedAt).toBeNull();

    // One of them done: the upload becomes content, its processing theirs.
    await t.db.delete(jobs).where(eq(jobs.id, waiting[0]!.id));
    const added = await add();
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const [job] = await t.db.select().from(jobs).where(eq(jobs.subjectId, added.body.result._id));
    expect(job).toMatchObject({ requestedBy: owner, state: JobState.QUEUED });

    // Failed, then retried by staff while the staff member has a full queue of their own: refused.
    await t.db.update(jobs).set({ state: JobState.FAILED }).where(eq(jobs.id, job!.id));
    const staff = await userId('manager@example.com');
    await t.db
      .update(jobs)
      .set({ requestedBy: staff })
      .where(
        inArray(
          jobs.id,
          waiting.slice(1).map((row) => row.id),
        ),
      );
    await t.db.insert(jobs).values({ kind: MEDIA_PROCESS_JOB, requestedBy: staff });
    const manager = await t.login('manager@example.com');
    const retry = () => answerOf(t.app, manager, 'POST', `/CID/asset/job/${job!.id}/retry`, {});
    expect((await retry()).status).toBe(429);
    expect((await t.db.select().from(jobs).where(eq(jobs.id, job!.id)))[0]!.state).toBe(JobState.FAILED);
    await t.db.delete(jobs).where(eq(jobs.requestedBy, staff));
    expect((await retry()).status).toBe(200);
    expect((await t.db.select().from(jobs).where(eq(jobs.id, job!.id)))[0]).toMatchObject({
      state: JobState.QUEUED,
      requestedBy: staff,
    });
  });
});
