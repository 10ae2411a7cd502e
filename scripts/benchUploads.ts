// The bench's uploads (issue 20), run by scripts/bench.ts after the calls (`--only uploads` runs them
// alone): resumable tus 1.0 uploads over plain HTTP (node:http, chunks of UPLOAD_CHUNK_BYTES streamed
// from disk) to the real server on loopback, as rightsholder@example.com.
//   (a) one large file (--upload-mb, 2048): the server's memory (VmRSS of its processes, read from
//       /proc every 100 ms) grows less than 100 MB, and the file arrives at 100 MB/s or more;
//   (b) a server killed with SIGKILL in the middle of a chunk (its bytes all sent, part of them
//       written, none acknowledged), restarted on the same database and FILES_DIR, answers HEAD with
//       an offset no lower than the last acknowledged one, takes the rest from there, and the
//       finished file's SHA-256 is the local file's;
//   (c) --concurrent-uploads (20) files of --concurrent-mb (64) sent at once, each SHA-256 compared.
// The files are made in a temporary folder (a WAV header, then pseudo-random bytes from AES-CTR, written
// and hashed as they are made, in constant memory) and removed with the server's copies after each part.
// MB here is 2^20 bytes.
import { createCipheriv, createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import { UPLOAD_CHUNK_BYTES, UPLOAD_MAX_BYTES_DEFAULT } from '../shared/constants';
import { toneWav } from '../server/platform/media/wav';
import { DEMO_PASSWORD } from '../server/seed';
import { ended, processTree, spawnServer, waitForHealth } from './serverProcess';

/** Issue 20's targets for one large upload. */
export const UPLOAD_MAX_RSS_GROWTH_MB = 100;
export const UPLOAD_MIN_MB_PER_SECOND = 100;

const MB = 1024 * 1024;
const RSS_SAMPLE_MS = 100;
/** Made and sent before the baseline is read, so what loads once (the tus store, the type sniffer) is not counted as growth. */
const WARM_UP_MB = 16;
/** Room left on the disk beyond what a part needs. */
const DISK_MARGIN_BYTES = 1024 * MB;
const UPLOADER = 'rightsholder@example.com';
const TUS = { 'tus-resumable': '1.0.0' };

export interface UploadBenchOptions {
  port: number;
  /** The server's database and FILES_DIR (the bench's fresh database, already seeded). */
  env: Record<string, string> & { FILES_DIR: string };
  uploadMb: number;
  resumeMb: number;
  concurrent: number;
  concurrentMb: number;
}

interface Memory {
  /** Right after the server started, before any upload. */
  freshMb: number;
  /** After the warm-up upload, just before the measured one: growth is counted from here. */
  baselineMb: number;
  peakMb: number;
  growthMb: number;
  /** Growth counted from the fresh server instead (includes what the first upload loads once). */
  growthFromFreshMb: number;
  samples: number;
  within: boolean;
}

export interface UploadBenchResult {
  chunkBytes: number;
  large: {
    megabytes: number;
    /** Creation to the last chunk's bytes handed to the socket. */
    transferSeconds: number;
    /** The last chunk's bytes sent to its answer: the server typing and hashing the whole file. */
    finishSeconds: number;
    totalSeconds: number;
    transferMbPerSecond: number;
    /** The whole upload, finish included: the figure held to the target. */
    totalMbPerSecond: number;
    kind: string;
    sha256Equal: boolean;
    memory: Memory;
    /** The machine's 1-minute load average when the upload began and ended (other work shares the cores). */
    loadAverage: number[];
    /** The most file data not yet on the disk, machine-wide, during the upload (dirty and writeback). */
    unwrittenPeakMb: number;
    within: boolean;
  };
  resume: {
    megabytes: number;
    /** The offset of the last chunk the server acknowledged before it was killed. */
    acknowledgedOffset: number;
    /** Whether the kill came while a chunk was on its way (it did unless that chunk was answered first). */
    killedMidChunk: boolean;
    /** What HEAD answered after the restart. */
    headOffset: number;
    restartSeconds: number;
    sha256Equal: boolean;
    within: boolean;
  };
  concurrent: {
    uploads: number;
    megabytesEach: number;
    seconds: number;
    mbPerSecond: number;
    sha256Equal: number;
    memoryGrowthMb: number;
    within: boolean;
  };
}

const round = (value: number, places = 1) => Math.round(value * 10 ** places) / 10 ** places;

/** A media file the server accepts: a WAV header (as server/platform/media/wav writes it) and pseudo-random bytes. */
async function makeMediaFile(file: string, size: number, seed: string): Promise<string> {
  const header = toneWav({ seconds: 0 });
  header.writeUInt32LE(Math.min(size - 8, 0xffffffff), 4);
  header.writeUInt32LE(Math.min(size - header.length, 0xffffffff), 40);
  const key = createHash('sha256').update(seed).digest().subarray(0, 16);
  const cipher = createCipheriv('aes-128-ctr', key, Buffer.alloc(16));
  const zeros = Buffer.alloc(MB);
  const hash = createHash('sha256').update(header);
  const out = fs.createWriteStream(file);
  out.write(header);
  for (let left = size - header.length; left > 0; left -= zeros.length) {
    const block = cipher.update(zeros.subarray(0, Math.min(left, zeros.length)));
    hash.update(block);
    if (!out.write(block)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  // On the disk before it is sent: its pages left dirty would count against the kernel's dirty limit
  // and slow the server's own writes (past that limit the kernel holds writers back), measuring the
  // disk rather than the server.
  const handle = await fs.promises.open(file, 'r');
  await handle.sync();
  await handle.close();
  return hash.digest('hex');
}

async function rssBytes(pid: number): Promise<number> {
  const status = await fs.promises.readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kilobytes = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
  return kilobytes ? Number(kilobytes) * 1024 : 0;
}

/** The resident memory of the server's processes together. */
export async function serverRss(pid: number): Promise<number> {
  const sizes = await Promise.all((await processTree(pid)).map(rssBytes));
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** The machine's file pages not yet on the disk (dirty or being written), from /proc/meminfo. */
async function unwrittenBytes(): Promise<number> {
  const info = await fs.promises.readFile('/proc/meminfo', 'utf8').catch(() => '');
  const kilobytes = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(info)?.[1] ?? 0);
  return (kilobytes('Dirty') + kilobytes('Writeback')) * 1024;
}

/**
 * Reads the server's memory every RSS_SAMPLE_MS until stopped; answers the highest, the count, and the
 * most file data the machine held unwritten meanwhile (past the kernel's dirty limit, writers wait for
 * the disk).
 */
export function sampleRss(pid: number) {
  let peak = 0;
  let unwrittenPeak = 0;
  let samples = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const started = Date.now();
      const [rss, unwritten] = await Promise.all([serverRss(pid), unwrittenBytes()]);
      peak = Math.max(peak, rss);
      unwrittenPeak = Math.max(unwrittenPeak, unwritten);
      samples++;
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, RSS_SAMPLE_MS - (Date.now() - started))),
      );
    }
  })();
  return async () => {
    stopped = true;
    await loop;
    return { peak, samples, unwrittenPeak };
  };
}

