import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLIP_MAX_SECONDS,
  DOWNLOAD_FILE_KEEP_HOURS,
  PACKAGE_KEEP_HOURS,
  PACKAGE_MAX_ITEMS,
} from '../../shared/constants';
import { MEDIA_PROCESS_JOB } from '../../server/entities/assets/jobKinds';
import { seedDemoMedia } from '../../server/entities/assets/demoMedia';
import { assetFiles, assets, MediaRole } from '../../server/entities/assets/table';
import { enqueueJob } from '../../server/platform/jobs/queue';
import { jobs, JobState } from '../../server/platform/jobs/table';
import { DOWNLOAD_FILES_SWEEP_JOB, sweepDownloadFiles } from '../../server/entities/library/downloadFiles';
import { mediaInput } from '../../server/platform/media/input';
import { probeMedia } from '../../server/platform/media/probe';
import { expirePackages, PACKAGE_EXPIRE_JOB, packageKey } from '../../server/entities/packages/build';
import { assetDownloads, downloadFiles } from '../../server/entities/library/table';
import { packages } from '../../server/entities/packages/table';
import { diskStorage } from '../../server/platform/storage/disk';
import { answerOf, createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
const storageDir = () => path.join(t.filesDir, 'storage');
const storage = () => diskStorage(storageDir());

/** Waits for every queued processing job (the demo media's) to end. */
async function processingDone() {
  for (let i = 0; i < 1200; i++) {
    const open = await t.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, MEDIA_PROCESS_JOB), inArray(jobs.state, [JobState.QUEUED, JobState.RUNNING])));
    if (open.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('processing did not end');
}

beforeAll(async () => {
  t = await createTestApp();
  // The demo's audio and footage get real files (WAVs, and MP4s with AAC sound), then are processed.
  await seedDemoMedia(t.db, storage());
  await processingDone();
}, 180_000);
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'DELETE';
const api = (token: string, method: Method, url: string, payload?: object) =>
  answerOf(t.app, token, method, url, payload);

const idOf = async (title: string) => {
  const [row] = await t.db.select({ id: assets.id }).from(assets).where(eq(assets.title, title));
  return row!.id;
};

/** A download asked for, followed through its job (polling /status) to its link. */
async function downloadUrl(token: string, url: string, body: object): Promise<string> {
  const first = await api(token, 'POST', `/content/library/download/${url}`, body);
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  let answer = first.body.result;
  for (let i = 0; !answer.url && i < 600; i++) {
    expect(answer.job.state).not.toBe('failed');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const status = await api(token, 'POST', '/content/library/download/status', {
      download: answer.download,
    });
    expect(status.status).toBe(200);
    answer = status.body.result;
  }
  expect(answer.url).toMatch(/^\/api\/media\/download\?token=/);
  return answer.url as string;
}

/** The file a download link saves, with its headers. */
const fetchFile = (url: string) => t.app.inject({ method: 'GET', url });

