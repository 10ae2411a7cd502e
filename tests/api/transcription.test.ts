import { createHash } from 'node:crypto';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVAI_STATUS_CHECKS_PER_MINUTE } from '../../shared/constants';
import { activityLogs } from '../../server/entities/activityLog/table';
import { assetFiles, assets, MediaRole } from '../../server/entities/assets/table';
import { jobs } from '../../server/platform/jobs/table';
import { transcripts, TranscriptState } from '../../server/entities/library/table';
import { diskStorage } from '../../server/platform/storage/disk';
import { throttles } from '../../server/platform/throttles/table';
import { TRANSCRIPTION_POLL_JOB, transcriptionResumeClock } from '../../server/entities/transcription/poll';
import { revAiClient } from '../../server/platform/revai/revAi';
import { statusGapKey } from '../../server/entities/transcription/statusLimits';
import { revAiDeletions } from '../../server/entities/transcription/table';
import { sineWav } from '../support/media';
import { transcriptOf } from '../support/revAiStandIn';
import { createTestApp, type TestApp } from '../support/testApp';

const PUBLIC_URL = 'https://drm.example.com';
/** Files from this size go to Rev AI as a link: the tests' small WAVs are below it, a longer one above. */
const LINK_FROM_BYTES = 400_000;
const JOB_STATUS = /^\/jobs\/[^/]+$/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    revAi: { poll: { firstMs: 50, maxMs: 200 }, publicUrl: PUBLIC_URL, linkFromBytes: LINK_FROM_BYTES },
  });
  // These tests transcribe items themselves: they start from none (the demo seeds one).
  await t.db.delete(transcripts);
});
afterAll(() => t?.close());

const api = async (app: TestApp, token: string, url: string, payload: object) => {
  const response = await app.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several shapes, read field by field
  return { status: response.statusCode, headers: response.headers, body: response.json() as any };
};
const request = (app: TestApp, token: string, asset: string) =>
  api(app, token, '/general/rev/upload/file', { asset });
const status = (app: TestApp, token: string, asset: string) =>
  api(app, token, '/general/rev/upload/file/status', { asset });
const text = (app: TestApp, token: string, asset: string) => api(app, token, '/general/rev/text', { asset });

const idOf = async (app: TestApp, title: string) => {
  const [row] = await app.db.select({ id: assets.id }).from(assets).where(eq(assets.title, title));
  return row!.id;
};

/** Gives an item a real media file as its original, as an upload leaves it. */
async function giveMedia(app: TestApp, title: string, bytes: Buffer) {
  const id = await idOf(app, title);
  const key = `assets/${id}/original.wav`;
  await diskStorage(path.join(app.filesDir, 'storage')).put(key, bytes, { contentType: 'audio/wav' });
  await app.db.insert(assetFiles).values({
    assetId: id,
    role: MediaRole.ORIGINAL,
    storageKey: key,
    fileName: `${title}.wav`,
    mimeType: 'audio/wav',
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  });
  return id;
}

const deletionsOf = (jobId: string) =>
  t.db.select().from(revAiDeletions).where(eq(revAiDeletions.jobId, jobId));
const rowOf = async (app: TestApp, assetId: string) =>
  (await app.db.select().from(transcripts).where(eq(transcripts.assetId, assetId)))[0];
const settled = (assetId: string) =>
  expect.poll(async () => (await rowOf(t, assetId))?.state, { timeout: 15_000, interval: 100 });
const jobOfAsset = (assetId: string) =>
  t.revAi!.jobs.find((job) => String(job.options.metadata).includes(assetId))!;

/** As if the job's gap between status checks had passed. */
const pastGap = (app: TestApp, jobId: string) =>
  app.db
    .update(throttles)
    .set({ windowStartedAt: sql`now() - interval '1 hour'` })
    .where(eq(throttles.key, statusGapKey(jobId)));

const libraryTitles = async (token: string, search: string) => {
  const { body } = await api(t, token, '/content/library', { search, limit: 50 });
  return (body.result.data as { title: string }[]).map((row) => row.title);
};

