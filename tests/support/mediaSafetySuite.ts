import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_PROCESS_JOB } from '../../server/entities/assets/jobKinds';
import { assetFiles, assets, AssetKind, AssetStage, MediaRole } from '../../server/entities/assets/table';
import { LIBRARY_AUDIO_JOB, LIBRARY_CLIP_JOB } from '../../server/entities/library/downloadJobs';
import { enqueueJob, type Job } from '../../server/platform/jobs/queue';
import { jobs, JobState } from '../../server/platform/jobs/table';
import { diskStorage } from '../../server/platform/storage/disk';
import { users } from '../../server/entities/users/table';
import {
  behindLargeId3,
  behindSmallId3,
  behindWavHeader,
  dashManifest,
  endlessDashManifest,
  fileUrl,
  hlsPlaylist,
} from './hostileMedia';
import { mediaDataSample, toneM4a } from './media';
import { answerOf, createTestApp, type TestApp } from './testApp';

/** Refused files fail in seconds; before, a manifest held the media worker for up to 30 minutes. */
const QUICK_SECONDS = 20;
/** How long a test waits for a job before calling it held. */
const WAIT_SECONDS = 90;
const TEST_TIMEOUT_MS = 120_000;

/**
 * The media tools on hostile files, end to end (issue 31): a listener on loopback, another asset's
 * stored original, files planted as originals, processing and its retry, and (with `library`) the
 * library's clip and sound-track jobs. Run by mediaSafety.test.ts with the tools the server finds,
 * and by mediaSafetyFallback.test.ts with the npm packages' old builds.
 */
