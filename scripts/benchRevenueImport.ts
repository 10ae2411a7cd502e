// The bench's revenue import (issue 36): a YouTube revenue report of a million lines, made on disk in
// constant memory, uploaded as the admin to the running server, checked and imported by its jobs,
// timed from the upload's first byte to the import in force, with the server's memory sampled.
// Target: under two minutes, the server's memory growing less than 100 MB.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { sampleRss, serverRss } from './benchUploads';

/** Issue 36: a million-line import within two minutes, its memory flat. */
export const REVENUE_IMPORT_MAX_SECONDS = 120;
export const REVENUE_IMPORT_MAX_RSS_GROWTH_MB = 100;
const POLL_MS = 250;

export interface RevenueImportResult {
  lines: number;
  bytes: number;
  uploadSeconds: number;
  checkSeconds: number;
  importSeconds: number;
  totalSeconds: number;
  rssGrowthMb: number;
  status: string;
  withinTarget: boolean;
}

/** A report of `lines` video days over the scale videos (their ids 'v' + ten hex digits), in `dir`. */
async function writeReport(dir: string, lines: number, videos: number): Promise<string> {
  const file = path.join(dir, 'revenue.csv');
  const out = fs.createWriteStream(file);
  out.write('Video ID,Day,Views,Partner Revenue (USD)\n');
  const day = new Date().toISOString().slice(0, 8);
  // Views differ from run to run: the same file as the month's import in force would be answered as
  // that import (a duplicate) and not imported again on a reused database.
  const salt = Date.now() % 100000;
  for (let i = 0; i < lines; i++) {
    const video = `v${(1 + (i % videos)).toString(16).padStart(10, '0')}`;
    const row = `${video},${day}${String(1 + (Math.floor(i / videos) % 28)).padStart(2, '0')},${(i * 31 + salt) % 100000},${((1000 + ((i * 7919) % 5000000)) / 1e6).toFixed(6)}\n`;
    if (!out.write(row)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return file;
}

export async function revenueImportBench(options: {
  baseUrl: string;
  token: string;
  pid: number;
  lines: number;
  videos: number;
}): Promise<RevenueImportResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'drm-bench-revenue-'));
  try {
    const file = await writeReport(dir, options.lines, Math.max(1, options.videos));
    const bytes = fs.statSync(file).size;
    const headers = { authorization: `Bearer ${options.token}` };
    const before = await serverRss(options.pid);
    const stop = sampleRss(options.pid);
    const started = Date.now();
    // This month: the scale imports end last month, so nothing is replaced.
    const month = new Date().toISOString().slice(0, 7);
    const upload = await fetch(`${options.baseUrl}/api/royalties/revenue/upload?period=${month}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'text/csv', 'content-length': String(bytes) },
      body: fs.createReadStream(file) as unknown as BodyInit,
      duplex: 'half',
    } as RequestInit);
    if (!upload.ok) throw new Error(`upload answered ${upload.status}: ${await upload.text()}`);
    const { result } = (await upload.json()) as { result: { _id: string } };
    const uploaded = Date.now();
    const until = async (wanted: string[]) => {
      for (;;) {
        const answer = await fetch(`${options.baseUrl}/api/royalties/revenue/imports/${result._id}`, {
          headers,
        });
        if (!answer.ok)
          throw new Error(`the import's state answered ${answer.status}: ${await answer.text()}`);
        const { result: row } = (await answer.json()) as { result: { status: string } };
        if (wanted.includes(row.status) || row.status === 'failed') return row.status;
        if (Date.now() - started > REVENUE_IMPORT_MAX_SECONDS * 5000) return row.status;
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    };
    let status = await until(['checked']);
    const checked = Date.now();
    if (status === 'checked') {
      const asked = await fetch(`${options.baseUrl}/api/royalties/revenue/imports/${result._id}/import`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: '{}',
      });
      if (!asked.ok) throw new Error(`import answered ${asked.status}: ${await asked.text()}`);
      status = await until(['imported']);
    }
    const ended = Date.now();
    const { peak } = await stop();
    const totalSeconds = (ended - started) / 1000;
    const rssGrowthMb = Math.max(0, peak - before) / 1024 / 1024;
    return {
      lines: options.lines,
      bytes,
      uploadSeconds: (uploaded - started) / 1000,
      checkSeconds: (checked - uploaded) / 1000,
      importSeconds: (ended - checked) / 1000,
      totalSeconds,
      rssGrowthMb,
      status,
      withinTarget:
        status === 'imported' &&
        totalSeconds <= REVENUE_IMPORT_MAX_SECONDS &&
        rssGrowthMb < REVENUE_IMPORT_MAX_RSS_GROWTH_MB,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function describeRevenueImport(r: RevenueImportResult): string {
  const mb = (r.bytes / 1024 / 1024).toFixed(1);
  return (
    `${r.withinTarget ? '✓' : '✗'} revenue import of ${r.lines.toLocaleString('en')} lines (${mb} MB): ` +
    `${r.status} in ${r.totalSeconds.toFixed(1)} s (upload ${r.uploadSeconds.toFixed(1)} s, check ` +
    `${r.checkSeconds.toFixed(1)} s, import ${r.importSeconds.toFixed(1)} s), server memory ` +
    `+${r.rssGrowthMb.toFixed(1)} MB (targets: ${REVENUE_IMPORT_MAX_SECONDS} s, under ` +
    `${REVENUE_IMPORT_MAX_RSS_GROWTH_MB} MB)`
  );
}
