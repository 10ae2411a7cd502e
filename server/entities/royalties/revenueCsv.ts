import type { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { decimalToMicros } from '../../../shared/money';
import {
  REQUIRED_REVENUE_COLUMNS,
  REVENUE_COLUMNS,
  REVENUE_DECIMALS,
  REVENUE_HEADER_SEARCH_ROWS,
  type RevenueColumn,
} from '../../../shared/royalties';
import { msg, type Said } from '../../../shared/serverMessages';
import { PermanentJobError } from '../../platform/jobs/queue';

/**
 * YouTube's monthly revenue report, read as a stream (the file is never held whole): the header
 * block skipped up to the column row, the columns mapped by name, each row checked into a revenue
 * line in integer micro-units, or into the reason it was refused. Cells are data: nothing in them is
 * evaluated, a formula included.
 */

export interface RevenueRow {
  line: number;
  videoId: string;
  channelId: string | null;
  assetId: string | null;
  /** 'YYYY-MM-DD', inside the import's month; null when the report has no day column. */
  day: string | null;
  views: bigint;
  amountMicros: bigint;
}

export interface RevenueRowError {
  line: number;
  field: string;
  reason: Said;
}

export type RevenueEvent = { row: RevenueRow } | { error: RevenueRowError };

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const AMOUNT = /^(-?\d+)(?:\.(\d+))?$/;
const DAY = /^(\d{4})-?(\d{2})-?(\d{2})$/;

/** 'Partner Revenue (USD)', 'partner_revenue' and 'Partner-Revenue' all read 'partner revenue usd'... */
const normalName = (header: string) =>
  header
    .toLowerCase()
    .replace(/[()]/g, ' ')
    .replace(/[\s_-]+/g, ' ')
    .trim();

/** Where each known column is, if this record is the column row (it names every required one). */
export function revenueColumnsOf(cells: string[]): Map<RevenueColumn, number> | undefined {
  const columns = new Map<RevenueColumn, number>();
  cells.forEach((cell, index) => {
    const name = normalName(cell);
    for (const [column, names] of Object.entries(REVENUE_COLUMNS) as [RevenueColumn, readonly string[]][]) {
      if (!columns.has(column) && names.includes(name)) columns.set(column, index);
    }
  });
  return REQUIRED_REVENUE_COLUMNS.every((column) => columns.has(column)) ? columns : undefined;
}

/**
 * A decimal amount as integer micro-units, exactly (shared/money); past six decimals rounded half away
 * from zero. Undefined for anything else ('1e3', '1,5', '$3').
 */
export function parseMicros(text: string): bigint | undefined {
  const match = AMOUNT.exec(text.trim());
  if (!match) return undefined;
  const [, whole, fraction = ''] = match;
  const micros = decimalToMicros(fraction ? `${whole}.${fraction.slice(0, REVENUE_DECIMALS)}` : whole!);
  if (micros === undefined || (fraction[REVENUE_DECIMALS] ?? '0') < '5') return micros;
  return whole!.startsWith('-') ? micros - 1n : micros + 1n;
}

/** 'YYYY-MM-DD' (or YYYYMMDD) of a real day in `period` ('YYYY-MM'), else undefined. */
export function dayIn(text: string, period: string): string | undefined {
  const match = DAY.exec(text.trim());
  if (!match) return undefined;
  const [, year, month, day] = match;
  const iso = `${year}-${month}-${day}`;
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) return undefined;
  return `${year}-${month}` === period ? iso : undefined;
}

/** One record checked against the mapped columns. */
export function revenueEventOf(
  line: number,
  cells: string[],
  columns: Map<RevenueColumn, number>,
  period: string,
): RevenueEvent {
  const cell = (column: RevenueColumn) => {
    const index = columns.get(column);
    return index === undefined ? '' : (cells[index] ?? '').trim();
  };
  const refuse = (field: RevenueColumn, reason: Said): RevenueEvent => ({ error: { line, field, reason } });
  const videoId = cell('video');
  if (!VIDEO_ID.test(videoId)) return refuse('video', 'royalties.bad_video_id');
  const amountMicros = parseMicros(cell('revenue'));
  if (amountMicros === undefined) return refuse('revenue', 'royalties.bad_amount');
  const channelId = cell('channel') || null;
  if (channelId !== null && !YOUTUBE_ID.test(channelId)) return refuse('channel', 'royalties.bad_youtube_id');
  const assetId = cell('asset') || null;
  if (assetId !== null && !YOUTUBE_ID.test(assetId)) return refuse('asset', 'royalties.bad_youtube_id');
  let day: string | null = null;
  if (columns.has('day')) {
    const found = dayIn(cell('day'), period);
    if (!found) return refuse('day', msg('royalties.bad_day', { period }));
    day = found;
  }
  const viewsText = cell('views').replace(/,/g, '');
  if (viewsText !== '' && !/^\d{1,15}$/.test(viewsText)) return refuse('views', 'royalties.bad_views');
  return { row: { line, videoId, channelId, assetId, day, views: BigInt(viewsText || '0'), amountMicros } };
}

/**
 * The report's rows and refusals in file order, read from `source` as it streams (`onBytes` hears
 * how far). A file with no column row in its first records, or one csv-parse cannot read, fails for
 * good with the reason: retrying cannot mend a file.
 */
export async function* readRevenueReport(
  source: Readable,
  period: string,
  onBytes?: (bytes: number) => void,
): AsyncGenerator<RevenueEvent> {
  let bytes = 0;
  if (onBytes) source.on('data', (chunk: Buffer) => onBytes((bytes += chunk.length)));
  const parser = source.pipe(
    parse({
      bom: true,
      info: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      relax_column_count: true,
      relax_quotes: true,
    }),
  );
  let columns: Map<RevenueColumn, number> | undefined;
  let searched = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      if (!columns) {
        columns = revenueColumnsOf(record);
        if (!columns && ++searched >= REVENUE_HEADER_SEARCH_ROWS) break;
        continue;
      }
      yield revenueEventOf(info.lines, record, columns, period);
    }
  } catch (error) {
    if (error instanceof CsvError) {
      throw new PermanentJobError(msg('royalties.unreadable', { detail: error.message }));
    }
    throw error;
  } finally {
    source.destroy();
  }
  if (!columns) throw new PermanentJobError('royalties.no_columns');
}