/** A steady reading: the median of ten, RSS_SAMPLE_MS apart. */
async function steadyRss(pid: number): Promise<number> {
  const readings: number[] = [];
  for (let i = 0; i < 10; i++) {
    readings.push(await serverRss(pid));
    await new Promise((resolve) => setTimeout(resolve, RSS_SAMPLE_MS));
  }
  return readings.sort((a, b) => a - b)[5]!;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** When the request's body was handed to the socket (for a PATCH). */
  bodySentAt: number;
}

/** One HTTP call over a kept-alive connection, the body (if any) streamed from a file's byte range. */
function call(
  agent: http.Agent,
  port: number,
  method: string,
  pathname: string,
  headers: Record<string, string>,
  range?: { file: string; start: number; end: number; onAllSent?: () => void },
): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    let bodySentAt = Date.now();
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: pathname,
        agent,
        headers: range ? { ...headers, 'content-length': String(range.end - range.start) } : headers,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (text: string) => (body += text));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body, bodySentAt }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.on('finish', () => (bodySentAt = Date.now()));
    if (!range) {
      request.end();
      return;
    }
    const source = fs.createReadStream(range.file, {
      start: range.start,
      end: range.end - 1,
      highWaterMark: MB,
    });
    // Loopback's socket buffers hold some 4 MB: once the last byte is handed over, the server is part
    // of the way through writing the chunk, and its answer is still to come.
    if (range.onAllSent) source.once('end', range.onAllSent);
    // A failed body (the server killed) is the request's error, reported once above.
    pipeline(source, request).catch(() => {});
  });
}

