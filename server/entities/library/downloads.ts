import { msg } from '../../../shared/serverMessages';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { CLIP_MAX_SECONDS, DOWNLOAD_JOBS_PER_PERSON } from '../../../shared/constants';
import { assetFiles, assets, AssetKind } from '../assets/table';
import type { AuthContext } from '../../platform/auth/context';
import { caller } from '../../platform/auth/plugin';
import type { Database } from '../../platform/db/client';
import { badRequest, conflict, errorBody, notFound } from '../../platform/http/errors';
import {
  Answer,
  CatalogueMessage,
  FileAnswer,
  MessageAnswer,
  Nullable,
  Strict,
  Text,
  Uuid,
} from '../../platform/http/schemas';
import type { JobLimit } from '../../platform/jobs/limits';
import { enqueueJob } from '../../platform/jobs/queue';
import { jobs, JobState } from '../../platform/jobs/table';
import type { ApiServices } from '../../services';
import { sendStoredFile } from '../../platform/storage/send';
import { forgetStoredFile, keepForLink, lockMadeFile, madeFileOf, type MadeFileSpec } from './downloadFiles';
import {
  DOWNLOAD_JOB_ATTEMPTS,
  LIBRARY_AUDIO_JOB,
  LIBRARY_CLIP_JOB,
  MADE_FILE_TYPES,
  originalOf,
} from './downloadJobs';
import { signDownloadLink, verifyDownloadLink } from './downloadLink';
import { keyExtension, titleFileName } from './fileNames';
import { libraryItem, visibleLibrary } from './scope';
import { assetDownloads, DownloadKind, MadeFileKind } from './table';

/** Every reader downloads what they see, viewers included (spec 001 §7: a download is a read). */
const read = { access: { resource: 'libraries', action: 'read' } } as const;
/** A clip's times are kept in milliseconds in an integer: far below its limit of 24 days. */
const TIME_MAX_SECONDS = 1_000_000;
/** How far past the stored duration an end may be: the duration is a float4, the browser's a double. */
const DURATION_SLACK_SECONDS = 0.001;
const NO_FILE = 'download.no_file';
/** The job that makes each kind of made file. */
const JOB_OF = { [MadeFileKind.AUDIO]: LIBRARY_AUDIO_JOB, [MadeFileKind.CLIP]: LIBRARY_CLIP_JOB } as const;
/** Readers (viewers included) queue these: few at once each, or one person could fill the queue. */
const DOWNLOAD_JOBS: JobLimit = {
  kinds: [LIBRARY_AUDIO_JOB, LIBRARY_CLIP_JOB],
  max: DOWNLOAD_JOBS_PER_PERSON,
};

const AssetBody = Strict({ asset: Uuid });
const Seconds = Type.Number({ minimum: 0, maximum: TIME_MAX_SECONDS });
const ClipBody = Strict({ asset: Uuid, start: Seconds, end: Seconds });
const StatusBody = Strict({ download: Uuid });
const JobView = Type.Object({
  id: Uuid,
  state: Type.String(),
  progress: Type.Integer({ minimum: 0, maximum: 100 }),
  error: Nullable(Type.String()),
  error_message: Nullable(CatalogueMessage),
});
/** A download: its link once the file is there, or the job making it (ask /status again). */
const DownloadAnswer = Answer(
  Type.Object({ download: Uuid, url: Type.Optional(Type.String()), job: Type.Optional(JobView) }),
);
const downloadSchema = <B extends typeof AssetBody | typeof ClipBody | typeof StatusBody>(
  body: B,
  description: string,
) => ({ description, body, response: { 200: DownloadAnswer } });

type JobRow = typeof jobs.$inferSelect;
const jobView = (job: JobRow) => ({
  id: job.id,
  state: job.state,
  progress: job.progress,
  error: job.state === JobState.FAILED ? job.error : null,
  error_message: job.state === JobState.FAILED ? job.errorMessage : null,
});

/** The item if the caller sees it (another side's, or an unlicensed one, does not exist for them). */
async function visibleItem(db: Database, auth: AuthContext, id: string) {
  const [item] = await db
    .select({ id: assets.id, kind: assets.kind, title: assets.title, duration: assets.durationSeconds })
    .from(assets)
    .where(libraryItem(id, auth));
  if (!item) throw notFound('not_found.library_item');
  return item;
}

async function originalOrConflict(db: Database, assetId: string) {
  const original = await originalOf(db, assetId);
  if (!original) throw conflict(NO_FILE);
  return original;
}

/** The newest job making a made file, or only one still queued or running. */
async function latestJob(db: Database, kind: string, fileId: string, { pending = false } = {}) {
  const [job] = await db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, kind),
        eq(jobs.subjectId, fileId),
        pending ? inArray(jobs.state, [JobState.QUEUED, JobState.RUNNING]) : undefined,
      ),
    )
    .orderBy(desc(jobs.createdAt))
    .limit(1);
  return job;
}