/** Writes bytes to a temporary file, probes them as media, and removes the file. */
async function probeBytes(bytes: Buffer, ext: string) {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'drm-probe-'));
  try {
    const file = path.join(dir, `file.${ext}`);
    await fs.promises.writeFile(file, bytes);
    return await probeMedia(mediaInput(file, ext));
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const downloadedTitles = async (token: string) => {
  const { body } = await api(token, 'POST', '/content/library', { filter: { downloaded: true }, limit: 100 });
  return (body.result.data as { title: string }[]).map((row) => row.title).sort();
};

describe('downloading footage and audio', () => {
  it("saves footage's original as an attachment and lists it under the caller's downloads", async () => {
    const token = await t.login('manager@example.com');
    const asset = await idOf('Glacier Walk');
    const url = await downloadUrl(token, 'footage', { asset });
    const file = await fetchFile(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('video/mp4');
    expect(file.headers['content-disposition']).toBe("attachment; filename*=UTF-8''Glacier%20Walk.mp4");
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const [original] = await t.db
      .select()
      .from(assetFiles)
      .where(and(eq(assetFiles.assetId, asset), eq(assetFiles.role, MediaRole.ORIGINAL)));
    expect(sha256(file.rawPayload)).toBe(original!.sha256);
    expect(await downloadedTitles(token)).toEqual(['Glacier Walk']);
    expect(await downloadedTitles(await t.login('admin@example.com'))).toEqual([]);
  });

  it('refuses footage of an audio item with 409, and gives its audio as the original', async () => {
    const token = await t.login('viewer@example.com');
    const asset = await idOf('Northern Drive');
    const refused = await api(token, 'POST', '/content/library/download/footage', { asset });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/audio, not footage/);
    const file = await fetchFile(await downloadUrl(token, 'audio', { asset }));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('audio/wav');
    expect(file.headers['content-disposition']).toBe("attachment; filename*=UTF-8''Northern%20Drive.wav");
    // A viewer only reads, and a download is a read.
    expect(await downloadedTitles(token)).toEqual(['Northern Drive']);
  });

  it("extracts footage's sound track with a job the first time, then keeps it", async () => {
    const token = await t.login('rightsholder@example.com');
    const asset = await idOf('Harbour Market');
    const first = await api(token, 'POST', '/content/library/download/audio', { asset });
    expect(first.body.result.job).toMatchObject({ state: expect.stringMatching(/queued|running/) });
    const file = await fetchFile(await downloadUrl(token, 'audio', { asset }));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('audio/mp4');
    expect(file.headers['content-disposition']).toBe("attachment; filename*=UTF-8''Harbour%20Market.m4a");
    const summary = await probeBytes(file.rawPayload, 'm4a');
    // The demo's AAC, copied: no picture, the footage's length.
    expect(summary.audio?.codec).toBe('aac');
    expect(summary.video).toBeUndefined();
    expect(summary.durationSeconds).toBeCloseTo(6, 0);
    // Kept as the item's made file, not as one of its own files (processing again leaves it).
    const kept = await t.db.select().from(downloadFiles).where(eq(downloadFiles.assetId, asset));
    expect(kept).toMatchObject([{ kind: 'audio', storageKey: `assets/${asset}/audio.m4a` }]);
    expect(
      await t.db
        .select()
        .from(assetFiles)
        .where(and(eq(assetFiles.assetId, asset), eq(assetFiles.role, MediaRole.AUDIO))),
    ).toEqual([]);
    // The first request's download got the same file once the job gave it out.
    const status = await api(token, 'POST', '/content/library/download/status', {
      download: first.body.result.download,
    });
    expect(status.body.result.url).toMatch(/^\/api\/media\/download/);
    // Asked again: the kept track, at once.
    const again = await api(token, 'POST', '/content/library/download/audio', { asset });
    expect(again.body.result.url).toMatch(/^\/api\/media\/download/);
    expect(
      await t.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.kind, 'library.audio'), eq(jobs.subjectId, kept[0]!.id))),
    ).toHaveLength(1);
  });
});

