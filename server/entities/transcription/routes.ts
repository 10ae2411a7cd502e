import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import {
  REVAI_MEDIA_LINK_SECONDS,
  REVAI_METADATA_MAX_LENGTH,
  REVAI_UPLOAD_TIMEOUT_MS,
} from '../../../shared/constants';
import { signServiceMediaLink } from '../assets/mediaLink';
import { assetFiles, assets, AssetKind, MediaRole } from '../assets/table';
import type { AuthContext } from '../../platform/auth/context';
import { caller } from '../../platform/auth/plugin';
import type { Database } from '../../platform/db/client';
import { IDLE_CONNECTION_TIMEOUT_MS } from '../../platform/http/connections';
import { conflict, HttpError, notFound, tooManyRequests } from '../../platform/http/errors';
import { Answer } from '../../platform/http/schemas';
import { libraryItem } from '../library/scope';
import type { ApiServices } from '../../services';
import { pollDelayMs, refreshTranscript, schedulePoll } from './poll';
import { RevAiError, type RevAiMedia } from '../../platform/revai/revAi';
import { TranscriptBody, TranscriptStatus, TranscriptText } from './schemas';
import { TranscriptState } from '../library/table';
import { mayAskRevAi } from './statusLimits';
import {
  claimTranscript,
  isPendingJob,
  recordSubmission,
  releaseClaim,
  transcriptOf,
  type TranscriptRow,
} from './store';

const read = { access: { resource: 'libraries', action: 'read' } } as const;
const write = { access: { resource: 'libraries', action: 'transcribe' } } as const;

/** The item if the caller sees it; another side's item does not exist for them (404). */
async function visibleItem(db: Database, auth: AuthContext, id: string) {
  const [item] = await db
    .select({ id: assets.id, title: assets.title, kind: assets.kind, language: assets.language })
    .from(assets)
    .where(libraryItem(id, auth));
  if (!item) throw notFound('not_found.library_item');
  return item;
}

const statusOf = (assetId: string, row: TranscriptRow | undefined, configured: boolean) => ({
  asset: assetId,
  configured,
  state: row?.state ?? ('none' as const),
  failure: row?.failure ?? null,
  updated_at: row?.updatedAt ?? null,
});

/**
 * Rev AI names languages by ISO 639-1 code as the library does, but Mandarin 'cmn'; a regional
 * tag (pt-BR) is its language.
 */
export function revAiLanguage(language: string | null): string | undefined {
  const primary = language?.split('-')[0]?.toLowerCase();
  if (!primary) return undefined;
  return primary === 'zh' ? 'cmn' : primary;
}

/** A refusal or failure of Rev AI, as this API answers it: the server's fault, not the caller's. */
function answerOf(error: RevAiError): HttpError {
  const { said } = error;
  switch (error.kind) {
    case 'rate_limited':
      return tooManyRequests(said, (error.retryAfterSeconds ?? 1) * 1000);
    case 'unavailable':
      return new HttpError(503, said);
    case 'timeout':
      return new HttpError(504, said);
    default:
      return new HttpError(502, said);
  }
}

/**
 * While the media streams to Rev AI this request's connection is silent, longer than the idle
 * limit that closes quiet connections for a large file: it waits as long as the upload may take.
 */
async function withSilentConnection<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  const socket = request.raw.socket as { setTimeout?: (ms: number) => unknown } | undefined;
  socket?.setTimeout?.(REVAI_UPLOAD_TIMEOUT_MS);
  try {
    return await work();
  } finally {
    socket?.setTimeout?.(IDLE_CONNECTION_TIMEOUT_MS);
  }
}

/**
 * Transcription (spec 001 §7): an item's audio sent to Rev AI by those who may edit the item, its
 * state, and its transcript with timed words for those who read the item. A job follows Rev AI's
 * work until it ends, so a transcript lands whether or not anyone is watching.
 */
