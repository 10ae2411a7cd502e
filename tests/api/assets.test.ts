import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoMedia } from '../../server/entities/assets/demoMedia';
import { assetFiles, assets } from '../../server/entities/assets/table';
import { diskStorage } from '../../server/platform/storage/disk';
import { jobs } from '../../server/platform/jobs/table';
import { uploads } from '../../server/entities/uploads/table';
import { brokenWav, sineWav } from '../support/media';
import { createTestApp, type TestApp } from '../support/testApp';
import { tusClient } from '../support/tus';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const { create: createUpload, patch, head, upload } = tusClient(() => t.app);

const api = async (
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
) => {
  const response = await t.app.inject({ method, url: `/api${url}`, headers: auth(token), payload });
  return {
    status: response.statusCode,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read field by field
    body: response.json() as { result: any; message?: string; errors?: Record<string, string> },
  };
};

/** Waits for an asset's processing job to end, and answers the asset then. */
async function processed(token: string, id: string) {
  for (let i = 0; i < 300; i++) {
    const { body } = await api(token, 'PATCH', `/CID/asset/detail/${id}`);
    if (body.result.job && ['succeeded', 'failed'].includes(body.result.job.state)) return body.result;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('processing did not end');
}

describe('resumable uploads (tus)', () => {
  it('takes a file in pieces, resumes at the offset the server holds, and types and hashes it', async () => {
    const token = await t.login('rightsholder@example.com');
    const wav = sineWav({ seconds: 1 });
    const created = await createUpload(token, 'Harbour take 2.wav', wav.length);
    expect(created.statusCode).toBe(201);
    const url = created.headers.location as string;
    expect(url).toMatch(/^\/api\/uploads\/[0-9a-f]+$/);
    expect((await patch(token, url, 0, wav.subarray(0, 5000))).statusCode).toBe(204);
    // The connection dropped: the client asks where to go on from.
    expect((await head(token, url)).headers['upload-offset']).toBe('5000');
    const finished = await patch(token, url, 5000, wav.subarray(5000));
    expect(finished.statusCode).toBe(204);
    expect(finished.headers['upload-kind']).toBe('audio');
    expect(finished.headers['upload-sha256']).toBe(createHash('sha256').update(wav).digest('hex'));
  });

  it('refuses a file that is no audio or video, whatever its name, and keeps nothing of it', async () => {
    const token = await t.login('rightsholder@example.com');
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    const { id, finished } = await upload(token, 'song.mp3', Buffer.concat([png, Buffer.alloc(200)]));
    expect(finished.statusCode).toBe(415);
    expect(JSON.parse(finished.body).message).toMatch(/not a supported audio or video file/);
    expect(await t.db.select().from(uploads).where(eq(uploads.id, id))).toEqual([]);
    expect(fs.existsSync(path.join(t.filesDir, 'uploads', id))).toBe(false);
  });

  it("keeps each upload its uploader's: another account neither resumes nor sees it", async () => {
    const owner = await t.login('rightsholder@example.com');
    const created = await createUpload(owner, 'a.wav', 100);
    const url = created.headers.location as string;
    const other = await t.login('manager@example.com');
    expect((await head(other, url)).statusCode).toBe(404);
    expect((await patch(other, url, 0, Buffer.alloc(100))).statusCode).toBe(404);
  });

  it('refuses viewers, and a rights holder without an asset label', async () => {
    expect((await createUpload(await t.login('viewer@example.com'), 'a.wav', 10)).statusCode).toBe(403);
    const refused = await createUpload(await t.login('newrightsholder@example.com'), 'a.wav', 10);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toMatch(/asset label is empty/);
  });

  it('refuses a file above the size limit before any byte is sent', async () => {
    const response = await createUpload(await t.login('manager@example.com'), 'huge.mov', 6 * 1024 ** 3);
    expect(response.statusCode).toBe(413);
  });
});

describe('drafts, processing and review', () => {
  it('makes a draft of an upload, processes it, and warns when the same file comes again', async () => {
    const token = await t.login('rightsholder@example.com');
    const wav = sineWav({ seconds: 1, frequency: 523 });
    const { id: uploadId } = await upload(token, 'Bell.wav', wav);
    const created = await api(token, 'POST', '/CID/asset/add', {
      title: 'Harbour Bell',
      upload: uploadId,
      tags: ['bell', 'harbour'],
      isrc: 'GBAYE2600001',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const asset = created.body.result;
    expect(asset).toMatchObject({
      title: 'Harbour Bell',
      kind: 'audio',
      stage: 'draft',
      asset_label: 'Northwind Audio',
      territory: 'Worldwide',
      policy: 'monetize',
    });
    expect(asset.files).toHaveLength(1);
    expect(asset.files[0].sha256).toBe(createHash('sha256').update(wav).digest('hex'));

    const done = await processed(token, asset._id);
    expect(done.job).toMatchObject({ state: 'succeeded', progress: 100 });
    const original = done.files.find((file: { role: string }) => file.role === 'original');
    expect(original.media.durationSeconds).toBeCloseTo(1, 1);
    expect(original.media.audio.sampleRate).toBe(8000);
    expect(original.media.peaks.length).toBeGreaterThan(10);
    expect(Math.max(...original.media.peaks)).toBeGreaterThan(0.5);
    expect(done.files.map((file: { role: string }) => file.role).sort()).toEqual(['original', 'preview']);

    // The same bytes again: the answer names the draft they already are.
    const again = await upload(token, 'Bell copy.wav', wav);
    expect(decodeURIComponent(again.finished.headers['upload-duplicate-of'] as string)).toBe('Harbour Bell');
    // An upload is content once.
    expect((await api(token, 'POST', '/CID/asset/add', { title: 'Twice', upload: uploadId })).status).toBe(
      409,
    );
  });

  it('refuses what does not hold together, and writes nothing', async () => {
    const token = await t.login('rightsholder@example.com');
    const { id: uploadId } = await upload(token, 'Tone.wav', sineWav({ frequency: 300 }));
    const before = (await t.db.select().from(assets)).length;
    const footage = await api(token, 'POST', '/CID/asset/add', {
      title: 'X',
      upload: uploadId,
      kind: 'footage',
    });
    expect(footage.status).toBe(400);
    expect(footage.body.errors).toHaveProperty('kind');
    const foreign = await api(token, 'POST', '/CID/asset/add', {
      title: 'X',
      upload: uploadId,
      category: '00000000-0000-4000-8000-000000000000',
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toHaveProperty('category');
    const manager = await t.login('manager@example.com');
    // Someone else's upload is not theirs to use.
    const stolen = await api(manager, 'POST', '/CID/asset/add', { title: 'X', upload: uploadId });
    expect(stolen.status).toBe(400);
    expect((await t.db.select().from(assets)).length).toBe(before);
  });

  it('fails the processing of an unreadable file with its reason, and retries it on demand', async () => {
    const token = await t.login('rightsholder@example.com');
    const { id: uploadId, finished } = await upload(token, 'Broken.wav', brokenWav());
    expect(finished.statusCode).toBe(204);
    const created = await api(token, 'POST', '/CID/asset/add', { title: 'Broken', upload: uploadId });
    const done = await processed(token, created.body.result._id);
    expect(done.job.state).toBe('failed');
    expect(done.job.error).toMatch(/not a readable audio or video file/);
    // The same reason as a catalogue message the browser shows in the person's language.
    expect(done.job.error_message.id).toMatch(/^media\./);
    const retried = await api(token, 'POST', `/CID/asset/job/${done.job.id}/retry`, {});
    expect(retried.status).toBe(200);
    const [job] = await t.db.select().from(jobs).where(eq(jobs.id, done.job.id));
    expect(['queued', 'running', 'failed']).toContain(job!.state);
  });

  it('goes through review: submit, changes asked with a note and mailed, fixed, approved', async () => {
    const owner = await t.login('rightsholder@example.com');
    const manager = await t.login('manager@example.com');
    const { id: uploadId } = await upload(owner, 'Morning.wav', sineWav({ frequency: 660 }));
    const { body } = await api(owner, 'POST', '/CID/asset/add', { title: 'Morning Gulls', upload: uploadId });
    const id = body.result._id;

    expect((await api(owner, 'POST', '/CID/asset/submit', { ids: [id] })).body.result).toEqual({
      submitted: 1,
    });
    // Under review, the uploader's side can no longer change it.
    expect((await api(owner, 'PUT', `/CID/asset/${id}`, { title: 'Changed' })).status).toBe(409);
    // Decisions are staff's.
    expect((await api(owner, 'POST', `/CID/asset/review/${id}`, { decision: 'approve' })).status).toBe(403);
    expect(
      (
        await api(await t.login('viewer@example.com'), 'POST', `/CID/asset/review/${id}`, {
          decision: 'approve',
        })
      ).status,
    ).toBe(403);
    const noNote = await api(manager, 'POST', `/CID/asset/review/${id}`, { decision: 'request_changes' });
    expect(noNote.status).toBe(400);
    const asked = await api(manager, 'POST', `/CID/asset/review/${id}`, {
      decision: 'request_changes',
      note: 'Add the speakers, please.',
    });
    expect(asked.body.result).toMatchObject({
      stage: 'changes_requested',
      review_note: 'Add the speakers, please.',
    });
    await expect
      .poll(() =>
        mailTo('rightsholder@example.com').then((mail) =>
          mail.some((text) => text.includes('Add the speakers')),
        ),
      )
      .toBe(true);

    // The rights holder's side sees it among what waits for it, fixes it and submits it again.
    const waiting = await api(owner, 'POST', '/CID/asset/original/badge/count', { type: 2 });
    expect(waiting.body.result).toBeGreaterThanOrEqual(1);
    expect((await api(owner, 'PUT', `/CID/asset/${id}`, { title: 'Morning Gulls (edit)' })).status).toBe(200);
    expect((await api(owner, 'POST', '/CID/asset/submit', { ids: [id] })).status).toBe(200);
    const approved = await api(manager, 'POST', `/CID/asset/review/${id}`, { decision: 'approve' });
    expect(approved.body.result.stage).toBe('approved');
    expect((await api(manager, 'POST', `/CID/asset/review/${id}`, { decision: 'approve' })).status).toBe(409);
  });

  it("keeps each rights holder to its own label: another's content does not exist for it", async () => {
    const orchid = await t.login('orchid.sounds@example.com');
    const [northwind] = await t.db.select().from(assets).where(eq(assets.title, 'Morning Ferry'));
    expect((await api(orchid, 'PATCH', `/CID/asset/detail/${northwind!.id}`)).status).toBe(404);
    const list = await api(orchid, 'POST', '/CID/asset', { filter: { stage: 'draft' } });
    expect(list.body.result.data.map((row: { asset_label: string }) => row.asset_label)).toEqual([
      'Orchid Sounds',
    ]);
    const staff = await api(await t.login('viewer@example.com'), 'POST', '/CID/asset', {
      filter: { stage: 'pending_review' },
    });
    expect(staff.body.result.total).toBeGreaterThanOrEqual(2);
  });

  it('plays a file through a short-lived link, by ranges, never as a page', async () => {
    const token = await t.login('rightsholder@example.com');
    const wav = sineWav({ frequency: 880 });
    const { id: uploadId } = await upload(token, 'Link.wav', wav);
    const { body } = await api(token, 'POST', '/CID/asset/add', { title: 'Linked', upload: uploadId });
    const file = body.result.files[0];
    const link = await api(token, 'GET', `/CID/asset/file/${file.id}/link`);
    const url = link.body.result.url as string;
    expect(url).toMatch(/^\/api\/media\?token=/);
    // No session needed: the link is the key.
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-11/${wav.length}`);
    expect(part.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    expect(part.headers['x-content-type-options']).toBe('nosniff');
    // Another label's file is not linked.
    const orchid = await t.login('orchid.sounds@example.com');
    expect((await api(orchid, 'GET', `/CID/asset/file/${file.id}/link`)).status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/media?token=not-a-token' })).statusCode).toBe(404);
  });

  it('deletes a draft with its files', async () => {
    const token = await t.login('rightsholder@example.com');
    const { id: uploadId } = await upload(token, 'Gone.wav', sineWav({ frequency: 200 }));
    const { body } = await api(token, 'POST', '/CID/asset/add', { title: 'Gone', upload: uploadId });
    const id = body.result._id;
    await processed(token, id);
    const key = (await t.db.select().from(assetFiles).where(eq(assetFiles.assetId, id)))[0]!.storageKey;
    expect(fs.existsSync(path.join(t.filesDir, 'storage', key))).toBe(true);
    expect((await api(token, 'PUT', `/CID/asset/change-status/${id}`, { status: 3 })).status).toBe(200);
    await expect
      .poll(() => fs.existsSync(path.join(t.filesDir, 'storage', key)), { timeout: 10_000 })
      .toBe(false);
  });
});

describe('the demo content', () => {
  it('gets real audio when seeded, processed into a preview with its waveform', async () => {
    const seeded = await seedDemoMedia(t.db, diskStorage(path.join(t.filesDir, 'storage')));
    expect(seeded).toBeGreaterThanOrEqual(6);
    // Seeding again adds nothing: every audio asset has its file now.
    expect(await seedDemoMedia(t.db, diskStorage(path.join(t.filesDir, 'storage')))).toBe(0);
    const [ferry] = await t.db.select().from(assets).where(eq(assets.title, 'Morning Ferry'));
    const token = await t.login('rightsholder@example.com');
    const done = await processed(token, ferry!.id);
    expect(done.job.state).toBe('succeeded');
    expect(done.files.map((file: { role: string }) => file.role).sort()).toEqual(['original', 'preview']);
    const original = done.files.find((file: { role: string }) => file.role === 'original');
    expect(original.media.durationSeconds).toBeCloseTo(6, 0);
    expect(original.media.peaks).toHaveLength(1000);
  });

  it('names who uploaded each seeded draft and submission, and answers what the uploader chose', async () => {
    const token = await t.login('manager@example.com');
    const { body } = await api(token, 'POST', '/CID/asset', { page: 1, limit: 100 });
    const seeded = (body.result.data as { title: string; uploaded_by_name: string | null }[]).filter((row) =>
      [
        'Harbour Lights',
        'Morning Ferry',
        'Fjord Echoes',
        'Tidal Interlude',
        'Petal Beat',
        'Bloom Loop',
      ].includes(row.title),
    );
    expect(seeded).toHaveLength(6);
    // The rights holder's user or its team member: never blank.
    for (const row of seeded)
      expect(['Rita Rights', 'Tom Team', 'Orla Orchid']).toContain(row.uploaded_by_name);
    const [fjord] = await t.db.select().from(assets).where(eq(assets.title, 'Fjord Echoes'));
    const { body: detail } = await api(token, 'PATCH', `/CID/asset/detail/${fjord!.id}`);
    expect(detail.result).toMatchObject({
      uploaded_by_name: 'Tom Team',
      tags: ['fjord', 'ambient', 'field recording'],
      policy: 'track',
      territory: 'Europe',
      agreement_title: 'Northwind Audio ambient pack',
    });
  });
});

/** The texts of the mails sent to an address. */
async function mailTo(address: string): Promise<string[]> {
  const files = fs.existsSync(t.outboxDir) ? await fs.promises.readdir(t.outboxDir) : [];
  const texts = await Promise.all(
    files.map((file) => fs.promises.readFile(path.join(t.outboxDir, file), 'utf8')),
  );
  return texts.filter((text) => text.includes(`To: ${address}`));
}
