// `npm run bench`: seeds a fresh database at scale, starts the server on loopback and load-tests the
// main calls with autocannon (10 connections, a few seconds each), then prints and writes
// bench-results-<database>.json with requests/s and latency percentiles per call, Lighthouse's desktop
// performance scores (scripts/lighthouse.ts) and the bundle sizes.
// PGlite by default; with DATABASE_URL, a fresh database on that PostgreSQL server.
// After the calls, the uploads (scripts/benchUploads.ts): a large resumable upload's throughput and the
// server's memory, a server killed mid-upload that resumes, many uploads at once checked by SHA-256.
// Options: --channels 100000 --rights-holders 20000 --creators 20000 --agreements 200000 --speakers 10000
// --assets 100000 --library 1000000 --library-notes 200000 --library-reactions 200000
// --library-favourites 200000 --videos 1000000 --monitored-channels 10000 --found-videos 1000000
// --hashtags 20 --inquiries 100000 --licensable 25 --claims 200000 --takedowns 20000
// --revenue-lines 10000000 (over 24 months, scripts/seedScaleRevenue.ts) --messages 100000
// --activity-entries 1000000 (scripts/seedScaleActivity.ts) --seconds 8
// --repeat 3 (app/floor pairs per call; the pair with the median ratio is reported)
// --upload-mb 2048 --resume-mb 256 --concurrent-uploads 20 --concurrent-mb 64 (the uploads' sizes)
// --only <text>[,<text>...] (the calls whose name contains one, and the uploads if "uploads" does, without
// Lighthouse and without writing the file; the library's CSV when "library csv" holds it, the sync of a
// channel of 20,000 videos (scripts/benchVideoSync.ts) when "video sync" does, the revenue import of
// --import-lines 1000000 lines (scripts/benchRevenueImport.ts) when "revenue import" does)
// --reuse postgres://… (a database `seed:scale` already filled with the same options: measured as it is,
// neither seeded nor dropped; for trying a change to a query without seeding for a quarter of an hour)
// --reuse <folder> (the same for PGlite: a folder seeded on the first run, when empty, and kept)
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { ChannelStatus, LIST_JUMP_MAX_ROWS } from '../shared/constants';
import { categories } from '../server/platform/db/declaredTables';
import { channels } from '../server/entities/channels/table';
import { channelListSource } from '../server/entities/channels/repository';
import { readList } from '../server/platform/http/listQuery';
import { UserType } from '../shared/roles';
import { youtubeVideos } from '../server/entities/videos/table';
import { monitoredChannels } from '../server/entities/monitoring/table';
import { openDatabase } from '../server/platform/db/client';
import { DEMO_PASSWORD, seedDemoData } from '../server/seed';
import { bundleReport } from './bundleSize';
import { lighthouseReport, printLighthouse } from './lighthouse';
import { createScratchDatabase } from './scratchDatabase';
import { ended, serverProcesses, spawnServer, waitForHealth } from './serverProcess';
import { seedScale } from './seedScale';
import { describeUploads, serverRss, uploadBench, type UploadBenchResult } from './benchUploads';
import { describeVideoSync, videoSyncBench } from './benchVideoSync';
import { activityCalls, dashboardCalls, moneyCalls } from './benchReportCalls';
import type { Call } from './benchCall';
import { describeRevenueImport, revenueImportBench } from './benchRevenueImport';