export const transcriptionRoutes: FastifyPluginAsyncTypebox<ApiServices> = async (app, services) => {
  const { db, storage, signer, transcription } = services;
  const { client } = transcription;
  const configured = client !== undefined;

  app.post(
    '/general/rev/upload/file',
    {
      schema: {
        description:
          "Sends the item's audio (an audio item's original; footage's preview, else its original) to Rev AI to transcribe; 409 while one is in progress, 503 when transcription is not configured.",
        body: TranscriptBody,
        response: { 200: Answer(TranscriptStatus) },
      },
      config: write,
    },
    async (request) => {
      const auth = caller(request);
      const item = await visibleItem(db, auth, request.body.asset);
      if (!client) throw new HttpError(503, 'transcription.not_configured');
      const files = await db
        .select()
        .from(assetFiles)
        .where(
          and(
            eq(assetFiles.assetId, item.id),
            inArray(assetFiles.role, [MediaRole.ORIGINAL, MediaRole.PREVIEW]),
          ),
        );
      const original = files.find((file) => file.role === MediaRole.ORIGINAL);
      const preview = files.find((file) => file.role === MediaRole.PREVIEW);
      // Video's preview holds the same sound in a fraction of the bytes.
      const file = item.kind === AssetKind.AUDIO ? original : (preview ?? original);
      if (!file) throw conflict('transcription.no_media');
      const stored = await storage.stat(file.storageKey);
      if (!stored) throw conflict('transcription.media_missing');

      const claim = await claimTranscript(db, item.id, auth.userId);
      if (!claim) throw conflict('transcription.in_progress');
      let media: RevAiMedia;
      if (transcription.publicUrl && stored.size >= transcription.linkFromBytes) {
        const link = await signServiceMediaLink(signer, file.id, auth.userId, REVAI_MEDIA_LINK_SECONDS);
        media = { url: `${transcription.publicUrl}${link}` };
      } else {
        media = {
          file: {
            open: () => storage.read(file.storageKey),
            size: stored.size,
            // The stored name's extension tells Rev AI the format; the title stays here.
            fileName: `media${path.extname(file.storageKey)}`,
            contentType: file.mimeType,
          },
        };
      }
      let job;
      try {
        job = await withSilentConnection(request, () =>
          client.submit(media, {
            metadata: `${item.title} (DRM library item ${item.id})`.slice(0, REVAI_METADATA_MAX_LENGTH),
            language: revAiLanguage(item.language),
          }),
        );
      } catch (error) {
        await releaseClaim(db, claim.claimed, claim.previous);
        if (error instanceof RevAiError) throw answerOf(error);
        throw error;
      }
      const row = await db.transaction(async (tx) => {
        const submitted = await recordSubmission(tx, auth, claim.claimed, job.id, {
          file: file.id,
          role: file.role,
          sent: 'url' in media ? 'link' : 'upload',
        });
        await schedulePoll(
          tx,
          { assetId: item.id, jobId: job.id, polls: 0 },
          pollDelayMs(transcription.poll, 0),
        );
        return submitted;
      });
      services.jobs?.nudge();
      return { result: statusOf(item.id, row, configured), message: 'Sent to Rev AI for transcription.' };
    },
  );

  /**
   * The stored row, brought up to date from Rev AI while in progress, at most once per gap for the
   * job and within the caller's limit (429); Rev AI's trouble leaves it as stored.
   */
  const current = async (request: FastifyRequest, auth: AuthContext, assetId: string) => {
    const row = await transcriptOf(db, assetId);
    if (!row || !client || row.state !== TranscriptState.IN_PROGRESS || isPendingJob(row.providerJobId))
      return row;
    if (!(await mayAskRevAi(db, auth.userId, row.providerJobId))) return row;
    try {
      return await refreshTranscript(db, client, row);
    } catch (error) {
      // The poll job retries; the caller sees the state as stored meanwhile.
      request.log.warn({ err: error }, 'transcription status could not be refreshed from Rev AI');
      return row;
    }
  };

  app.post(
    '/general/rev/upload/file/status',
    {
      schema: {
        description:
          "Where the item's transcription is: none, in progress (asked of Rev AI again), transcribed or failed.",
        body: TranscriptBody,
        response: { 200: Answer(TranscriptStatus) },
      },
      config: read,
    },
    async (request) => {
      const auth = caller(request);
      const item = await visibleItem(db, auth, request.body.asset);
      return { result: statusOf(item.id, await current(request, auth, item.id), configured) };
    },
  );

  app.post(
    '/general/rev/text',
    {
      schema: {
        description: "The item's transcript: its plain text, and each speaker's turn with its timed words.",
        body: TranscriptBody,
        response: { 200: Answer(TranscriptText) },
      },
      config: read,
    },
    async (request) => {
      const auth = caller(request);
      const item = await visibleItem(db, auth, request.body.asset);
      const row = await current(request, auth, item.id);
      return {
        result: {
          ...statusOf(item.id, row, configured),
          text: row?.text ?? null,
          monologues: row?.monologues ?? [],
        },
      };
    },
  );
};
