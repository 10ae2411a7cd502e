import { createHash } from 'node:crypto';
import net from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLocalRevAi, transcriptOf, type LocalRevAi } from '../../../tests/support/revAiStandIn';
import { retryAfterSeconds, revAiClient, RevAiError, type RevAiClient } from './revAi';
import type { StreamedFile } from './multipart';

let revAi: LocalRevAi;
let client: RevAiClient;

beforeAll(async () => {
  revAi = await startLocalRevAi();
  client = revAiClient(revAi.settings);
});
afterAll(() => revAi.close());
beforeEach(() => {
  revAi.requests.length = 0;
  revAi.pollsBeforeDone = 1;
  revAi.transcript = undefined;
  revAi.failJobsWith = undefined;
});

/** A file read in small chunks, as the storage streams one. */
function fileOf(bytes: Buffer, chunk = 1000): StreamedFile {
  return {
    open: async () =>
      Readable.from(
        Array.from({ length: Math.ceil(bytes.length / chunk) }, (_, i) =>
          bytes.subarray(i * chunk, (i + 1) * chunk),
        ),
      ),
    size: bytes.length,
    fileName: 'media.wav',
    contentType: 'audio/wav',
  };
}

async function failure(call: Promise<unknown>): Promise<RevAiError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(RevAiError);
  return error as RevAiError;
}

describe('the Rev AI client', () => {
  it('streams the file as multipart with its options, then follows the job to its transcript', async () => {
    const bytes = Buffer.alloc(250_000, 3);
    const job = await client.submit(
      { file: fileOf(bytes) },
      { metadata: 'hello brave world', language: 'en' },
    );
    expect(job.status).toBe('in_progress');
    const taken = revAi.jobs.find((entry) => entry.id === job.id)!;
    expect(taken.media).toEqual({
      fileName: 'media.wav',
      contentType: 'audio/wav',
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    expect(taken.options).toEqual({ metadata: 'hello brave world', language: 'en' });
    const sent = revAi.requests.find((request) => request.path === '/jobs')!;
    expect(sent.headers.authorization).toBe(`Bearer ${revAi.settings.token}`);
    expect(sent.headers['transfer-encoding']).toBeUndefined();

    expect((await client.job(job.id)).status).toBe('in_progress');
    expect((await client.job(job.id)).status).toBe('transcribed');
    const monologues = await client.transcript(job.id);
    expect(monologues[0]!.elements.filter((element) => element.type === 'text')).toEqual([
      { type: 'text', value: 'hello', ts: 0, end_ts: 0.4 },
      { type: 'text', value: 'brave', ts: 0.5, end_ts: 0.9 },
      { type: 'text', value: 'world', ts: 1, end_ts: 1.4 },
    ]);
  });

  it('deletes a finished job (204, no answer to read), and says when the job is still at work', async () => {
    revAi.pollsBeforeDone = 0;
    const job = await client.submit({ file: fileOf(Buffer.alloc(10, 1)) }, {});
    revAi.pollsBeforeDone = 1;
    expect(await failure(client.deleteJob(job.id))).toMatchObject({ kind: 'refused', status: 409 });
    await client.job(job.id);
    await client.job(job.id);
    await expect(client.deleteJob(job.id)).resolves.toBeUndefined();
    expect(revAi.requests.at(-1)).toMatchObject({ method: 'DELETE', path: `/jobs/${job.id}` });
    expect(revAi.deleted).toContain(job.id);
    expect((await failure(client.deleteJob(job.id))).kind).toBe('not_found');
  });

  it('sends a link as source_config when given one', async () => {
    const job = await client.submit({ url: 'https://drm.example.com/api/media?token=abc' }, {});
    expect(revAi.jobs.find((entry) => entry.id === job.id)!.media).toEqual({
      url: 'https://drm.example.com/api/media?token=abc',
    });
  });

  it("says why a job failed, in Rev AI's words", async () => {
    revAi.failJobsWith = 'The media file has no audio.';
    revAi.pollsBeforeDone = 0;
    const job = await client.submit({ file: fileOf(Buffer.alloc(10, 1)) }, {});
    expect(await client.job(job.id)).toEqual({
      id: job.id,
      status: 'failed',
      failure: 'The media file has no audio.',
    });
  });

  it('names a refused token, without the token', async () => {
    const wrong = revAiClient({ ...revAi.settings, token: 'not-the-token' });
    const error = await failure(wrong.job('anything'));
    expect(error.kind).toBe('unauthorized');
    expect(error.message).toMatch(/Rev AI refused the access token .*check REVAI_ACCESS_TOKEN/);
    expect(error.message).not.toContain('not-the-token');
  });

  it("tells when to try again after a 429, from Retry-After or Rev AI's default", async () => {
    revAi.failNext(429, 'Rate limit exceeded.', { 'retry-after': '7' });
    const error = await failure(client.job('x'));
    expect(error).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 7, status: 429 });
    expect(error.message).toMatch(/try again in 7 s/);
    expect(retryAfterSeconds(null)).toBe(60);
    expect(retryAfterSeconds(new Date(Date.now() + 30_000).toUTCString())).toBeGreaterThanOrEqual(29);
  });

  it("repeats the problem's detail for other refusals, and tells a missing job", async () => {
    revAi.failNext(400, 'The media file is not a supported format.');
    const refused = await failure(client.submit({ file: fileOf(Buffer.alloc(10, 1)) }, {}));
    expect(refused.kind).toBe('refused');
    expect(refused.message).toBe(
      'Rev AI refused the request (400) (Bad Request: The media file is not a supported format.).',
    );
    expect((await failure(client.job('missing'))).kind).toBe('not_found');
    revAi.failNext(503, 'Down for maintenance.');
    expect(await failure(client.job('x'))).toMatchObject({ kind: 'unavailable', status: 503 });
  });

  it('says so when Rev AI cannot be reached or does not answer in time', async () => {
    // A port that was just free: nothing listens on it.
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const away = revAiClient({ ...revAi.settings, baseUrl: `http://127.0.0.1:${port}/speechtotext/v1` });
    const error = await failure(away.job('x'));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toMatch(/could not be reached \(ECONNREFUSED\)/);

    // Takes the connection and never answers.
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const slow = revAiClient({
      ...revAi.settings,
      baseUrl: `http://127.0.0.1:${(silent.address() as net.AddressInfo).port}`,
      timeoutMs: 200,
    });
    try {
      expect((await failure(slow.job('x'))).kind).toBe('timeout');
    } finally {
      silent.close();
    }
  });

  it('refuses an answer that is not a transcript', async () => {
    revAi.pollsBeforeDone = 0;
    revAi.transcript = { text: 'not the JSON format' };
    const job = await client.submit({ file: fileOf(Buffer.alloc(10, 1)) }, {});
    await client.job(job.id);
    expect((await failure(client.transcript(job.id))).kind).toBe('failed');
    revAi.transcript = transcriptOf('fine');
    expect(await client.transcript(job.id)).toHaveLength(1);
  });
});
