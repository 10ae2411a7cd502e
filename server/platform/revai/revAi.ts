import { Readable } from 'node:stream';
import { REVAI_RETRY_AFTER_DEFAULT_SECONDS } from '../../../shared/constants';
import { englishOf } from '../../../shared/messages';
import { msg, type Said } from '../../../shared/serverMessages';
import { cleanProviderMessage } from '../http/providerMessage';
import type { TranscriptMonologue } from './transcript';
import { multipartBody, type StreamedFile } from './multipart';
import { readTranscript, TranscriptShapeError } from './transcript';

/** Where and as whom the app reaches Rev AI; the tests point baseUrl at the local stand-in. */
export interface RevAiSettings {
  /** e.g. https://api.rev.ai/speechtotext/v1 */
  baseUrl: string;
  /** An access token; sent only in the Authorization header. */
  token: string;
  /** The limit of every call but the media upload. */
  timeoutMs: number;
  /** The limit of the media upload, which streams the whole file. */
  uploadTimeoutMs: number;
}

/** What went wrong, as the caller acts on it. */
export type RevAiErrorKind =
  /** The token is wrong or revoked (401): a configuration fault. */
  | 'unauthorized'
  /** Too many calls (429): `retryAfterSeconds` says when to try again. */
  | 'rate_limited'
  /** Rev AI has no such job (404): deleted there, or never made. */
  | 'not_found'
  /** Rev AI refused the request (another 4xx); the message is its own detail. */
  | 'refused'
  /** No answer within the limit. */
  | 'timeout'
  /** Rev AI could not be reached or failed on its side (5xx): try again later. */
  | 'unavailable'
  /** An answer of unexpected shape. */
  | 'failed';

/** A Rev AI failure; the message is fit to show (the token is never in it). */
export class RevAiError extends Error {
  override readonly name = 'RevAiError';

  constructor(
    readonly kind: RevAiErrorKind,
    /** The message in catalogue words (shared/serverMessages), for the person's language. */
    readonly said: Said,
    readonly status?: number,
    readonly retryAfterSeconds?: number,
  ) {
    super(englishOf(said));
  }
}

export const RevAiJobStatus = {
  IN_PROGRESS: 'in_progress',
  TRANSCRIBED: 'transcribed',
  FAILED: 'failed',
} as const;
export type RevAiJobStatus = (typeof RevAiJobStatus)[keyof typeof RevAiJobStatus];

export interface RevAiJob {
  id: string;
  status: RevAiJobStatus;
  /** Why it failed, in Rev AI's words (failure_detail, else the failure code). */
  failure?: string;
}

/** The media of a job: the file itself, or a link Rev AI fetches it from. */
export type RevAiMedia = { file: StreamedFile } | { url: string };

export interface RevAiJobOptions {
  /** Free text Rev AI keeps with the job (what it is about). */
  metadata?: string;
  /** The spoken language (ISO 639-1, as Rev AI names them). */
  language?: string;
}

export const TRANSCRIPT_MEDIA_TYPE = 'application/vnd.rev.transcript.v1.0+json';