describe('transcribing a library item with Rev AI', () => {
  it('sends the audio, follows the job without anyone asking, and the transcript is read and searched', async () => {
    const wav = sineWav({ seconds: 2, rate: 8000 });
    const id = await giveMedia(t, 'Northern Drive', wav);
    t.revAi!.pollsBeforeDone = 2;
    t.revAi!.transcript = {
      monologues: [
        transcriptOf('Welcome aboard the quillfeather night drive').monologues[0],
        transcriptOf('Thanks for listening', 1).monologues[0],
      ],
    };
    const team = await t.login('rhteam@example.com');
    const sent = await request(t, team, id);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      result: { asset: id, configured: true, state: 'in_progress', failure: null },
      message: 'Sent to Rev AI for transcription.',
    });
    const job = jobOfAsset(id);
    expect(job.media).toEqual({
      fileName: 'media.wav',
      contentType: 'audio/wav',
      size: wav.length,
      sha256: createHash('sha256').update(wav).digest('hex'),
    });
    expect(job.options.metadata).toBe(`Northern Drive (DRM library item ${id})`);
    const submitted = t.revAi!.requests.find((entry) => entry.path === '/jobs')!;
    expect(submitted.headers.authorization).toBe(`Bearer ${t.revAi!.settings.token}`);

    // One at a time.
    const again = await request(t, await t.login('rightsholder@example.com'), id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A transcription of this item is already in progress.');

    // Nobody asks: the job polls until Rev AI is done.
    await settled(id).toBe('transcribed');
    expect(job.polls).toBeGreaterThanOrEqual(3);

    // A creator the item is licensed to reads it, with each turn's timed words.
    const creator = await t.login('creator@example.com');
    const answer = await text(t, creator, id);
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({
      state: 'transcribed',
      text: 'Welcome aboard the quillfeather night drive.\nThanks for listening.',
    });
    const [first, second] = answer.body.result.monologues;
    expect(first.speaker).toBe(0);
    expect(second.speaker).toBe(1);
    expect(first.elements[0]).toEqual({ type: 'text', value: 'Welcome', ts: 0, end_ts: 0.4 });
    expect(first.elements.find((element: { value: string }) => element.value === 'quillfeather')).toEqual({
      type: 'text',
      value: 'quillfeather',
      ts: 1.5,
      end_ts: 1.9,
    });
    expect((await status(t, creator, id)).body.result.state).toBe('transcribed');

    // Its words find the item in the library.
    expect(await libraryTitles(creator, 'quillfeather')).toEqual(['Northern Drive']);
    expect(await libraryTitles(await t.login('admin@example.com'), 'quillfeather listening')).toEqual([
      'Northern Drive',
    ]);

    const [logged] = await t.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entity, 'transcripts'), eq(activityLogs.entityId, id)));
    expect(logged).toMatchObject({ action: 'create', after: { provider_job_id: job.id } });
  });

  it('lets a creator read a transcript but not request one, and hides another label’s item', async () => {
    const northern = await idOf(t, 'Northern Drive');
    const creator = await t.login('creator@example.com');
    expect((await request(t, creator, northern)).status).toBe(403);
    expect((await request(t, await t.login('viewer@example.com'), northern)).status).toBe(403);
    const petal = await giveMedia(t, 'Petal Drums', sineWav({ seconds: 1 }));
    const rightsHolder = await t.login('rightsholder@example.com');
    for (const call of [request, status, text]) {
      const answer = await call(t, rightsHolder, petal);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('Library item not found.');
    }
    // Staff who write may request any label's item.
    expect((await request(t, await t.login('managerlimited@example.com'), petal)).status).toBe(200);
    await settled(petal).toBe('transcribed');
  });

  it('refuses a bad asset with the field and reason, and an item with no file with a 409', async () => {
    const admin = await t.login('admin@example.com');
    const bad = await request(t, admin, 'not-a-uuid');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ asset: 'must be an id (a UUID)' });
    expect(bad.body.field_messages).toEqual({ asset: { id: 'field.format.uuid' } });
    const bare = await request(t, admin, await idOf(t, 'Le Phare'));
    expect(bare.status).toBe(409);
    expect(bare.body.message).toBe('This item has no media file to transcribe yet.');
    expect(await rowOf(t, await idOf(t, 'Le Phare'))).toBeUndefined();
  });

  it('says plainly when Rev AI refuses the token, and keeps nothing', async () => {
    const id = await giveMedia(t, 'Fjord Morning', sineWav({ seconds: 1 }));
    t.revAi!.failNext(401, 'Invalid access token.', {}, '/jobs');
    const token = await t.login('rightsholder@example.com');
    const refused = await request(t, token, id);
    expect(refused.status).toBe(502);
    expect(refused.body.message).toMatch(/^Rev AI refused the access token .*check REVAI_ACCESS_TOKEN\.$/);
    expect(refused.body.message).not.toContain(t.revAi!.settings.token);
    expect(await rowOf(t, id)).toBeUndefined();
    expect((await status(t, token, id)).body.result).toMatchObject({ state: 'none', configured: true });
  });

  it('passes on a 429 on the request with when to try again, and the job waits out one while polling', async () => {
    const id = await idOf(t, 'Fjord Morning');
    const token = await t.login('rightsholder@example.com');
    t.revAi!.failNext(429, 'Rate limit exceeded.', { 'retry-after': '3' }, '/jobs');
    const limited = await request(t, token, id);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('3');
    expect(limited.body).toMatchObject({
      message: 'Rev AI is receiving too many requests: try again in 3 s.',
      retry_after: 3,
    });
    expect(await rowOf(t, id)).toBeUndefined();

    t.revAi!.pollsBeforeDone = 1;
    t.revAi!.transcript = transcriptOf('gulls over the fjord');
    t.revAi!.failNext(429, 'Rate limit exceeded.', { 'retry-after': '1' }, JOB_STATUS);
    const before = t.revAi!.requests.length;
    expect((await request(t, token, id)).status).toBe(200);
    await settled(id).toBe('transcribed');
    const polls = t.revAi!.requests.slice(before).filter((entry) => JOB_STATUS.test(entry.path));
    // The refused poll, then the ones after it.
    expect(polls.length).toBeGreaterThanOrEqual(3);
    expect((await rowOf(t, id))!.text).toBe('gulls over the fjord.');
  });

  it("keeps Rev AI's reason when its job fails, and a new request may follow", async () => {
    const id = await giveMedia(t, 'Lighthouse Keeper', sineWav({ seconds: 1 }));
    t.revAi!.failJobsWith = 'The media file contains no audio that could be transcribed.';
    const token = await t.login('rightsholder@example.com');
    try {
      expect((await request(t, token, id)).status).toBe(200);
      await settled(id).toBe('failed');
    } finally {
      t.revAi!.failJobsWith = undefined;
    }
    const failed = await text(t, token, id);
    expect(failed.body.result).toMatchObject({
      state: 'failed',
      failure: 'The media file contains no audio that could be transcribed.',
      text: null,
      monologues: [],
    });
    t.revAi!.transcript = transcriptOf('the keeper climbs the stairs');
    expect((await request(t, token, id)).status).toBe(200);
    await settled(id).toBe('transcribed');
  });

  it('answers the state from Rev AI when asked while in progress', async () => {
    const id = await giveMedia(t, 'Porto Stories', sineWav({ seconds: 1 }));
    const token = await t.login('rightsholder@example.com');
    t.revAi!.pollsBeforeDone = 50;
    expect((await request(t, token, id)).status).toBe(200);
    const job = jobOfAsset(id);
    expect((await status(t, token, id)).body.result.state).toBe('in_progress');
    // Rev AI finishes: the next status call past the gap learns it before the job's next poll.
    job.polls = 100;
    t.revAi!.transcript = transcriptOf('trams and bakeries');
    await pastGap(t, job.id);
    expect((await status(t, token, id)).body.result.state).toBe('transcribed');
    expect((await rowOf(t, id))!.text).toBe('trams and bakeries.');
    t.revAi!.pollsBeforeDone = 1;
  });

  it('goes on after a server restart, and the resume clock picks up a transcription whose polls stopped', async () => {
    const id = await giveMedia(t, 'Midnight Ferry', sineWav({ seconds: 1 }));
    const token = await t.login('rightsholder@example.com');
    t.revAi!.pollsBeforeDone = 2;
    t.revAi!.transcript = transcriptOf('the ferry leaves at midnight');
    expect((await request(t, token, id)).status).toBe(200);
    await t.restart();
    await settled(id).toBe('transcribed');

    // A job at Rev AI with no poll queued (its polls failed for good while Rev AI was away) ...
    const aurora = await idOf(t, 'Aurora Loop');
    t.revAi!.pollsBeforeDone = 0;
    t.revAi!.transcript = transcriptOf('northern lights');
    const orphan = await revAiClient(t.revAi!.settings).submit(
      { url: `${PUBLIC_URL}/somewhere.wav` },
      { metadata: aurora },
    );
    await t.db
      .insert(transcripts)
      .values({ assetId: aurora, providerJobId: orphan.id, state: TranscriptState.IN_PROGRESS });
    // ... and an upload a stopped server never finished, long ago.
    const glacier = await idOf(t, 'Glacier Walk');
    await t.db.insert(transcripts).values({
      assetId: glacier,
      providerJobId: 'pending:cut-off',
      state: TranscriptState.IN_PROGRESS,
      updatedAt: new Date(Date.now() - 24 * 3600 * 1000),
    });
    await transcriptionResumeClock(t.db, revAiClient(t.revAi!.settings)).run({} as never);
    const queued = await t.db.select().from(jobs).where(eq(jobs.kind, TRANSCRIPTION_POLL_JOB));
    expect(queued.filter((job) => job.payload.assetId === aurora)).toHaveLength(1);
    await settled(aurora).toBe('transcribed');
    expect(await rowOf(t, glacier)).toMatchObject({
      state: 'failed',
      failure: 'The upload to Rev AI was interrupted: request the transcription again.',
    });
    t.revAi!.pollsBeforeDone = 1;
  });

  it('deletes the job at Rev AI once the transcript is stored, and tries a failed delete again', async () => {
    const id = await giveMedia(t, 'Greenhouse Groove', sineWav({ seconds: 1 }));
    const admin = await t.login('admin@example.com');
    t.revAi!.transcript = transcriptOf('warm bass and claps');
    expect((await request(t, admin, id)).status).toBe(200);
    const first = jobOfAsset(id);
    await settled(id).toBe('transcribed');
    await expect.poll(() => t.revAi!.deleted, { timeout: 15_000 }).toContain(first.id);
    expect(t.revAi!.jobs).not.toContain(first);
    // Rev AI has answered the delete; the server forgets the job just after.
    await expect.poll(() => deletionsOf(first.id), { timeout: 15_000 }).toEqual([]);

    // Rev AI fails the delete: the transcript is stored all the same, and the job stays marked.
    t.revAi!.failNext(503, 'Down for maintenance.', {}, JOB_STATUS, 'DELETE');
    t.revAi!.transcript = transcriptOf('claps again');
    expect((await request(t, admin, id)).status).toBe(200);
    const second = jobOfAsset(id);
    await settled(id).toBe('transcribed');
    await expect
      .poll(() => deletionsOf(second.id), { timeout: 15_000 })
      .toEqual([expect.objectContaining({ attempts: 1 })]);
    expect(t.revAi!.jobs).toContain(second);
    expect((await rowOf(t, id))!.text).toBe('claps again.');

    // The resume clock deletes it, and the transcript stays.
    await transcriptionResumeClock(t.db, revAiClient(t.revAi!.settings)).run({} as never);
    expect(t.revAi!.deleted).toContain(second.id);
    expect(t.revAi!.jobs).not.toContain(second);
    expect(await deletionsOf(second.id)).toEqual([]);
    expect((await text(t, admin, id)).body.result.text).toBe('claps again.');
  });

  it('gives Rev AI a link to fetch a large file from when the app has a public address', async () => {
    const wav = sineWav({ seconds: 30, rate: 8000 });
    expect(wav.length).toBeGreaterThan(LINK_FROM_BYTES);
    const id = await giveMedia(t, 'Harbour Market', wav);
    const token = await t.login('rightsholder@example.com');
    expect((await request(t, token, id)).status).toBe(200);
    const { media } = jobOfAsset(id) as { media: { url: string } };
    expect(media.url).toMatch(new RegExp(`^${PUBLIC_URL}/api/media\\?token=`));
    // What Rev AI fetches there is the file.
    const fetched = await t.app.inject({ method: 'GET', url: media.url.slice(PUBLIC_URL.length) });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.rawPayload.equals(wav)).toBe(true);
    await settled(id).toBe('transcribed');
  });
});