const { values } = parseArgs({
  options: {
    channels: { type: 'string', default: '100000' },
    'rights-holders': { type: 'string', default: '20000' },
    creators: { type: 'string', default: '20000' },
    agreements: { type: 'string', default: '200000' },
    speakers: { type: 'string', default: '10000' },
    assets: { type: 'string', default: '100000' },
    library: { type: 'string', default: '1000000' },
    'library-notes': { type: 'string', default: '200000' },
    'library-reactions': { type: 'string', default: '200000' },
    'library-favourites': { type: 'string', default: '200000' },
    videos: { type: 'string', default: '1000000' },
    'monitored-channels': { type: 'string', default: '10000' },
    'found-videos': { type: 'string', default: '1000000' },
    hashtags: { type: 'string', default: '20' },
    inquiries: { type: 'string', default: '100000' },
    licensable: { type: 'string', default: '25' },
    claims: { type: 'string', default: '200000' },
    takedowns: { type: 'string', default: '20000' },
    'revenue-lines': { type: 'string', default: '10000000' },
    messages: { type: 'string', default: '100000' },
    'activity-entries': { type: 'string', default: '1000000' },
    'import-lines': { type: 'string', default: '1000000' },
    'csv-seconds': { type: 'string', default: '600' },
    seconds: { type: 'string', default: '8' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string', default: '3099' },
    repeat: { type: 'string', default: '3' },
    only: { type: 'string' },
    reuse: { type: 'string' },
    'upload-mb': { type: 'string', default: '2048' },
    'resume-mb': { type: 'string', default: '256' },
    'concurrent-uploads': { type: 'string', default: '20' },
    'concurrent-mb': { type: 'string', default: '64' },
  },
});
const scale = {
  channels: Number(values.channels),
  rightsHolders: Number(values['rights-holders']),
  creators: Number(values.creators),
  agreements: Number(values.agreements),
  speakers: Number(values.speakers),
  assets: Number(values.assets),
  library: Number(values.library),
  libraryNotes: Number(values['library-notes']),
  libraryReactions: Number(values['library-reactions']),
  libraryFavourites: Number(values['library-favourites']),
  videos: Number(values.videos),
  monitoredChannels: Number(values['monitored-channels']),
  foundVideos: Number(values['found-videos']),
  hashtags: Number(values.hashtags),
  inquiries: Number(values.inquiries),
  licensablePercent: Number(values.licensable),
  claims: Number(values.claims),
  takedowns: Number(values.takedowns),
  revenueLines: Number(values['revenue-lines']),
  messages: Number(values.messages),
  activityEntries: Number(values['activity-entries']),
};
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const port = Number(values.port);
const repeat = Math.max(1, Number(values.repeat));
const only = values.only;
/** --only's texts: several, separated by commas, pick the calls any of them names. */
const onlyTexts =
  only
    ?.split(',')
    .map((text) => text.trim())
    .filter(Boolean) ?? [];
const picked = (name: string) => !only || onlyTexts.some((text) => name.includes(text));
/** The uploads run as one more named part: with --only, when "uploads" holds its text. */
const runUploads = !only || onlyTexts.some((text) => 'uploads'.includes(text));
/** The library's CSV likewise, with --only, when "library csv" holds its text. */
const runLibraryCsv = scale.library > 0 && (!only || onlyTexts.some((text) => 'library csv'.includes(text)));
/** The million-line revenue import likewise, with --only, when "revenue import" holds its text. */
const runRevenueImport =
  Number(values['import-lines']) > 0 &&
  scale.videos > 0 &&
  (!only || onlyTexts.some((text) => 'revenue import'.includes(text)));
/** The video sync likewise, with --only, when "video sync" holds its text. */
const runVideoSync = !only || onlyTexts.some((text) => 'video sync'.includes(text));
/** Issue 21: the CSV of the whole library streams with the server's memory flat. */
const CSV_MAX_RSS_GROWTH_MB = 100;
/** The CSV's download is stopped after this long (--csv-seconds), and its rows so far reported. */
const csvSeconds = Number(values['csv-seconds']);
const baseUrl = `http://127.0.0.1:${port}`;
const WARM_UP_SECONDS = 2;
/** Issue 38's concurrent writers (status changes at once, each on its own row). */
const WRITERS = 50;

const POSTGRES_URL = /^postgres(ql)?:\/\//;
/** --reuse names a PGlite folder that is still empty: seeded this time, and kept. */
const seedReused =
  values.reuse !== undefined &&
  !POSTGRES_URL.test(values.reuse) &&
  (!fs.existsSync(values.reuse) || fs.readdirSync(values.reuse).length === 0);

/** A fresh database: a temporary PGlite folder, or a new database on the DATABASE_URL server. */
async function freshDatabase(): Promise<{
  env: Record<string, string> & { FILES_DIR: string };
  kind: 'postgres' | 'pglite';
  drop(): Promise<void>;
}> {
  if (values.reuse) {
    const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'drm-bench-files-'));
    const drop = async () => fs.rmSync(filesDir, { recursive: true, force: true });
    if (POSTGRES_URL.test(values.reuse)) {
      return { env: { DATABASE_URL: values.reuse, FILES_DIR: filesDir }, kind: 'postgres', drop };
    }
    // A PGlite folder, kept: seeded when empty, measured as it is on the next runs.
    return { env: { DATA_DIR: values.reuse, FILES_DIR: filesDir }, kind: 'pglite', drop };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'drm-bench-'));
    return {
      env: { DATA_DIR: dir, FILES_DIR: path.join(dir, 'files') },
      kind: 'pglite',
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const scratch = await createScratchDatabase(adminUrl, `drm_bench_${Date.now()}`);
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'drm-bench-files-'));
  return {
    env: { DATABASE_URL: scratch.url, FILES_DIR: filesDir },
    kind: 'postgres',
    async drop() {
      await scratch.drop();
      fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/** The p-th percentile (nearest rank) of the times in milliseconds, to a tenth. */
function percentile(times: number[], p: number): number {
  if (times.length === 0) return NaN;
  const sorted = [...times].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, rank)] * 10) / 10;
}

/** Issue 18's targets against the floor: lists keep 0.7 of its throughput and at most twice its p99; a
 * logged write keeps half the throughput of a bare update with its log entry. */
/** Issue 38's budget for every interactive call: its p99 at 10 connections, by database. */
const LATENCY_BUDGET_MS: Record<'postgres' | 'pglite', number> = { postgres: 100, pglite: 250 };
const LIST_MIN_THROUGHPUT = 0.7;
const LIST_MAX_P99 = 2;
const WRITE_MIN_THROUGHPUT = 0.5;