export interface RevAiClient {
  /** Starts a transcription job (POST /jobs). */
  submit(media: RevAiMedia, options: RevAiJobOptions): Promise<RevAiJob>;
  /** A job's state (GET /jobs/{id}). */
  job(id: string): Promise<RevAiJob>;
  /** A transcribed job's transcript (GET /jobs/{id}/transcript). */
  transcript(id: string): Promise<TranscriptMonologue[]>;
  /** Deletes a finished job with its media and transcript (DELETE /jobs/{id}, answered 204). */
  deleteJob(id: string): Promise<void>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Rev AI's asynchronous speech-to-text API. */
export function revAiClient(settings: RevAiSettings): RevAiClient {
  const base = settings.baseUrl.replace(/\/+$/, '');
  const secrets = [settings.token];
  const jobPath = (id: string) => `${base}/jobs/${encodeURIComponent(id)}`;

  async function send(
    url: string,
    init: RequestInit & { duplex?: 'half' },
    timeoutMs: number,
    { answered = true }: { answered?: boolean } = {},
  ) {
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        ...init,
        headers: { authorization: `Bearer ${settings.token}`, ...init.headers },
        // Not followed: a redirect would carry the token to wherever it points.
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      if (isTimeout(error)) throw new RevAiError('timeout', 'revai.timeout');
      throw new RevAiError('unavailable', msg('revai.unreachable', { reason: failureName(error) }));
    }
    if (!response.ok) throw statusError(response, text, secrets);
    if (!answered) return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new RevAiError('failed', 'revai.unreadable', response.status);
    }
  }

  return {
    async submit(media, options) {
      const jobOptions = {
        ...(options.metadata && { metadata: options.metadata }),
        ...(options.language && { language: options.language }),
      };
      if ('url' in media) {
        const answer = await send(
          `${base}/jobs`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify({ source_config: { url: media.url }, ...jobOptions }),
          },
          settings.timeoutMs,
        );
        return readJob(answer);
      }
      const form = multipartBody(
        [{ name: 'options', value: JSON.stringify(jobOptions), contentType: 'application/json' }],
        'media',
        media.file,
      );
      const answer = await send(
        `${base}/jobs`,
        {
          method: 'POST',
          headers: {
            'content-type': form.contentType,
            'content-length': String(form.contentLength),
            accept: 'application/json',
          },
          // Node's web stream is the DOM's, under another type.
          body: Readable.toWeb(form.body) as unknown as BodyInit,
          duplex: 'half',
        },
        settings.uploadTimeoutMs,
      );
      return readJob(answer);
    },

    async job(id) {
      return readJob(
        await send(jobPath(id), { headers: { accept: 'application/json' } }, settings.timeoutMs),
      );
    },

    async transcript(id) {
      const answer = await send(
        `${jobPath(id)}/transcript`,
        { headers: { accept: TRANSCRIPT_MEDIA_TYPE } },
        settings.timeoutMs,
      );
      try {
        return readTranscript(answer);
      } catch (error) {
        if (error instanceof TranscriptShapeError)
          throw new RevAiError('failed', msg('revai.bad_transcript', { reason: error.message }));
        throw error;
      }
    },

    async deleteJob(id) {
      await send(jobPath(id), { method: 'DELETE' }, settings.timeoutMs, { answered: false });
    },
  };
}

const STATUSES: readonly string[] = Object.values(RevAiJobStatus);

function readJob(answer: unknown): RevAiJob {
  if (
    !isRecord(answer) ||
    typeof answer.id !== 'string' ||
    answer.id === '' ||
    !STATUSES.includes(String(answer.status))
  )
    throw new RevAiError('failed', 'revai.not_a_job');
  const reason = [answer.failure_detail, answer.failure].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  return { id: answer.id, status: answer.status as RevAiJobStatus, ...(reason && { failure: reason }) };
}

/** AbortSignal.timeout rejects with a TimeoutError, during the call or while the body is read. */
const isTimeout = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'TimeoutError' || (error.cause instanceof Error && error.cause.name === 'TimeoutError'));

/** A short name for a network failure: fetch's own messages are vague, the socket's code is not. */
function failureName(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  if (isRecord(cause) && typeof cause.code === 'string') return cause.code;
  return error instanceof Error ? error.name : 'unknown error';
}

/** Retry-After in seconds, from its number or its date form; Rev AI's default wait when absent. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  if (header && /^\d+$/.test(header.trim())) return Math.max(1, Number(header.trim()));
  const date = header ? Date.parse(header) : NaN;
  if (!Number.isNaN(date)) return Math.max(1, Math.ceil((date - now) / 1000));
  return REVAI_RETRY_AFTER_DEFAULT_SECONDS;
}

/**
 * Rev AI's problem+json (`title`, `detail`, and `parameters` naming refused options) as one
 * sentence; any text when the body is not JSON (a proxy's page).
 */
function problemText(text: string): string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return text;
  }
  if (!isRecord(body)) return '';
  const parts = [body.title, body.detail].filter(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  if (isRecord(body.parameters)) {
    for (const [name, messages] of Object.entries(body.parameters)) {
      const list = Array.isArray(messages) ? messages.filter((m) => typeof m === 'string') : [];
      if (list.length > 0) parts.push(`${name}: ${list.join(' ')}`);
    }
  }
  // The title often repeats in the detail ("Unauthorized" / "Authorization has been denied").
  return [...new Set(parts)].join(': ');
}

function statusError(response: Response, text: string, secrets: readonly string[]): RevAiError {
  const { status } = response;
  const detail = cleanProviderMessage(problemText(text), secrets);
  const said = detail ? ` (${detail})` : '';
  if (status === 401)
    return new RevAiError('unauthorized', msg('revai.unauthorized', { detail: said }), status);
  if (status === 429) {
    const seconds = retryAfterSeconds(response.headers.get('retry-after'));
    return new RevAiError('rate_limited', msg('revai.rate_limited', { seconds }), status, seconds);
  }
  if (status === 404) return new RevAiError('not_found', msg('revai.no_job', { detail: said }), status);
  if (status >= 500)
    return new RevAiError('unavailable', msg('revai.failed', { status, detail: said }), status);
  return new RevAiError('refused', msg('revai.refused', { status, detail: said }), status);
}