export function describeMediaSafety(options: { library: boolean }): void {
  let t: TestApp;
  let listener: net.Server;
  let port: number;
  /** Connections the loopback listener received: any at all is a request the server was made to send. */
  let connections = 0;
  let victim: { id: string; file: string; sample: Buffer };
  /** The rights holder whose uploads are hostile, and another whose asset they aim at. */
  let owner: string;
  let other: string;

  const storageDir = () => path.join(t.filesDir, 'storage');
  const storage = () => diskStorage(storageDir());

  beforeAll(async () => {
    t = await createTestApp();
    listener = net.createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    port = (listener.address() as net.AddressInfo).port;
    const idOf = async (email: string) =>
      (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
    owner = await idOf('rightsholder@example.com');
    other = await idOf('newrightsholder@example.com');
    // Another rights holder's asset, whose stored original the manifests name by its path.
    const tone = await toneM4a();
    const planted = await plantAsset('Someone Else’s Song', AssetKind.AUDIO, 'm4a', 'audio/mp4', tone, other);
    victim = {
      id: planted.assetId,
      file: path.join(storageDir(), planted.key),
      sample: mediaDataSample(tone),
    };
  }, 60_000);
  afterAll(async () => {
    await new Promise((resolve) => listener?.close(resolve));
    await t?.close();
  });

  /**
   * An asset whose original is `bytes`, written straight into the storage and the database as an upload
   * typed by an older detector would have been (today's upload refuses these files).
   */
  async function plantAsset(
    title: string,
    kind: AssetKind,
    ext: string,
    mimeType: string,
    bytes: Buffer,
    holder = owner,
  ) {
    const [asset] = await t.db
      .insert(assets)
      .values({ title, kind, rightsHolderId: holder, assetLabel: 'Northwind Audio', uploadedBy: holder })
      .returning({ id: assets.id });
    const assetId = asset!.id;
    const key = `assets/${assetId}/original.${ext}`;
    await storage().put(key, bytes, { contentType: mimeType });
    const [file] = await t.db
      .insert(assetFiles)
      .values({
        assetId,
        role: MediaRole.ORIGINAL,
        storageKey: key,
        fileName: `${title}.${ext}`,
        mimeType,
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      })
      .returning({ id: assetFiles.id });
    return { assetId, fileId: file!.id, key };
  }

  const readJob = async (id: string): Promise<Job> =>
    (await t.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

  /** Waits for the job to end, and answers it with the seconds it took from now. */
  async function ended(id: string): Promise<{ job: Job; seconds: number }> {
    const started = Date.now();
    for (;;) {
      const job = await readJob(id);
      if (job.state === JobState.SUCCEEDED || job.state === JobState.FAILED)
        return { job, seconds: (Date.now() - started) / 1000 };
      if (Date.now() - started > WAIT_SECONDS * 1000)
        throw new Error(`job still ${job.state}: the worker is held`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Every file under a folder, recursively. */
  function filesUnder(dir: string): string[] {
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) =>
        entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
      );
  }

  /** Nothing that names where the server is or keeps its files: hosts, ports, URLs, paths. */
  const whereabouts = () =>
    new RegExp(
      `127\\.0\\.0\\.1|localhost|${port}|${path.basename(t.filesDir)}|/|\\\\|file:\\S|https?:|::`,
      'i',
    );

  /** The job failed, quickly, saying why without naming a host, port or path. */
  function expectRefused({ job, seconds }: { job: Job; seconds: number }) {
    expect(job.state, job.error ?? '').toBe(JobState.FAILED);
    expect(seconds).toBeLessThan(QUICK_SECONDS);
    expect(job.error).toBeTruthy();
    expect(job.error).not.toMatch(whereabouts());
  }

  /** The asset has its original and nothing made from it, in the database and in the storage. */
  async function expectNothingMade(assetId: string, originalKey: string) {
    const files = await t.db
      .select({ role: assetFiles.role })
      .from(assetFiles)
      .where(eq(assetFiles.assetId, assetId));
    expect(files.map((file) => file.role)).toEqual([MediaRole.ORIGINAL]);
    expect(filesUnder(path.join(storageDir(), 'assets', assetId))).toEqual([
      path.join(storageDir(), originalKey),
    ]);
  }

  /** No stored file but the victim's own original holds any of its bytes, and nobody called the listener. */
  function expectNoLeak() {
    for (const file of filesUnder(storageDir()))
      if (file !== victim.file) expect(fs.readFileSync(file).includes(victim.sample), file).toBe(false);
    expect(connections).toBe(0);
  }

  const loopbackUrl = (name: string) => `http://127.0.0.1:${port}/${name}`;

  /** The files: manifests and playlists stored as MP3 (an ID3 tag first, as the detector saw). */
  const ATTACKS: { name: string; bytes: () => Buffer; ext?: 'wav' }[] = [
    {
      name: 'an ID3 tag over 1 MiB hiding a DASH manifest of a URL on loopback',
      bytes: () => behindLargeId3(dashManifest(loopbackUrl('segment.m4s'))),
    },
    {
      name: "an ID3 tag over 1 MiB hiding a DASH manifest of another asset's stored original",
      bytes: () => behindLargeId3(dashManifest(fileUrl(victim.file))),
    },
    {
      name: "an HLS playlist of a URL on loopback and another asset's stored original",
      bytes: () => behindSmallId3(hlsPlaylist([loopbackUrl('segment.ts'), fileUrl(victim.file)])),
    },
    {
      name: "a WAV header over a DASH manifest of another asset's stored original",
      bytes: () => behindWavHeader(dashManifest(fileUrl(victim.file))),
      ext: 'wav',
    },
    {
      name: 'a DASH manifest declaring 1,000 hours of segments',
      bytes: () => behindLargeId3(endlessDashManifest(fileUrl(victim.file), 1000)),
    },
  ];

  describe('media processing of hostile files', { timeout: TEST_TIMEOUT_MS }, () => {
    it.each(ATTACKS)(
      'refuses $name: no request, no other file, a quick and clean failure, also on retry',
      async ({ name, bytes, ext }) => {
        const [type, mime] = ext === 'wav' ? ['wav', 'audio/wav'] : ['mp3', 'audio/mpeg'];
        const { assetId, fileId, key } = await plantAsset(
          name.slice(0, 60),
          AssetKind.AUDIO,
          type,
          mime,
          bytes(),
        );
        const queued = await enqueueJob(t.db, MEDIA_PROCESS_JOB, { assetId, fileId }, { subjectId: assetId });
        expectRefused(await ended(queued.id));
        await expectNothingMade(assetId, key);
        expectNoLeak();

        // The retry button runs the same file again: the same refusal, still no request.
        const token = await t.login('rightsholder@example.com');
        const retried = await answerOf(t.app, token, 'POST', `/CID/asset/job/${queued.id}/retry`, {});
        expect(retried.status).toBe(200);
        expectRefused(await ended(queued.id));
        const { body } = await answerOf(t.app, token, 'PATCH', `/CID/asset/detail/${assetId}`);
        expect(body.result.job.error).toBe((await readJob(queued.id)).error);
        await expectNothingMade(assetId, key);
        expectNoLeak();
      },
    );
  });

  if (options.library)
    describe("the library's jobs on hostile files", { timeout: TEST_TIMEOUT_MS }, () => {
      /** Asks for a download as a manager and follows it to its job's end. */
      async function download(kind: 'audio' | 'clip/path', body: object) {
        const token = await t.login('manager@example.com');
        const asked = await answerOf(t.app, token, 'POST', `/content/library/download/${kind}`, body);
        expect(asked.status, JSON.stringify(asked.body)).toBe(200);
        const jobId = asked.body.result.job?.id as string;
        expect(jobId).toBeTruthy();
        const outcome = await ended(jobId);
        const status = await answerOf(t.app, token, 'POST', '/content/library/download/status', {
          download: asked.body.result.download,
        });
        expect(status.body.result.job.error).toBe(outcome.job.error);
        return outcome;
      }

      /** A hostile file in the library: approved, with a length, as if processed by an older server. */
      async function inLibrary(kind: AssetKind, ext: string, mimeType: string) {
        const planted = await plantAsset(
          `Library ${ext}`,
          kind,
          ext,
          mimeType,
          behindLargeId3(dashManifest(fileUrl(victim.file))),
        );
        await t.db
          .update(assets)
          .set({ stage: AssetStage.APPROVED, durationSeconds: 60 })
          .where(eq(assets.id, planted.assetId));
        return planted;
      }

      it("cuts no clip of another asset's file", async () => {
        const { assetId, key } = await inLibrary(AssetKind.AUDIO, 'mp3', 'audio/mpeg');
        expectRefused(await download('clip/path', { asset: assetId, start: 0, end: 2 }));
        await expectNothingMade(assetId, key);
        expectNoLeak();
      });

      it("extracts no sound track from another asset's file", async () => {
        const { assetId, key } = await inLibrary(AssetKind.FOOTAGE, 'mp4', 'video/mp4');
        expectRefused(await download('audio', { asset: assetId }));
        await expectNothingMade(assetId, key);
        expectNoLeak();
      });
    });

  it('leaves no media job running', async () => {
    const open = await t.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.kind, [MEDIA_PROCESS_JOB, LIBRARY_AUDIO_JOB, LIBRARY_CLIP_JOB]),
          inArray(jobs.state, [JobState.QUEUED, JobState.RUNNING]),
        ),
      );
    expect(open).toEqual([]);
  });
}