describe('clips', () => {
  it('refuses bounds out of order, too long or past the end with 400 naming the field', async () => {
    const token = await t.login('admin@example.com');
    const asset = await idOf('Glacier Walk');
    const clip = (start: number, end: number) =>
      api(token, 'POST', '/content/library/download/clip/path', { asset, start, end });
    const expectRefused = async (start: number, end: number, field: string, reason: RegExp) => {
      const { status, body } = await clip(start, end);
      expect(status, `${start}-${end}`).toBe(400);
      expect(body.errors?.[field], `${start}-${end}`).toMatch(reason);
    };
    await expectRefused(3, 3, 'end', /after start/);
    await expectRefused(4, 2, 'end', /after start/);
    await expectRefused(0, CLIP_MAX_SECONDS + 1, 'end', new RegExp(`at most ${CLIP_MAX_SECONDS} seconds`));
    await expectRefused(1, 60, 'end', /past the end of the item \(6/);
    await expectRefused(-1, 2, 'start', /.+/);
    const missing = await api(token, 'POST', '/content/library/download/clip/path', { asset, start: 1 });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors)).toContain('end');
  });

  it('cuts a video clip of the asked length with a job, and gives the same cut again at once', async () => {
    const token = await t.login('maya.lens@example.com');
    const asset = await idOf('Glacier Walk');
    const body = { asset, start: 1.5, end: 4 };
    const file = await fetchFile(await downloadUrl(token, 'clip/path', body));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('video/mp4');
    expect(file.headers['content-disposition']).toBe(
      "attachment; filename*=UTF-8''Glacier%20Walk%20(1.5-4%20s).mp4",
    );
    const summary = await probeBytes(file.rawPayload, 'mp4');
    expect(summary.video?.codec).toBe('h264');
    expect(summary.audio?.codec).toBe('aac');
    expect(Math.abs(summary.durationSeconds! - 2.5)).toBeLessThanOrEqual(0.5);
    const again = await api(token, 'POST', '/content/library/download/clip/path', body);
    expect(again.body.result.url).toMatch(/^\/api\/media\/download/);
    expect(await downloadedTitles(token)).toEqual(['Glacier Walk']);
  });

  it('cuts a sound clip in its own format', async () => {
    const token = await t.login('creator@example.com');
    const file = await fetchFile(
      await downloadUrl(token, 'clip/path', { asset: await idOf('Northern Drive'), start: 2, end: 3.25 }),
    );
    expect(file.headers['content-type']).toBe('audio/wav');
    const summary = await probeBytes(file.rawPayload, 'wav');
    expect(summary.video).toBeUndefined();
    expect(Math.abs(summary.durationSeconds! - 1.25)).toBeLessThanOrEqual(0.5);
  });
});

/** The made files of an item, and the downloads a person made of it. */
const madeFiles = (asset: string) =>
  t.db.select().from(downloadFiles).where(eq(downloadFiles.assetId, asset));
const storedAt = (key: string) => path.join(storageDir(), key);