interface Measured {
  call: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

/** A rate to one decimal under 100 per second, whole above. */
const rate = (perSecond: number) =>
  perSecond < 100 ? Math.round(perSecond * 10) / 10 : Math.round(perSecond);

/** Asks a `prepare` call until its range is made (its answer has no `preparing`); prints how long. */
async function prepareRange(base: string, call: Omit<Call, 'floor'>, token: string): Promise<void> {
  const started = performance.now();
  for (;;) {
    const response = await fetch(`${base}${call.path}`, {
      method: call.method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${call.token ?? token}` },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    });
    if (!response.ok) throw new Error(`${call.name}: ${response.status} ${await response.text()}`);
    const answer = (await response.json()) as { result: { preparing?: { progress: number } } };
    if (!answer.result.preparing) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`  ${call.name}: its range made (a job) in ${seconds.toFixed(1)} s`);
}

/** Unmeasured first (caches, JIT and the database's first reads settle), then the measured run. */
async function measure(base: string, call: Omit<Call, 'floor'>, token: string): Promise<Measured> {
  let turn = 0;
  const rotate = call.rotate;
  const load = (duration: number, onResponse?: (milliseconds: number) => void) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: `${base}${call.path}`,
          method: call.method as 'POST',
          connections: call.connections ?? connections,
          duration,
          ...(rotate && {
            requests: [
              {
                setupRequest: (request: autocannon.Request) => {
                  const next = rotate[turn++ % rotate.length]!;
                  return { ...request, path: next.path, body: JSON.stringify(next.body) };
                },
              },
            ],
          }),
          headers: {
            'content-type': 'application/json',
            ...(call.auth && { authorization: `Bearer ${call.token ?? token}` }),
          },
          body: call.body === undefined ? undefined : JSON.stringify(call.body),
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
      if (onResponse) instance.on('response', (_client, _status, _bytes, time) => onResponse(time));
    });
  await load(WARM_UP_SECONDS);
  // Every response's time, for exact percentiles (autocannon's histogram has no p95).
  const times: number[] = [];
  const result = await load(seconds, (time) => times.push(time));
  return {
    call: call.name,
    // Answers over the measured seconds: autocannon's average of whole per-second counts is too coarse
    // for a slow call (2 against 3 req/s reads as a ratio of 0.67 whatever the exact rates).
    requestsPerSecond: rate(times.length / result.duration),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: result.errors + result.non2xx,
  };
}

const describe = (row: Measured) =>
  `${row.call.padEnd(41)} ${String(row.requestsPerSecond).padStart(6)} req/s  ` +
  `p50 ${row.p50} ms  p95 ${row.p95} ms  p99 ${row.p99} ms  errors ${row.errors}`;

type Compared = Measured & {
  floor?: { requestsPerSecond: number; p99: number };
  throughputRatio?: number;
  p99Ratio?: number;
  verdict: 'within' | 'below' | 'no target';
};

function compare(row: Measured, call: Call, floor: Measured | undefined): Compared {
  if (!floor || !call.floor) return { ...row, verdict: 'no target' };
  const throughputRatio = Math.round((row.requestsPerSecond / floor.requestsPerSecond) * 100) / 100;
  const p99Ratio = Math.round((row.p99 / floor.p99) * 100) / 100;
  const within = call.floor.list
    ? throughputRatio >= LIST_MIN_THROUGHPUT && p99Ratio <= LIST_MAX_P99
    : call.floor.write
      ? throughputRatio >= WRITE_MIN_THROUGHPUT
      : undefined;
  return {
    ...row,
    floor: { requestsPerSecond: floor.requestsPerSecond, p99: floor.p99 },
    throughputRatio,
    p99Ratio,
    verdict: within === undefined ? 'no target' : within ? 'within' : 'below',
  };
}

function describeRatio(row: Compared): string {
  if (!row.floor) return `  ${row.call.padEnd(41)} (no floor)`;
  const mark = row.verdict === 'below' ? '✗' : row.verdict === 'within' ? '✓' : ' ';
  return (
    `${mark} ${row.call.padEnd(41)} ${row.requestsPerSecond}/${row.floor.requestsPerSecond} req/s = ` +
    `${row.throughputRatio}  p99 ${row.p99}/${row.floor.p99} ms = ${row.p99Ratio}x`
  );
}

/** One process serves alone; more are node:cluster's primary, which only hands out connections, and its workers. */
const describeProcesses = (count: number) =>
  count <= 1 ? '1 server process' : `${count} server processes (a primary and ${count - 1} workers)`;

/** The floor server (scripts/benchFloor.ts) on the app's port and database, while the app is stopped. */
function spawnFloor(floorPort: number, env: Record<string, string>) {
  return spawn(process.execPath, ['--import', 'tsx', 'scripts/benchFloor.ts'], {
    env: { ...process.env, ...env, PORT: String(floorPort) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitForFloor(child: ChildProcess) {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`the floor server ended (${child.exitCode})`);
    if (
      await fetch(`${baseUrl}/hello`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the floor server did not start');
}

/** Uses each distinct token once (the current user's call), which keeps its session from idling out. */
async function keepSignedIn(tokens: Array<string | undefined>) {
  for (const each of new Set(tokens.filter((t): t is string => Boolean(t)))) {
    await json('/api/user', 'PATCH', {}, each);
  }
}

async function json(pathname: string, method: string, body: unknown, token?: string) {
  const response = await fetch(`${baseUrl}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`);
  return response.json();
}

interface LibraryCsvResult {
  rows: number;
  /** Whether the whole CSV came within --csv-seconds. */
  complete: boolean;
  megabytes: number;
  seconds: number;
  rowsPerSecond: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  growthMb: number;
  verdict: 'within' | 'below';
  loadAverage: { began: number[]; ended: number[] };
}

/**
 * The CSV of the whole library (POST /content/library/latest/csv, as staff), read to its end as fast
 * as loopback takes it, while the server's resident memory (its processes' VmRSS) is read every
 * 100 ms: the rows, the time, and the peak's growth above the level before the download.
 */
async function libraryCsvBench(pid: number, token: string): Promise<LibraryCsvResult> {
  const megabyte = 1024 * 1024;
  const began = os.loadavg();
  const rssBefore = await serverRss(pid);
  let peak = rssBefore;
  const sampler = setInterval(() => {
    void serverRss(pid).then((rss) => {
      peak = Math.max(peak, rss);
    });
  }, 100);
  const started = performance.now();
  let lines = 0;
  let bytes = 0;
  let complete = false;
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), csvSeconds * 1000);
  try {
    const response = await fetch(`${baseUrl}/api/content/library/latest/csv`, {
      signal: stop.signal,
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: '{}',
    });
    if (!response.ok || !response.body) throw new Error(`library CSV: ${response.status}`);
    const reader = response.body.getReader();
    for (;;) {
      // Stopped, the read rejects with the abort, caught below.
      const { done, value: part } = await reader.read();
      if (done) {
        complete = true;
        break;
      }
      bytes += part.length;
      for (let i = part.indexOf(10); i !== -1; i = part.indexOf(10, i + 1)) lines++;
    }
  } catch (error) {
    if (!stop.signal.aborted) throw error;
  } finally {
    clearInterval(sampler);
    clearTimeout(timer);
  }
  const seconds = (performance.now() - started) / 1000;
  peak = Math.max(peak, await serverRss(pid));
  const growthMb = Math.round(((peak - rssBefore) / megabyte) * 10) / 10;
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    rows: lines - 1,
    complete,
    megabytes: Math.round((bytes / megabyte) * 10) / 10,
    seconds: Math.round(seconds * 10) / 10,
    rowsPerSecond: Math.round((lines - 1) / seconds),
    rssBeforeMb: Math.round(rssBefore / megabyte),
    rssPeakMb: Math.round(peak / megabyte),
    growthMb,
    verdict: growthMb < CSV_MAX_RSS_GROWTH_MB ? 'within' : 'below',
    loadAverage: { began: began.map(round), ended: os.loadavg().map(round) },
  };
}

const describeLibraryCsv = (csv: LibraryCsvResult) =>
  `${csv.verdict === 'within' ? '✓' : '✗'} library CSV: ${csv.rows} rows` +
  `${csv.complete ? '' : ` (stopped after --csv-seconds ${csvSeconds})`}, ${csv.megabytes} MB in ` +
  `${csv.seconds} s (${csv.rowsPerSecond} rows/s); server memory ${csv.rssBeforeMb} MB, peak ` +
  `${csv.rssPeakMb} MB, +${csv.growthMb} MB (target < ${CSV_MAX_RSS_GROWTH_MB}); load average ` +
  `${csv.loadAverage.began.join(' ')} to ${csv.loadAverage.ended.join(' ')}`;

// A server still answering here would be measured instead of this one.
if (
  await fetch(`${baseUrl}/api/health`).then(
    () => true,
    () => false,
  )
) {
  throw new Error(`port ${port} is already in use: stop that server or pass --port`);
}
const database = await freshDatabase();
console.log(`Seeding ${JSON.stringify(scale)} into ${database.kind}…`);
const seeding = Date.now();
const handle = await openDatabase({
  databaseUrl: database.env.DATABASE_URL,
  dataDir: database.env.DATA_DIR ?? '',
});
await handle.migrate();
if (!values.reuse || seedReused) {
  await seedDemoData(handle.db, database.env.FILES_DIR);
  await seedScale(handle.db, scale, { checkpoints: handle.kind === 'pglite' });
}
// A facet filter's value: the demo's category 'Ambient'.
const [category] = await handle.db
  .select({ id: categories.id })
  .from(categories)
  .where(eq(categories.name, 'Ambient'));
const [someChannel] = await handle.db
  .select({ id: channels.id })
  .from(channels)
  .where(eq(channels.status, 1))
  .limit(1);
// Active scale channels, each moved to inactive and back by the concurrent writers.
const statusChannels = await handle.db
  .select({ id: channels.id })
  .from(channels)
  .where(eq(channels.status, ChannelStatus.ACTIVE))
  .orderBy(channels.id)
  .limit(1000);
// The videos list under a channel filter: a scale channel's (ten or so of the million).
const [videoChannel] = await handle.db
  .select({ id: channels.id })
  .from(channels)
  .where(eq(channels.channelId, `UCscale${'1'.padStart(17, '0')}`));
// A video's detail: the newest scale video's.
const [oneVideo] = await handle.db
  .select({ id: youtubeVideos.id })
  .from(youtubeVideos)
  .where(eq(youtubeVideos.videoId, `v${(1).toString(16).padStart(10, '0')}`));
// One monitored channel's takedowns: scale channel 1's (two a thousand takedowns per 1,000 channels).
const [takedownChannel] = await handle.db
  .select({ id: monitoredChannels.id })
  .from(monitoredChannels)
  .where(eq(monitoredChannels.channelId, `UCmon${'1'.padStart(19, '0')}`));
// The sync runs here, in this process, before the servers start (PGlite has one process).
const videoSync = runVideoSync ? await videoSyncBench(handle.db) : undefined;
if (videoSync) console.log(describeVideoSync(videoSync));
// The cursor after the page before the deep one, as staff's list answers it, read here by skipping rows
// (a jump that far is refused over HTTP, LIST_JUMP_MAX_ROWS): the "(next)" call pages on from it.
const deepPage = Math.floor(scale.channels / 2 / 10);
const deepCursor = await (async () => {
  const staff = { userId: '', sessionId: '', type: UserType.ADMIN, teamMemberType: null, ownerId: null };
  const { plan, source } = channelListSource(handle.db, { page: deepPage - 1, limit: 10 }, staff);
  return (await readList(handle.db, plan, { ...source, keptTotal: undefined })).cursor;
})();
await handle.close();
const seedSeconds = (Date.now() - seeding) / 1000;
console.log(`Seeded in ${seedSeconds.toFixed(1)} s`);

/**
 * The app or the floor, whichever is measured now, on the same port and database (PGlite lets one
 * process open it at a time).
 */
type Side = 'app' | 'floor';
let running: { side: Side; child: ChildProcess } = {
  side: 'app',
  child: spawnServer(port, { ...database.env, SEED_DEMO: 'false' }),
};
async function use(side: Side) {
  if (running.side === side) return;
  running.child.kill('SIGTERM');
  await ended(running.child);
  const child =
    side === 'app'
      ? spawnServer(port, { ...database.env, SEED_DEMO: 'false' })
      : // As many serving processes as the app has (a primary hands out connections, its workers serve).
        spawnFloor(port, { ...database.env, WORKERS: String(Math.max(1, serverProcessCount - 1)) });
  running = { side, child };
  await (side === 'app' ? waitForHealth(baseUrl, child) : waitForFloor(child));
}
/** The app's processes as the bench found them once it answered (a primary and its workers on PostgreSQL). */
let serverProcessCount = 0;
try {
  await waitForHealth(baseUrl, running.child);
  serverProcessCount = (await serverProcesses(running.child.pid!)).length;
  console.log(`Server: ${describeProcesses(serverProcessCount)} (${database.kind})`);
  const login = { email: 'admin@example.com', password: DEMO_PASSWORD };
  const { token } = await json('/api/user/login', 'POST', login);
  // The app pages on from the cursor of the page before; a jump to a page number skips rows instead.
  const farthestJump = LIST_JUMP_MAX_ROWS / 10 + 1;
  // The library's creator: scale creator 2, whose active agreements license it one rights holder's items.
  const creator =
    scale.library > 0
      ? await json('/api/user/login', 'POST', {
          email: 'scale.creator.2@example.com',
          password: DEMO_PASSWORD,
        })
      : undefined;
  const libraryCalls: Call[] = !creator
    ? []
    : [
        {
          name: 'library list page 1',
          method: 'POST',
          path: '/api/content/library',
          body: { page: 1, limit: 10 },
          auth: true,
          floor: { path: '/library', method: 'POST', list: true },
        },
        {
          name: 'library list page 1 (creator)',
          method: 'POST',
          path: '/api/content/library',
          body: { page: 1, limit: 10 },
          auth: true,
          token: creator.token as string,
          floor: { path: '/library/creator', method: 'POST', list: true },
        },
        {
          name: 'library list, two facet filters',
          method: 'POST',
          path: '/api/content/library',
          body: { page: 1, limit: 10, filter: { category: category!.id, language: 'fr' } },
          auth: true,
          floor: { path: '/library', method: 'POST', list: true },
        },
        {
          // The counts beside the list as it opens: the kept counts.
          name: 'library facets, no filter',
          method: 'POST',
          path: '/api/content/library/facets',
          body: {},
          auth: true,
          floor: { path: '/floor/library/facets', method: 'POST', list: true },
        },
        {
          // Under one filter (a tenth of the library): estimated from the sample.
          name: 'library facets, one facet filter',
          method: 'POST',
          path: '/api/content/library/facets',
          body: { filter: { language: 'fr' } },
          auth: true,
          floor: { path: '/floor/library/facets', method: 'POST', list: true },
        },
        {
          // The counts beside the list, under the same two filters.
          name: 'library facets, two facet filters',
          method: 'POST',
          path: '/api/content/library/facets',
          body: { filter: { category: category!.id, language: 'fr' } },
          auth: true,
          floor: { path: '/floor/library/facets', method: 'POST', list: true },
        },
        {
          name: 'library full-text search (two words)',
          method: 'POST',
          path: '/api/content/library',
          body: { page: 1, limit: 10, search: 'golden harbour' },
          auth: true,
          floor: { path: '/library', method: 'POST', list: true },
        },
      ];
  const videoCalls: Call[] =
    scale.videos > 0
      ? [
          {
            name: 'video list page 1 (newest)',
            method: 'POST',
            path: '/api/youtube/video',
            body: { page: 1, limit: 10 },
            auth: true,
            floor: { path: '/videos', method: 'POST', list: true },
          },
          {
            name: 'video search (title)',
            method: 'POST',
            path: '/api/youtube/video',
            body: { page: 1, limit: 10, search: 'golden harbour' },
            auth: true,
            floor: { path: '/videos', method: 'POST', list: true },
          },
          {
            name: 'video list, one channel',
            method: 'POST',
            path: '/api/youtube/video',
            body: { page: 1, limit: 10, filter: { channel: videoChannel?.id } },
            auth: true,
            floor: { path: '/videos', method: 'POST', list: true },
          },
          {
            name: 'video list, unclaimed by views',
            method: 'POST',
            path: '/api/youtube/video',
            body: { page: 1, limit: 10, sort: 'view_count', order: 'DESC', filter: { claimed: false } },
            auth: true,
            floor: { path: '/videos', method: 'POST', list: true },
          },
          {
            name: 'video unclaimed count',
            method: 'GET',
            path: '/api/youtube/video/unclaimed-count',
            body: undefined,
            auth: true,
            floor: { path: '/videos/unclaimed-count', method: 'GET', list: true },
          },
          ...(creator
            ? [
                {
                  name: 'video list page 1 (creator)',
                  method: 'POST',
                  path: '/api/youtube/video',
                  body: { page: 1, limit: 10 },
                  auth: true,
                  token: creator.token as string,
                  floor: { path: '/videos/creator', method: 'POST', list: true },
                },
              ]
            : []),
        ]
      : [];
  // Issue 34's calls: monitoring (staff), licence requests (staff), the Licensing Library (a creator),
  // sublicensee creators (a rights holder, who sees the money fields), prospects and a video's detail.
  const owner =
    scale.agreements > 0
      ? await json('/api/user/login', 'POST', { email: 'scale.owner.2@example.com', password: DEMO_PASSWORD })
      : undefined;
  const monitoringCalls: Call[] = scale.monitoredChannels
    ? [
        {
          name: 'monitored channel list page 1',
          method: 'POST',
          path: '/api/poc/channel',
          body: { page: 1, limit: 10 },
          auth: true,
          floor: { path: '/floor/monitored-channels', method: 'POST', list: true },
        },
        {
          name: 'monitored channel search',
          method: 'POST',
          path: '/api/poc/channel',
          body: { page: 1, limit: 10, search: 'golden harbour' },
          auth: true,
          floor: { path: '/floor/monitored-channels', method: 'POST', list: true },
        },
        ...(scale.foundVideos
          ? [
              {
                name: 'found video list page 1',
                method: 'POST',
                path: '/api/poc/video',
                body: { page: 1, limit: 10 },
                auth: true,
                floor: { path: '/floor/found-videos', method: 'POST', list: true },
              },
              {
                name: 'found video list, state new',
                method: 'POST',
                path: '/api/poc/video',
                body: { page: 1, limit: 10, filter: { state: 'new' } },
                auth: true,
                floor: { path: '/floor/found-videos', method: 'POST', list: true },
              },
              {
                name: 'found video audio count (badge)',
                method: 'GET',
                path: '/api/poc/audio/count',
                body: undefined,
                auth: true,
                floor: { path: '/floor/audio-count', method: 'GET', list: true },
              },
            ]
          : []),
        {
          name: 'prospect list page 1',
          method: 'POST',
          path: '/api/prospective-youtube-videos',
          body: { page: 1, limit: 10 },
          auth: true,
          floor: { path: '/floor/prospects', method: 'POST', list: true },
        },
      ]
    : [];
  const inquiryCalls: Call[] = scale.inquiries
    ? [
        {
          name: 'inquiry list page 1',
          method: 'POST',
          path: '/api/inquiry-list',
          body: { page: 1, limit: 10 },
          auth: true,
          floor: { path: '/floor/inquiries', method: 'POST', list: true },
        },
        {
          name: 'inquiry list, pending',
          method: 'POST',
          path: '/api/inquiry-list',
          body: { page: 1, limit: 10, filter: { status: 0 } },
          auth: true,
          floor: { path: '/floor/inquiries', method: 'POST', list: true },
        },
        {
          name: 'inquiry pending count (badge)',
          method: 'GET',
          path: '/api/inquiry-list/badge/count',
          body: undefined,
          auth: true,
          floor: { path: '/floor/inquiry-count', method: 'GET', list: true },
        },
      ]
    : [];
  const browseCalls: Call[] = creator
    ? [
        {
          name: 'browse page 1 (creator)',
          method: 'POST',
          path: '/api/browse',
          body: { page: 1, limit: 10 },
          auth: true,
          token: creator.token as string,
          floor: { path: '/floor/browse', method: 'POST', list: true },
        },
        {
          name: 'browse search (creator)',
          method: 'POST',
          path: '/api/browse',
          body: { page: 1, limit: 10, search: 'golden harbour' },
          auth: true,
          token: creator.token as string,
          floor: { path: '/floor/browse', method: 'POST', list: true },
        },
      ]
    : [];
  const detailCalls: Call[] = [
    ...(owner
      ? [
          {
            name: 'sublicensee creators (rights holder)',
            method: 'POST',
            path: '/api/sublicensee-creators',
            body: { page: 1, limit: 10 },
            auth: true,
            token: owner.token as string,
            floor: { path: '/floor/sublicensees', method: 'POST', list: true },
          },
        ]
      : []),
    ...(oneVideo
      ? [
          {
            name: 'video detail',
            method: 'GET',
            path: `/api/youtube/video/${oneVideo.id}`,
            body: undefined,
            auth: true,
            floor: { path: `/floor/video/${oneVideo.id}`, method: 'GET', list: true },
          },
        ]
      : []),
  ];
  // Issue 35: claims (staff, a rights holder, a creator's Claimed Videos) and takedowns.
  const claimList = (name: string, body: unknown, floor: string, who?: { token: string }): Call => ({
    name,
    method: 'POST',
    // A creator reads claims through Claimed Videos; staff and rights holders through Manual Claiming.
    path: floor === '/floor/claims-creator' ? '/api/manual/claim/video' : '/api/manual/claim',
    body,
    auth: true,
    ...(who && { token: who.token }),
    floor: { path: floor, method: 'POST', list: true },
  });
  const enforcementCalls: Call[] = [
    ...(scale.claims
      ? [
          claimList('claim list page 1', { page: 1, limit: 10 }, '/floor/claims'),
          claimList('claim list, pending', { page: 1, limit: 10, filter: { status: 1 } }, '/floor/claims'),
          claimList(
            'claim search (video title)',
            { page: 1, limit: 10, search: 'golden harbour' },
            '/floor/claims',
          ),
          {
            name: 'claim pending count (badge)',
            method: 'POST',
            path: '/api/manual/claim/count',
            // As the menu asks for the badge (spec 001 §9: pending manual claims have status '1').
            body: { status: 1 },
            auth: true,
            floor: { path: '/floor/claim-count', method: 'GET', list: true },
          },
          ...(owner
            ? [claimList('claim list (rights holder)', { page: 1, limit: 10 }, '/floor/claims-owner', owner)]
            : []),
          ...(creator
            ? [
                claimList(
                  'claimed videos (creator)',
                  { page: 1, limit: 10 },
                  '/floor/claims-creator',
                  creator,
                ),
              ]
            : []),
        ]
      : []),
    ...(scale.takedowns
      ? [
          {
            name: 'takedown list page 1',
            method: 'POST',
            path: '/api/copyright/takedown',
            body: { page: 1, limit: 10 },
            auth: true,
            floor: { path: '/floor/takedowns', method: 'POST', list: true },
          },
          {
            name: 'takedown list, due this week',
            method: 'POST',
            path: '/api/copyright/takedown',
            body: { page: 1, limit: 10, filter: { due_this_week: true } },
            auth: true,
            floor: { path: '/floor/takedowns', method: 'POST', list: true },
          },
          {
            name: 'takedown count',
            method: 'POST',
            path: '/api/copyright/takedown/count',
            body: {},
            auth: true,
            floor: { path: '/floor/takedown-count', method: 'POST', list: true },
          },
          ...(takedownChannel
            ? [
                {
                  name: "a monitored channel's takedowns",
                  method: 'GET',
                  path: `/api/poc/channel/take/down/${takedownChannel.id}`,
                  body: undefined,
                  auth: true,
                  floor: {
                    path: `/floor/channel-takedowns/${takedownChannel.id}`,
                    method: 'GET',
                    list: true,
                  },
                },
              ]
            : []),
        ]
      : []),
  ];
  const calls: Call[] = [
    { name: 'login', method: 'POST', path: '/api/user/login', body: login, auth: false },
    {
      name: 'current user',
      method: 'PATCH',
      path: '/api/user',
      body: {},
      auth: true,
      floor: { path: '/current-user', method: 'POST' },
    },
    {
      name: 'health',
      method: 'GET',
      path: '/api/health',
      body: undefined,
      auth: false,
      floor: { path: '/hello', method: 'GET' },
    },
    {
      name: 'channel list page 1',
      method: 'POST',
      path: '/api/channel',
      body: { page: 1, limit: 10 },
      auth: true,
      floor: { path: '/channel', method: 'POST', list: true },
    },
    {
      name: `channel list page ${deepPage} (next)`,
      method: 'POST',
      path: '/api/channel',
      body: { page: deepPage, limit: 10, after: deepCursor },
      auth: true,
      floor: { path: '/channel', method: 'POST', list: true },
    },
    {
      // The farthest page a jump may open (LIST_JUMP_MAX_ROWS rows in); farther ones are refused.
      name: `channel list page ${farthestJump} (jump)`,
      method: 'POST',
      path: '/api/channel',
      body: { page: farthestJump, limit: 10 },
      auth: true,
      floor: { path: '/channel', method: 'POST', list: true },
    },
    {
      name: 'channel search',
      method: 'POST',
      path: '/api/channel',
      body: { search: '12345', limit: 10 },
      auth: true,
      floor: { path: '/channel', method: 'POST', list: true },
    },
    {
      name: 'channel sort by title',
      method: 'POST',
      path: '/api/channel',
      body: { sort: 'channel_title', order: 'ASC', limit: 10 },
      auth: true,
      floor: { path: '/channel', method: 'POST', list: true },
    },
    {
      name: 'speaker list page 1',
      method: 'POST',
      path: '/api/artist',
      body: { page: 1, limit: 10 },
      auth: true,
      floor: { path: '/artist', method: 'POST', list: true },
    },
    {
      name: 'speaker search',
      method: 'POST',
      path: '/api/artist',
      body: { search: 'speaker 4321', limit: 10 },
      auth: true,
      floor: { path: '/artist', method: 'POST', list: true },
    },
    {
      name: 'speaker lookup (pickers)',
      method: 'GET',
      path: '/api/artist/lookup',
      body: undefined,
      auth: true,
      floor: { path: '/artist/lookup', method: 'GET', list: true },
    },
    {
      name: 'asset list page 1',
      method: 'POST',
      path: '/api/CID/asset',
      body: { page: 1, limit: 10 },
      auth: true,
      floor: { path: '/asset', method: 'POST', list: true },
    },
    {
      name: 'asset list pending review',
      method: 'POST',
      path: '/api/CID/asset',
      body: { page: 1, limit: 10, filter: { stage: 'pending_review' } },
      auth: true,
      floor: { path: '/asset', method: 'POST', list: true },
    },
    {
      name: 'asset search',
      method: 'POST',
      path: '/api/CID/asset',
      body: { search: 'asset 4321', limit: 10 },
      auth: true,
      floor: { path: '/asset', method: 'POST', list: true },
    },
    {
      // The menu's pending-review badge as staff's menu asks it (shared/menuBadges.ts): one indexed
      // count, whose floor has no target, as the current user's has none.
      name: 'asset pending review count',
      method: 'POST',
      path: '/api/CID/asset/draft/count',
      body: { search: '', asset_label: '', type: 1 },
      auth: true,
      floor: { path: '/asset/draft/count', method: 'POST' },
    },
    ...libraryCalls,
    ...videoCalls,
    ...monitoringCalls,
    ...inquiryCalls,
    ...browseCalls,
    ...detailCalls,
    ...enforcementCalls,
    ...moneyCalls(scale, { creator, owner }),
    ...dashboardCalls({ creator }, videoChannel?.id),
    ...activityCalls({ creator }),
    {
      name: 'channel update',
      method: 'PUT',
      path: `/api/channel/${someChannel.id}`,
      body: { channel_title: 'Bench title' },
      auth: true,
      floor: { path: `/channel/${someChannel.id}`, method: 'PUT', write: true },
    },
    {
      // Issue 38's writers at once: each request moves another channel between active and inactive,
      // so every one updates the kept per-status counts (channel_status_totals' two rows).
      name: 'channel status changes, 50 writers',
      method: 'PUT',
      path: `/api/channel/change-status/${statusChannels[0]!.id}`,
      body: undefined,
      auth: true,
      connections: WRITERS,
      rotate: [ChannelStatus.INACTIVE, ChannelStatus.ACTIVE].flatMap((status) =>
        statusChannels.map(({ id }) => ({ path: `/api/channel/change-status/${id}`, body: { status } })),
      ),
    },
  ];
  // Each call is measured beside its floor `repeat` times, in turns (app, floor; then floor, app): a
  // machine that slows down during the run slows both sides of a pair alike, and the pair with the
  // median throughput ratio is the one reported, so one disturbed pair does not decide a verdict.
  console.log(`Each call, then its floor (the same data work behind a bare Fastify), ${repeat} time(s):`);
  const compared: Compared[] = [];
  let turn = 0;
  for (const call of calls.filter((c) => picked(c.name))) {
    const pairs: Compared[] = [];
    // A range of one's own is made (a job) before either side reads it.
    if (call.prepare) {
      await use('app');
      await keepSignedIn([token, ...calls.map((c) => c.token)]);
      await prepareRange(baseUrl, call, token);
    }
    for (let round = 0; round < (call.floor ? repeat : 1); round++) {
      const sides: Side[] = !call.floor ? ['app'] : turn++ % 2 === 0 ? ['app', 'floor'] : ['floor', 'app'];
      const measured: Partial<Record<Side, Measured>> = {};
      for (const side of sides) {
        await use(side);
        // A session idle past SESSION_IDLE_TIMEOUT_MS ends: each token is used once before its call's
        // turn, so a token last measured long ago is still signed in.
        if (side === 'app') await keepSignedIn([token, ...calls.map((c) => c.token)]);
        const row =
          side === 'app'
            ? await measure(baseUrl, call, token)
            : await measure(
                baseUrl,
                { ...call, ...call.floor!, name: `floor: ${call.name}`, auth: false },
                token,
              );
        measured[side] = row;
        console.log(describe(row));
      }
      pairs.push(compare(measured.app!, call, measured.floor));
    }
    pairs.sort((a, b) => (a.throughputRatio ?? 0) - (b.throughputRatio ?? 0));
    compared.push(pairs[Math.floor(pairs.length / 2)]!);
  }
  await use('app');
  const libraryCsv = runLibraryCsv ? await libraryCsvBench(running.child.pid!, token) : undefined;
  if (libraryCsv) console.log(describeLibraryCsv(libraryCsv));
  await keepSignedIn([token]);
  // A failed import is reported as such; the calls' table still follows.
  const revenueImport = runRevenueImport
    ? await revenueImportBench({
        baseUrl,
        token,
        pid: running.child.pid!,
        lines: Number(values['import-lines']),
        videos: Math.min(scale.videos, 100_000),
      }).catch((error: unknown) => {
        console.log(`✗ revenue import: ${error instanceof Error ? error.message : String(error)}`);
        return undefined;
      })
    : undefined;
  if (revenueImport) console.log(describeRevenueImport(revenueImport));
  // An audit that fails is said, and the run goes on to its tables (they hold the hour's measurements).
  const lighthouse = only
    ? undefined
    : await lighthouseReport(baseUrl).catch((error: unknown) => {
        console.log(`✗ Lighthouse: ${(error as Error).message}`);
        return undefined;
      });
  if (lighthouse) printLighthouse(lighthouse);
  // The uploads start and kill servers of their own on the same port, database and FILES_DIR.
  let uploads: UploadBenchResult | undefined;
  if (runUploads) {
    running.child.kill('SIGTERM');
    await ended(running.child);
    uploads = await uploadBench({
      port,
      env: database.env,
      uploadMb: Number(values['upload-mb']),
      resumeMb: Number(values['resume-mb']),
      concurrent: Number(values['concurrent-uploads']),
      concurrentMb: Number(values['concurrent-mb']),
    });
  }
  const bundle = bundleReport();
  console.log(`Initial JavaScript: ${(bundle.initial.gzipBytes / 1024).toFixed(1)} KB gzip`);
  console.log(
    `\nEach call against its floor (the median of ${repeat} pair(s): throughput as a ratio, p99 as a ` +
      'multiple of the floor p99):',
  );
  for (const row of compared) console.log(describeRatio(row));
  const failing = compared.filter((row) => row.verdict === 'below');
  console.log(
    failing.length
      ? `✗ ${failing.length} call(s) below their floor target`
      : '✓ every call within its floor target',
  );
  // Issue 38's absolute budget, whatever the floor: the p99 every interactive call must stay under.
  const budget = LATENCY_BUDGET_MS[database.kind];
  console.log(
    `\nEach call against the interactive budget (p99 at most ${budget} ms on ${database.kind}, ` +
      `${connections} connections unless the call names more, ${describeProcesses(serverProcessCount)}):`,
  );
  // A call answering errors is not within, however fast its errors are.
  const withinBudget = (row: Measured) => row.p99 <= budget && row.errors === 0;
  for (const row of compared) {
    const errors = row.errors ? `, ${row.errors} errors` : '';
    console.log(`${withinBudget(row) ? '✓' : '✗'} ${row.call.padEnd(41)} p99 ${row.p99} ms${errors}`);
  }
  const over = compared.filter((row) => !withinBudget(row));
  console.log(over.length ? `✗ ${over.length} call(s) over the budget` : '✓ every call within the budget');
  if (libraryCsv) console.log(`\n${describeLibraryCsv(libraryCsv)}`);
  if (videoSync) console.log(`\n${describeVideoSync(videoSync)}`);
  if (revenueImport) console.log(`\n${describeRevenueImport(revenueImport)}`);
  if (uploads) {
    console.log(
      `\nUploads (tus over loopback, ${uploads.chunkBytes / 1024 / 1024} MB chunks; MB = 2^20 bytes):`,
    );
    for (const line of describeUploads(uploads)) console.log(line);
  }
  const output = {
    date: new Date().toISOString(),
    database: database.kind,
    workers: process.env.WORKERS ?? (database.kind === 'postgres' ? os.availableParallelism() : 1),
    scale,
    seedSeconds,
    connections,
    seconds,
    repeat,
    budgetMs: LATENCY_BUDGET_MS[database.kind],
    results: compared,
    libraryCsv,
    revenueImport,
    videoSync,
    uploads,
    lighthouse,
    bundle,
  };
  if (!only) {
    const file = `bench-results-${database.kind}.json`;
    fs.writeFileSync(file, `${JSON.stringify(output, null, 2)}\n`);
    console.log(`Written to ${file}`);
  }
} finally {
  running.child.kill('SIGTERM');
  await ended(running.child);
  await database.drop();
}
