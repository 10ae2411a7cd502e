import { createHash, randomBytes } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import type { RevAiSettings } from '../../server/platform/revai/revAi';
import { TRANSCRIPT_MEDIA_TYPE } from '../../server/platform/revai/revAi';

/** One request as the stand-in received it. */
export interface ReceivedRevAiRequest {
  method: string;
  path: string;
  /** Lower-case names, as Node gives them. */
  headers: Record<string, string | undefined>;
}

/** A job as the stand-in took it: its options and what media came with it. */
export interface StandInJob {
  id: string;
  options: Record<string, unknown>;
  /** The uploaded file (multipart), or the link Rev AI was given to fetch it. */
  media: { fileName: string; contentType: string; size: number; sha256: string } | { url: string };
  /** GET /jobs/{id} calls so far. */
  polls: number;
  /** Set when the test makes this job fail. */
  failure?: string;
}

export interface LocalRevAi {
  /** Settings that point the client at this stand-in. */
  settings: RevAiSettings;
  requests: ReceivedRevAiRequest[];
  jobs: StandInJob[];
  /** How many status polls a job answers in_progress before it is transcribed (1 by default). */
  pollsBeforeDone: number;
  /** The transcript every job answers (Rev AI's JSON); unset, one is made from the job's `metadata`. */
  transcript: unknown;
  /** Jobs submitted from now on fail with this detail once done. */
  failJobsWith: string | undefined;
  /** The ids of the jobs deleted (DELETE /jobs/{id}), which `jobs` no longer holds. */
  deleted: string[];
  /**
   * The next request (or the next to `path`: '/jobs', or a pattern such as /^\/jobs\/[^/]+$/ for any
   * job's status; and of `method` when given) answers this problem instead.
   */
  failNext(
    status: number,
    detail: string,
    headers?: Record<string, string>,
    path?: string | RegExp,
    method?: string,
  ): void;
  close(): Promise<void>;
}

const PREFIX = '/speechtotext/v1';

const problem = (reply: FastifyReply, status: number, title: string, detail: string) =>
  reply.status(status).type('application/problem+json').send({ type: 'about:blank', title, detail, status });

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  406: 'Not Acceptable',
  409: 'Invalid Job State',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/**
 * A transcript of the words of a text, as Rev AI answers one: a speaker's turn of timed words half
 * a second apart, spaces and a closing full stop as punctuation.
 */
export function transcriptOf(text: string, speaker = 0) {
  const words = text.split(/\s+/).filter(Boolean);
  const elements: object[] = [];
  words.forEach((word, index) => {
    if (index > 0) elements.push({ type: 'punct', value: ' ' });
    elements.push({ type: 'text', value: word, ts: index * 0.5, end_ts: index * 0.5 + 0.4, confidence: 0.9 });
  });
  if (words.length > 0) elements.push({ type: 'punct', value: '.' });
  return { monologues: [{ speaker, elements }] };
}

function headersOf(request: FastifyRequest): Record<string, string | undefined> {
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(request.headers))
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  return headers;
}

/**
 * Rev AI's asynchronous speech-to-text for the tests, on a port of its own as the real service
 * would be: the Bearer token checked, jobs taken as multipart (a `media` file and `options` JSON) or
 * as JSON with `source_config.url`, in_progress until `pollsBeforeDone` status polls, then
 * transcribed (or failed), the transcript in Rev AI's JSON, and problem+json errors.
 */