describe('files made for downloads', () => {
  it('serves identical clip requests, from anyone, with one job and one file', async () => {
    const asset = await idOf('Glacier Walk');
    const body = { asset, start: 3, end: 4.5 };
    const tokens = await Promise.all(
      [
        'viewerlimited@example.com',
        'viewerlimited@example.com',
        'viewer@example.com',
        'manager@example.com',
      ].map((email) => t.login(email)),
    );
    const first = await Promise.all(
      tokens.map((token) => api(token, 'POST', '/content/library/download/clip/path', body)),
    );
    expect(first.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const jobIds = new Set(first.map((answer) => answer.body.result.job?.id));
    expect(jobIds.size).toBe(1);
    const files = await Promise.all(
      tokens.map(async (token) => fetchFile(await downloadUrl(token, 'clip/path', body))),
    );
    expect(files.map((file) => file.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(files.map((file) => sha256(file.rawPayload))).size).toBe(1);
    // One clip, stored under its item and range; each person's downloads are their own.
    const [clip] = (await madeFiles(asset)).filter((file) => file.startMs === 3000 && file.endMs === 4500);
    expect(clip!.storageKey).toBe(`assets/${asset}/clips/3000-4500.mp4`);
    expect(await t.db.select().from(jobs).where(eq(jobs.subjectId, clip!.id))).toHaveLength(1);
    expect(
      fs
        .readdirSync(path.join(storageDir(), 'assets', asset, 'clips'))
        .filter((name) => name.startsWith('3000-4500')),
    ).toEqual(['3000-4500.mp4']);
    const downloads = await t.db
      .select()
      .from(assetDownloads)
      .where(
        and(
          eq(assetDownloads.assetId, asset),
          eq(assetDownloads.startMs, 3000),
          eq(assetDownloads.endMs, 4500),
        ),
      );
    expect(downloads).toHaveLength(8);
    expect(new Set(downloads.map((row) => row.storageKey))).toEqual(new Set([clip!.storageKey]));
  });

  it('removes clips and sound tracks unused for the keep time, keeps one a live link points at, and makes them again', async () => {
    const token = await t.login('viewer@example.com');
    const asset = await idOf('Glacier Walk');
    const unused = { asset, start: 0.5, end: 1.5 };
    const linked = { asset, start: 2, end: 3 };
    await downloadUrl(token, 'clip/path', unused);
    await downloadUrl(token, 'audio', { asset });
    await downloadUrl(token, 'clip/path', linked);
    const made = await madeFiles(asset);
    const fileOf = (start: number | null) => made.find((file) => file.startMs === start)!;
    const [clip, track, kept] = [fileOf(500), fileOf(null), fileOf(2000)];
    expect(track.storageKey).toBe(`assets/${asset}/audio.m4a`);
    // All three were last linked longer ago than the keep time; one is then linked again.
    await t.db
      .update(downloadFiles)
      .set({
        linksUntil: sql`now() - make_interval(hours => ${DOWNLOAD_FILE_KEEP_HOURS}) - interval '1 minute'`,
      })
      .where(inArray(downloadFiles.id, [clip.id, track.id, kept.id]));
    const live = await api(token, 'POST', '/content/library/download/clip/path', linked);
    expect(live.body.result.url).toMatch(/^\/api\/media\/download/);

    expect(await sweepDownloadFiles(t.db, storage())).toBe(2);
    for (const file of [clip, track]) {
      expect(fs.existsSync(storedAt(file.storageKey!)), file.storageKey!).toBe(false);
      // The downloads no longer name the file: their next one makes it again.
      const rows = await t.db
        .select()
        .from(assetDownloads)
        .where(eq(assetDownloads.storageKey, file.storageKey!));
      expect(rows).toEqual([]);
    }
    const left = (await madeFiles(asset)).map((file) => file.id);
    expect(left).toContain(kept.id);
    expect(left).not.toContain(clip.id);
    expect(left).not.toContain(track.id);
    // The live link still saves its file.
    expect(fs.existsSync(storedAt(kept.storageKey!))).toBe(true);
    expect((await fetchFile(live.body.result.url)).statusCode).toBe(200);

    // Asked for again, the clip is cut again and the track extracted again.
    const again = await api(token, 'POST', '/content/library/download/clip/path', unused);
    expect(again.body.result.job).toMatchObject({ state: expect.stringMatching(/queued|running/) });
    const clipFile = await fetchFile(await downloadUrl(token, 'clip/path', unused));
    expect(clipFile.statusCode).toBe(200);
    expect(fs.existsSync(storedAt(clip.storageKey!))).toBe(true);
    const trackFile = await fetchFile(await downloadUrl(token, 'audio', { asset }));
    expect(trackFile.statusCode).toBe(200);
    expect(trackFile.headers['content-type']).toBe('audio/mp4');
    // The clock runs them hourly.
    const [clock] = await t.db.select().from(jobs).where(eq(jobs.kind, DOWNLOAD_FILES_SWEEP_JOB));
    expect(clock).toMatchObject({ clock: true, requestedBy: null });
  });

  it("leaves footage's extracted sound track, and the links to it, when the item is processed again", async () => {
    const token = await t.login('manager@example.com');
    const asset = await idOf('Harbour Market');
    const url = await downloadUrl(token, 'audio', { asset });
    const [track] = (await madeFiles(asset)).filter((file) => file.kind === 'audio');
    const [original] = await t.db
      .select()
      .from(assetFiles)
      .where(and(eq(assetFiles.assetId, asset), eq(assetFiles.role, MediaRole.ORIGINAL)));
    await enqueueJob(t.db, MEDIA_PROCESS_JOB, { assetId: asset, fileId: original!.id }, { subjectId: asset });
    await processingDone();
    expect(fs.existsSync(storedAt(track!.storageKey!))).toBe(true);
    const file = await fetchFile(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('audio/mp4');
  });
});

describe('who downloads what', () => {
  it("answers 404 for another label's item, whatever the kind, and for another person's download", async () => {
    const owner = await t.login('rightsholder@example.com');
    const foreign = await idOf('Petal Drums');
    for (const [url, body] of [
      ['footage', { asset: foreign }],
      ['audio', { asset: foreign }],
      ['clip/path', { asset: foreign, start: 0, end: 1 }],
    ] as const) {
      expect((await api(owner, 'POST', `/content/library/download/${url}`, body)).status, url).toBe(404);
    }
    const mine = await api(owner, 'POST', '/content/library/download/audio', {
      asset: await idOf('Fjord Morning'),
    });
    expect(mine.status).toBe(200);
    const other = await t.login('rhteam@example.com');
    const status = await api(other, 'POST', '/content/library/download/status', {
      download: mine.body.result.download,
    });
    expect(status.status).toBe(404);
  });

  it('lets a creator download only what is licensed to it', async () => {
    const creator = await t.login('creator@example.com');
    const unlicensed = await api(creator, 'POST', '/content/library/download/footage', {
      asset: await idOf('Glacier Walk'),
    });
    expect(unlicensed.status).toBe(404);
    const licensed = await api(creator, 'POST', '/content/library/download/audio', {
      asset: await idOf('Aurora Loop'),
    });
    expect(licensed.status).toBe(200);
    expect(licensed.body.result.url).toBeTruthy();
  });

  it('serves a link only as a link: not as a session, and not once tampered with', async () => {
    const token = await t.login('admin@example.com');
    const url = await downloadUrl(token, 'audio', { asset: await idOf('Midnight Ferry') });
    const linkToken = new URL(url, 'http://x').searchParams.get('token')!;
    expect((await api(linkToken, 'POST', '/content/library', {})).status).toBe(401);
    expect((await fetchFile(`${url}x`)).statusCode).toBe(404);
    expect((await fetchFile('/api/media/download?token=nonsense')).statusCode).toBe(404);
  });
});

/** A package's entry in the top bar's list. */
interface PackageEntry {
  id: string;
  title: string;
  file: string;
  state: string;
  progress: number;
  error: string | null;
  error_message: { id: string; params?: Record<string, string | number> } | null;
  size: number;
  expires_at: string | null;
}

const listPackages = async (token: string) =>
  (await api(token, 'GET', '/CID/asset/zip/package')).body.result as PackageEntry[];

/** Waits for a package to leave 'building', and answers its entry then. */
async function built(token: string, id: string): Promise<PackageEntry> {
  for (let i = 0; i < 600; i++) {
    const entry = (await listPackages(token)).find((row) => row.id === id)!;
    if (entry.state !== 'building') return entry;
    expect(entry.progress).toBeGreaterThanOrEqual(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the package was not built');
}

describe('packages', () => {
  it('builds a zip of the items’ originals, named after their titles, and lists it with its expiry', async () => {
    const token = await t.login('admin@example.com');
    const items = ['Glacier Walk', 'Northern Drive', 'Aurora Loop'];
    const ids = await Promise.all(items.map(idOf));
    // Two items of one title, and a title with a path in it.
    await t.db.update(assets).set({ title: 'Northern Drive' }).where(eq(assets.id, ids[2]!));
    await t.db.update(assets).set({ title: 'Ice/../Walk' }).where(eq(assets.id, ids[0]!));
    const created = await api(token, 'POST', '/content/library/package', { title: 'Road trip', assets: ids });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.result).toMatchObject({ title: 'Road trip', state: 'building', progress: 0 });
    const entry = await built(token, created.body.result.id);
    expect(entry).toMatchObject({ state: 'ready', progress: 100, error: null });
    const hours = (new Date(entry.expires_at!).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(PACKAGE_KEEP_HOURS - 0.1);
    expect(hours).toBeLessThanOrEqual(PACKAGE_KEEP_HOURS);

    const response = await t.app.inject({
      method: 'GET',
      url: entry.file,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe("attachment; filename*=UTF-8''Road%20trip.zip");
    expect(response.rawPayload.length).toBe(entry.size);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files)).toEqual(['Ice-..-Walk.mp4', 'Northern Drive.wav', 'Northern Drive (2).wav']);
    const originals = await t.db
      .select()
      .from(assetFiles)
      .where(and(inArray(assetFiles.assetId, ids), eq(assetFiles.role, MediaRole.ORIGINAL)));
    const shaOf = (id: string) => originals.find((file) => file.assetId === id)!.sha256;
    expect(sha256(files['Ice-..-Walk.mp4']!)).toBe(shaOf(ids[0]!));
    expect(sha256(files['Northern Drive (2).wav']!)).toBe(shaOf(ids[2]!));
    await t.db.update(assets).set({ title: 'Aurora Loop' }).where(eq(assets.id, ids[2]!));
    await t.db.update(assets).set({ title: 'Glacier Walk' }).where(eq(assets.id, ids[0]!));
  });

  it('fails a package whose file is missing, with the reason', async () => {
    const token = await t.login('manager@example.com');
    const asset = await idOf('Le Phare');
    // Its original, which the package zips (the item has other files too, in no set order).
    const [original] = await t.db
      .select()
      .from(assetFiles)
      .where(and(eq(assetFiles.assetId, asset), eq(assetFiles.role, MediaRole.ORIGINAL)));
    await fs.promises.rename(path.join(storageDir(), original!.storageKey), path.join(storageDir(), 'aside'));
    try {
      const created = await api(token, 'POST', '/content/library/package', {
        title: 'Broken',
        assets: [asset],
      });
      const entry = await built(token, created.body.result.id);
      expect(entry.state).toBe('failed');
      expect(entry.error).toMatch(/The file of 'Le Phare' is missing/);
      expect(entry.error_message).toEqual({ id: 'job.file_missing', params: { title: 'Le Phare' } });
      expect((await api(token, 'GET', `/CID/asset/zip/package/${entry.id}/file`)).status).toBe(404);
    } finally {
      await fs.promises.rename(
        path.join(storageDir(), 'aside'),
        path.join(storageDir(), original!.storageKey),
      );
    }
  });

  it('is for staff only, of items they see, within the item limit', async () => {
    const asset = await idOf('Northern Drive');
    for (const email of ['creator@example.com', 'rightsholder@example.com', 'rhteam@example.com']) {
      const token = await t.login(email);
      const refused = await api(token, 'POST', '/content/library/package', { title: 'x', assets: [asset] });
      expect(refused.status, email).toBe(403);
    }
    const admin = await t.login('admin@example.com');
    const tooMany = Array.from(
      { length: PACKAGE_MAX_ITEMS + 1 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const many = await api(admin, 'POST', '/content/library/package', { title: 'x', assets: tooMany });
    expect(many.status).toBe(400);
    expect(Object.keys(many.body.errors)).toContain('assets');
    const unknown = await api(admin, 'POST', '/content/library/package', {
      title: 'x',
      assets: [tooMany[0]],
    });
    expect(unknown.status).toBe(404);
    const untitled = await api(admin, 'POST', '/content/library/package', { title: ' ', assets: [asset] });
    expect(untitled.status).toBe(400);
    expect(Object.keys(untitled.body.errors)).toContain('title');
  });

  it('removes expired packages and their zips with the hourly clock, and keeps the demo ones', async () => {
    const token = await t.login('manager@example.com');
    const created = await api(token, 'POST', '/content/library/package', {
      title: 'Short-lived',
      assets: [await idOf('Midnight Ferry')],
    });
    const entry = await built(token, created.body.result.id);
    const zip = path.join(storageDir(), packageKey(entry.id));
    expect(fs.existsSync(zip)).toBe(true);
    await t.db
      .update(packages)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(packages.id, entry.id));
    const [clock] = await t.db.select().from(jobs).where(eq(jobs.kind, PACKAGE_EXPIRE_JOB));
    expect(clock).toMatchObject({ clock: true });
    expect(await expirePackages({ db: t.db, storage: storage(), filesDir: t.filesDir })).toBe(1);
    expect(await t.db.select().from(packages).where(eq(packages.id, entry.id))).toEqual([]);
    expect(fs.existsSync(zip)).toBe(false);
    const titles = (await listPackages(await t.login('admin@example.com'))).map((row) => row.title);
    expect(titles).toEqual(expect.arrayContaining(['Demo channels', 'Northwind Audio agreements']));
  });

  it('deletes a built package with its stored zip', async () => {
    const token = await t.login('viewerlimited@example.com');
    const created = await api(token, 'POST', '/content/library/package', {
      title: 'Gone soon',
      assets: [await idOf('Porto Stories')],
    });
    const entry = await built(token, created.body.result.id);
    const zip = path.join(storageDir(), packageKey(entry.id));
    expect(fs.existsSync(zip)).toBe(true);
    expect((await api(token, 'DELETE', `/CID/asset/zip/package/${entry.id}`)).status).toBe(200);
    expect(fs.existsSync(zip)).toBe(false);
  });
});