async function signIn(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: UPLOADER, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in as ${UPLOADER}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** A tus client for one server address and one uploader. */
function tusClient(port: number, token: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const auth = { authorization: `Bearer ${token}`, ...TUS };
  const expect = (answer: Answer, status: number, what: string) => {
    if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${answer.body}`);
    return answer;
  };
  const client = {
    agent,
    async create(name: string, size: number): Promise<string> {
      const answer = await call(agent, port, 'POST', '/api/uploads', {
        ...auth,
        'upload-length': String(size),
        'upload-metadata': `filename ${Buffer.from(name).toString('base64')}`,
      });
      return expect(answer, 201, `creating ${name}`).headers.location!;
    },
    async offset(url: string): Promise<number> {
      const answer = expect(await call(agent, port, 'HEAD', url, auth), 200, `HEAD ${url}`);
      return Number(answer.headers['upload-offset']);
    },
    /** One chunk from `offset`; answers the new offset and, for the last, the finish's headers. */
    async patch(url: string, file: string, offset: number, size: number, onAllSent?: () => void) {
      const end = Math.min(size, offset + UPLOAD_CHUNK_BYTES);
      const answer = await call(
        agent,
        port,
        'PATCH',
        url,
        { ...auth, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
        { file, start: offset, end, onAllSent },
      );
      expect(answer, 204, `PATCH ${url} at ${offset}`);
      return { offset: Number(answer.headers['upload-offset']), answer };
    },
    /** Sends the file from `offset` to its end, a chunk at a time; answers the last chunk's answer. */
    async send(url: string, file: string, size: number, offset = 0): Promise<Answer> {
      for (;;) {
        const sent = await client.patch(url, file, offset, size);
        if (sent.offset >= size) return sent.answer;
        offset = sent.offset;
      }
    },
    /** Removes a finished upload's bytes from the server (tus termination). */
    async remove(url: string) {
      const answer = await call(agent, port, 'DELETE', url, auth);
      if (answer.status !== 204)
        console.warn(`Uploads: DELETE ${url} answered ${answer.status}; its bytes stay`);
    },
    close: () => agent.destroy(),
  };
  return client;
}

/** The nearest existing folder of a path that may not exist yet. */
function existingDir(dir: string): string {
  let existing = path.resolve(dir);
  while (!fs.existsSync(existing)) existing = path.dirname(existing);
  return existing;
}

/** Free bytes on the file system holding `dir`, as df reports them (available to a user). */
function freeBytes(dir: string): number {
  const stats = fs.statfsSync(existingDir(dir));
  return stats.bavail * stats.bsize;
}

/** Kills the server's processes (read before, so the kill is at once) with SIGKILL, as a crash would. */
function killProcesses(pids: number[]) {
  for (const pid of [...pids].reverse()) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

async function gone(pids: number[]) {
  for (const pid of pids) {
    while (fs.existsSync(`/proc/${pid}`)) await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function uploadBench(options: UploadBenchOptions): Promise<UploadBenchResult> {
  const { port, concurrent } = options;
  const baseUrl = `http://127.0.0.1:${port}`;
  const largeBytes = options.uploadMb * MB;
  const resumeBytes = options.resumeMb * MB;
  const concurrentBytes = options.concurrentMb * MB;
  // Each part's files are made, sent and removed before the next: the largest part decides, twice
  // (the local copy and the server's).
  const partBytes = Math.max(largeBytes, resumeBytes, concurrent * concurrentBytes);
  const workDir = os.tmpdir();
  const sameDisk = fs.statSync(workDir).dev === fs.statSync(existingDir(options.env.FILES_DIR)).dev;
  const needed = sameDisk
    ? [{ dir: workDir, bytes: 2 * partBytes + DISK_MARGIN_BYTES }]
    : [
        { dir: workDir, bytes: partBytes + DISK_MARGIN_BYTES },
        { dir: options.env.FILES_DIR, bytes: partBytes + DISK_MARGIN_BYTES },
      ];
  for (const { dir, bytes } of needed) {
    const free = freeBytes(dir);
    if (free < bytes) {
      throw new Error(
        `the uploads need ${round(bytes / MB / 1024)} GB free on ${dir}, which has ${round(free / MB / 1024)} GB: ` +
          'pass a smaller --upload-mb or --concurrent-mb',
      );
    }
  }
  const env = {
    ...options.env,
    SEED_DEMO: 'false',
    UPLOAD_MAX_BYTES: String(Math.max(UPLOAD_MAX_BYTES_DEFAULT, partBytes)),
  };
  const dir = fs.mkdtempSync(path.join(workDir, 'drm-bench-uploads-'));
  let server = spawnServer(port, env);
  let client: ReturnType<typeof tusClient> | undefined;
  try {
    await waitForHealth(baseUrl, server);
    const freshRss = await steadyRss(server.pid!);
    const token = await signIn(port);
    client = tusClient(port, token);

    // (a) One large file, after a small one so the baseline holds what any first upload loads.
    const warmUp = path.join(dir, 'warm-up.wav');
    await makeMediaFile(warmUp, WARM_UP_MB * MB, 'warm-up');
    const warmUrl = await client.create('warm-up.wav', WARM_UP_MB * MB);
    await client.send(warmUrl, warmUp, WARM_UP_MB * MB);
    await client.remove(warmUrl);
    fs.rmSync(warmUp);
    const largeFile = path.join(dir, 'large.wav');
    console.log(`Uploads: making a ${options.uploadMb} MB file…`);
    const largeSha = await makeMediaFile(largeFile, largeBytes, 'large');
    const baselineRss = await steadyRss(server.pid!);
    console.log(`Uploads: sending it in ${UPLOAD_CHUNK_BYTES / MB} MB chunks…`);
    const stopSampling = sampleRss(server.pid!);
    const loadBefore = os.loadavg()[0]!;
    const started = Date.now();
    const largeUrl = await client.create('large.wav', largeBytes);
    const last = await client.send(largeUrl, largeFile, largeBytes);
    const done = Date.now();
    const loadAfter = os.loadavg()[0]!;
    const { peak, samples, unwrittenPeak } = await stopSampling();
    await client.remove(largeUrl);
    fs.rmSync(largeFile);
    const transferSeconds = (last.bodySentAt - started) / 1000;
    const totalSeconds = (done - started) / 1000;
    const growth = (peak - baselineRss) / MB;
    const memory: Memory = {
      freshMb: round(freshRss / MB),
      baselineMb: round(baselineRss / MB),
      peakMb: round(peak / MB),
      growthMb: round(growth),
      growthFromFreshMb: round((peak - freshRss) / MB),
      samples,
      within: growth < UPLOAD_MAX_RSS_GROWTH_MB,
    };
    const totalMbPerSecond = options.uploadMb / totalSeconds;
    const largeSha256Equal = last.headers['upload-sha256'] === largeSha;
    const large = {
      megabytes: options.uploadMb,
      transferSeconds: round(transferSeconds, 2),
      finishSeconds: round((done - last.bodySentAt) / 1000, 2),
      totalSeconds: round(totalSeconds, 2),
      transferMbPerSecond: round(options.uploadMb / transferSeconds),
      totalMbPerSecond: round(totalMbPerSecond),
      kind: String(last.headers['upload-kind']),
      sha256Equal: largeSha256Equal,
      memory,
      loadAverage: [round(loadBefore, 2), round(loadAfter, 2)],
      unwrittenPeakMb: round(unwrittenPeak / MB),
      within: memory.within && totalMbPerSecond >= UPLOAD_MIN_MB_PER_SECOND && largeSha256Equal,
    };

    // (b) Killed with a chunk past the file's middle on its way, restarted, resumed from HEAD's offset.
    const resumeFile = path.join(dir, 'resume.wav');
    console.log(`Uploads: ${options.resumeMb} MB, the server killed with SIGKILL past half way…`);
    const resumeSha = await makeMediaFile(resumeFile, resumeBytes, 'resume');
    const resumeUrl = await client.create('resume.wav', resumeBytes);
    let acknowledgedOffset = 0;
    while (acknowledgedOffset < resumeBytes / 2) {
      acknowledgedOffset = (await client.patch(resumeUrl, resumeFile, acknowledgedOffset, resumeBytes))
        .offset;
    }
    const pids = await processTree(server.pid!);
    // Should the answer beat the kill, that chunk is acknowledged too.
    const killedMidChunk = await client
      .patch(resumeUrl, resumeFile, acknowledgedOffset, resumeBytes, () => killProcesses(pids))
      .then(
        (sent) => {
          acknowledgedOffset = sent.offset;
          return false;
        },
        () => true,
      );
    await ended(server);
    await gone(pids);
    client.close();
    const restarting = Date.now();
    server = spawnServer(port, env);
    await waitForHealth(baseUrl, server);
    const restartSeconds = (Date.now() - restarting) / 1000;
    // The same session goes on, as a browser's would: it is kept in the database, not in the process.
    client = tusClient(port, token);
    const headOffset = await client.offset(resumeUrl);
    const resumed = await client.send(resumeUrl, resumeFile, resumeBytes, headOffset);
    await client.remove(resumeUrl);
    fs.rmSync(resumeFile);
    const resumeSha256Equal = resumed.headers['upload-sha256'] === resumeSha;
    const resume = {
      megabytes: options.resumeMb,
      acknowledgedOffset,
      killedMidChunk,
      headOffset,
      restartSeconds: round(restartSeconds, 2),
      sha256Equal: resumeSha256Equal,
      within: headOffset >= acknowledgedOffset && headOffset <= resumeBytes && resumeSha256Equal,
    };

    // (c) Many at once, each checked by its SHA-256.
    console.log(`Uploads: ${concurrent} files of ${options.concurrentMb} MB at once…`);
    const files = await Promise.all(
      Array.from({ length: concurrent }, async (_, i) => {
        const file = path.join(dir, `concurrent-${i + 1}.wav`);
        return { file, sha256: await makeMediaFile(file, concurrentBytes, `concurrent ${i + 1}`) };
      }),
    );
    const concurrentBaseline = await steadyRss(server.pid!);
    const stopConcurrent = sampleRss(server.pid!);
    const concurrentStarted = Date.now();
    const tus = client;
    const answers = await Promise.all(
      files.map(async ({ file }, i) => {
        const url = await tus.create(`concurrent ${i + 1}.wav`, concurrentBytes);
        return { url, answer: await tus.send(url, file, concurrentBytes) };
      }),
    );
    const concurrentSeconds = (Date.now() - concurrentStarted) / 1000;
    const concurrentPeak = (await stopConcurrent()).peak;
    const equal = answers.filter(({ answer }, i) => answer.headers['upload-sha256'] === files[i]!.sha256);
    await Promise.all(answers.map(({ url }) => tus.remove(url)));
    for (const { file } of files) fs.rmSync(file);
    const concurrentResult = {
      uploads: concurrent,
      megabytesEach: options.concurrentMb,
      seconds: round(concurrentSeconds, 2),
      mbPerSecond: round((concurrent * options.concurrentMb) / concurrentSeconds),
      sha256Equal: equal.length,
      memoryGrowthMb: round((concurrentPeak - concurrentBaseline) / MB),
      within: equal.length === concurrent,
    };
    return { chunkBytes: UPLOAD_CHUNK_BYTES, large, resume, concurrent: concurrentResult };
  } finally {
    client?.close();
    server.kill('SIGTERM');
    await ended(server);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The uploads' lines for the bench's summary, each marked against its target. */
export function describeUploads(result: UploadBenchResult): string[] {
  const mark = (within: boolean) => (within ? '✓' : '✗');
  const { large, resume, concurrent } = result;
  const { memory } = large;
  return [
    `${mark(large.totalMbPerSecond >= UPLOAD_MIN_MB_PER_SECOND && large.sha256Equal)} upload of ` +
      `${large.megabytes} MB: ${large.totalMbPerSecond} MB/s in ${large.totalSeconds} s (bytes ` +
      `${large.transferSeconds} s = ${large.transferMbPerSecond} MB/s, then the finish's type and hash ` +
      `${large.finishSeconds} s); SHA-256 ${large.sha256Equal ? 'equal' : 'DIFFERENT'}; target ≥ ` +
      `${UPLOAD_MIN_MB_PER_SECOND} MB/s (load average ${large.loadAverage.join(' → ')}; at most ` +
      `${large.unwrittenPeakMb} MB of the machine's file data waiting for the disk)`,
    `${mark(memory.within)} server memory during it: ${memory.baselineMb} MB before, ${memory.peakMb} MB at ` +
      `most = +${memory.growthMb} MB (+${memory.growthFromFreshMb} MB from the fresh server's ` +
      `${memory.freshMb} MB; ${memory.samples} readings); target < ${UPLOAD_MAX_RSS_GROWTH_MB} MB`,
    `${mark(resume.within)} upload of ${resume.megabytes} MB killed (SIGKILL) ` +
      `${resume.killedMidChunk ? 'in the middle of a chunk' : "just after a chunk's answer"} at ` +
      `${round(resume.acknowledgedOffset / MB)} MB acknowledged; after the restart (${resume.restartSeconds} s) ` +
      `HEAD said ${resume.headOffset} bytes (${resume.headOffset - resume.acknowledgedOffset} past the last ` +
      `acknowledged), the rest was sent; SHA-256 ` +
      `${resume.sha256Equal ? 'equal' : 'DIFFERENT'}`,
    `${mark(concurrent.within)} ${concurrent.uploads} uploads of ${concurrent.megabytesEach} MB at once: ` +
      `${concurrent.seconds} s (${concurrent.mbPerSecond} MB/s together), ${concurrent.sha256Equal}/` +
      `${concurrent.uploads} SHA-256 equal; server memory +${concurrent.memoryGrowthMb} MB`,
  ];
}