export async function startLocalRevAi(options: { token?: string } = {}): Promise<LocalRevAi> {
  const token = options.token ?? `revai-test-${randomBytes(12).toString('hex')}`;
  const requests: ReceivedRevAiRequest[] = [];
  const jobs: StandInJob[] = [];
  const deleted: string[] = [];
  let nextFailure:
    | {
        status: number;
        detail: string;
        headers: Record<string, string>;
        path: string | RegExp | undefined;
        method: string | undefined;
      }
    | undefined;

  const server = Fastify({ logger: false, bodyLimit: 1024 ** 3 });
  server.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  server.setNotFoundHandler((_request, reply) => problem(reply, 404, 'Not Found', 'No such resource.'));
  server.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    return problem(reply, status, TITLES[status] ?? 'Error', error.message);
  });

  server.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0]!.slice(PREFIX.length);
    requests.push({ method: request.method, path, headers: headersOf(request) });
    const wanted = nextFailure?.path;
    const matches =
      (wanted === undefined || (typeof wanted === 'string' ? wanted === path : wanted.test(path))) &&
      (nextFailure?.method === undefined || nextFailure.method === request.method);
    if (nextFailure && matches) {
      const { status, detail, headers } = nextFailure;
      nextFailure = undefined;
      reply.headers(headers);
      return problem(reply, status, TITLES[status] ?? 'Error', detail);
    }
    if (request.headers.authorization !== `Bearer ${token}`)
      return problem(reply, 401, 'Authorization has been denied for this request', 'Invalid access token.');
  });

  const state = {
    pollsBeforeDone: 1,
    transcript: undefined as unknown,
    failJobsWith: undefined as string | undefined,
  };

  const answerJob = (job: StandInJob) => {
    const done = job.polls > state.pollsBeforeDone;
    const status = !done ? 'in_progress' : job.failure ? 'failed' : 'transcribed';
    return {
      id: job.id,
      created_on: new Date().toISOString(),
      name: 'url' in job.media ? job.media.url : job.media.fileName,
      status,
      type: 'async',
      ...(typeof job.options.metadata === 'string' && { metadata: job.options.metadata }),
      ...(status === 'transcribed' && { duration_seconds: 3, completed_on: new Date().toISOString() }),
      ...(status === 'failed' && { failure: 'transcription_failed', failure_detail: job.failure }),
    };
  };

  server.post(`${PREFIX}/jobs`, async (request, reply) => {
    const type = String(request.headers['content-type'] ?? '');
    let options: Record<string, unknown>;
    let media: StandInJob['media'];
    if (type.startsWith('multipart/form-data')) {
      const form = await new Response(new Uint8Array(request.body as Buffer), {
        headers: { 'content-type': type },
      }).formData();
      const file = form.get('media');
      if (!(file instanceof Blob) || file.size === 0)
        return problem(reply, 400, 'Bad Request', 'A media file is required.');
      const bytes = Buffer.from(await file.arrayBuffer());
      const declared = Number(request.headers['content-length']);
      if (!Number.isFinite(declared))
        return problem(reply, 400, 'Bad Request', 'Content-Length is required.');
      media = {
        fileName: file instanceof File ? file.name : 'media',
        contentType: file.type,
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      };
      const optionsText = form.get('options');
      try {
        options = typeof optionsText === 'string' ? (JSON.parse(optionsText) as Record<string, unknown>) : {};
      } catch {
        return problem(reply, 400, 'Bad Request', 'options is not JSON.');
      }
    } else {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const source = body.source_config as { url?: unknown } | undefined;
      if (typeof source?.url !== 'string')
        return problem(reply, 400, 'Bad Request', 'A media file or source_config.url is required.');
      const { source_config: _source, ...rest } = body;
      options = rest;
      media = { url: source.url };
    }
    const job: StandInJob = {
      id: randomBytes(9).toString('base64url'),
      options,
      media,
      polls: 0,
      ...(state.failJobsWith && { failure: state.failJobsWith }),
    };
    jobs.push(job);
    return answerJob(job);
  });

  const jobOf = (request: FastifyRequest) =>
    jobs.find((job) => job.id === (request.params as { id: string }).id);

  server.get(`${PREFIX}/jobs/:id`, async (request, reply) => {
    const job = jobOf(request);
    if (!job) return problem(reply, 404, 'Job not found', 'No job with this id.');
    job.polls += 1;
    return answerJob(job);
  });

  // Rev AI deletes a finished job with its media and transcript; one in progress cannot be.
  server.delete(`${PREFIX}/jobs/:id`, async (request, reply) => {
    const job = jobOf(request);
    if (!job) return problem(reply, 404, 'Job not found', 'No job with this id.');
    if (job.polls <= state.pollsBeforeDone)
      return problem(reply, 409, 'Invalid Job State', 'A job in progress cannot be deleted.');
    jobs.splice(jobs.indexOf(job), 1);
    deleted.push(job.id);
    return reply.status(204).send();
  });

  server.get(`${PREFIX}/jobs/:id/transcript`, async (request, reply) => {
    const job = jobOf(request);
    if (!job) return problem(reply, 404, 'Job not found', 'No job with this id.');
    if (request.headers.accept !== TRANSCRIPT_MEDIA_TYPE)
      return problem(reply, 406, 'Not Acceptable', `Accept ${TRANSCRIPT_MEDIA_TYPE} or text/plain.`);
    if (job.polls <= state.pollsBeforeDone || job.failure)
      return problem(reply, 409, 'Invalid Job State', 'The job is not transcribed.');
    const metadata = typeof job.options.metadata === 'string' ? job.options.metadata : '';
    return reply.type(TRANSCRIPT_MEDIA_TYPE).send(state.transcript ?? transcriptOf(metadata));
  });

  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  return {
    settings: { baseUrl: `${address}${PREFIX}`, token, timeoutMs: 2000, uploadTimeoutMs: 10_000 },
    requests,
    jobs,
    deleted,
    get pollsBeforeDone() {
      return state.pollsBeforeDone;
    },
    set pollsBeforeDone(value) {
      state.pollsBeforeDone = value;
    },
    get transcript() {
      return state.transcript;
    },
    set transcript(value) {
      state.transcript = value;
    },
    get failJobsWith() {
      return state.failJobsWith;
    },
    set failJobsWith(value) {
      state.failJobsWith = value;
    },
    failNext(status, detail, headers = {}, path, method) {
      nextFailure = { status, detail, headers, path, method };
    },
    close: () => server.close(),
  };
}