describe('status checks at Rev AI', () => {
  let quiet: TestApp;
  beforeAll(async () => {
    // The poll job waits an hour: every look at Rev AI here is a status request's.
    quiet = await createTestApp({ revAi: { poll: { firstMs: 3_600_000, maxMs: 3_600_000 } } });
    await quiet.db.delete(transcripts);
  });
  afterAll(() => quiet?.close());

  const requested = async (title: string) => {
    const id = await giveMedia(quiet, title, sineWav({ seconds: 1 }));
    expect((await request(quiet, await quiet.login('admin@example.com'), id)).status).toBe(200);
    return { id, job: quiet.revAi!.jobs.find((job) => String(job.options.metadata).includes(id))! };
  };

  it('ask Rev AI about a job at most once per gap, answering the stored state in between', async () => {
    quiet.revAi!.pollsBeforeDone = 1000;
    const { id, job } = await requested('Night Bloom');
    const admin = await quiet.login('admin@example.com');
    for (let i = 0; i < 5; i++) {
      const answer = await status(quiet, admin, id);
      expect(answer.status).toBe(200);
      expect(answer.body.result.state).toBe('in_progress');
    }
    expect((await text(quiet, admin, id)).status).toBe(200);
    expect(job.polls).toBe(1);

    // Rev AI finishes: within the gap the stored state is answered, past it Rev AI is asked again.
    job.polls = 2000;
    quiet.revAi!.transcript = transcriptOf('downtempo keys');
    expect((await status(quiet, admin, id)).body.result.state).toBe('in_progress');
    await pastGap(quiet, job.id);
    expect((await status(quiet, admin, id)).body.result.state).toBe('transcribed');
    expect(job.polls).toBe(2001);
  });

  it("limit each person's checks that reach Rev AI, with 429 and Retry-After", async () => {
    quiet.revAi!.pollsBeforeDone = 1000;
    const { id, job } = await requested('Greenhouse Groove');
    const manager = await quiet.login('managerlimited@example.com');
    for (let i = 0; i < REVAI_STATUS_CHECKS_PER_MINUTE; i++) {
      await pastGap(quiet, job.id);
      expect((await status(quiet, manager, id)).status).toBe(200);
    }
    expect(job.polls).toBe(REVAI_STATUS_CHECKS_PER_MINUTE);
    await pastGap(quiet, job.id);
    const refused = await status(quiet, manager, id);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many transcription status requests: try again later.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(job.polls).toBe(REVAI_STATUS_CHECKS_PER_MINUTE);
    // The refused request spent no gap: another person's check reaches Rev AI at once.
    expect((await status(quiet, await quiet.login('admin@example.com'), id)).status).toBe(200);
    expect(job.polls).toBe(REVAI_STATUS_CHECKS_PER_MINUTE + 1);
  });
});