/** The made file a download is of (footage's sound track, a clip), or none (an original). */
function madeSpecOf(download: {
  assetId: string;
  kind: DownloadKind;
  itemKind: string;
  startMs: number | null;
  endMs: number | null;
}): MadeFileSpec | undefined {
  const { assetId, startMs, endMs } = download;
  if (download.kind === DownloadKind.CLIP && startMs !== null && endMs !== null)
    return { assetId, kind: MadeFileKind.CLIP, startMs, endMs };
  if (download.kind === DownloadKind.AUDIO && download.itemKind !== AssetKind.AUDIO)
    return { assetId, kind: MadeFileKind.AUDIO };
  return undefined;
}

/** `12.5` s as it reads in a clip's file name. */
const seconds = (ms: number) => String(Number((ms / 1000).toFixed(3)));

/**
 * The content library's downloads (spec 001 §7): the footage, its sound track (extracted by a job
 * the first time), or a clip between two times (cut by a job). Each is recorded for the caller (the
 * Downloaded tab) and answers a short-lived link that saves the file, or the job that makes it.
 */
export const libraryDownloadRoutes: FastifyPluginAsyncTypebox<ApiServices> = async (app, services) => {
  const { db, signer, storage } = services;
  const linkOf = async (download: string, auth: AuthContext) => ({
    download,
    url: await signDownloadLink(signer, download, auth),
  });
  const record = async (
    tx: Database,
    row: Omit<typeof assetDownloads.$inferInsert, 'id' | 'createdAt'>,
  ): Promise<string> => {
    const [inserted] = await tx.insert(assetDownloads).values(row).returning({ id: assetDownloads.id });
    return inserted!.id;
  };

  /**
   * A download of a made file (footage's sound track, a clip), recorded for the caller: with the file
   * when it is made (the link handed out keeps it), else with the job making it: the one already
   * queued for it by anyone, or a new one held to the caller's limit (past it: 429, nothing written).
   */
  const madeDownload = async (auth: AuthContext, spec: MadeFileSpec) => {
    const outcome = await db.transaction(async (tx) => {
      const file = await lockMadeFile(tx, spec);
      let key = file.storageKey;
      // Gone from the storage behind our back (the item's files were removed): made again.
      if (key && !(await storage.stat(key))) {
        await forgetStoredFile(tx, file);
        key = null;
      }
      const id = await record(tx, {
        assetId: spec.assetId,
        userId: auth.userId,
        kind: spec.kind,
        ...(spec.kind === MadeFileKind.CLIP && { startMs: spec.startMs, endMs: spec.endMs }),
        storageKey: key,
      });
      if (key && (await keepForLink(tx, key))) return { id };
      const kind = JOB_OF[spec.kind];
      const job =
        (await latestJob(tx, kind, file.id, { pending: true })) ??
        (await enqueueJob(
          tx,
          kind,
          { fileId: file.id },
          {
            subjectId: file.id,
            maxAttempts: DOWNLOAD_JOB_ATTEMPTS,
            requestedBy: auth.userId,
            limit: DOWNLOAD_JOBS,
          },
        ));
      return { id, job };
    });
    if (!outcome.job) return { result: await linkOf(outcome.id, auth) };
    services.jobs?.nudge();
    return { result: { download: outcome.id, job: jobView(outcome.job) } };
  };

  app.post(
    '/content/library/download/footage',
    {
      schema: downloadSchema(AssetBody, "The item's original video file, as a link that saves it."),
      config: read,
    },
    async (request) => {
      const auth = caller(request);
      const item = await visibleItem(db, auth, request.body.asset);
      if (item.kind === AssetKind.AUDIO) throw conflict('download.audio_not_footage');
      const original = await originalOrConflict(db, item.id);
      const id = await record(db, {
        assetId: item.id,
        userId: auth.userId,
        kind: DownloadKind.FOOTAGE,
        storageKey: original.storageKey,
      });
      return { result: await linkOf(id, auth) };
    },
  );

  app.post(
    '/content/library/download/audio',
    {
      schema: downloadSchema(
        AssetBody,
        "The item's sound: an audio item's original, or footage's sound track (made by a job the first time).",
      ),
      config: read,
    },
    async (request) => {
      const auth = caller(request);
      const item = await visibleItem(db, auth, request.body.asset);
      const original = await originalOrConflict(db, item.id);
      const base = { assetId: item.id, userId: auth.userId, kind: DownloadKind.AUDIO };
      if (item.kind === AssetKind.AUDIO) {
        const id = await record(db, { ...base, storageKey: original.storageKey });
        return { result: await linkOf(id, auth) };
      }
      // Processing found no sound in it: no job would find any either.
      const media = original.media as { audio?: unknown } | null;
      if (media && !media.audio) throw conflict('download.no_sound');
      return madeDownload(auth, { assetId: item.id, kind: MadeFileKind.AUDIO });
    },
  );

  app.post(
    '/content/library/download/clip/path',
    {
      schema: downloadSchema(
        ClipBody,
        `A clip of the item from \`start\` to \`end\` (seconds, at most ${CLIP_MAX_SECONDS} apart), cut by a job.`,
      ),
      config: read,
    },
    async (request) => {
      const auth = caller(request);
      const startMs = Math.round(request.body.start * 1000);
      const endMs = Math.round(request.body.end * 1000);
      if (endMs <= startMs) throw badRequest('request.invalid', { end: 'download.end_after_start' });
      if (endMs - startMs > CLIP_MAX_SECONDS * 1000)
        throw badRequest('request.invalid', {
          end: msg('download.clip_too_long', { seconds: CLIP_MAX_SECONDS }),
        });
      const item = await visibleItem(db, auth, request.body.asset);
      if (item.duration === null) throw conflict('download.length_unknown');
      if (request.body.end > item.duration + DURATION_SLACK_SECONDS)
        throw badRequest('request.invalid', {
          end: msg('download.past_end', { seconds: Number(item.duration.toFixed(3)) }),
        });
      await originalOrConflict(db, item.id);
      // The same cut, asked for before by anyone, is the same file: given again, or waited for.
      return madeDownload(auth, { assetId: item.id, kind: MadeFileKind.CLIP, startMs, endMs });
    },
  );

  app.post(
    '/content/library/download/status',
    {
      schema: downloadSchema(
        StatusBody,
        "Where one of the caller's downloads is: its link once the file is made, else its job.",
      ),
      config: read,
    },
    async (request) => {
      const auth = caller(request);
      const [download] = await db
        .select({
          id: assetDownloads.id,
          assetId: assetDownloads.assetId,
          kind: assetDownloads.kind,
          startMs: assetDownloads.startMs,
          endMs: assetDownloads.endMs,
          key: assetDownloads.storageKey,
          itemKind: assets.kind,
        })
        .from(assetDownloads)
        .innerJoin(assets, eq(assets.id, assetDownloads.assetId))
        .where(
          and(
            eq(assetDownloads.id, request.body.download),
            eq(assetDownloads.userId, auth.userId),
            visibleLibrary(auth),
          ),
        );
      if (!download) throw notFound('not_found.download');
      const spec = madeSpecOf(download);
      // A made file's link keeps it; one the clock has just removed gets none.
      if (download.key && (!spec || (await keepForLink(db, download.key))))
        return { result: await linkOf(download.id, auth) };
      const file = spec && (await madeFileOf(db, spec));
      // Made since it was asked for (the job gave it out as this download was recorded, say).
      if (file?.storageKey && (await keepForLink(db, file.storageKey))) {
        await db
          .update(assetDownloads)
          .set({ storageKey: file.storageKey })
          .where(eq(assetDownloads.id, download.id));
        return { result: await linkOf(download.id, auth) };
      }
      const job = spec && file && (await latestJob(db, JOB_OF[spec.kind], file.id));
      if (!job) throw conflict('download.gone');
      return { result: { download: download.id, job: jobView(job) } };
    },
  );

  // The browser saves the file by following the link: the short-lived signed token is the key.
  app.get(
    '/media/download',
    {
      schema: {
        description:
          "A download's file, as an attachment, by the short-lived link the /content/library/download calls answer (HTTP ranges).",
        querystring: Strict({ token: Text(2000, 1) }),
        response: {
          200: FileAnswer('audio/*', 'video/*'),
          206: FileAnswer('audio/*', 'video/*'),
          404: MessageAnswer,
        },
      },
      config: { access: { public: true } },
    },
    async (request, reply) => {
      const link = await verifyDownloadLink(db, signer, request.query.token);
      if (!link) return reply.status(404).send(errorBody('not_found.file'));
      const [download] = await db
        .select({
          key: assetDownloads.storageKey,
          kind: assetDownloads.kind,
          startMs: assetDownloads.startMs,
          endMs: assetDownloads.endMs,
          title: assets.title,
          // The item's file it is (the original or the sound track) knows its type; a clip is typed by extension.
          mimeType: sql<
            string | null
          >`(select f.mime_type from ${assetFiles} f where f.storage_key = ${assetDownloads}.storage_key limit 1)`,
        })
        .from(assetDownloads)
        .innerJoin(assets, eq(assets.id, assetDownloads.assetId))
        .where(and(eq(assetDownloads.id, link.id), eq(assetDownloads.userId, link.userId)));
      if (!download?.key) return reply.status(404).send(errorBody('not_found.file'));
      const ext = keyExtension(download.key);
      const clip =
        download.kind === DownloadKind.CLIP && download.startMs !== null && download.endMs !== null
          ? ` (${seconds(download.startMs)}-${seconds(download.endMs)} s)`
          : '';
      return sendStoredFile(request, reply, storage, download.key, {
        contentType: download.mimeType ?? MADE_FILE_TYPES[ext] ?? 'application/octet-stream',
        fileName: titleFileName(`${download.title}${clip}`, ext),
        disposition: 'attachment',
      });
    },
  );
};