describe('transcription without Rev AI configured', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
    await bare.db.delete(transcripts);
  });
  afterAll(() => bare?.close());

  it('answers 503 saying what to set, stores nothing, and still reads what is stored', async () => {
    const id = await giveMedia(bare, 'Northern Drive', sineWav({ seconds: 1 }));
    const token = await bare.login('rightsholder@example.com');
    const refused = await request(bare, token, id);
    expect(refused.status).toBe(503);
    expect(refused.body.message).toBe('Transcription is not configured: set REVAI_ACCESS_TOKEN.');
    expect(await bare.db.select().from(transcripts)).toEqual([]);
    expect((await status(bare, token, id)).body.result).toEqual({
      asset: id,
      configured: false,
      state: 'none',
      failure: null,
      updated_at: null,
    });

    // A transcript made while Rev AI was configured stays readable, and searchable.
    const monologues = [
      { speaker: 0, elements: [{ type: 'text' as const, value: 'saltwind', ts: 0, end_ts: 0.5 }] },
    ];
    await bare.db.insert(transcripts).values({
      assetId: id,
      providerJobId: 'earlier-job',
      state: 'transcribed',
      text: 'saltwind',
      monologues,
    });
    const stored = await text(bare, token, id);
    expect(stored.body.result).toMatchObject({
      configured: false,
      state: 'transcribed',
      text: 'saltwind',
      monologues,
    });
  });
});
